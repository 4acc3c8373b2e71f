import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { LinkSocialAccount } from '@/components/account/areas/LinkSocialAccount';
import { NoticeArea } from '@/components/account/areas/NoticeArea';
import { SocialAccountList } from '@/components/account/areas/SocialAccountList';
import styles from '@/components/account/areas/Areas.module.css';
import { readAsCustomer } from '@/lib/account/server';
import { fetchSocialAccounts } from '@/lib/magento/operations/account';
import { accountPage, accountPageMetadata } from '@/lib/session/page';
import { storeView, toBcp47 } from '@/lib/store-views';
import { requireFeature } from '@/lib/features/server';

/** Social accounts (signed-in only): the linked social sign-ins; link another (through the provider), unlink. */
interface RouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/social-accounts', 'socialAccountsTitle');
}

export default async function SocialAccountsRoute({ params }: RouteProps) {
  await requireFeature((await params).store, 'social-sign-in');
  const { store, t } = await accountPage(params);
  const [accounts, texts] = await Promise.all([
    readAsCustomer(store, `/${store}/social-accounts`, fetchSocialAccounts),
    getTranslations('SocialAccounts'),
  ]);
  return (
    <div className={styles.page}>
      <h1>{t('socialAccountsTitle')}</h1>
      <p className={styles.muted}>{texts('intro')}</p>
      <ClientMessages namespaces={['SocialAccounts']}>
        <NoticeArea>
          <SocialAccountList store={store} locale={toBcp47(storeView(store).locale)} accounts={accounts} />
          <LinkSocialAccount store={store} linked={accounts.map((account) => account.provider)} />
        </NoticeArea>
      </ClientMessages>
    </div>
  );
}
