/** @jest-environment node */
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();

const CART_TAX_DISPLAY = `query CartTaxDisplay {
  storeConfig {
    store_code
    shopping_cart_display_price
    shopping_cart_display_subtotal
    shopping_cart_display_shipping
    shopping_cart_display_grand_total
    shopping_cart_display_full_summary
    shopping_cart_display_zero_tax
    shopping_cart_display_tax_gift_wrapping
  }
}`;

async function display(store: string) {
  const { body } = await shop.gql<{ storeConfig: Record<string, unknown> }>(CART_TAX_DISPLAY, {}, { store });
  expect(body.errors).toBeUndefined();
  return body.data!.storeConfig;
}

describe('storeConfig shopping_cart_display_* (Magento 2.4.7 TaxGraphQl shape)', () => {
  it.each(['uk', 'eu', 'de', 'ae_ar'])('%s shows cart prices, subtotal and shipping including tax', async (store) => {
    expect(await display(store)).toEqual({
      store_code: store,
      shopping_cart_display_price: 2,
      shopping_cart_display_subtotal: 2,
      shopping_cart_display_shipping: 2,
      shopping_cart_display_grand_total: true,
      shopping_cart_display_full_summary: false,
      shopping_cart_display_zero_tax: false,
      shopping_cart_display_tax_gift_wrapping: 'DISPLAY_INCLUDING_TAX',
    });
  });

  it('us shows them excluding tax, the tax on its own line', async () => {
    expect(await display('us')).toMatchObject({
      shopping_cart_display_price: 1,
      shopping_cart_display_subtotal: 1,
      shopping_cart_display_shipping: 1,
      shopping_cart_display_grand_total: false,
      shopping_cart_display_tax_gift_wrapping: 'DISPLAY_EXCLUDING_TAX',
    });
  });

  it('availableStores carries each store view its own setting', async () => {
    const { body } = await shop.gql<{ availableStores: Array<{ store_code: string; shopping_cart_display_price: number }> }>(
      'query { availableStores { store_code shopping_cart_display_price } }',
    );
    const byCode = Object.fromEntries(body.data!.availableStores.map((s) => [s.store_code, s.shopping_cart_display_price]));
    expect(byCode).toMatchObject({ us: 1, uk: 2, fr: 2 });
  });
});
