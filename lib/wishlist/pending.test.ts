/** @jest-environment jsdom */
import type { AccountRequest } from '@/lib/magento/operations/account';
import {
  PENDING_WISHLIST_KEY,
  addPendingWishlistItem,
  isPendingWishlistItem,
  rememberPendingWishlistItem,
  takePendingWishlistItem,
} from './pending';

const item = { sku: 'NVK-ELIN-BURGUNDY-S', parent_sku: 'NVK-ELIN', quantity: 1 };

function request(answer: unknown) {
  const mutate = jest.fn(async () => ({ data: { addProductsToWishlist: answer } }));
  return { request: { client: { query: jest.fn(), mutate }, options: { headers: { store: 'uk' } } } as unknown as AccountRequest, mutate };
}

beforeEach(() => {
  window.sessionStorage.clear();
  jest.useRealTimers();
});

describe('the product a guest asked to keep', () => {
  it('waits in this tab’s session storage and is taken once, by a sign-in in its store view', () => {
    rememberPendingWishlistItem('uk', item);
    expect(window.localStorage.getItem(PENDING_WISHLIST_KEY)).toBeNull();
    expect(takePendingWishlistItem('de')).toBeNull();
    expect(takePendingWishlistItem('uk')).toEqual(item);
    expect(takePendingWishlistItem('uk')).toBeNull();
  });

  it('keeps only what a wish list takes: no quantity beyond reason, no stray fields', () => {
    rememberPendingWishlistItem('uk', { sku: 'LMR-ALBA', quantity: 1, selected_options: [] });
    expect(takePendingWishlistItem('uk')).toEqual({ sku: 'LMR-ALBA', quantity: 1 });
    expect(isPendingWishlistItem({ store: 'uk', item: { sku: 'X', quantity: -1 } })).toBe(false);
    expect(isPendingWishlistItem({ store: 'uk', item: { sku: '', quantity: 1 } })).toBe(false);
    expect(isPendingWishlistItem({ store: 'uk', item: { sku: 'X', quantity: 1, selected_options: [42] } })).toBe(false);
  });

  it('is dropped when what storage holds is not one, and forgotten after 30 minutes', () => {
    window.sessionStorage.setItem(PENDING_WISHLIST_KEY, JSON.stringify({ value: { store: 'uk', item: 'nope' }, timeStored: Date.now() }));
    expect(takePendingWishlistItem('uk')).toBeNull();
    expect(window.sessionStorage.getItem(PENDING_WISHLIST_KEY)).toBeNull();

    jest.useFakeTimers({ now: 1_700_000_000_000 });
    rememberPendingWishlistItem('uk', item);
    jest.setSystemTime(1_700_000_000_000 + 31 * 60 * 1000);
    expect(takePendingWishlistItem('uk')).toBeNull();
  });

  it('is added to the customer’s own list (wishlistId 0) once signed in', async () => {
    rememberPendingWishlistItem('uk', item);
    const { request: withClient, mutate } = request({ wishlist: { id: '7', items_count: 1 }, user_errors: [] });
    await expect(addPendingWishlistItem('uk', withClient)).resolves.toBe(true);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect((mutate.mock.calls[0] as unknown[])[1]).toEqual({ wishlistId: '0', wishlistItems: [item] });
    await expect(addPendingWishlistItem('uk', withClient)).resolves.toBe(false);
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('reports a product Magento refused', async () => {
    rememberPendingWishlistItem('uk', item);
    const { request: withClient } = request({
      wishlist: { id: '7', items_count: 0 },
      user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NVK-ELIN"' }],
    });
    await expect(addPendingWishlistItem('uk', withClient)).resolves.toBe(false);
  });
});
