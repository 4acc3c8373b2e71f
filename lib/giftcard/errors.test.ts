import { giftCardErrorText } from './errors';

describe('gift card refusals in the shopper’s words', () => {
  it.each([
    ["The gift card code couldn't be added. Verify your information and try again.", { key: 'codeInvalid' }],
    ['Gift card not found', { key: 'codeNotFound' }],
    ['Gift card account ABCD-EFGH-JK23 is expired.', { key: 'codeExpired' }],
    ['Gift card account ABCD-EFGH-JK23 has a zero balance.', { key: 'codeUsedUp' }],
    [
      'Gift card account ABCD-EFGH-JK23 is in GBP and can only be used where prices are in GBP.',
      { key: 'codeOtherCurrency', values: { currency: 'GBP' } },
    ],
    ['This gift card account is already in the quote.', { key: 'codeAlreadyApplied' }],
    ['Cart does not contain products.', { key: 'cartEmpty' }],
    ['The balance of gift card account ABCD-EFGH-JK23 has changed since you saw your order total.', { key: 'balanceChanged' }],
  ])('%s', (message, expected) => {
    expect(giftCardErrorText(message)).toEqual(expected);
  });

  it('finds a known text among several, and keeps an unknown one as it is', () => {
    expect(giftCardErrorText('Something\nGift card not found')).toEqual({ key: 'codeNotFound' });
    expect(giftCardErrorText('Server down')).toEqual({ key: 'unknownError', values: { message: 'Server down' } });
  });
});
