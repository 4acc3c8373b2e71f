import type { RequestContext } from '../../graphql/context';
import { rememberSeenBalances } from '../giftcard/cart';
import { quoteById, updateQuote, type QuoteRow } from './quotes';
import { collectTotals, type CartTotals } from './totals';

/**
 * A cart as resolvers see it: the quote row, with totals collected once, on first use. The shopper
 * is shown these totals: the balances of its gift cards are remembered as seen (giftcard/cart.ts).
 */
export class CartView {
  private collected?: CartTotals;

  constructor(
    readonly context: RequestContext,
    readonly quote: QuoteRow,
  ) {}

  get totals(): CartTotals {
    if (!this.collected) {
      this.collected = collectTotals(this.context, this.quote);
      rememberSeenBalances(this.context.db, this.quote.entity_id, this.collected.giftCards);
    }
    return this.collected;
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
