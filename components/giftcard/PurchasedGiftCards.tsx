import { getLocale, getTranslations } from 'next-intl/server';
import { orderHref } from '@/lib/account/orders';
import { formatMoney } from '@/lib/i18n/format';
import type { PurchasedGiftCard } from '@/lib/magento/operations/giftcard';
import { GiftCardCode } from './GiftCardCode';
import styles from './GiftCard.module.css';

/** The cards the customer bought: code (hidden until "Show"), what is left, for whom, from which order, until when. */
export async function PurchasedGiftCards({ store, cards }: { store: string; cards: PurchasedGiftCard[] }) {
  const [t, locale] = await Promise.all([getTranslations('GiftCard'), getLocale()]);
  if (!cards.length) return <p className={styles.muted}>{t('noneBought')}</p>;
  const money = (amount: { value: number | null; currency?: string | null }) =>
    formatMoney(amount.value ?? 0, amount.currency ?? '', locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('purchasedHeading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnCode')}</th>
            <th scope="col">{t('columnBalance')}</th>
            <th scope="col">{t('columnRecipient')}</th>
            <th scope="col">{t('columnOrder')}</th>
            <th scope="col">{t('columnValidUntil')}</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => {
            const recipient = card.recipient_name ?? card.recipient_email ?? '';
            return (
              <tr key={card.code}>
                <td>
                  <GiftCardCode code={card.code} recipient={recipient} />
                </td>
                <td>{t('balanceOf', { balance: money(card.balance), initial: money(card.initial_balance) })}</td>
                <td>
                  {card.recipient_name}
                  {card.recipient_email ? <span className={styles.muted}> {card.recipient_email}</span> : null}
                </td>
                <td>
                  <a
                    href={orderHref(store, card.order_number)}
                    aria-label={t('viewOrder', { number: card.order_number })}
                  >
                    {card.order_number}
                  </a>
                </td>
                <td>{card.expiration_date ? date.format(new Date(`${card.expiration_date}T00:00:00Z`)) : t('noExpiry')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
