import { boolean, check, minLength, object, pipe, string, type InferOutput } from 'valibot';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { emailSchema } from '@/lib/checkout/address-schema';
import { fieldCheck, requiredText } from '@/lib/validation/rules';

/**
 * The account forms' rules, checked in the browser before anything is sent (the approach of
 * lib/checkout/address-schema). Passwords follow Magento's defaults: at least 8 characters, from at
 * least 3 of the 4 classes (lower case, upper case, digits, special characters), not the e-mail
 * address. `t` gives the `Account` messages.
 */

export type Translate = (key: string) => string;
export type FormErrors = FieldErrors;

export const MIN_PASSWORD_LENGTH = 8;
export const MIN_CHARACTER_CLASSES = 3;

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

export function characterClasses(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

export function newPasswordRule(t: Translate) {
  return pipe(
    string(),
    minLength(1, t('passwordRequired')),
    minLength(MIN_PASSWORD_LENGTH, t('passwordTooShort')),
    check((password: string) => characterClasses(password) >= MIN_CHARACTER_CLASSES, t('passwordClasses')),
  );
}

interface NewPassword {
  email: string;
  password: string;
  confirmation: string;
}

/**
 * The new password twice, checked on the whole form after its fields: the same as the confirmation
 * (the message under the confirmation), not the e-mail address (under the password).
 */
const newPasswordChecks = <T extends NewPassword>(t: Translate) =>
  [
    fieldCheck<T>('confirmation', (values) => values.confirmation === values.password, t('passwordMismatch')),
    fieldCheck<T>(
      'password',
      (values) => !values.password || values.password.toLowerCase() !== values.email.trim().toLowerCase(),
      t('passwordIsEmail'),
    ),
  ] as const;

export function signInSchema(t: Translate) {
  return object({ email: emailSchema(() => t('emailError')), password: pipe(string(), minLength(1, t('passwordRequired'))) });
}

export function createAccountSchema(t: Translate) {
  const fields = object({
    firstname: requiredText(t('firstnameError')),
    lastname: requiredText(t('lastnameError')),
    email: emailSchema(() => t('emailError')),
    password: newPasswordRule(t),
    confirmation: string(),
    isSubscribed: boolean(),
  });
  return pipe(fields, ...newPasswordChecks<InferOutput<typeof fields>>(t));
}

export function forgotPasswordSchema(t: Translate) {
  return object({ email: emailSchema(() => t('emailError')) });
}

export function createPasswordSchema(t: Translate) {
  const fields = object({ email: emailSchema(() => t('emailError')), password: newPasswordRule(t), confirmation: string() });
  return pipe(fields, ...newPasswordChecks<InferOutput<typeof fields>>(t));
}
