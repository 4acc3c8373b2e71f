import type { CompareListData } from '@/lib/magento/operations/compare';
import type { ProductCardData } from '@/lib/magento/types';
import { comparedCount, comparedProducts, formatValue, listHolds, productIdFromUid, shownAttributes } from './compare-table';

const card = (uid: string, name: string): ProductCardData => ({
  uid,
  sku: name,
  name,
  url_key: name.toLowerCase(),
  url_suffix: '.html',
  stock_status: 'IN_STOCK',
  new_from_date: null,
  new_to_date: null,
  rating_summary: 0,
  review_count: 0,
  small_image: null,
  price_range: {
    minimum_price: { regular_price: { value: 100, currency: 'EUR' }, final_price: { value: 100, currency: 'EUR' }, discount: null },
    maximum_price: null,
  },
});

const list: CompareListData = {
  uid: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  item_count: 2,
  attributes: [
    { code: 'frame_shape', label: 'Frame Shape' },
    { code: 'lens_width', label: 'Lens Width' },
    { code: 'weight', label: 'Weight' },
    { code: 'brand', label: 'Brand' },
  ],
  items: [
    {
      uid: '1',
      product: card('MQ==', 'Elin'),
      attributes: [
        { code: 'frame_shape', value: 'Round' },
        { code: 'lens_width', value: '47' },
        { code: 'weight', value: '25.5' },
        { code: 'brand', value: 'Nordvik' },
      ],
    },
    null,
    {
      uid: '8',
      product: card('OA==', 'Case'),
      attributes: [
        { code: 'frame_shape', value: 'N/A' },
        { code: 'lens_width', value: 'N/A' },
        { code: 'weight', value: '80' },
      ],
    },
  ],
};

describe('the comparison table', () => {
  it('gives each product its frame values, measured ones with their unit in the store view’s language', () => {
    const [elin, other] = comparedProducts(list, 'en-GB');
    expect(elin).toMatchObject({ id: '1', values: { frame_shape: 'Round', lens_width: '47 mm', weight: '25.5 g' } });
    expect(other.values).toMatchObject({ frame_shape: null, lens_width: null, weight: '80 g', bridge_width: null });
    expect(comparedProducts(list, 'de-DE')[0].values.weight).toBe('25,5 g');
  });

  it('shows the rows some product has a value for, in the frames’ order', () => {
    expect(shownAttributes(comparedProducts(list, 'en-GB'))).toEqual(['frame_shape', 'lens_width', 'weight']);
  });

  it('leaves non-numeric values as Magento gives them', () => {
    expect(formatValue('lens_width', 'about 50', 'en-GB')).toBe('about 50');
    expect(formatValue('frame_material', 'Titanium', 'en-GB')).toBe('Titanium');
  });

  it('knows which products the list holds', () => {
    expect(comparedCount(list)).toBe(2);
    expect(listHolds(list, 'OA==')).toBe(true);
    expect(listHolds(list, 'Mg==')).toBe(false);
    expect(listHolds(null, 'OA==')).toBe(false);
  });

  it('reads Magento’s product ID from a product uid, and nothing else', () => {
    expect(productIdFromUid('MTIz')).toBe('123');
    expect(productIdFromUid('Y29uZmlndXJhYmxlLzQvMjM=')).toBeNull();
    expect(productIdFromUid('%%%')).toBeNull();
  });
});
