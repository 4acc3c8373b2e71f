'use client';

import { useTranslations } from 'next-intl';
import type { ShownAgreement } from './checkout-agreements';
import checkoutStyles from './Checkout.module.css';
import styles from './CheckoutAgreements.module.css';

/** The id of an agreement's checkbox (focused when the shopper must still tick it). */
export const agreementCheckboxId = (id: number) => `checkout-agreement-${id}`;
const ERROR_ID = 'checkout-agreements-error';

/** The first agreement the shopper must tick and has not, if any. */
export function missingAgreement(agreements: ShownAgreement[], accepted: number[]): ShownAgreement | undefined {
  return agreements.find((agreement) => agreement.manual && !accepted.includes(agreement.id));
}

/** What payment-information carries: the ids of the ticked agreements (Magento's `agreement_ids`). */
export const acceptedAgreementIds = (agreements: ShownAgreement[], accepted: number[]): string[] =>
  agreements.filter((agreement) => agreement.manual && accepted.includes(agreement.id)).map((agreement) => String(agreement.id));

export interface CheckoutAgreementsProps {
  agreements: ShownAgreement[];
  accepted: number[];
  /** The shopper tried to place the order without ticking every one. */
  showError: boolean;
  onChange: (id: number, accepted: boolean) => void;
}

/**
 * Magento's terms and conditions above "Place order": a checkbox with the agreement's checkbox
 * text for each one the shopper must accept (mode MANUAL), its content (merchant HTML sanitised on
 * the server) in an expandable block. Nothing where the store view has none.
 */
export function CheckoutAgreements({ agreements, accepted, showError, onChange }: CheckoutAgreementsProps) {
  const t = useTranslations('CheckoutAgreements');
  if (!agreements.length) return null;
  return (
    <section className={checkoutStyles.step} aria-labelledby="checkout-agreements-heading">
      <h2 id="checkout-agreements-heading">{t('heading')}</h2>
      {agreements.map((agreement) => {
        const missing = showError && agreement.manual && !accepted.includes(agreement.id);
        return (
          <div key={agreement.id} className={styles.agreement}>
            {agreement.manual ? (
              <label className={styles.tick}>
                <input
                  id={agreementCheckboxId(agreement.id)}
                  type="checkbox"
                  checked={accepted.includes(agreement.id)}
                  required
                  aria-invalid={missing || undefined}
                  aria-describedby={missing ? ERROR_ID : undefined}
                  onChange={(event) => onChange(agreement.id, event.target.checked)}
                />
                <span>{agreement.checkboxText}</span>
              </label>
            ) : (
              <p>{agreement.checkboxText}</p>
            )}
            <details className={styles.content}>
              <summary>{t('read', { name: agreement.name })}</summary>
              {agreement.html !== null ? (
                <div className={styles.html} dangerouslySetInnerHTML={{ __html: agreement.html }} />
              ) : (
                <div>{agreement.text}</div>
              )}
            </details>
          </div>
        );
      })}
      {showError && missingAgreement(agreements, accepted) ? (
        <p id={ERROR_ID} role="alert" className={checkoutStyles.error}>
          {t('required')}
        </p>
      ) : null}
    </section>
  );
}
