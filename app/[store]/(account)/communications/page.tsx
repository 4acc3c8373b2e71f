import { ClientMessages } from '@/components/app/ClientMessages';
import { NewsletterForm } from '@/components/account/areas/NewsletterForm';
import styles from '@/components/account/areas/Areas.module.css';
import { signedInCustomer } from '@/lib/account/server';
import { accountPage, accountPageMetadata } from '@/lib/session/page';

/** Communications (signed-in only): the newsletter, on or off. */
interface RouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/communications', 'communicationsTitle');
}

export default async function CommunicationsRoute({ params }: RouteProps) {
  const { store, t } = await accountPage(params);
  const customer = await signedInCustomer(store, `/${store}/communications`);
  return (
    <div className={styles.page}>
      <h1>{t('communicationsTitle')}</h1>
      <ClientMessages namespaces={['Communications']}>
        <NewsletterForm store={store} isSubscribed={Boolean(customer.is_subscribed)} />
      </ClientMessages>
    </div>
  );
}
