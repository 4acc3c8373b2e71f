/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setPageStore, UNKNOWN_PAGE_STORE } from '@/lib/state/page-store';
import { queryClientFor } from '@/lib/state/query-client';
import { QueryScope } from './QueryScope';

function Probe({ seen }: { seen: (client: QueryClient) => void }) {
  seen(useQueryClient());
  return null;
}

afterEach(() => setPageStore(UNKNOWN_PAGE_STORE));

describe('QueryScope', () => {
  it("gives every island and page of a store view the same client: the one start-up restores the cache into", () => {
    setPageStore('uk');
    const seen: QueryClient[] = [];
    render(
      <>
        <QueryScope>
          <Probe seen={(client) => seen.push(client)} />
        </QueryScope>
        <QueryScope>
          <Probe seen={(client) => seen.push(client)} />
        </QueryScope>
      </>,
    );
    expect(seen[0]).toBe(queryClientFor('uk'));
    expect(seen[1]).toBe(seen[0]);
  });

  it('gives another store view a client of its own', () => {
    const uk = queryClientFor('uk');
    setPageStore('fr');
    let seen: QueryClient | undefined;
    render(
      <QueryScope>
        <Probe seen={(client) => (seen = client)} />
      </QueryScope>,
    );
    expect(seen).toBe(queryClientFor('fr'));
    expect(seen).not.toBe(uk);
  });

  it('adds nothing inside another provider (a test, a page that has one)', () => {
    const own = new QueryClient();
    let seen: QueryClient | undefined;
    render(
      <QueryClientProvider client={own}>
        <QueryScope>
          <Probe seen={(client) => (seen = client)} />
        </QueryScope>
      </QueryClientProvider>,
    );
    expect(seen).toBe(own);
  });
});
