import { check, minLength, object, pipe, regex, string, trim } from 'valibot';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { requiredText } from '@/lib/validation/rules';

/** The card form's fields, as typed. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardField = keyof CardFormValues;
export type CardErrors = FieldErrors<CardField>;

export const emptyCard = (): CardFormValues => ({ number: '', expiry: '', cvc: '', holder: '' });

/** The card number's digits (spaces and dashes as typed are allowed). */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** Luhn check of a digit string. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether `MM/YY` is this month or later. */
export function notExpired(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The card rules; `t` gives the `Payment` messages. The backend checks the card again. */
export function cardSchema(t: (key: string) => string, now: Date = new Date()) {
  return object({
    number: pipe(
      string(),
      trim(),
      minLength(1, t('cardNumberRequired')),
      check((value) => /^\d{12,19}$/.test(cardDigits(value)) && passesLuhn(cardDigits(value)), t('cardNumberInvalid')),
    ),
    expiry: pipe(
      string(),
      trim(),
      minLength(1, t('expiryRequired')),
      check((value) => notExpired(value, now), t('expiryInvalid')),
    ),
    cvc: pipe(string(), trim(), regex(/^\d{3,4}$/, t('cvcInvalid'))),
    holder: requiredText(t('holderRequired')),
  });
}
