import { isFeatureEnabled } from '@/lib/features/server';
import { getProductByUrlKey, normaliseProduct, visibleImages } from './product';
import { queryCatalog } from './server';

jest.mock('./server', () => ({ queryCatalog: jest.fn() }));
jest.mock('@/lib/features/server', () => ({ isFeatureEnabled: jest.fn() }));

beforeEach(() => {
  jest.mocked(isFeatureEnabled).mockReset().mockResolvedValue(true);
});

const answer = {
  __typename: 'ConfigurableProduct',
  uid: 'MQ==',
  sku: 'NVK-ELIN',
  name: 'Nordvik Elin',
  url_key: 'nordvik-elin',
  url_suffix: '.html',
  meta_title: null,
  meta_keyword: null,
  meta_description: null,
  description: { html: '<p>Round</p>' },
  short_description: null,
  stock_status: 'IN_STOCK' as const,
  only_x_left_in_stock: null,
  brand: 1,
  frame_shape: 9,
  frame_material: 17,
  gender: 99,
  lens_width: 47,
  bridge_width: 19,
  temple_length: 140,
  polarized: null,
  small_image: null,
  media_gallery: null,
  price_range: {
    minimum_price: {
      regular_price: { value: 162.95, currency: 'GBP' as const },
      final_price: { value: 162.95, currency: 'GBP' as const },
      discount: null,
    },
  },
  categories: [null],
  configurable_options: [
    { uid: 'size', attribute_code: 'frame_size', label: 'Frame Size', position: 1, values: [{ uid: 'S', label: 'S', swatch_data: null }] },
    {
      uid: 'colour',
      attribute_code: 'color',
      label: 'Colour',
      position: 0,
      values: [{ uid: 'B', label: 'Burgundy', swatch_data: null }, null],
    },
  ],
  variants: [
    null,
    {
      attributes: [
        { code: 'color', uid: 'B', label: 'Burgundy', value_index: 27 },
        { code: 'frame_size', uid: 'S', label: 'S', value_index: 41 },
      ],
      product: {
        uid: 'v',
        sku: 'NVK-ELIN-BURGUNDY-S',
        stock_status: 'IN_STOCK' as const,
        only_x_left_in_stock: null,
        lens_width: 47,
        bridge_width: 19,
        temple_length: 140,
        price_range: {
          minimum_price: {
            regular_price: { value: 162.95, currency: 'GBP' as const },
            final_price: { value: 162.95, currency: 'GBP' as const },
            discount: null,
          },
        },
        media_gallery: null,
      },
    },
    { attributes: null, product: null },
  ],
  options: [
    {
      uid: 'o2',
      title: 'Lens type',
      required: true,
      sort_order: 2,
      __typename: 'CustomizableRadioOption',
      choices: [
        { uid: 'v2', title: 'Blue light', price: 29, price_type: 'FIXED' as const, sort_order: 2 },
        null,
        { uid: 'v1', title: 'Clear', price: 0, price_type: 'FIXED' as const, sort_order: 1 },
      ],
    },
    null,
  ],
  related_products: null,
};

const labels = { brand: { '1': 'Nordvik' }, frame_shape: { '9': 'Round' }, frame_material: { '17': 'Acetate' }, gender: { '38': 'Men' } };

describe('normaliseProduct', () => {
  const product = normaliseProduct(answer, labels);

  it('labels the select attributes from their option ids, leaving out unknown ids', () => {
    expect(product.attribute_labels).toEqual({ brand: 'Nordvik', frame_shape: 'Round', frame_material: 'Acetate' });
  });

  it('sorts the options by position and takes each value index from the variants', () => {
    expect(product.configurable_options.map((option) => option.attribute_code)).toEqual(['color', 'frame_size']);
    expect(product.configurable_options[0].values).toEqual([{ uid: 'B', label: 'Burgundy', swatch_data: null, value_index: 27 }]);
    expect(product.configurable_options[1].values[0].value_index).toBe(41);
  });

  it('never leaves a list null or with holes', () => {
    expect(product.media_gallery).toEqual([]);
    expect(product.categories).toEqual([]);
    expect(product.variants).toHaveLength(1);
    expect(product.options).toHaveLength(1);
    expect(product.options[0].choices?.map((value) => value.uid)).toEqual(['v1', 'v2']);
    expect(product.related_products).toEqual([]);
    expect(product.weight).toBeNull();
  });
});

describe('visibleImages', () => {
  it('keeps enabled pictures with a URL, by position', () => {
    expect(
      visibleImages([
        { url: 'c', label: null, position: 3, disabled: false },
        { url: 'a', label: null, position: 1, disabled: null },
        { url: 'x', label: null, position: 0, disabled: true },
        { url: null, label: null, position: 2, disabled: false },
      ]).map((image) => image.url),
    ).toEqual(['a', 'c']);
  });
});

describe('getProductByUrlKey', () => {
  const query = queryCatalog as jest.MockedFunction<typeof queryCatalog>;

  function answerWith(items: unknown[]) {
    query.mockImplementation(async (_store, document) =>
      document.includes('customAttributeMetadata')
        ? { customAttributeMetadata: { items: [{ attribute_code: 'brand', attribute_options: [{ value: '1', label: 'Nordvik' }] }] } }
        : { products: { items } },
    );
  }

  it('asks the store view for the URL key and labels the answer', async () => {
    answerWith([answer]);
    const product = await getProductByUrlKey('uk', 'nordvik-elin');
    expect(product?.sku).toBe('NVK-ELIN');
    expect(product?.attribute_labels.brand).toBe('Nordvik');
    expect(query).toHaveBeenCalledWith(
      'uk',
      expect.stringContaining('query ProductPageByUrlKey'),
      { urlKey: 'nordvik-elin' },
      expect.any(Array),
    );
  });

  it('fetches the eyewear attributes apart from the core product query', async () => {
    answerWith([answer]);
    query.mockClear();
    await getProductByUrlKey('uk', 'nordvik-elin');
    const documents = query.mock.calls.map((call) => call[1]);
    const core = documents.find((document) => document.includes('query ProductPageByUrlKey'))!;
    expect(core).not.toMatch(/\b(brand|frame_shape|lens_width)\b/);
    expect(documents.some((document) => document.includes('query ProductPageEyewearAttributes'))).toBe(true);
  });

  it('renders the product without eyewear attributes when that feature is off: no query for them', async () => {
    jest.mocked(isFeatureEnabled).mockResolvedValue(false);
    query.mockClear();
    const { brand: _brand, frame_shape: _shape, lens_width: _lens, ...core } = answer;
    answerWith([core]);
    const product = await getProductByUrlKey('uk', 'nordvik-elin');
    expect(product?.sku).toBe('NVK-ELIN');
    expect(product?.brand).toBeNull();
    expect(product?.lens_width).toBeNull();
    expect(product?.attribute_labels).toEqual({});
    expect(query.mock.calls.map((call) => call[1]).join('\n')).not.toMatch(/ProductPageEyewearAttributes|customAttributeMetadata/);
  });

  it('still renders the product when the eyewear query fails', async () => {
    query.mockImplementation(async (_store, document) => {
      if (document.includes('ProductPageByUrlKey')) return { products: { items: [answer] } };
      throw new Error('Cannot query field "brand" on type "ProductInterface".');
    });
    const product = await getProductByUrlKey('uk', 'nordvik-elin');
    expect(product?.sku).toBe('NVK-ELIN');
    expect(product?.brand).toBeNull();
    expect(product?.variants.every((variant) => variant.product.lens_width === null)).toBe(true);
  });

  it('is null when the store view has no product with that URL key', async () => {
    answerWith([]);
    await expect(getProductByUrlKey('de', 'nothing-here')).resolves.toBeNull();
  });
});
