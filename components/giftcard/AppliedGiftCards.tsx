'use client';

import { useTranslations } from 'next-intl';
import { maskCode } from '@/lib/giftcard/options';
import type { AppliedGiftCard, CartMoney } from '@/lib/magento/operations/cart';
import styles from './GiftCard.module.css';

interface AppliedGiftCardsProps {
  cards: AppliedGiftCard[];
  money: (money: CartMoney | null | undefined) => string;
  busy: boolean;
  onRemove: (code: string) => void;
}

/** The cards paying part of the cart: what each pays, what it keeps after the order, and its removal. */
export function AppliedGiftCards({ cards, money, busy, onRemove }: AppliedGiftCardsProps) {
  const t = useTranslations('GiftCard');
  if (!cards.length) return null;
  return (
    <ul className={styles.applied} aria-label={t('appliedList')}>
      {cards.map((card) => {
        const code = maskCode(card.code ?? '');
        const applied = card.applied_balance?.value ?? 0;
        const left = (card.current_balance?.value ?? 0) - applied;
        return (
          <li key={card.code} className={styles.appliedCard}>
            <span>{t('appliedCard', { code, amount: money({ ...card.applied_balance, value: -applied }) })}</span>
            <span className={styles.hint}>{t('balanceAfterOrder', { balance: money({ ...card.current_balance, value: left }) })}</span>
            <button
              type="button"
              className={styles.link}
              disabled={busy}
              aria-label={t('removeLabel', { last: (card.code ?? '').slice(-4) })}
              onClick={() => onRemove(card.code ?? '')}
            >
              {t('remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
