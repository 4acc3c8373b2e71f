import { getTranslations } from 'next-intl/server';
import { formatOrderDate } from '@/lib/account/orders';
import { providerKey } from '@/lib/account/social';
import type { SocialAccount } from '@/lib/magento/operations/account';
import { UnlinkSocialAccount } from './UnlinkSocialAccount';
import styles from './Areas.module.css';

/** The social sign-ins linked to the account: provider, what it shared, since when, and "Unlink" (an island each). */
export async function SocialAccountList({ store, locale, accounts }: { store: string; locale: string; accounts: SocialAccount[] }) {
  const t = await getTranslations('SocialAccounts');
  return (
    <section className={styles.section} aria-labelledby="social-accounts-linked">
      <h2 id="social-accounts-linked">{t('linkedHeading')}</h2>
      {accounts.length ? (
        <ul className={styles.cards}>
          {accounts.map((account) => {
            const provider = t(providerKey(account.provider));
            return (
              <li key={account.uid} className={styles.card}>
                <h3>{provider}</h3>
                {account.email || account.name ? (
                  <p className={styles.muted}>{[account.name, account.email].filter(Boolean).join(' · ')}</p>
                ) : null}
                <p className={styles.muted}>{t('linkedOn', { date: formatOrderDate(account.linked_at, locale) })}</p>
                <UnlinkSocialAccount store={store} uid={account.uid} provider={provider} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{t('noneLinked')}</p>
      )}
    </section>
  );
}
