import { HydrationBoundary, QueryClient, dehydrate, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { QueryScope } from '@/components/app/QueryScope';
import { queryClientFor } from './query-client';

/**
 * The page's query client on the server (jest's node environment has no window): each render has
 * its own, so what one request's page read never shows in another's (a customer's wish list).
 */

const KEY = ['wishlist', 'uk', 'items'];

function Items() {
  const { data } = useQuery<string[]>({ queryKey: KEY, queryFn: () => [], staleTime: Infinity });
  return <p>{(data ?? []).join(', ') || 'empty'}</p>;
}

/** A page as the server renders it: what it read, dehydrated into the page's scope. */
function serverPage(items: string[]): string {
  const read = new QueryClient();
  read.setQueryData(KEY, items);
  return renderToString(
    <QueryScope>
      <HydrationBoundary state={dehydrate(read)}>
        <Items />
      </HydrationBoundary>
    </QueryScope>,
  );
}

describe('the query client on the server', () => {
  it('is a new one for each render', () => {
    expect(queryClientFor('uk')).not.toBe(queryClientFor('uk'));
  });

  it('renders each request’s own data, never an earlier request’s', () => {
    expect(serverPage([])).toContain('empty');
    expect(serverPage(['Nordvik Hard Case'])).toContain('Nordvik Hard Case');
    expect(serverPage(['Aurora Frame'])).not.toContain('Nordvik');
  });
});
