import { cardTypeKey, savedCard } from './cards';
import type { PaymentToken } from '@/lib/magento/operations/account';

const token = (details: string | null, type: PaymentToken['type'] = 'card'): PaymentToken => ({
  public_hash: 'hash-1',
  payment_method_code: 'sandbox_card',
  type,
  details,
});
const NOW = new Date('2026-03-15T12:00:00Z');

describe('a saved card', () => {
  it('reads Braintree’s details: type, last digits, expiry', () => {
    expect(savedCard(token('{"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}'), NOW)).toEqual({
      publicHash: 'hash-1',
      kind: 'card',
      typeKey: 'cardVisa',
      lastDigits: '1111',
      expiry: '12/2030',
      expired: false,
    });
  });

  it('is expired after the last day of its month', () => {
    expect(savedCard(token('{"type":"MC","maskedCC":"4444","expirationDate":"03/2026"}'), NOW).expired).toBe(false);
    expect(savedCard(token('{"type":"MC","maskedCC":"4444","expirationDate":"02/2026"}'), NOW).expired).toBe(true);
    expect(savedCard(token('{"type":"MC","maskedCC":"4444","expirationDate":"2/26"}'), NOW)).toMatchObject({
      expiry: '02/2026',
      expired: true,
    });
  });

  it('keeps only the last four digits of a masked number', () => {
    expect(savedCard(token('{"type":"AE","maskedCC":"**** **** 0005"}'), NOW)).toMatchObject({
      typeKey: 'cardAmex',
      lastDigits: '0005',
      expiry: null,
    });
  });

  it('copes with details that are missing, not JSON or not an object', () => {
    for (const details of [null, '', 'not json', '[1,2]', '"text"', '{"expirationDate":"13/2030"}']) {
      expect(savedCard(token(details), NOW)).toMatchObject({ typeKey: 'cardOther', lastDigits: null, expiry: null, expired: false });
    }
  });

  it('names an account token as such', () => {
    expect(savedCard(token('{"payerEmail":"a@example.com"}', 'account'), NOW).typeKey).toBe('savedAccount');
  });

  it('names the card types Magento knows, and others as a card', () => {
    expect(['VI', 'MC', 'AE', 'DI', 'JCB', 'DN', 'MI', 'UN', 'vi', 'OT', undefined, 7].map(cardTypeKey)).toEqual([
      'cardVisa',
      'cardMastercard',
      'cardAmex',
      'cardDiscover',
      'cardJcb',
      'cardDiners',
      'cardMaestro',
      'cardUnionPay',
      'cardVisa',
      'cardOther',
      'cardOther',
      'cardOther',
    ]);
  });
});
