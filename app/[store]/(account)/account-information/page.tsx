import { ClientMessages } from '@/components/app/ClientMessages';
import { EmailForm } from '@/components/account/areas/EmailForm';
import { NameForm } from '@/components/account/areas/NameForm';
import { PasswordForm } from '@/components/account/areas/PasswordForm';
import styles from '@/components/account/areas/Areas.module.css';
import { signedInCustomer } from '@/lib/account/server';
import { accountPage, accountPageMetadata } from '@/lib/session/page';

/** Account information (signed-in only): the name, the e-mail address (with the password) and the password. */
interface RouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/account-information', 'accountInformationTitle');
}

export default async function AccountInformationRoute({ params }: RouteProps) {
  const { store, t } = await accountPage(params);
  const customer = await signedInCustomer(store, `/${store}/account-information`);
  return (
    <div className={styles.page}>
      <h1>{t('accountInformationTitle')}</h1>
      <ClientMessages namespaces={['AccountInformation', 'Account']}>
        <NameForm store={store} firstname={customer.firstname} lastname={customer.lastname} />
        <EmailForm store={store} email={customer.email} />
        <PasswordForm store={store} email={customer.email} />
      </ClientMessages>
    </div>
  );
}
