'use client';

import { QueryClientContext } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useContext } from 'react';
import { CUSTOMER_DETAILS_KEY } from '@/lib/account/query-keys';
import { currentPageStore } from '@/lib/state/page-store';

/**
 * After the customer's own details changed: the page is read again (its server components show
 * the new state) and so are the header's (the greeting uses the first name, read through the
 * page's query client). The query client is loaded when a save needs it, not with the form: the
 * account pages do not carry React Query in their first load (issue 16). Inside a provider (a
 * unit test's) its client is the one.
 */
export function useCustomerChanged(): () => void {
  const router = useRouter();
  const provided = useContext(QueryClientContext);
  return useCallback(() => {
    router.refresh();
    const queryClient = provided
      ? Promise.resolve(provided)
      : import('@/lib/state/query-client').then(({ queryClientFor }) => queryClientFor(currentPageStore()));
    void queryClient.then((client) => client.invalidateQueries({ queryKey: CUSTOMER_DETAILS_KEY }));
  }, [router, provided]);
}
