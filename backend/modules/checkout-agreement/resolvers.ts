/**
 * Magento_CheckoutAgreements: checkoutAgreements lists the store view's active terms and conditions
 * (an empty list where none are assigned: Magento's checkout/options/enable_agreements off), and
 * placing an order over REST (payment-information) is refused unless the shopper accepted every
 * MANUAL one, as Magento's Checkout\Plugin\Validation and GuestValidation do. GraphQL placeOrder
 * does not take agreement ids in Magento 2.4.6, so it checks nothing.
 */
import type { Db } from '../../db/database';
import type { RequestContext } from '../../graphql/context';

interface AgreementRow {
  agreement_id: number;
  name: string;
  content: string;
  content_height: string | null;
  checkbox_text: string;
  is_html: number;
  mode: number;
}

/** Magento's CheckoutAgreements mode: 0 applied automatically, 1 the shopper ticks it. */
const MODE_MANUAL = 1;

/** Magento's text when payment-information comes without the ids of the agreements to accept. */
export const AGREEMENTS_NOT_ACCEPTED = "The order wasn't placed. First, agree to the terms and conditions, then try placing your order again.";

function activeAgreements(db: Db, storeId: number): AgreementRow[] {
  return db
    .prepare(
      `SELECT a.* FROM checkout_agreement a JOIN checkout_agreement_store s ON s.agreement_id = a.agreement_id
        WHERE s.store_id = ? AND a.is_active = 1 ORDER BY a.agreement_id`,
    )
    .all(storeId) as AgreementRow[];
}

/**
 * AgreementsValidator::isValid: every active MANUAL agreement of the store view is among the ids
 * given (`paymentMethod.extension_attributes.agreement_ids`, numbers or numeric strings).
 */
export function agreementsAccepted(db: Db, storeId: number, agreementIds: unknown): boolean {
  const given = new Set((Array.isArray(agreementIds) ? agreementIds : []).map((id) => String(id).trim()));
  return activeAgreements(db, storeId).every((a) => a.mode !== MODE_MANUAL || given.has(String(a.agreement_id)));
}

export const checkoutAgreementResolvers = {
  Query: {
    checkoutAgreements: (_: unknown, __: unknown, context: RequestContext) =>
      activeAgreements(context.db, context.store.store_id).map((a) => ({
        agreement_id: a.agreement_id,
        name: a.name,
        content: a.content,
        content_height: a.content_height,
        checkbox_text: a.checkbox_text,
        is_html: Boolean(a.is_html),
        mode: a.mode === MODE_MANUAL ? 'MANUAL' : 'AUTO',
      })),
  },
};
