'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { useForm } from '@/components/forms/useForm';
import { browserAccountRequest } from '@/lib/account/browser';
import { updateNewsletterSubscription } from '@/lib/magento/operations/account';
import { ResultMessage, refusalText, useNotice } from './ResultMessage';
import { useCustomerChanged } from './useAccountSave';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';

/** The newsletter on or off (Magento keeps it on the customer: updateCustomerV2's is_subscribed). */
export function NewsletterForm({ store, isSubscribed }: { store: string; isSubscribed: boolean }) {
  const t = useTranslations('Communications');
  const customerChanged = useCustomerChanged();
  const { values, set, busy, run } = useForm({ subscribed: isSubscribed });
  const { notice, show } = useNotice();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(async () => {
      try {
        const customer = await updateNewsletterSubscription(browserAccountRequest(store), values.subscribed);
        set('subscribed', Boolean(customer.is_subscribed));
        customerChanged();
        show('success', customer.is_subscribed ? t('subscribed') : t('unsubscribed'));
      } catch (error) {
        show('error', refusalText(error, t('saveFailed')));
      }
    });
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby="communications-newsletter">
      <h2 id="communications-newsletter">{t('newsletterHeading')}</h2>
      <p className={styles.muted}>{t('newsletterIntro')}</p>
      <label className={accountStyles.checkbox}>
        <input type="checkbox" checked={values.subscribed} onChange={(event) => set('subscribed', event.target.checked)} />
        {t('newsletterLabel')}
      </label>
      <ResultMessage notice={notice} />
      <div className={styles.buttons}>
        <button type="submit" className={accountStyles.primary} disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
