import { safeParse } from 'valibot';
import { cardSchema, notExpired, passesLuhn } from './card-schema';
import { firstErrorPerField } from '@/lib/forms/field-errors';

const t = (key: string) => key;
const now = new Date(2026, 10, 21);
const valid = { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' };

describe('card form rules', () => {
  it('accepts a valid card, spaces in the number allowed', () => {
    expect(safeParse(cardSchema(t, now), valid).success).toBe(true);
  });

  it('answers one translated message per invalid field', () => {
    const parsed = safeParse(cardSchema(t, now), { number: '4111 1111 1111 1112', expiry: '10/26', cvc: '12', holder: ' ' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(firstErrorPerField(parsed.issues)).toEqual({
      number: 'cardNumberInvalid',
      expiry: 'expiryInvalid',
      cvc: 'cvcInvalid',
      holder: 'holderRequired',
    });
  });

  it('asks for a missing number and expiry', () => {
    const parsed = safeParse(cardSchema(t, now), { ...valid, number: '', expiry: '' });
    expect(parsed.success ? {} : firstErrorPerField(parsed.issues)).toEqual({ number: 'cardNumberRequired', expiry: 'expiryRequired' });
  });

  it('checks Luhn and expiry months', () => {
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000000003')).toBe(false);
    expect(notExpired('11/26', now)).toBe(true);
    expect(notExpired('13/30', now)).toBe(false);
  });
});
