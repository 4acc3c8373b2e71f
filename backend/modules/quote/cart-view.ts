import type { RequestContext } from '../../graphql/context';
import { quoteById, updateQuote, type QuoteRow } from './quotes';
import { collectTotals, type CartTotals } from './totals';

/** A cart as resolvers see it: the quote row, with totals collected once, on first use. */
export class CartView {
  private collected?: CartTotals;

  constructor(
    readonly context: RequestContext,
    readonly quote: QuoteRow,
  ) {}

  get totals(): CartTotals {
    return (this.collected ??= collectTotals(this.context, this.quote));
  }
}

/** Runs a change to a cart in one transaction, then answers the cart as it now is. */
export function changeCart(context: RequestContext, quote: QuoteRow, apply: () => void): CartView {
  context.db.transaction(() => {
    apply();
    updateQuote(context.db, quote, {});
  })();
  return new CartView(context, quoteById(context.db, quote.entity_id)!);
}
