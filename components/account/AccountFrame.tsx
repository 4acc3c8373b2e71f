import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AccountNavigation } from '@/components/account/AccountNavigation';
import { ACCOUNT_AREAS, AREA_TITLE_KEYS } from '@/components/account/areas';
import { SignOutButton } from '@/components/account/SignOutButton';
import { isRouteEnabled } from '@/lib/features/enabled';
import { getEnabledFeatures } from '@/lib/features/server';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import styles from '@/components/account/Account.module.css';

/**
 * The signed-in account frame: the areas' navigation beside the area's page. The account layout
 * puts it around the signed-in-only areas; a public page with a signed-in view (/social-accounts)
 * puts it around that view.
 */
export async function AccountFrame({ store, children }: { store: StoreCode; children: ReactNode }) {
  const [t, features] = await Promise.all([
    getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Account' }),
    getEnabledFeatures(store),
  ]);
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
