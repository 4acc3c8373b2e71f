// Server-side only by use (the checkout route): the sanitizer stays out of the browser's bundle.
import { sanitizeCmsHtml } from '@/components/cms/sanitize-cms-html';
import { getCheckoutAgreements } from '@/lib/magento/catalog';

/** A term of the store view as the checkout shows it: HTML content already sanitised, or plain text. */
export interface ShownAgreement {
  id: number;
  name: string;
  checkboxText: string;
  /** Sanitised merchant HTML (is_html), else null and `text` holds the content. */
  html: string | null;
  text: string;
  /** MANUAL: a checkbox the shopper must tick; AUTO: accepted by placing the order. */
  manual: boolean;
}

/**
 * The store view's active terms and conditions, ready for the checkout. None where the store has
 * none (or its backend cannot tell): the backend still refuses an order it requires terms for.
 */
export async function shownAgreements(store: string): Promise<ShownAgreement[]> {
  const agreements = await getCheckoutAgreements(store).catch(() => []);
  return agreements.map((agreement) => ({
    id: agreement.agreement_id,
    name: agreement.name,
    checkboxText: agreement.checkbox_text,
    html: agreement.is_html ? sanitizeCmsHtml(agreement.content ?? '', { store, demoteH1: true }) : null,
    text: agreement.is_html ? '' : (agreement.content ?? ''),
    manual: agreement.mode === 'MANUAL',
  }));
}
