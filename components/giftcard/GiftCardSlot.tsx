'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from '@/components/forms/useForm';
import { applyGiftCard, removeGiftCard } from '@/lib/giftcard/cart';
import { giftCardErrorText } from '@/lib/giftcard/errors';
import type { CartMoney } from '@/lib/magento/operations/cart';
import { useCartStore } from '@/lib/state/cart-store';
import { AppliedGiftCards } from './AppliedGiftCards';
import { useBalanceCheck } from './useBalanceCheck';
import styles from './GiftCard.module.css';

/**
 * The cart's gift card slot: the cards applied (what each pays, remove), a code to apply, and
 * "Check balance" for the code typed. Refusals are said in the shopper's language, next to the
 * field, and the code typed stays.
 */
export function GiftCardSlot({ store, money }: { store: string; money: (money: CartMoney | null | undefined) => string }) {
  const t = useTranslations('GiftCard');
  const id = useId();
  const form = useForm({ code: '' });
  const { code } = form.values;
  const { busy } = form;
  const [notice, setNotice] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const applied = useCartStore((state) => state.details?.applied_gift_cards);
  const cards = (applied ?? []).flatMap((card) => (card?.code ? [card] : []));
  const balance = useBalanceCheck(store);
  const failed = notice?.kind === 'failed';

  /** One change to the cart's cards, said when done or refused (false: refused, or another one runs). */
  async function run(change: () => Promise<void>, done: string): Promise<boolean> {
    const changed = await form.run(async () => {
      setNotice(null);
      balance.clear();
      try {
        await change();
        setNotice({ kind: 'done', text: done });
        return true;
      } catch (error) {
        const { key, values } = giftCardErrorText(error instanceof Error ? error.message : String(error));
        setNotice({ kind: 'failed', text: t(key, values) });
        return false;
      }
    });
    return changed ?? false;
  }

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setNotice({ kind: 'failed', text: t('codeRequired') });
      return;
    }
    if (await run(() => applyGiftCard(code), t('applied'))) form.set('code', '');
  }

  return (
    <section className={styles.slot} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('slotHeading')}</h3>
      <AppliedGiftCards cards={cards} money={money} busy={busy} onRemove={(card) => void run(() => removeGiftCard(card), t('removed'))} />
      <form className={styles.inline} noValidate onSubmit={apply} aria-label={t('applyFormLabel')}>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`}>{t('codeLabel')}</label>
          <input
            id={`${id}-code`}
            name="giftCardCode"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={failed ? true : undefined}
            aria-describedby={[notice ? `${id}-notice` : '', balance.result ? `${id}-balance` : ''].filter(Boolean).join(' ') || undefined}
            onChange={(event) => form.set('code', event.target.value)}
          />
        </div>
        <button type="submit" className={styles.secondary} disabled={busy}>
          {t('apply')}
        </button>
        <button type="button" className={styles.secondary} disabled={balance.busy} onClick={() => void balance.check(code)}>
          {t('checkBalance')}
        </button>
      </form>
      <p id={`${id}-notice`} role="status" className={failed ? styles.error : styles.success}>
        {notice?.text}
      </p>
      <p id={`${id}-balance`} role="status" className={balance.result?.kind === 'failed' ? styles.error : styles.success}>
        {balance.result?.text}
      </p>
    </section>
  );
}
