/** @jest-environment jsdom */
import type { MagentoClient } from '@/lib/magento/client';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { GiftCardCartDetails } from '@/lib/magento/operations/giftcard';
import { useCartStore } from '@/lib/state/cart-store';
import { syncGiftCardPart } from './cart';

const query = jest.fn();
jest.mock('@/lib/magento/client', () => ({
  ...jest.requireActual('@/lib/magento/client'),
  getMagentoClient: () => ({ query, mutate: jest.fn() }) as unknown as MagentoClient,
}));

/** A cart as the core CartDetailsFields answer it: no gift card fields. */
function coreCart(quantity: number): CartDetails {
  return {
    id: 'cart-1',
    total_quantity: quantity,
    items: [{ __typename: 'GiftCardCartItem', uid: 'line-1', quantity, product: { uid: 'p1', sku: 'GIFT' } }],
    prices: { grand_total: { value: 50 * quantity, currency: 'GBP' } },
  } as unknown as CartDetails; // A stub answer: the fields the merge reads.
}

const giftCardPart = {
  id: 'cart-1',
  items: [{ uid: 'line-1', recipient_name: 'Ann', recipient_email: 'ann@example.com', sender_name: 'Bo' }],
  applied_gift_cards: [{ code: 'GC-1', applied_balance: { value: 20, currency: 'GBP' }, current_balance: null, expiration_date: null }],
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  query.mockReset().mockResolvedValue({ data: { cart: giftCardPart } });
  useCartStore.setState({ cartId: 'cart-1', store: 'uk', details: coreCart(1) });
});

test('while on, the cart details get their gift card part from its own query after every cart change', async () => {
  const stop = syncGiftCardPart();
  await flush();
  expect(query).toHaveBeenCalledWith(GiftCardCartDetails, { cartId: 'cart-1' }, expect.objectContaining({ headers: { store: 'uk' } }));
  let details = useCartStore.getState().details!;
  expect(details.applied_gift_cards?.[0]?.code).toBe('GC-1');
  expect(details.items?.[0]?.recipient_name).toBe('Ann');
  expect(details.items?.[0]?.quantity).toBe(1);

  // A core change (no gift card fields): the last part stays at once, the fresh one follows.
  query.mockResolvedValueOnce({ data: { cart: { ...giftCardPart, applied_gift_cards: [] } } });
  useCartStore.setState({ details: coreCart(2) });
  details = useCartStore.getState().details!;
  expect(details.total_quantity).toBe(2);
  expect(details.applied_gift_cards?.[0]?.code).toBe('GC-1');
  await flush();
  expect(useCartStore.getState().details!.applied_gift_cards).toEqual([]);
  // Merging is not a change of its own: one read per cart change, no loop.
  expect(query).toHaveBeenCalledTimes(2);

  stop();
  useCartStore.setState({ details: coreCart(3) });
  await flush();
  expect(query).toHaveBeenCalledTimes(2);
});

test('a failed gift card read leaves the core cart as it is', async () => {
  query.mockRejectedValue(new Error('Cannot query field "applied_gift_cards" on type "Cart".'));
  const stop = syncGiftCardPart();
  await flush();
  const details = useCartStore.getState().details!;
  expect(details.total_quantity).toBe(1);
  expect(details.items?.[0]?.uid).toBe('line-1');
  stop();
});
