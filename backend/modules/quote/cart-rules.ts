/**
 * Cart price rules reached by coupon code (Magento's SalesRule): validity, and the discount each
 * cart line gets. Discounts apply to prices as the store view shows them (tax-inclusive where they
 * are), before tax is calculated on what remains (Magento's "apply tax after discount").
 */
import type { RequestContext } from '../../graphql/context';
import { roundPrice } from './money';

export const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";

export interface CartRule {
  rule_id: number;
  /** The coupon code as the shop wrote it (codes match whatever their case). */
  code: string;
  /** The rule's label for the store view; Magento falls back to "Discount". */
  label: string;
  action: 'by_percent' | 'cart_fixed';
  /** A percentage, or the cart's amount in the store view's currency. */
  amount: number;
  freeShipping: boolean;
}

interface CouponRow {
  rule_id: number;
  code: string;
  is_active: number;
  from_date: string | null;
  to_date: string | null;
  simple_action: string;
  discount_amount: number;
  simple_free_shipping: number;
  usage_limit: number;
  times_used: number;
  expiration_date: string | null;
  currency_amount: number | null;
  label: string | null;
}

/** Today in the store view's time zone, as YYYY-MM-DD (rule dates are local dates). */
function storeToday(context: RequestContext): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: context.store.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** The rule behind a coupon code when it can be used today in this store view; else null. */
export function findCartRule(context: RequestContext, code: string): CartRule | null {
  const row = context.db
    .prepare(
      `SELECT r.rule_id, c.code, r.is_active, r.from_date, r.to_date, r.simple_action, r.discount_amount, r.simple_free_shipping,
              c.usage_limit, c.times_used, c.expiration_date, a.discount_amount AS currency_amount,
              COALESCE(ls.label, l0.label) AS label
         FROM salesrule_coupon c
         JOIN salesrule r ON r.rule_id = c.rule_id
         LEFT JOIN salesrule_amount a ON a.rule_id = r.rule_id AND a.currency = @currency
         LEFT JOIN salesrule_label ls ON ls.rule_id = r.rule_id AND ls.store_id = @store
         LEFT JOIN salesrule_label l0 ON l0.rule_id = r.rule_id AND l0.store_id = 0
        WHERE c.code = @code`,
    )
    .get({ code: code.trim(), currency: context.currency, store: context.store.store_id }) as CouponRow | undefined;
  if (!row || !row.is_active) return null;
  const today = storeToday(context);
  if ((row.from_date && today < row.from_date) || (row.to_date && today > row.to_date)) return null;
  if (row.expiration_date && today > row.expiration_date) return null;
  if (row.usage_limit > 0 && row.times_used >= row.usage_limit) return null;
  if (row.simple_action !== 'by_percent' && row.simple_action !== 'cart_fixed') return null;
  // A fixed amount means nothing in a currency the rule has no amount for.
  if (row.simple_action === 'cart_fixed' && row.currency_amount === null) return null;
  return {
    rule_id: row.rule_id,
    code: row.code,
    label: row.label ?? 'Discount',
    action: row.simple_action,
    amount: row.simple_action === 'cart_fixed' ? row.currency_amount! : row.discount_amount,
    freeShipping: Boolean(row.simple_free_shipping),
  };
}

/**
 * The discount of each line (same order as `rowTotals`). A fixed amount is shared in proportion to
 * the rows, the last one taking the rounding remainder, and never exceeds what the cart costs.
 */
export function lineDiscounts(rule: CartRule, rowTotals: readonly number[]): number[] {
  if (rule.action === 'by_percent') return rowTotals.map((row) => roundPrice((row * Math.min(rule.amount, 100)) / 100));
  const total = rowTotals.reduce((sum, row) => sum + row, 0);
  if (total <= 0) return rowTotals.map(() => 0);
  const amount = roundPrice(Math.min(rule.amount, total));
  const last = rowTotals.reduce((found, row, index) => (row > 0 ? index : found), -1);
  let left = amount;
  return rowTotals.map((row, index) => {
    if (row <= 0) return 0;
    const share = index === last ? left : roundPrice((amount * row) / total);
    left = roundPrice(left - share);
    return share;
  });
}
