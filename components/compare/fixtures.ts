/** Compare lists as Magento answers them, for the comparison's tests. */
import type { CompareListData } from '@/lib/magento/operations/compare';
import type { ProductCardData } from '@/lib/magento/types';

export const LIST_UID = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

const b64 = (text: string) => Buffer.from(text).toString('base64');

export function frame(id: number, name: string, values: Record<string, string> = {}) {
  const product: ProductCardData = {
    uid: b64(String(id)),
    sku: `SKU-${id}`,
    name,
    url_key: name.toLowerCase().replace(/\s+/g, '-'),
    url_suffix: '.html',
    stock_status: 'IN_STOCK',
    new_from_date: null,
    new_to_date: null,
    rating_summary: 0,
    review_count: 0,
    small_image: { url: `https://media.test/${id}.webp`, label: name },
    price_range: {
      minimum_price: {
        regular_price: { value: 100 + id, currency: 'GBP' },
        final_price: { value: 100 + id, currency: 'GBP' },
        discount: null,
      },
      maximum_price: { final_price: { value: 100 + id, currency: 'GBP' } },
    },
  };
  const attributes = {
    frame_shape: 'Round',
    frame_material: 'Acetate',
    lens_width: '47',
    bridge_width: '19',
    temple_length: '140',
    weight: '25',
    ...values,
  };
  return { uid: String(id), product, attributes: Object.entries(attributes).map(([code, value]) => ({ code, value })) };
}

export function compareList(items: ReturnType<typeof frame>[], uid = LIST_UID): CompareListData {
  return {
    uid,
    item_count: items.length,
    attributes: ['frame_shape', 'frame_material', 'lens_width', 'bridge_width', 'temple_length', 'weight'].map((code) => ({
      code,
      label: code,
    })),
    items,
  };
}
