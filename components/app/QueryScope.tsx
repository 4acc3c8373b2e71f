'use client';

import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { currentPageStore } from '@/lib/state/page-store';
import { queryClientFor } from '@/lib/state/query-client';

/**
 * Gives its children the page's query client (lib/state/query-client.ts). It wraps each client
 * tree that reads through React Query (a late island, the account pages, the cart and compare
 * pages, the gift card form) instead of the store layout, so React Query is in the first load of
 * those pages only (issue 16). Inside another provider (a unit test's) it adds nothing.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={queryClientFor(currentPageStore())}>{children}</QueryClientProvider>;
}
