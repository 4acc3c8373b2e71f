import { minLength, object, pipe, string } from 'valibot';
import { createPasswordSchema, type FormErrors, type Translate } from '@/lib/account/account-schema';
import { emailSchema } from '@/lib/checkout/address-schema';
import { fieldErrorsOf } from '@/lib/forms/field-errors';
import { requiredText } from '@/lib/validation/rules';

/**
 * The account information forms' rules, checked in the browser before Magento checks again: the
 * same messages and password rules as creating an account (lib/account/account-schema.ts,
 * `t` gives the `Account` messages), plus the current password that Magento asks for to change
 * the e-mail address or the password.
 */

export function nameSchema(t: Translate) {
  return object({ firstname: requiredText(t('firstnameError')), lastname: requiredText(t('lastnameError')) });
}

export function emailChangeSchema(t: Translate, currentPasswordRequired: string) {
  return object({ email: emailSchema(() => t('emailError')), password: pipe(string(), minLength(1, currentPasswordRequired)) });
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

/**
 * Problems with a password change, by field (empty when none): the current password given, and the
 * new one as Magento wants it (length, character classes, not the e-mail address, typed twice alike).
 */
export function passwordChangeErrors(t: Translate, currentPasswordRequired: string, values: PasswordChange, email: string): FormErrors {
  const found = fieldErrorsOf(createPasswordSchema(t), { email, password: values.newPassword, confirmation: values.confirmation });
  const errors: FormErrors = {};
  if (!values.currentPassword) errors.currentPassword = currentPasswordRequired;
  if (found.password) errors.newPassword = found.password;
  if (found.confirmation) errors.confirmation = found.confirmation;
  return errors;
}
