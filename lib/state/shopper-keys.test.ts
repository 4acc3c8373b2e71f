/** @jest-environment jsdom */
import { SIGNIN_TOKEN_KEY } from '@/lib/session/record';
import { cartIdStorageKey, compareListKey, shopperHasTraces } from './shopper-keys';

afterEach(() => window.localStorage.clear());

describe('shopperHasTraces', () => {
  it('is false for a first-time visitor, whatever else the shop stored (the store view, a cached catalogue)', () => {
    window.localStorage.setItem('store_view_code', JSON.stringify({ value: 'uk', timeStored: 1 }));
    window.localStorage.setItem('magento_cache:uk', '{}');
    expect(shopperHasTraces()).toBe(false);
  });

  it.each([
    ['a sign-in', SIGNIN_TOKEN_KEY],
    ['a cart', cartIdStorageKey('fr')],
    ['a compare list', compareListKey('uk')],
  ])('is true with %s kept in this browser', (_what, key) => {
    window.localStorage.setItem(key, JSON.stringify({ value: 'x', timeStored: 1 }));
    expect(shopperHasTraces()).toBe(true);
  });

  it('is false when the browser refuses storage', () => {
    expect(
      shopperHasTraces(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });
});
