'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { useThrottleText } from '@/components/ui/useThrottleText';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { contactUs } from '@/lib/magento/operations/contact';
import { BACKEND_FIELD_ERRORS, CONTACT_LIMITS, contactSchema, type ContactField } from './contact-schema';
import { MessageField } from '@/components/forms/MessageField';
import shared from '@/components/account/Account.module.css';

const EMPTY = { name: '', email: '', telephone: '', comment: '' };
const FIELD_IDS: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  telephone: 'contact-telephone',
  comment: 'contact-comment',
};
const FIELD_ORDER = (Object.keys(FIELD_IDS) as ContactField[]).map((field) => [field, FIELD_IDS[field]] as const);

/**
 * The contact form (Magento 2.4.7's contactUs): checked in the browser, then sent; the
 * confirmation replaces it. A refusal keeps everything typed and names the field at fault.
 */
export function ContactForm({ store, label }: { store: string; label: string }) {
  const t = useTranslations('Contact');
  const throttleText = useThrottleText();
  const { values, setValues, change, errors, showErrors, check, busy: isSending, run } = useForm(EMPTY, { fieldIds: FIELD_ORDER });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const message = check(contactSchema((key, vars) => t(key, vars)));
    if (!message) return;
    await run(async () => {
      try {
        const { telephone, ...required } = message;
        if (!(await contactUs(store, telephone ? { ...required, telephone } : required))) throw new Error('contactUs answered false');
        setSent({ name: message.name, email: message.email });
        setValues(EMPTY);
      } catch (error) {
        const field = error instanceof MagentoGraphQlError ? BACKEND_FIELD_ERRORS[error.errors[0]?.message ?? ''] : undefined;
        if (field) showErrors({ [field]: t(`${field}Error`, { max: CONTACT_LIMITS.telephone }) });
        else setFailure(throttleText(error) ?? t('failed'));
      }
    });
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
