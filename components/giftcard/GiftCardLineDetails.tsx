'use client';

import { useTranslations } from 'next-intl';
import type { CartItem } from '@/lib/magento/operations/cart';
import styles from './GiftCard.module.css';

/** Under a gift card line (cart, mini cart): to whom it goes, from whom, and the message. */
export function GiftCardLineDetails({ item }: { item: CartItem }) {
  const t = useTranslations('Cart');
  if (item.__typename !== 'GiftCardCartItem' || !item.recipient_name) return null;
  return (
    <ul className={styles.lineDetails}>
      <li>{t('giftCardTo', { name: item.recipient_name, email: item.recipient_email ?? '' })}</li>
      <li>{t('giftCardFrom', { name: item.sender_name ?? '' })}</li>
      {item.message ? <li>{t('giftCardMessage', { message: item.message })}</li> : null}
    </ul>
  );
}
