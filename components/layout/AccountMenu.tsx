'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SignOutButton } from '@/components/account/SignOutButton';
import { CUSTOMER_DETAILS_KEY } from '@/lib/account/query-keys';
import { useCacheRestored } from '@/lib/state/app-initialisation';
import { useUserStore } from '@/lib/state/user-store';
import { AccountLink } from './AccountLink';
import { AccountIcon } from './icons';
import styles from './Header.module.css';
import menuStyles from './AccountMenu.module.css';

/**
 * The header's account control, a client island: "Sign in" for guests; for a customer their first
 * name (to their account) and "Sign out". The server renders the guest's version for everyone,
 * so catalogue HTML stays the same for all shoppers; the app providers resume the session after
 * hydration (section 4, on load: an expired one signs out; a live one starts the 1-second check).
 */
export function AccountMenu({ store }: { store: string }) {
  const t = useTranslations('AccountMenu');
  const isSignedIn = useUserStore((state) => state.isSignedIn);
  const cacheRestored = useCacheRestored();
  const customer = useQuery({
    queryKey: CUSTOMER_DETAILS_KEY,
    queryFn: () => useUserStore.getState().getDetails(),
    // The customer's details are persisted: read them once the cache is restored (section 4).
    enabled: isSignedIn && cacheRestored,
    staleTime: 5 * 60 * 1000,
  });

  if (!isSignedIn) return <AccountLink store={store} label={t('signIn')} />;
  const firstname = customer.data?.firstname;
  return (
    <>
      <a href={`/${store}/order-history`} className={styles.action}>
        <AccountIcon />
        <span className={styles.iconLabel}>{firstname ? t('greeting', { name: firstname }) : t('account')}</span>
      </a>
      <SignOutButton store={store} label={t('signOut')} className={menuStyles.signOut} />
    </>
  );
}
