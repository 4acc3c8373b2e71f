'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { checkGiftCardBalance } from '@/lib/giftcard/cart';
import { giftCardErrorText } from '@/lib/giftcard/errors';
import { maskCode } from '@/lib/giftcard/options';
import { formatMoney } from '@/lib/i18n/format';

export interface BalanceResult {
  kind: 'balance' | 'failed';
  text: string;
}

/** "Check balance": a code's balance and expiry in the shopper's words, or why there is none. */
export function useBalanceCheck(store: string) {
  const t = useTranslations('GiftCard');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BalanceResult | null>(null);

  async function check(code: string) {
    if (busy) return;
    if (!code.trim()) {
      setResult({ kind: 'failed', text: t('codeRequired') });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const account = await checkGiftCardBalance(store, code);
      if (!account?.balance) throw new Error('Gift card not found');
      const balance = formatMoney(account.balance.value ?? 0, account.balance.currency ?? '', locale);
      const masked = maskCode(account.code ?? code);
      const until = account.expiration_date
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${account.expiration_date}T00:00:00Z`))
        : null;
      setResult({
        kind: 'balance',
        text: until ? t('balanceResultUntil', { code: masked, balance, date: until }) : t('balanceResult', { code: masked, balance }),
      });
    } catch (error) {
      const { key, values } = giftCardErrorText(error instanceof Error ? error.message : String(error));
      setResult({ kind: 'failed', text: t(key, values) });
    } finally {
      setBusy(false);
    }
  }

  return { busy, result, check, clear: () => setResult(null) };
}
