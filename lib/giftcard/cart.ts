/**
 * Gift cards on the shopper's cart and balance checks, from the browser: the cart's id and store
 * view come from the cart store, and the cart Magento answers becomes the cart's details (so the
 * totals show the card at once, as after any cart change).
 */
import { getMagentoClient } from '@/lib/magento/client';
import {
  ApplyGiftCardToCart,
  GiftCardBalance,
  RemoveGiftCardFromCart,
  type ApplyGiftCardToCartData,
  type GiftCardAccount,
  type GiftCardBalanceData,
  type RemoveGiftCardFromCartData,
} from '@/lib/magento/operations/giftcard';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { useCartStore } from '@/lib/state/cart-store';

async function changeCart(run: (cartId: string, store: string | null) => Promise<CartDetails | null | undefined>): Promise<void> {
  const { cartId, store } = useCartStore.getState();
  if (!cartId) throw new Error('Missing required information: cartId');
  try {
    const cart = await run(cartId, store);
    if (cart && useCartStore.getState().cartId === cartId) useCartStore.setState({ details: cart, getDetailsError: null });
  } catch (error) {
    // The cart may have changed meanwhile (or be gone): read it again, as after any refused change.
    await useCartStore.getState().getDetails();
    throw error;
  }
}

const storeHeader = (store: string | null) => (store ? { headers: { store } } : {});

export function applyGiftCard(code: string): Promise<void> {
  return changeCart(async (cartId, store) => {
    const { data } = await getMagentoClient().mutate<ApplyGiftCardToCartData>(
      ApplyGiftCardToCart,
      { cartId, code: code.trim() },
      storeHeader(store),
    );
    return data.applyGiftCardToCart?.cart;
  });
}

export function removeGiftCard(code: string): Promise<void> {
  return changeCart(async (cartId, store) => {
    const { data } = await getMagentoClient().mutate<RemoveGiftCardFromCartData>(
      RemoveGiftCardFromCart,
      { cartId, code },
      storeHeader(store),
    );
    return data.removeGiftCardFromCart?.cart;
  });
}

/** A code's balance (in the card's currency), never from a cache. */
export async function checkGiftCardBalance(store: string, code: string): Promise<GiftCardAccount | null> {
  const { data } = await getMagentoClient().query<GiftCardBalanceData>(
    GiftCardBalance,
    { code: code.trim() },
    { headers: { store }, cache: 'no-store' },
  );
  return data.giftCardAccount;
}
