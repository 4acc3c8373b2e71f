import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { AccountNavigation } from '@/components/account/AccountNavigation';
import { ACCOUNT_AREAS, AREA_TITLE_KEYS } from '@/components/account/areas';
import { SignOutButton } from '@/components/account/SignOutButton';
import { isRouteEnabled } from '@/lib/features/enabled';
import { getEnabledFeatures } from '@/lib/features/server';
import { currentCustomer } from '@/lib/session/current-customer';
import { signInPath } from '@/lib/session/guard';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import styles from '@/components/account/Account.module.css';

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
  const [customer, t, features] = await Promise.all([
    currentCustomer(store),
    getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Account' }),
    getEnabledFeatures(store),
  ]);
  if (!customer) redirect(signInPath(store));
  // Areas of optional features that are off (gift cards, prescriptions, social accounts) are not listed.
  const links = ACCOUNT_AREAS.filter((area) => isRouteEnabled(`/${area}`, features)).map((area) => ({
    href: `/${store}/${area}`,
    label: t(AREA_TITLE_KEYS[area]),
  }));
  return (
    <div className={styles.area}>
      <AccountNavigation label={t('accountNavigation')} links={links}>
        <SignOutButton store={store} label={t('signOut')} className={styles.linkButton} />
      </AccountNavigation>
      <div>{children}</div>
    </div>
  );
}
