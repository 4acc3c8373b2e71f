/**
 * Magento's totals collection for one cart, from the catalogue as it is now: line prices (product
 * or variant price plus lens options), the coupon's discounts, shipping, tax per line and then the
 * totals, every amount rounded to cents per line before it is summed.
 *
 * Prices are shown as the store view's catalogue is priced: tax-inclusive (EU, UK, AE, MX, ID, AR,
 * HK) or tax-exclusive (US). For tax-inclusive store views the shelf price is what the shopper pays
 * whatever the destination (cross-border trade): the destination's rate decides only how much of
 * it is tax. Discounts apply to the shown prices, and tax to what is left after them.
 */
import type { RequestContext } from '../../graphql/context';
import { configurableOptions } from '../catalog/product-resolvers';
import { finalPriceOf, loadProducts, type ProductRow } from '../catalog/products';
import { cartGiftCards, type CartGiftCard } from '../giftcard/cart';
import { configurableValueUid, customOptionUid, customOptionValueUid } from '../catalog/uids';
import { isTextOption, parseOptions, productOptions, type LineOptions, type ProductOption } from './buy-request';
import { findCartRule, lineDiscounts, type CartRule } from './cart-rules';
import { quantityMessage, stockLevels } from './inventory';
import { currencySymbol, roundPrice, taxIncluded, taxOn } from './money';
import { quoteAddresses, quoteItems, type QuoteAddressRow, type QuoteItemRow, type QuoteRow } from './quotes';
import { quoteShippingMethods, shippingMethodCode, type ShippingMethodQuote } from './shipping';
import { taxConfig, taxRateFor, type TaxDestination, type TaxRate } from './tax';

export interface CartItemError {
  code: 'ITEM_QTY' | 'UNDEFINED';
  message: string;
}

export interface CartLine {
  item: QuoteItemRow;
  /** What was added: the simple or virtual product, or the configurable parent. */
  product: ProductRow;
  /** The configurable line's simple child. */
  variant: ProductRow | null;
  /** The product whose stock the line takes. */
  stockProduct: ProductRow;
  options: LineOptions;
  customizableOptions: ReturnType<typeof customOptionViews>;
  configurableOptions: ReturnType<typeof configurableOptionViews>;
  isVirtual: boolean;
  errors: CartItemError[] | null;
  /** Unit and row prices as the store's catalogue shows them (incl. or excl. tax). */
  unitPrice: number;
  rowPrice: number;
  price: number;
  priceInclTax: number;
  rowTotal: number;
  rowTotalInclTax: number;
  discount: number;
  /** The coupon rule's label for the line's discount. */
  discountLabel: string | null;
  tax: number;
}

export interface CartTotals {
  lines: CartLine[];
  totalQuantity: number;
  isVirtual: boolean;
  rule: CartRule | null;
  subtotalInclTax: number;
  subtotalExclTax: number;
  subtotalWithDiscountExclTax: number;
  discount: number;
  appliedTaxes: Array<{ label: string; amount: number }>;
  /** What is left to pay after the applied gift cards (Magento's grand_total). */
  grandTotal: number;
  /** The gift cards applied to the cart, with what each pays of the total (giftcard/cart.ts). */
  giftCards: CartGiftCard[];
  /** What the gift cards pay together. */
  giftCardsAmount: number;
  shippingAddress: QuoteAddressRow | null;
  billingAddress: QuoteAddressRow | null;
  /** Methods for the shipping address (empty without one, or when nothing ships). */
  shippingMethods: ShippingMethodQuote[];
  /** The chosen method while it is still available. */
  selectedShipping: ShippingMethodQuote | null;
}

/**
 * Gift cards are multi-purpose vouchers: no tax when sold (only on what they later pay for), and
 * coupons don't discount them.
 */
const isGiftCard = (product: ProductRow) => product.type_id === 'giftcard';

function optionPrice(price: number, priceType: string, basePrice: number): number {
  return priceType === 'PERCENT' ? (basePrice * price) / 100 : price;
}

/** SelectedCustomizableOption entries of a line, with the unit price the options add. */
export function customOptionViews(context: RequestContext, options: ProductOption[], chosen: LineOptions['custom'], basePrice: number) {
  const units = (priceType: string) => (priceType === 'PERCENT' ? '%' : currencySymbol(context.currency, context.store.locale));
  let addOn = 0;
  const views = options
    .filter((option) => chosen[String(option.id)] !== undefined)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((option) => {
      const value = chosen[String(option.id)];
      const values = isTextOption(option)
        ? [
            {
              id: option.id,
              customizable_option_value_uid: customOptionUid(option.id),
              label: '',
              value: String(value),
              price: { value: option.price, units: units(option.priceType), type: option.priceType },
              addOn: optionPrice(option.price, option.priceType, basePrice),
            },
          ]
        : option.values
            .filter((v) => (value as number[]).includes(v.id))
            .map((v) => ({
              id: v.id,
              customizable_option_value_uid: customOptionValueUid(option.id, v.id),
              label: v.title,
              value: String(v.id),
              price: { value: v.price, units: units(v.priceType), type: v.priceType },
              addOn: optionPrice(v.price, v.priceType, basePrice),
            }));
      addOn += values.reduce((sum, v) => sum + v.addOn, 0);
      return {
        id: option.id,
        customizable_option_uid: option.uid,
        label: option.title,
        type: option.type,
        is_required: option.required,
        sort_order: option.sortOrder,
        values,
      };
    });
  return Object.assign(views, { addOn });
}

/** SelectedConfigurableOption entries: the attribute values that chose the variant. */
export function configurableOptionViews(context: RequestContext, product: ProductRow, chosen: LineOptions['super']) {
  if (product.type_id !== 'configurable') return [];
  return configurableOptions(product, context).flatMap((attribute) => {
    const optionId = chosen[String(attribute.id)];
    const value = attribute.values.find((v) => v.value_index === optionId);
    if (optionId === undefined || !value) return [];
    return [
      {
        id: attribute.id,
        configurable_product_option_uid: attribute.uid,
        option_label: attribute.label,
        value_id: optionId,
        configurable_product_option_value_uid: configurableValueUid(attribute.id, optionId),
        value_label: value.label,
      },
    ];
  });
}

type PricedLine = Omit<
  CartLine,
  'price' | 'priceInclTax' | 'rowTotal' | 'rowTotalInclTax' | 'discount' | 'discountLabel' | 'tax' | 'errors'
>;

function priceLines(context: RequestContext, items: QuoteItemRow[]): PricedLine[] {
  const products = new Map(
    loadProducts(
      context,
      items.flatMap((i) => (i.variant_id === null ? [i.product_id] : [i.product_id, i.variant_id])),
    ).map((p) => [p.entity_id, p]),
  );
  return items.flatMap((item) => {
    const product = products.get(item.product_id);
    const variant = item.variant_id === null ? null : products.get(item.variant_id);
    // A product disabled since it was added drops out of the cart, as Magento's quote loading does.
    if (!product || variant === undefined) return [];
    const options = parseOptions(item.options);
    // A gift card costs the amount chosen for it.
    const basePrice = options.giftcard?.amount ?? finalPriceOf(variant ?? product);
    const customizableOptions = customOptionViews(context, productOptions(product, context), options.custom, basePrice);
    const unitPrice = roundPrice(basePrice + customizableOptions.addOn);
    return [
      {
        item,
        product,
        variant,
        stockProduct: variant ?? product,
        options,
        customizableOptions,
        configurableOptions: configurableOptionViews(context, product, options.super),
        isVirtual: product.type_id === 'virtual' || isGiftCard(product),
        unitPrice,
        rowPrice: roundPrice(unitPrice * item.qty),
      },
    ];
  });
}

/** Item errors for stock that ran out since the lines were added (Magento's cart item errors). */
function stockErrors(context: RequestContext, lines: PricedLine[]): Array<CartItemError[] | null> {
  const levels = stockLevels(
    context.db,
    lines.map((l) => l.stockProduct.entity_id),
  );
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.stockProduct.entity_id, (wanted.get(line.stockProduct.entity_id) ?? 0) + line.item.qty);
  return lines.map((line) => {
    const id = line.stockProduct.entity_id;
    const message = quantityMessage(levels.get(id), line.item.qty, wanted.get(id)!);
    return message ? [{ code: 'ITEM_QTY', message }] : null;
  });
}

export interface TotalsOptions {
  /** Estimate shipping and tax for this destination instead of the cart's shipping address (nothing is saved). */
  estimateFor?: TaxDestination;
}

export function collectTotals(context: RequestContext, quote: QuoteRow, options: TotalsOptions = {}): CartTotals {
  const priced = priceLines(context, quoteItems(context.db, quote.entity_id));
  const errors = stockErrors(context, priced);
  const isVirtual = priced.length > 0 && priced.every((l) => l.isVirtual);
  const addresses = quoteAddresses(context.db, quote.entity_id);
  const shippingAddress = addresses.shipping ?? null;
  const billingAddress = addresses.billing ?? null;

  const rule = quote.coupon_code && priced.length ? findCartRule(context, quote.coupon_code) : null;
  const discounts = rule
    ? lineDiscounts(
        rule,
        priced.map((l) => (isGiftCard(l.product) ? 0 : l.rowPrice)),
      )
    : priced.map(() => 0);

  // Virtual carts are taxed where they are billed; others where they ship (else the store's country).
  const shipTo: TaxDestination | null =
    options.estimateFor ?? (shippingAddress ? { country_id: shippingAddress.country_id, region_id: shippingAddress.region_id } : null);
  const destinationAddress = isVirtual ? billingAddress : shipTo;
  const destination = destinationAddress
    ? { country_id: destinationAddress.country_id, region_id: destinationAddress.region_id }
    : { country_id: context.store.country_id, region_id: null };
  const rate: TaxRate | null = taxRateFor(context, destination);
  const config = taxConfig(context);

  const lines: CartLine[] = priced.map((line, index) => {
    const r = rate && !isGiftCard(line.product) ? rate.rate : 0;
    const discount = discounts[index];
    const { unitPrice, rowPrice } = line;
    if (config.priceIncludesTax) {
      return {
        ...line,
        errors: errors[index],
        price: roundPrice(unitPrice - taxIncluded(unitPrice, r)),
        priceInclTax: unitPrice,
        rowTotal: roundPrice(rowPrice - taxIncluded(rowPrice, r)),
        rowTotalInclTax: rowPrice,
        discount,
        discountLabel: rule?.label ?? null,
        tax: taxIncluded(rowPrice - discount, r),
      };
    }
    return {
      ...line,
      errors: errors[index],
      price: unitPrice,
      priceInclTax: roundPrice(unitPrice + taxOn(unitPrice, r)),
      rowTotal: rowPrice,
      rowTotalInclTax: roundPrice(rowPrice + taxOn(rowPrice, r)),
      discount,
      discountLabel: rule?.label ?? null,
      tax: taxOn(rowPrice - discount, r),
    };
  });

  const sum = (values: number[]) => roundPrice(values.reduce((total, v) => total + v, 0));
  const shippable = lines.filter((l) => !l.isVirtual);
  const shippingMethods =
    shipTo && shippable.length
      ? quoteShippingMethods(context, {
          country_id: shipTo.country_id,
          packageValueWithDiscount: sum(shippable.map((l) => (config.priceIncludesTax ? l.rowTotalInclTax : l.rowTotal) - l.discount)),
          freeShipping: Boolean(rule?.freeShipping),
          taxConfig: config,
          taxRate: rate,
        })
      : [];
  const selectedShipping =
    shippingMethods.find((m) => shippingMethodCode(m.carrier_code, m.method_code) === shippingAddress?.shipping_method) ?? null;

  const itemsTax = sum(lines.map((l) => l.tax));
  const taxTotal = roundPrice(itemsTax + (selectedShipping?.tax ?? 0));
  const subtotalWithDiscountExclTax = config.priceIncludesTax
    ? sum(lines.map((l) => l.rowTotalInclTax - l.discount - l.tax))
    : sum(lines.map((l) => l.rowTotal - l.discount));
  // Gift cards pay last: after discounts, tax and shipping (Adobe Commerce's giftcardaccount total).
  const total = roundPrice(subtotalWithDiscountExclTax + taxTotal + (selectedShipping?.priceExclTax ?? 0));
  const giftCards = cartGiftCards(context.db, context.store, quote.entity_id, lines.length ? total : 0);
  return {
    lines,
    totalQuantity: lines.reduce((total, l) => total + l.item.qty, 0),
    isVirtual,
    rule,
    subtotalInclTax: sum(lines.map((l) => l.rowTotalInclTax)),
    subtotalExclTax: sum(lines.map((l) => l.rowTotal)),
    subtotalWithDiscountExclTax,
    discount: sum(lines.map((l) => l.discount)),
    appliedTaxes: rate && taxTotal > 0 ? [{ label: rate.label, amount: taxTotal }] : [],
    grandTotal: roundPrice(total - giftCards.paid),
    giftCards: giftCards.cards,
    giftCardsAmount: giftCards.paid,
    shippingAddress,
    billingAddress,
    shippingMethods,
    selectedShipping,
  };
}
