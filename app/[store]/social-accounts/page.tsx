import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { AccountFrame } from '@/components/account/AccountFrame';
import { SocialSignIn } from '@/components/account/SocialSignIn';
import { LinkSocialAccount } from '@/components/account/areas/LinkSocialAccount';
import { NoticeArea } from '@/components/account/areas/NoticeArea';
import { SocialAccountList } from '@/components/account/areas/SocialAccountList';
import styles from '@/components/account/areas/Areas.module.css';
import { readAsCustomer } from '@/lib/account/server';
import { fetchSocialAccounts } from '@/lib/magento/operations/account';
import { currentCustomer } from '@/lib/session/current-customer';
import { signInPath } from '@/lib/session/guard';
import { accountPage, accountPageMetadata } from '@/lib/session/page';
import { storeView, toBcp47 } from '@/lib/store-views';
import { requireFeature } from '@/lib/features/server';

/** Personal (it reads the session cookie): rendered per request, never prerendered or cached. */
export const dynamic = 'force-dynamic';

/**
 * Social accounts. Public in the specification's route table: a visitor gets the social sign-in
 * options (back here once signed in); a signed-in customer, in the account frame, the linked
 * social sign-ins, to link another (through the provider) or unlink one. The shop's 404 when the
 * social sign-in feature is off.
 */
interface RouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/social-accounts', 'socialAccountsTitle');
}

export default async function SocialAccountsRoute({ params }: RouteProps) {
  await requireFeature((await params).store, 'social-sign-in');
  const { store, t } = await accountPage(params);
  const texts = await getTranslations('SocialAccounts');
  if (!(await currentCustomer(store))) {
    const here = `/${store}/social-accounts`;
    return (
      <div className={styles.page}>
        <h1>{t('socialAccountsTitle')}</h1>
        <p className={styles.muted}>{texts('intro')}</p>
        <ClientMessages namespaces={['Account']}>
          <SocialSignIn store={store} redirect={here} />
        </ClientMessages>
        <p>
          <a href={signInPath(store, here)}>{texts('passwordSignIn')}</a>
        </p>
      </div>
    );
  }
  const accounts = await readAsCustomer(store, `/${store}/social-accounts`, fetchSocialAccounts);
  return (
    <AccountFrame store={store}>
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
    </AccountFrame>
  );
}
