import type { ReactNode } from 'react';
import { notFound, redirect } from 'next/navigation';
import { AccountFrame } from '@/components/account/AccountFrame';
import { currentCustomer } from '@/lib/session/current-customer';
import { signInPath } from '@/lib/session/guard';
import { isStoreCode } from '@/lib/store-views';

/** Personal (it reads the session cookie): rendered per request, never prerendered or cached. */
export const dynamic = 'force-dynamic';

/**
 * The signed-in account areas (spec section 2): their navigation beside the area's page. The
 * middleware already sent visitors without a session to sign in; this is the second check, for a
 * session whose token Magento no longer accepts. Personal: rendered per request, never cached
 * (reading the session cookie makes these pages dynamic: `Cache-Control: private, no-store`).
 */
export default async function AccountLayout({ children, params }: { children: ReactNode; params: Promise<{ store: string }> }) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  if (!(await currentCustomer(store))) redirect(signInPath(store));
  return <AccountFrame store={store}>{children}</AccountFrame>;
}
