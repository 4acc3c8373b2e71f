import { OPEN_AMOUNT, type GiftCardProductView } from './options';
import { giftCardSchema, parseAmount, toPurchase, type GiftCardFormValues } from './purchase-schema';
import { fieldErrorsOf } from '@/lib/forms/field-errors';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const money = (value: number) => `£${value.toFixed(2)}`;
const product: GiftCardProductView = {
  sku: 'GIFTCARD-ANY',
  currency: 'GBP',
  amounts: [{ uid: 'fixed-22', value: 22 }],
  open: { min: 9, max: 430 },
  messageMaxLength: 10,
  lifetimeDays: 365,
};
const valid: GiftCardFormValues = {
  amount: 'fixed-22',
  openAmount: '',
  senderName: ' Ada ',
  senderEmail: 'ada@example.com',
  recipientName: 'Charles',
  recipientEmail: 'charles@example.com',
  message: 'Cheers',
  quantity: '2',
};

const errorsOf = (values: GiftCardFormValues, view = product) => fieldErrorsOf(giftCardSchema(t, view, money), values);

describe('gift card purchase rules', () => {
  it('accepts a complete purchase and trims what was typed', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(toPurchase(valid)).toEqual({
      amount: 'fixed-22',
      openAmount: null,
      senderName: 'Ada',
      senderEmail: 'ada@example.com',
      recipientName: 'Charles',
      recipientEmail: 'charles@example.com',
      message: 'Cheers',
      quantity: 2,
    });
  });

  it('asks for every missing or wrong field at once', () => {
    expect(
      errorsOf({
        ...valid,
        amount: 'nope',
        senderName: '',
        senderEmail: 'ada@',
        recipientName: ' ',
        recipientEmail: '',
        message: 'x'.repeat(11),
        quantity: '0',
      }),
    ).toEqual({
      amount: 'amountError',
      senderName: 'senderNameError',
      senderEmail: 'emailInvalidError',
      recipientName: 'recipientNameError',
      recipientEmail: 'recipientEmailError',
      message: 'messageTooLongError {"max":10}',
      quantity: 'quantityError {"max":10}',
    });
  });

  it('checks an open amount against the range, in the currency the shopper reads', () => {
    expect(errorsOf({ ...valid, amount: OPEN_AMOUNT, openAmount: '8.99' })).toEqual({
      openAmount: 'openAmountRangeError {"min":"£9.00","max":"£430.00"}',
    });
    expect(errorsOf({ ...valid, amount: OPEN_AMOUNT, openAmount: 'ten' })).toEqual({
      openAmount: 'openAmountError {"min":"£9.00","max":"£430.00"}',
    });
    expect(errorsOf({ ...valid, amount: OPEN_AMOUNT, openAmount: '12,50' })).toEqual({});
    expect(toPurchase({ ...valid, amount: OPEN_AMOUNT, openAmount: '12,50' }).openAmount).toBe(12.5);
    expect(errorsOf({ ...valid, amount: OPEN_AMOUNT, openAmount: '20' }, { ...product, open: null })).toEqual({ amount: 'amountError' });
  });

  it('reads amounts with a point or a comma and at most two decimals', () => {
    expect(parseAmount(' 25 ')).toBe(25);
    expect(parseAmount('25.5')).toBe(25.5);
    expect(parseAmount('25,75')).toBe(25.75);
    expect(parseAmount('25.755')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});
