import { getTranslations } from 'next-intl/server';
import type { SavedCard } from '@/lib/account/cards';
import { DeleteCardButton } from './DeleteCardButton';
import styles from './Areas.module.css';

/** The saved cards: type, last digits, expiry, and "Delete" (an island per card); or that there are none. */
export async function SavedCardList({ store, cards }: { store: string; cards: SavedCard[] }) {
  const t = await getTranslations('SavedPayments');
  if (!cards.length) return <p className={styles.muted}>{t('noCards')}</p>;
  return (
    <ul className={styles.cards} aria-label={t('cardsLabel')}>
      {cards.map((card) => {
        const type = t(card.typeKey);
        const name = card.lastDigits ? t('cardEnding', { type, digits: card.lastDigits }) : type;
        return (
          <li key={card.publicHash} className={styles.card}>
            <p>
              <strong>{name}</strong>
            </p>
            {card.expiry ? <p className={styles.muted}>{t(card.expired ? 'expired' : 'expires', { date: card.expiry })}</p> : null}
            <DeleteCardButton store={store} publicHash={card.publicHash} name={name} />
          </li>
        );
      })}
    </ul>
  );
}
