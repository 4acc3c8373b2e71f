/** Wish list items as GetWishlistPage answers them, for the wish list's tests. */
import type { WishlistPageItem } from '@/lib/magento/operations/wishlist';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** A frame's lens options: Usage and Lens index (radio, required), Prescription (text, optional). */
const lensOptions = [
  {
    __typename: 'CustomizableRadioOption',
    uid: b64('custom-option/1'),
    title: 'Usage',
    required: true,
    sort_order: 1,
    choices: [
      {
        uid: b64('custom-option/1/1'),
        sku: 'usage-single-vision',
        title: 'Single vision',
        price: 0,
        price_type: 'FIXED' as const,
        sort_order: 1,
      },
      {
        uid: b64('custom-option/1/2'),
        sku: 'usage-progressive',
        title: 'Progressive',
        price: 149,
        price_type: 'FIXED' as const,
        sort_order: 2,
      },
    ],
  },
  {
    __typename: 'CustomizableRadioOption',
    uid: b64('custom-option/3'),
    title: 'Lens index',
    required: true,
    sort_order: 3,
    choices: [
      {
        uid: b64('custom-option/3/9'),
        sku: 'lens-index-150',
        title: '1.50 Standard',
        price: 0,
        price_type: 'FIXED' as const,
        sort_order: 1,
      },
      { uid: b64('custom-option/3/10'), sku: 'lens-index-160', title: '1.60 Thin', price: 29, price_type: 'FIXED' as const, sort_order: 2 },
    ],
  },
  {
    __typename: 'CustomizableAreaOption',
    uid: b64('custom-option/5'),
    title: 'Prescription',
    required: false,
    sort_order: 5,
    text: { uid: b64('custom-option/5'), sku: 'prescription', price: 0, price_type: 'FIXED' as const, max_characters: 2000 },
  },
];

const price = (value: number) => ({
  minimum_price: { regular_price: { value, currency: 'GBP' as const }, final_price: { value, currency: 'GBP' as const }, discount: null },
  maximum_price: { final_price: { value, currency: 'GBP' as const } },
});

/** A configurable frame kept in burgundy, size S (or without a variant: `variant: false`), without lens choices. */
export function frameItem(overrides: Partial<WishlistPageItem> & { variant?: boolean } = {}): WishlistPageItem {
  const { variant = true, ...rest } = overrides;
  return {
    id: '11',
    quantity: 1,
    added_at: '2026-01-10 10:00:00',
    product: {
      __typename: 'ConfigurableProduct',
      uid: 'MQ==',
      sku: 'NVK-ELIN',
      name: 'Nordvik Elin Round Acetate Eyeglasses',
      url_key: 'nordvik-elin-round-acetate-eyeglasses',
      url_suffix: '.html',
      stock_status: 'IN_STOCK',
      new_from_date: null,
      new_to_date: null,
      rating_summary: 0,
      review_count: 0,
      small_image: { url: 'https://media.test/elin.webp', label: 'Elin' },
      price_range: price(162.95),
      options: lensOptions,
      configurable_options: [
        { uid: b64('configurable/1/4'), attribute_code: 'color', values: [{ uid: b64('configurable/4/27'), value_index: 27 }] },
        { uid: b64('configurable/1/6'), attribute_code: 'frame_size', values: [{ uid: b64('configurable/6/41'), value_index: 41 }] },
      ],
    },
    customizable_options: [],
    configurable_options: variant
      ? [
          {
            configurable_product_option_uid: b64('configurable/1/4'),
            option_label: 'Colour',
            configurable_product_option_value_uid: b64('configurable/4/27'),
            value_label: 'Burgundy',
          },
          {
            configurable_product_option_uid: b64('configurable/1/6'),
            option_label: 'Frame Size',
            configurable_product_option_value_uid: b64('configurable/6/41'),
            value_label: 'S',
          },
        ]
      : [],
    configured_variant: variant
      ? {
          uid: 'Mg==',
          sku: 'NVK-ELIN-BURGUNDY-S',
          stock_status: 'IN_STOCK',
          small_image: { url: 'https://media.test/elin-burgundy.webp', label: 'Elin' },
          price_range: price(162.95),
        }
      : null,
    ...rest,
  };
}

/** A simple product without options (a case). */
export function accessoryItem(overrides: Partial<WishlistPageItem> = {}): WishlistPageItem {
  return {
    id: '12',
    quantity: 1,
    added_at: '2026-01-11 10:00:00',
    product: {
      __typename: 'SimpleProduct',
      uid: 'OTk=',
      sku: 'ACC-CASE',
      name: 'Hard Case',
      url_key: 'hard-case',
      url_suffix: '.html',
      stock_status: 'IN_STOCK',
      new_from_date: null,
      new_to_date: null,
      rating_summary: 0,
      review_count: 0,
      small_image: null,
      price_range: price(19),
      options: [],
    },
    customizable_options: [],
    ...overrides,
  };
}

export const lensUids = {
  singleVision: b64('custom-option/1/1'),
  progressive: b64('custom-option/1/2'),
  index150: b64('custom-option/3/9'),
  index160: b64('custom-option/3/10'),
  usage: b64('custom-option/1'),
  index: b64('custom-option/3'),
  prescription: b64('custom-option/5'),
  burgundy: b64('configurable/4/27'),
  small: b64('configurable/6/41'),
};
