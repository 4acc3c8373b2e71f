import { getMagentoClient } from '@/lib/magento/client';
import type { AccountRequest } from '@/lib/magento/operations/account';

/**
 * The account areas' changes from the browser: the one shared GraphQL client (all mutations in
 * one queue), through the same-origin proxy that adds the customer's token, naming the store view.
 */
export function browserAccountRequest(store: string): AccountRequest {
  return { client: getMagentoClient(), options: { headers: { store } } };
}
