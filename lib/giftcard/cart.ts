/**
 * Gift cards on the shopper's cart and balance checks, from the browser: the cart's id and store
 * view come from the cart store, and the cart Magento answers becomes the cart's details (so the
 * totals show the card at once, as after any cart change).
 */
import { getMagentoClient } from '@/lib/magento/client';
import {
  ApplyGiftCardToCart,
  GiftCardBalance,
  GiftCardCartDetails,
  type GiftCardCart,
  RemoveGiftCardFromCart,
  type GiftCardAccount,
} from '@/lib/magento/operations/giftcard';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { useCartStore } from '@/lib/state/cart-store';

/** Details that already carry their gift card part (merged here or answered by a gift card change). */
const complete = new WeakSet<CartDetails>();
let lastPart: GiftCardCart | null = null;

/** The cart's details with its gift card part: applied cards, and each gift card line's fields by uid. */
export function withGiftCardPart(details: CartDetails, part: GiftCardCart | null): CartDetails {
  const lines = new Map((part?.items ?? []).flatMap((line) => (line ? [[line.uid, line] as const] : [])));
  const merged: CartDetails = {
    ...details,
    applied_gift_cards: part?.id === details.id ? (part.applied_gift_cards ?? []) : [],
    items: details.items?.map((item) => (item && lines.has(item.uid) ? { ...lines.get(item.uid), ...item } : item)) ?? null,
  };
  complete.add(merged);
  return merged;
}

/** Reads the cart's gift card part and merges it into the cart's details (when it is still that cart). */
export async function refreshGiftCardPart(): Promise<void> {
  const { cartId, store } = useCartStore.getState();
  if (!cartId) return;
  try {
    const { data } = await getMagentoClient().query(GiftCardCartDetails, { cartId }, { ...storeHeader(store), cache: 'no-store' });
    lastPart = data.cart;
  } catch {
    // The core cart stands on its own; the gift card part is read again after the next change.
    return;
  }
  const { details, cartId: current } = useCartStore.getState();
  if (details && current === cartId) useCartStore.setState({ details: withGiftCardPart(details, lastPart) });
}

/**
 * While gift cards are on (components/giftcard/GiftCardCartSync.tsx): after every cart change the
 * details keep the last known gift card part at once, and the fresh part follows. Returns the stop.
 */
export function syncGiftCardPart(): () => void {
  const settle = (details: CartDetails | null) => {
    if (!details || complete.has(details)) return;
    useCartStore.setState({ details: withGiftCardPart(details, lastPart) });
    void refreshGiftCardPart();
  };
  settle(useCartStore.getState().details);
  return useCartStore.subscribe((state, previous) => {
    if (state.details !== previous.details) settle(state.details);
  });
}

async function changeCart(run: (cartId: string, store: string | null) => Promise<CartDetails | null | undefined>): Promise<void> {
  const { cartId, store } = useCartStore.getState();
  if (!cartId) throw new Error('Missing required information: cartId');
  try {
    const cart = await run(cartId, store);
    if (cart && useCartStore.getState().cartId === cartId) {
      // The answer selects the gift card part too.
      lastPart = { id: cart.id, items: cart.items, applied_gift_cards: cart.applied_gift_cards ?? [] };
      complete.add(cart);
      useCartStore.setState({ details: cart, getDetailsError: null });
    }
  } catch (error) {
    // The cart may have changed meanwhile (or be gone): read it again, as after any refused change.
    await useCartStore.getState().getDetails();
    throw error;
  }
}

const storeHeader = (store: string | null) => (store ? { headers: { store } } : {});

export function applyGiftCard(code: string): Promise<void> {
  return changeCart(async (cartId, store) => {
    const { data } = await getMagentoClient().mutate(ApplyGiftCardToCart, { cartId, code: code.trim() }, storeHeader(store));
    return data.applyGiftCardToCart?.cart;
  });
}

export function removeGiftCard(code: string): Promise<void> {
  return changeCart(async (cartId, store) => {
    const { data } = await getMagentoClient().mutate(RemoveGiftCardFromCart, { cartId, code }, storeHeader(store));
    return data.removeGiftCardFromCart?.cart;
  });
}

/** A code's balance (in the card's currency), never from a cache. */
export async function checkGiftCardBalance(store: string, code: string): Promise<GiftCardAccount | null> {
  const { data } = await getMagentoClient().query(GiftCardBalance, { code: code.trim() }, { headers: { store }, cache: 'no-store' });
  return data.giftCardAccount;
}
