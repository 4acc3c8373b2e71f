/**
 * Abandoned-cart recovery (extension part: recoverAbandonedCart): a reminder e-mail's link gives
 * its cart back. Sent from the browser, so that a signed-in customer's token goes with it (the
 * same-origin proxy adds it) and the answer's cart id can become the shopper's cart there.
 */
import { getMagentoClient } from '../client';
import { RecoverAbandonedCartDocument as RecoverAbandonedCart } from '../generated/recovery';
export { RecoverAbandonedCart };

/** The recovered cart's id (a guest's cart, or the customer's own with the items merged). Throws Magento's error. */
export async function recoverAbandonedCart(store: string, input: { cart_id: string; token: string }): Promise<string> {
  const { data } = await getMagentoClient().mutate(RecoverAbandonedCart, { input }, { headers: { store } });
  const id = data.recoverAbandonedCart?.cart.id;
  if (!id) throw new Error('recoverAbandonedCart answered no cart');
  return id;
}
