import type { ProductPageData, ProductPagePriceRange } from '@/lib/magento/product';
import { buildProductChoices, priceView } from './product-choices';

const format = { locale: 'en-GB', currency: 'GBP' };

function range(final: number, regular: number, percent_off: number | null = null): ProductPagePriceRange {
  return {
    minimum_price: {
      regular_price: { value: regular, currency: 'GBP' },
      final_price: { value: final, currency: 'GBP' },
      discount: percent_off === null ? null : { amount_off: regular - final, percent_off },
    },
  };
}

const image = (url: string, position: number, disabled = false) => ({ url, label: `Merlin ${position}`, position, disabled });

const product: ProductPageData = {
  __typename: 'ConfigurableProduct',
  uid: 'MQ==',
  sku: 'KST-MERLIN',
  name: 'Kestrel Merlin',
  url_key: 'kestrel-merlin',
  url_suffix: '.html',
  meta_title: null,
  meta_keyword: null,
  meta_description: null,
  description: null,
  short_description: null,
  stock_status: 'IN_STOCK',
  rating_summary: 0,
  review_count: 0,
  reviews: [],
  only_x_left_in_stock: null,
  brand: 4,
  frame_shape: 10,
  frame_material: 18,
  gender: 37,
  lens_width: 52,
  bridge_width: 19,
  temple_length: 145,
  polarized: null,
  weight: 17,
  small_image: null,
  media_gallery: [image('http://media/side.webp', 3), image('http://media/front.webp', 1), image('http://media/off.webp', 2, true)],
  price_range: range(59.95, 85.95, 30.25),
  categories: [],
  configurable_options: [
    {
      uid: 'opt-color',
      attribute_code: 'color',
      label: 'Colour',
      position: 0,
      values: [
        { uid: 'grey', value_index: 30, label: 'Grey', swatch_data: { value: '#777777' } },
        { uid: 'odd', value_index: 99, label: 'Odd', swatch_data: { value: 'url(javascript:alert(1))' } },
        { uid: 'none', value_index: null, label: 'Unused', swatch_data: null },
      ],
    },
  ],
  variants: [
    {
      attributes: [
        { code: 'color', uid: 'grey', label: 'Grey', value_index: 30 },
        { code: 'material', uid: 'other', label: 'Not an option', value_index: 5 },
      ],
      product: {
        uid: 'v1',
        sku: 'KST-MERLIN-GREY',
        stock_status: 'OUT_OF_STOCK',
        only_x_left_in_stock: null,
        lens_width: 55,
        bridge_width: null,
        temple_length: 150,
        price_range: range(59.95, 85.95, 30.25),
        media_gallery: [],
      },
    },
  ],
  options: [],
  related_products: [],
  attribute_labels: {},
};

describe('priceView', () => {
  it('formats the final price in the store currency and locale', () => {
    expect(priceView(range(162.95, 162.95, 0), format)).toEqual({ amount: 162.95, currency: 'GBP', final: '£162.95', regular: null, percentOff: null });
  });

  it('shows the regular price and the rounded discount when discounted', () => {
    expect(priceView(range(59.95, 85.95, 30.25), format)).toEqual({ amount: 59.95, currency: 'GBP', final: '£59.95', regular: '£85.95', percentOff: '30%' });
  });

  it("uses the store view's locale, and its currency when the answer has none", () => {
    const answer = range(80, 100);
    answer.minimum_price.final_price.currency = null;
    answer.minimum_price.regular_price.currency = null;
    const price = priceView(answer, { locale: 'de-DE', currency: 'EUR' });
    expect(price.final).toMatch(/^80,00\s€$/);
    expect(price.regular).toMatch(/^100,00\s€$/);
    expect(price.percentOff).toMatch(/^20\s%$/);
  });
});

describe('buildProductChoices', () => {
  const choices = buildProductChoices(product, format);

  it("shows the product's enabled pictures in position order", () => {
    expect(choices.product.images).toEqual([
      { url: 'http://media/front.webp', alt: 'Merlin 1' },
      { url: 'http://media/side.webp', alt: 'Merlin 3' },
    ]);
  });

  it('keeps only hex colours as swatches and drops values without an index', () => {
    expect(choices.options[0].values).toEqual([
      { uid: 'grey', valueIndex: 30, label: 'Grey', swatch: '#777777' },
      { uid: 'odd', valueIndex: 99, label: 'Odd', swatch: null },
    ]);
  });

  it("gives each variant its selection, cart data and view, falling back to the product's pictures and sizes", () => {
    const [variant] = choices.variants;
    expect(variant.selection).toEqual({ color: 30 });
    expect(variant.view).toMatchObject({
      sku: 'KST-MERLIN-GREY',
      parentSku: 'KST-MERLIN',
      selectedOptions: ['grey'],
      stockStatus: 'OUT_OF_STOCK',
      size: { lensWidth: 55, bridgeWidth: 19, templeLength: 150 },
      price: { final: '£59.95', regular: '£85.95', percentOff: '30%' },
    });
    expect(variant.view.images).toBe(choices.product.images);
  });
});
