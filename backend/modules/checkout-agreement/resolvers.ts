/**
 * Magento_CheckoutAgreementsGraphQl: checkoutAgreements lists the store view's active terms and
 * conditions (an empty list where none are assigned: Magento's checkout/options/enable_agreements off).
 */
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

export function storeAgreements(context: RequestContext): AgreementRow[] {
  return context.db
    .prepare(
      `SELECT a.* FROM checkout_agreement a JOIN checkout_agreement_store s ON s.agreement_id = a.agreement_id
        WHERE s.store_id = ? AND a.is_active = 1 ORDER BY a.agreement_id`,
    )
    .all(context.store.store_id) as AgreementRow[];
}

export const checkoutAgreementResolvers = {
  Query: {
    checkoutAgreements: (_: unknown, __: unknown, context: RequestContext) =>
      storeAgreements(context).map((a) => ({
        agreement_id: a.agreement_id,
        name: a.name,
        content: a.content,
        content_height: a.content_height,
        checkbox_text: a.checkbox_text,
        is_html: Boolean(a.is_html),
        mode: a.mode === 1 ? 'MANUAL' : 'AUTO',
      })),
  },
};
