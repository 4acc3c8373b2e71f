'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/checkout/TextField';
import { useThrottleText } from '@/components/ui/useThrottleText';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { contactUs } from '@/lib/magento/operations/contact';
import {
  BACKEND_FIELD_ERRORS,
  CONTACT_LIMITS,
  contactSchema,
  type ContactErrors,
  type ContactField,
} from './contact-schema';
import { MessageField } from './MessageField';
import shared from '@/components/account/Account.module.css';
import { firstErrorPerField } from '@/lib/forms/field-errors';

const EMPTY = { name: '', email: '', telephone: '', comment: '' };
const FIELD_IDS: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  telephone: 'contact-telephone',
  comment: 'contact-comment',
};

/**
 * The contact form (Magento 2.4.7's contactUs): checked in the browser, then sent; the
 * confirmation replaces it. A refusal keeps everything typed and names the field at fault.
 */
export function ContactForm({ store, label }: { store: string; label: string }) {
  const t = useTranslations('Contact');
  const throttleText = useThrottleText();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);

  const change = (field: ContactField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function showErrors(found: ContactErrors) {
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as ContactField[]).find((field) => found[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = contactSchema((key, vars) => t(key, vars)).safeParse(values);
    if (!parsed.success) {
      showErrors(firstErrorPerField<ContactField>(parsed.error));
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const { telephone, ...required } = parsed.data;
      if (!(await contactUs(store, telephone ? { ...required, telephone } : required))) throw new Error('contactUs answered false');
      setSent({ name: parsed.data.name, email: parsed.data.email });
      setValues(EMPTY);
    } catch (error) {
      const field = error instanceof MagentoGraphQlError ? BACKEND_FIELD_ERRORS[error.errors[0]?.message ?? ''] : undefined;
      if (field) showErrors({ [field]: t(`${field}Error`, { max: CONTACT_LIMITS.telephone }) });
      else setFailure(throttleText(error) ?? t('failed'));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <div className={shared.form}>
      <p role="status" className={sent ? shared.notice : shared.hint}>
        {sent ? t('sent', sent) : null}
      </p>
      {sent ? (
        <button type="button" className={shared.linkButton} onClick={() => setSent(null)}>
          {t('writeAgain')}
        </button>
      ) : (
        <form noValidate onSubmit={submit} className={shared.form} aria-label={label}>
          <TextField
            id={FIELD_IDS.name}
            label={t('nameLabel')}
            value={values.name}
            error={errors.name}
            autoComplete="name"
            required
            onChange={change('name')}
          />
          <TextField
            id={FIELD_IDS.email}
            type="email"
            label={t('emailLabel')}
            value={values.email}
            error={errors.email}
            autoComplete="email"
            required
            onChange={change('email')}
          />
          <TextField
            id={FIELD_IDS.telephone}
            type="tel"
            inputMode="tel"
            label={t('telephoneLabel')}
            value={values.telephone}
            error={errors.telephone}
            autoComplete="tel"
            onChange={change('telephone')}
          />
          <MessageField
            id={FIELD_IDS.comment}
            label={t('commentLabel')}
            value={values.comment}
            error={errors.comment}
            onChange={change('comment')}
          />
          <button type="submit" className={shared.primary} disabled={isSending}>
            {t('send')}
          </button>
          {failure ? (
            <p role="alert" className={shared.error}>
              {failure}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
