import { check, object, pipe, regex, string, trim, type InferOutput } from 'valibot';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { EMAIL_ADDRESS, fieldCheck, requiredText } from '@/lib/validation/rules';
import { OPEN_AMOUNT, type GiftCardProductView, type GiftCardPurchase } from './options';

/** The purchase form's fields, as typed. */
export interface GiftCardFormValues {
  amount: string;
  openAmount: string;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  quantity: string;
}

export type GiftCardField = keyof GiftCardFormValues;
export type GiftCardFieldErrors = FieldErrors<GiftCardField>;

export const MAX_GIFT_CARDS = 10;

/** A typed amount: digits, then a decimal point or comma and up to two decimals. */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(`${match[1]}.${match[2] ?? '0'}`) : null;
}

/**
 * The purchase rules, Adobe Commerce's gift card type's: an amount (a fixed one, or one of the
 * buyer's own within the open range), both names, both e-mails, a message within its limit.
 * `t` gives the `GiftCard` messages; `money` formats an amount of the card's currency.
 */
export function giftCardSchema(
  t: (key: string, values?: Record<string, string | number>) => string,
  product: GiftCardProductView,
  money: (value: number) => string,
) {
  const required = (key: string) => requiredText(t(key));
  const email = (missing: string, invalid: string) => pipe(required(missing), regex(EMAIL_ADDRESS, t(invalid)));
  const fields = object({
    amount: pipe(
      string(),
      check((value) => (value === OPEN_AMOUNT ? product.open !== null : product.amounts.some((a) => a.uid === value)), t('amountError')),
    ),
    openAmount: string(),
    senderName: required('senderNameError'),
    senderEmail: email('senderEmailError', 'emailInvalidError'),
    recipientName: required('recipientNameError'),
    recipientEmail: email('recipientEmailError', 'emailInvalidError'),
    message: pipe(
      string(),
      trim(),
      check(
        (value) => product.messageMaxLength === null || [...value].length <= product.messageMaxLength,
        t('messageTooLongError', { max: product.messageMaxLength ?? 0 }),
      ),
    ),
    quantity: pipe(
      string(),
      trim(),
      check(
        (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_GIFT_CARDS,
        t('quantityError', { max: MAX_GIFT_CARDS }),
      ),
    ),
  });
  // The buyer's own amount, when chosen: a number, then within the open range.
  const open = product.open;
  const ownAmount = (values: InferOutput<typeof fields>) =>
    values.amount === OPEN_AMOUNT && open ? parseAmount(values.openAmount) : undefined;
  const range = open ? { min: money(open.min), max: money(open.max) } : { min: '', max: '' };
  return pipe(
    fields,
    fieldCheck<InferOutput<typeof fields>>('openAmount', (values) => ownAmount(values) !== null, t('openAmountError', range)),
    fieldCheck<InferOutput<typeof fields>>(
      'openAmount',
      (values) => {
        const amount = ownAmount(values);
        return amount === undefined || amount === null || (open !== null && amount >= open.min && amount <= open.max);
      },
      t('openAmountRangeError', range),
    ),
  );
}

/** The validated purchase of parsed form values. */
export function toPurchase(values: GiftCardFormValues): GiftCardPurchase {
  return {
    amount: values.amount,
    openAmount: values.amount === OPEN_AMOUNT ? parseAmount(values.openAmount) : null,
    senderName: values.senderName.trim(),
    senderEmail: values.senderEmail.trim(),
    recipientName: values.recipientName.trim(),
    recipientEmail: values.recipientEmail.trim(),
    message: values.message.trim(),
    quantity: Number(values.quantity),
  };
}
