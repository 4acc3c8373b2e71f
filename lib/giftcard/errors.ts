/**
 * Adobe Commerce's gift card texts (and this backend's, see backend/modules/giftcard/messages.ts)
 * recognised, so the shopper reads them in their language: the key of the `GiftCard` message and
 * its values. Anything else is shown as the server said it (`unknownError`).
 */
export interface GiftCardErrorText {
  key: string;
  values?: Record<string, string>;
}

const EXACT: Record<string, string> = {
  "The gift card code couldn't be added. Verify your information and try again.": 'codeInvalid',
  'Gift card not found': 'codeNotFound',
  'This gift card account is already in the quote.': 'codeAlreadyApplied',
  "The gift card couldn't be deleted from the quote.": 'removeError',
  'Cart does not contain products.': 'cartEmpty',
  'Required parameter "gift_card_code" is missing': 'codeRequired',
  'Please specify a gift card amount.': 'amountError',
};

export function giftCardErrorText(message: string): GiftCardErrorText {
  for (const line of message.split('\n')) {
    const exact = EXACT[line.trim()];
    if (exact) return { key: exact };
    if (/^Gift card account \S+ is expired\.$/.test(line)) return { key: 'codeExpired' };
    if (/^Gift card account \S+ has a zero balance\.$/.test(line)) return { key: 'codeUsedUp' };
    const currency = /^Gift card account \S+ is in ([A-Z]{3}) and can only be used/.exec(line);
    if (currency) return { key: 'codeOtherCurrency', values: { currency: currency[1] } };
    if (/^The balance of gift card account \S+ has changed/.test(line)) return { key: 'balanceChanged' };
  }
  return { key: 'unknownError', values: { message } };
}
