import { cookies } from 'next/headers';
import { cache } from 'react';
import { createMagentoClient } from '@/lib/magento/client';
import { customerAfterSignIn, GetCustomerAfterSignIn, type CustomerAfterSignIn } from '@/lib/magento/operations/customer';
import { readSession } from './session';

/**
 * The signed-in customer of this request, for the account pages' server components: their
 * session cookie opened, and Magento asked with their token (never cached). Null when there is no
 * live session or Magento no longer accepts its token. Once per request (React's cache).
 */
export const currentCustomer = cache(async (store: string): Promise<CustomerAfterSignIn | null> => {
  const { session } = await readSession(await cookies());
  if (!session) return null;
  try {
    const client = createMagentoClient({ store, token: session.token });
    const { data } = await client.query(GetCustomerAfterSignIn, undefined, { cache: 'no-store' });
    return customerAfterSignIn(data.customer);
  } catch {
    return null;
  }
});
