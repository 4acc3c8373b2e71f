import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { BalanceCheck } from '@/components/giftcard/BalanceCheck';
import { PurchasedGiftCards } from '@/components/giftcard/PurchasedGiftCards';
import styles from '@/components/giftcard/GiftCard.module.css';
import { readAsCustomer } from '@/lib/account/server';
import { fetchPurchasedGiftCards } from '@/lib/magento/operations/giftcard';
import { accountPage, accountPageMetadata } from '@/lib/session/page';
import { requireFeature } from '@/lib/features/server';

/** Personal (it reads the session cookie): rendered per request. */
export const dynamic = 'force-dynamic';

/** Gift cards (signed-in only): the cards the customer bought, with their balances, and a balance check for any code. */
interface RouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/giftcard', 'giftcardTitle');
}

export default async function GiftcardRoute({ params }: RouteProps) {
  await requireFeature((await params).store, 'giftcards');
  const { store, t } = await accountPage(params);
  const [cards, texts] = await Promise.all([
    readAsCustomer(store, `/${store}/giftcard`, fetchPurchasedGiftCards),
    getTranslations('GiftCard'),
  ]);
  return (
    <div className={styles.page}>
      <h1>{t('giftcardTitle')}</h1>
      <p className={styles.muted}>{texts('accountIntro')}</p>
      <ClientMessages namespaces={['GiftCard']}>
        <section className={styles.section} aria-labelledby="giftcard-purchased">
          <h2 id="giftcard-purchased">{texts('purchasedHeading')}</h2>
          <PurchasedGiftCards store={store} cards={cards} />
        </section>
        <section className={styles.section} aria-labelledby="giftcard-balance">
          <h2 id="giftcard-balance">{texts('balanceHeading')}</h2>
          <BalanceCheck store={store} />
        </section>
      </ClientMessages>
    </div>
  );
}
