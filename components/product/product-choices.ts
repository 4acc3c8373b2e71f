import { formatMoney, numberFormat } from '@/lib/i18n/format';
import { visibleImages, type ProductImage, type ProductPageData, type ProductPagePriceRange } from '@/lib/magento/product';
import type { ChoiceOption, ImageView, PriceView, ProductChoices, PurchaseView, SizeView, StockStatus } from './variant-selection';

/** Hex colours only: anything else from the backend is shown as text, never put into markup as a colour. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export interface ChoiceFormat {
  /** BCP 47 locale of the store view. */
  locale: string;
  /** The store view's currency, for prices the backend answers without one. */
  currency: string;
}

/** Final and regular price, formatted; the regular price and discount only when there is a discount. */
export function priceView(range: ProductPagePriceRange, format: ChoiceFormat): PriceView {
  const { final_price, regular_price, discount } = range.minimum_price;
  const currency = final_price.currency ?? regular_price.currency ?? format.currency;
  const final = final_price.value ?? regular_price.value ?? 0;
  const regular = regular_price.value ?? final;
  const discounted = regular > final;
  const percent = discount?.percent_off ?? (discounted ? ((regular - final) / regular) * 100 : 0);
  return {
    amount: final,
    currency,
    final: formatMoney(final, currency, format.locale),
    regular: discounted ? formatMoney(regular, regular_price.currency ?? currency, format.locale) : null,
    percentOff:
      discounted && percent >= 1
        ? numberFormat(format.locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100)
        : null,
  };
}

function imageViews(gallery: readonly (ProductImage | null)[] | null, fallbackAlt: string): ImageView[] {
  return visibleImages(gallery).map((image) => ({ url: image.url, alt: image.label || fallbackAlt }));
}

const stockOf = (status: StockStatus | null): StockStatus => (status === 'IN_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK');

/**
 * Everything the variant picker needs, computed on the server: the options, and per variant
 * what the page shows (price formatted, stock, pictures, sizes) and what the cart needs.
 */
export function buildProductChoices(product: ProductPageData, format: ChoiceFormat): ProductChoices {
  const name = product.name ?? '';
  const productImages = imageViews(product.media_gallery, name);
  const productSize: SizeView = { lensWidth: product.lens_width, bridgeWidth: product.bridge_width, templeLength: product.temple_length };
  const own: PurchaseView = {
    sku: product.sku ?? '',
    selectedOptions: [],
    stockStatus: stockOf(product.stock_status),
    onlyLeft: product.only_x_left_in_stock,
    price: priceView(product.price_range, format),
    images: productImages,
    size: productSize,
  };

  const options: ChoiceOption[] = product.configurable_options.map((option) => ({
    code: option.attribute_code,
    label: option.label ?? option.attribute_code,
    values: option.values.flatMap((value) =>
      value.value_index === null
        ? []
        : [
            {
              uid: value.uid,
              valueIndex: value.value_index,
              label: value.label ?? String(value.value_index),
              swatch: value.swatch_data?.value && HEX_COLOUR.test(value.swatch_data.value) ? value.swatch_data.value : null,
            },
          ],
    ),
  }));
  const codes = new Set(options.map((option) => option.code));

  const variants = product.variants.map(({ attributes, product: variant }) => {
    const selection: Record<string, number> = {};
    const selectedOptions: string[] = [];
    for (const attribute of attributes) {
      if (!attribute.code || !codes.has(attribute.code) || attribute.value_index === null) continue;
      selection[attribute.code] = attribute.value_index;
      selectedOptions.push(attribute.uid);
    }
    const images = imageViews(variant.media_gallery, name);
    const view: PurchaseView = {
      sku: variant.sku ?? '',
      parentSku: product.sku ?? undefined,
      selectedOptions,
      stockStatus: stockOf(variant.stock_status),
      onlyLeft: variant.only_x_left_in_stock,
      price: priceView(variant.price_range, format),
      images: images.length ? images : productImages,
      size: {
        lensWidth: variant.lens_width ?? productSize.lensWidth,
        bridgeWidth: variant.bridge_width ?? productSize.bridgeWidth,
        templeLength: variant.temple_length ?? productSize.templeLength,
      },
    };
    return { selection, view };
  });

  return { options, variants, product: own };
}
