'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { CUSTOMER_DETAILS_KEY } from '@/components/layout/AccountMenu';

/**
 * After the customer's own details changed: the page is read again (its server components show
 * the new state) and so are the header's (the greeting uses the first name).
 */
export function useCustomerChanged(): () => void {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(() => {
    router.refresh();
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_DETAILS_KEY });
  }, [router, queryClient]);
}
