import '@/lib/validation/zod-config';
import { z } from 'zod/mini';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { emailSchema } from '@/lib/checkout/address-schema';

/**
 * The account forms' rules, checked in the browser before anything is sent (the zod approach of
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
  return z.string().check(
    z.minLength(1, t('passwordRequired')),
    z.minLength(MIN_PASSWORD_LENGTH, t('passwordTooShort')),
    z.refine((password) => characterClasses(password) >= MIN_CHARACTER_CLASSES, t('passwordClasses')),
  );
}

/** The new password twice: the rules, the same as the confirmation, not the e-mail address. */
function withConfirmation<T extends { email: string; password: string; confirmation: string }>(t: Translate) {
  return z.superRefine((values: T, context) => {
    if (values.confirmation !== values.password) {
      context.addIssue({ code: 'custom', path: ['confirmation'], message: t('passwordMismatch') });
    }
    if (values.password && values.password.toLowerCase() === values.email.trim().toLowerCase()) {
      context.addIssue({ code: 'custom', path: ['password'], message: t('passwordIsEmail') });
    }
  });
}

export function signInSchema(t: Translate) {
  return z.object({ email: emailSchema(() => t('emailError')), password: z.string().check(z.minLength(1, t('passwordRequired'))) });
}

export function createAccountSchema(t: Translate) {
  const required = (key: string) => z.string().check(z.trim(), z.minLength(1, t(key)));
  return z
    .object({
      firstname: required('firstnameError'),
      lastname: required('lastnameError'),
      email: emailSchema(() => t('emailError')),
      password: newPasswordRule(t),
      confirmation: z.string(),
      isSubscribed: z.boolean(),
    })
    .check(withConfirmation(t));
}

export function forgotPasswordSchema(t: Translate) {
  return z.object({ email: emailSchema(() => t('emailError')) });
}

export function createPasswordSchema(t: Translate) {
  return z
    .object({ email: emailSchema(() => t('emailError')), password: newPasswordRule(t), confirmation: z.string() })
    .check(withConfirmation(t));
}
