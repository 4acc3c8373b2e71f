/** @jest-environment jsdom */
import { useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setPageStore } from '@/lib/state/page-store';
import { queryClientFor } from '@/lib/state/query-client';
import { Counter, deferred } from './test-support';
import { queryIsland } from './QueryIsland';

/** An island that reads through React Query: says whether its client is the page's. */
function CachedCounter({ start }: { start: number }) {
  const client = useQueryClient();
  return (
    <>
      <Counter start={start} />
      <p>{client === queryClientFor('uk') ? 'page client' : 'other client'}</p>
    </>
  );
}

describe('queryIsland', () => {
  beforeEach(() => setPageStore('uk'));

  it('starts to load the island’s code at once, before anything renders it', () => {
    const load = jest.fn(() => deferred<typeof CachedCounter>().promise);
    queryIsland(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the server’s markup until the code is there, then hydrates it in the page’s query client; a click meanwhile is replayed', async () => {
    const code = deferred<typeof CachedCounter>();
    const load = jest.fn(() => code.promise);
    const Island = queryIsland(load);
    const container = document.body.appendChild(document.createElement('div'));
    // What the server sends: the island's markup (rendered with its client) in a Suspense boundary.
    container.innerHTML = renderToString(
      <main>
        <span style={{ display: 'contents' }}>
          <Suspense>
            <Counter start={0} />
            <p>page client</p>
          </Suspense>
        </span>
      </main>,
    );
    const serverButton = screen.getByRole('button', { name: 'Count 0' });
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <Island start={0} />
        </main>,
      );
    });
    act(() => void serverButton.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(screen.getByRole('button', { name: 'Count 0' })).toBe(serverButton);

    await act(async () => code.resolve(CachedCounter));
    // The same element, hydrated: the early click counted, and the island reads the page's client.
    expect(screen.getByRole('button', { name: 'Count 1' })).toBe(serverButton);
    expect(screen.getByText('page client')).toBeInTheDocument();
    fireEvent.click(serverButton);
    expect(screen.getByRole('button', { name: 'Count 2' })).toBe(serverButton);
    // Loaded once: the early start and the render share the download.
    expect(load).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
