/**
 * What a gift card's buy request carries, in Adobe Commerce's uids: base64 of
 * "giftcard/{entry}" for what the buyer types (`entered_options`), and each fixed amount's own uid
 * (from the product's `giftcard_amounts`) in `selected_options`. These uids are fixed by Adobe
 * Commerce, the same in every shop.
 */
export const GIFT_CARD_ENTRY_UIDS = {
  senderName: 'Z2lmdGNhcmQvZ2lmdGNhcmRfc2VuZGVyX25hbWU=', // giftcard/giftcard_sender_name
  senderEmail: 'Z2lmdGNhcmQvZ2lmdGNhcmRfc2VuZGVyX2VtYWls', // giftcard/giftcard_sender_email
  recipientName: 'Z2lmdGNhcmQvZ2lmdGNhcmRfcmVjaXBpZW50X25hbWU=', // giftcard/giftcard_recipient_name
  recipientEmail: 'Z2lmdGNhcmQvZ2lmdGNhcmRfcmVjaXBpZW50X2VtYWls', // giftcard/giftcard_recipient_email
  message: 'Z2lmdGNhcmQvZ2lmdGNhcmRfbWVzc2FnZQ==', // giftcard/giftcard_message
  customAmount: 'Z2lmdGNhcmQvY3VzdG9tX2dpZnRjYXJkX2Ftb3VudA==', // giftcard/custom_giftcard_amount
} as const;

/** The amount choice meaning "an amount of my own" (an open amount), beside the fixed amounts' uids. */
export const OPEN_AMOUNT = 'open';

/** A gift card product as the purchase form needs it, in the store view's currency. */
export interface GiftCardProductView {
  sku: string;
  currency: string;
  amounts: Array<{ uid: string; value: number }>;
  /** The open range, when the buyer may choose the amount. */
  open: { min: number; max: number } | null;
  /** The message's length limit; null when the card takes no message. */
  messageMaxLength: number | null;
  lifetimeDays: number | null;
}

/** What the buyer filled in, validated (see purchase-schema.ts). */
export interface GiftCardPurchase {
  /** A fixed amount's uid, or OPEN_AMOUNT. */
  amount: string;
  openAmount: number | null;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  quantity: number;
}

/** The cart input of a purchase: the fixed amount selected, everything typed entered. */
export function giftCardCartOptions(purchase: GiftCardPurchase): {
  selectedOptions: string[];
  enteredOptions: Array<{ uid: string; value: string }>;
} {
  const entered = [
    { uid: GIFT_CARD_ENTRY_UIDS.senderName, value: purchase.senderName },
    { uid: GIFT_CARD_ENTRY_UIDS.senderEmail, value: purchase.senderEmail },
    { uid: GIFT_CARD_ENTRY_UIDS.recipientName, value: purchase.recipientName },
    { uid: GIFT_CARD_ENTRY_UIDS.recipientEmail, value: purchase.recipientEmail },
    ...(purchase.message ? [{ uid: GIFT_CARD_ENTRY_UIDS.message, value: purchase.message }] : []),
    ...(purchase.amount === OPEN_AMOUNT && purchase.openAmount !== null
      ? [{ uid: GIFT_CARD_ENTRY_UIDS.customAmount, value: purchase.openAmount.toFixed(2) }]
      : []),
  ];
  return { selectedOptions: purchase.amount === OPEN_AMOUNT ? [] : [purchase.amount], enteredOptions: entered };
}

/** A code shown with all but its last four characters hidden: "••••-••••-7KQ2". */
export function maskCode(code: string): string {
  const visible = 4;
  let hidden = 0;
  const total = code.replace(/-/g, '').length;
  return [...code].map((c) => (c === '-' ? c : hidden++ < total - visible ? '•' : c)).join('');
}
