/**
 * For the account areas' component tests: the shared GraphQL client replaced by one whose
 * answers each test sets, and a render with React Query (the forms refresh the header's
 * customer details through it).
 *
 *   jest.mock('@/lib/magento/client', () => require('@/components/account/areas/test-support').mockedClientModule());
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export const accountClient = { query: jest.fn(), mutate: jest.fn() };

export function mockedClientModule() {
  return { ...jest.requireActual('@/lib/magento/client'), getMagentoClient: () => accountClient };
}

/** The operation name of the n-th call of a client mock (its GraphQL document's first word after the type). */
export function operationOf(call: unknown[]): string {
  return /(?:query|mutation)\s+(\w+)/.exec(String(call[0]))?.[1] ?? '';
}

export function renderWithQueryClient(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  return { ...render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>), invalidate };
}
