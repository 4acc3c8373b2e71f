import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { NoticeArea } from '@/components/account/areas/NoticeArea';
import { SavedCardList } from '@/components/account/areas/SavedCardList';
import styles from '@/components/account/areas/Areas.module.css';
import { savedCard } from '@/lib/account/cards';
import { readAsCustomer } from '@/lib/account/server';
import { fetchSavedPaymentMethods } from '@/lib/magento/operations/account';
import { accountPage, accountPageMetadata } from '@/lib/session/page';

/** Saved payment methods (signed-in only): the cards the payment processor kept when the customer asked it to; delete. */
interface RouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/saved-payments', 'savedPaymentsTitle');
}

export default async function SavedPaymentsRoute({ params }: RouteProps) {
  const { store, t } = await accountPage(params);
  const [tokens, texts] = await Promise.all([
    readAsCustomer(store, `/${store}/saved-payments`, fetchSavedPaymentMethods),
    getTranslations('SavedPayments'),
  ]);
  return (
    <div className={styles.page}>
      <h1>{t('savedPaymentsTitle')}</h1>
      <p className={styles.muted}>{texts('intro')}</p>
      <ClientMessages namespaces={['SavedPayments']}>
        <NoticeArea>
          <SavedCardList store={store} cards={tokens.map((token) => savedCard(token))} />
        </NoticeArea>
      </ClientMessages>
    </div>
  );
}
