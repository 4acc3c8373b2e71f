import { maxLength, minLength, object, pipe, string, trim, type InferOutput } from 'valibot';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { emailSchema } from '@/lib/checkout/address-schema';

/** The longest values the shop takes (the backend's limits). */
export const CONTACT_LIMITS = { name: 255, telephone: 50, comment: 5000 } as const;

export type ContactField = 'name' | 'email' | 'telephone' | 'comment';
export type ContactErrors = FieldErrors<ContactField>;
type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The contact form's rules (Magento's contactUs: name, e-mail address and comment required,
 * telephone optional), checked in the browser before anything is sent. `t` gives the `Contact` messages.
 */
export function contactSchema(t: Translate) {
  return object({
    name: pipe(string(), trim(), minLength(1, t('nameError')), maxLength(CONTACT_LIMITS.name, t('nameError'))),
    email: emailSchema((key) => t(key)),
    telephone: pipe(string(), trim(), maxLength(CONTACT_LIMITS.telephone, t('telephoneError', { max: CONTACT_LIMITS.telephone }))),
    comment: pipe(
      string(),
      trim(),
      minLength(1, t('commentError')),
      maxLength(CONTACT_LIMITS.comment, t('commentTooLong', { max: CONTACT_LIMITS.comment })),
    ),
  });
}

export type ContactValues = InferOutput<ReturnType<typeof contactSchema>>;

/** The backend's answers (Magento 2.4.7's texts) that belong to a field. */
export const BACKEND_FIELD_ERRORS: Record<string, ContactField> = {
  'The email address is invalid. Verify the email address and try again.': 'email',
  'Name field is required.': 'name',
  'Comment field is required.': 'comment',
};
