import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { createMagentoClient } from '@/lib/magento/client';
import type { AccountRequest } from '@/lib/magento/operations/account';
import { currentCustomer } from '@/lib/session/current-customer';
import { signInPath } from '@/lib/session/guard';
import { readSession } from '@/lib/session/session';
import type { StoreCode } from '@/lib/store-views';

/**
 * The account pages' reads, on the server, per request: Magento asked with the customer's token
 * from the session cookie (never cached: the account operations read with `cache: 'no-store'`).
 * Pages render beside the account layout, not after it, so each checks the session itself: no
 * session, or a token Magento no longer accepts, sends the shopper to sign in and back to `returnTo`.
 */
export async function readAsCustomer<T>(store: StoreCode, returnTo: string, read: (request: AccountRequest) => Promise<T>): Promise<T> {
  const { session } = await readSession(await cookies());
  if (!session) redirect(signInPath(store, returnTo));
  try {
    return await read({ client: createMagentoClient({ store, token: session.token }) });
  } catch (error) {
    // The same check as the layout's: is the token still good? If not, sign in again; else a real failure.
    if (!(await currentCustomer(store))) redirect(signInPath(store, returnTo));
    throw error;
  }
}

/** The signed-in customer (name, e-mail, newsletter) of this request, or the sign-in page. */
export async function signedInCustomer(store: StoreCode, returnTo: string) {
  const customer = await currentCustomer(store);
  if (!customer) redirect(signInPath(store, returnTo));
  return customer;
}
