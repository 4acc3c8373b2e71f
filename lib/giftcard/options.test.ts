import { GIFT_CARD_ENTRY_UIDS, OPEN_AMOUNT, giftCardCartOptions, maskCode, type GiftCardPurchase } from './options';

const purchase: GiftCardPurchase = {
  amount: 'Z2lmdGNhcmQvZ2lmdGNhcmRfYW1vdW50LzQzLjAwMDA=',
  openAmount: null,
  senderName: 'Ada',
  senderEmail: 'ada@example.com',
  recipientName: 'Charles',
  recipientEmail: 'charles@example.com',
  message: '',
  quantity: 1,
};

describe('gift card buy request', () => {
  it("uses Adobe Commerce's uids for what the buyer types", () => {
    const decoded = Object.fromEntries(
      Object.entries(GIFT_CARD_ENTRY_UIDS).map(([key, uid]) => [key, Buffer.from(uid, 'base64').toString()]),
    );
    expect(decoded).toEqual({
      senderName: 'giftcard/giftcard_sender_name',
      senderEmail: 'giftcard/giftcard_sender_email',
      recipientName: 'giftcard/giftcard_recipient_name',
      recipientEmail: 'giftcard/giftcard_recipient_email',
      message: 'giftcard/giftcard_message',
      customAmount: 'giftcard/custom_giftcard_amount',
    });
  });

  it('selects a fixed amount and enters names, e-mails and a message (only when written)', () => {
    expect(giftCardCartOptions(purchase)).toEqual({
      selectedOptions: [purchase.amount],
      enteredOptions: [
        { uid: GIFT_CARD_ENTRY_UIDS.senderName, value: 'Ada' },
        { uid: GIFT_CARD_ENTRY_UIDS.senderEmail, value: 'ada@example.com' },
        { uid: GIFT_CARD_ENTRY_UIDS.recipientName, value: 'Charles' },
        { uid: GIFT_CARD_ENTRY_UIDS.recipientEmail, value: 'charles@example.com' },
      ],
    });
    expect(giftCardCartOptions({ ...purchase, message: 'Cheers' }).enteredOptions).toContainEqual({
      uid: GIFT_CARD_ENTRY_UIDS.message,
      value: 'Cheers',
    });
  });

  it('enters an open amount with two decimals instead of selecting one', () => {
    const open = giftCardCartOptions({ ...purchase, amount: OPEN_AMOUNT, openAmount: 12.5 });
    expect(open.selectedOptions).toEqual([]);
    expect(open.enteredOptions).toContainEqual({ uid: GIFT_CARD_ENTRY_UIDS.customAmount, value: '12.50' });
  });

  it('masks a code but for its last four characters', () => {
    expect(maskCode('ABCD-EFGH-JK23')).toBe('••••-••••-JK23');
    expect(maskCode('AB')).toBe('AB');
  });
});
