/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Counter, deferred } from './test-support';
import { deferredIsland, startWhenShown } from './DeferredIsland';

describe('deferredIsland', () => {
  it('keeps the server’s markup until the island’s code has arrived, then hydrates it in place', async () => {
    const code = deferred<typeof Counter>();
    const load = jest.fn(() => code.promise);
    const DeferredCounter = deferredIsland(load);
    const container = document.body.appendChild(document.createElement('div'));
    // What the server sends for the island: its markup in a Suspense boundary.
    container.innerHTML = renderToString(
      <main>
        <span style={{ display: 'contents' }}>
          <Suspense>
            <Counter start={0} />
          </Suspense>
        </span>
      </main>,
    );
    const serverButton = screen.getByRole('button', { name: 'Count 0' });
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <DeferredCounter start={0} />
        </main>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Count 0' })).toBe(serverButton);

    await act(async () => code.resolve(Counter));
    // The same element, now with its handler.
    expect(screen.getByRole('button', { name: 'Count 0' })).toBe(serverButton);
    fireEvent.click(serverButton);
    expect(screen.getByRole('button', { name: 'Count 1' })).toBe(serverButton);
    container.remove();
  });

  it('holds a click on the server’s markup until the island has hydrated, then replays it', async () => {
    const code = deferred<typeof Counter>();
    const DeferredCounter = deferredIsland(() => code.promise);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <main>
        <span style={{ display: 'contents' }}>
          <Suspense>
            <Counter start={0} />
          </Suspense>
        </span>
      </main>,
    );
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <DeferredCounter start={0} />
        </main>,
      );
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Count 0' }).dispatchEvent(click);
    // Not lost, not sent natively (a form would submit): held.
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeInTheDocument();

    await act(async () => code.resolve(Counter));
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
    // From then on the island handles its own clicks.
    fireEvent.click(screen.getByRole('button', { name: 'Count 1' }));
    expect(screen.getByRole('button', { name: 'Count 2' })).toBeInTheDocument();
    container.remove();
  });

  it('renders the island on the client once its code has arrived', async () => {
    const DeferredCounter = deferredIsland(async () => Counter);
    render(<DeferredCounter start={5} />);
    expect(await screen.findByRole('button', { name: 'Count 5' })).toBeInTheDocument();
  });
});

describe('startWhenShown', () => {
  it('starts loading only on a page whose markup names the island', () => {
    const load = jest.fn(async () => Counter);
    startWhenShown('product', load);
    expect(load).not.toHaveBeenCalled();
    const page = document.body.appendChild(document.createElement('div'));
    page.dataset.islands = 'product giftcard';
    startWhenShown('giftcard', load);
    startWhenShown('product', load);
    startWhenShown('prod', load);
    expect(load).toHaveBeenCalledTimes(2);
    page.remove();
  });
});
