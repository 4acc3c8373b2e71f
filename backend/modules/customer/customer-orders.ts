/**
 * A customer's orders (Magento_SalesGraphQl's Customer.orders and the CustomerOrder, OrderItem,
 * OrderTotal and OrderAddress types), read from the sales tables: only the signed-in customer's own
 * orders, filtered by number, sorted and paged as Magento does, in the store view asked (scope STORE,
 * Magento's default), its website (WEBSITE) or anywhere (GLOBAL).
 */
import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { toUid } from '../catalog/uids';
import { money } from '../quote/money';
import { paymentMethodTitle } from '../quote/payment';
import { taxRateFor } from '../quote/tax';
import { orderAddresses, orderItems, orderPayment, type OrderAddressRow, type OrderItemRow, type OrderRow } from '../sales/orders';
import type { CustomerRow } from './customers';

interface OrdersArgs {
  filter?: { number?: { eq?: string | null; in?: Array<string | null> | null; match?: string | null } | null } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: { sort_field: 'NUMBER' | 'CREATED_AT'; sort_direction: 'ASC' | 'DESC' } | null;
  scope?: 'GLOBAL' | 'WEBSITE' | 'STORE' | null;
}

/** An order as the CustomerOrder resolvers see it, with the request (for the order's store view). */
interface OrderView {
  order: OrderRow;
  context: RequestContext;
}

interface OrderItemView {
  item: OrderItemRow;
  order: OrderRow;
}

/** Magento's default labels of the order statuses (sales_order_status). */
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_payment: 'Pending Payment',
  processing: 'Processing',
  complete: 'Complete',
  closed: 'Closed',
  canceled: 'Canceled',
  holded: 'On Hold',
  payment_review: 'Payment Review',
  fraud: 'Suspected Fraud',
};

/** Magento's order item statuses for what happened to the order as a whole. */
const ITEM_STATUS: Record<string, string> = { processing: 'Invoiced', complete: 'Shipped', canceled: 'Canceled', closed: 'Refunded' };

function customerOrders(customer: CustomerRow, args: OrdersArgs, context: RequestContext) {
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const scope = args.scope ?? 'STORE';
  const storeIds =
    scope === 'GLOBAL'
      ? context.stores.all.map((s) => s.store_id)
      : scope === 'WEBSITE'
        ? context.stores.all.filter((s) => s.website_code === context.store.website_code).map((s) => s.store_id)
        : [context.store.store_id];
  const where = ['customer_id = @customer', 'store_id IN (SELECT value FROM json_each(@stores))'];
  const params: Record<string, unknown> = { customer: customer.entity_id, stores: JSON.stringify(storeIds) };
  const number = args.filter?.number;
  if (number?.eq) {
    where.push('increment_id = @eq');
    params.eq = number.eq;
  }
  if (number?.in) {
    where.push('increment_id IN (SELECT value FROM json_each(@in))');
    params.in = JSON.stringify(number.in.filter((n) => n !== null));
  }
  if (number?.match) {
    where.push("increment_id LIKE @match ESCAPE '\\'");
    params.match = `%${number.match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  const direction = args.sort?.sort_direction === 'ASC' ? 'ASC' : 'DESC';
  const order = args.sort?.sort_field === 'NUMBER' ? `increment_id ${direction}` : `created_at ${direction}, entity_id ${direction}`;
  const condition = where.join(' AND ');
  const total = context.db.prepare(`SELECT COUNT(*) FROM sales_order WHERE ${condition}`).pluck().get(params) as number;
  const rows = context.db
    .prepare(`SELECT * FROM sales_order WHERE ${condition} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: pageSize, offset: (currentPage - 1) * pageSize }) as OrderRow[];
  return {
    items: rows.map((row): OrderView => ({ order: row, context })),
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(total / pageSize) },
    total_count: total,
  };
}

/** The tax rate that applied to the order: its destination's, titled for its store view. */
function orderTaxRate({ order, context }: OrderView) {
  const addresses = orderAddresses(context.db, order.entity_id);
  const destination = addresses.find((a) => a.address_type === 'shipping') ?? addresses.find((a) => a.address_type === 'billing');
  const store = context.stores.byStoreId(order.store_id) ?? context.store;
  return destination ? taxRateFor({ ...context, store }, { country_id: destination.country_id, region_id: destination.region_id }) : null;
}

function taxItems(view: OrderView, amount: number) {
  if (!(amount > 0)) return [];
  const rate = orderTaxRate(view);
  return [{ amount: money(amount, view.order.order_currency_code), title: rate?.label ?? 'Tax', rate: rate?.rate ?? 0 }];
}

function addressOf(view: OrderView, type: OrderAddressRow['address_type']) {
  const row = orderAddresses(view.context.db, view.order.entity_id).find((a) => a.address_type === type);
  if (!row) return null;
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street.split('\n'),
    city: row.city,
    region: row.region,
    region_id: row.region_id === null ? null : String(row.region_id),
    postcode: row.postcode,
    country_code: row.country_id,
    telephone: row.telephone,
    vat_id: null,
  };
}

/** The order item's options as Magento splits them: chosen values (selected) and typed text (entered). */
function itemOptions({ item }: OrderItemView, context: RequestContext) {
  let stored: { options?: Array<{ label: string; value: string }>; attributes_info?: Array<{ label: string; value: string }> } = {};
  try {
    stored = JSON.parse(item.product_options);
  } catch {
    // an order written without options
  }
  const isText = context.db.prepare(
    `SELECT 1 FROM catalog_product_option o JOIN catalog_product_option_title t ON t.option_id = o.option_id
      WHERE o.product_id = ? AND o.type IN ('field', 'area') AND t.title = ? LIMIT 1`,
  );
  const productId = item.parent_product_id ?? item.product_id;
  const custom = stored.options ?? [];
  const entered = custom.filter((o) => isText.get(productId, o.label) !== undefined);
  return { selected: [...(stored.attributes_info ?? []), ...custom.filter((o) => !entered.includes(o))], entered };
}

const itemQuantity = (states: string[]) => (view: OrderItemView) => (states.includes(view.order.state) ? view.item.qty_ordered : 0);

/**
 * The order's invoice, shipment and credit memo. This shop invoices, ships and refunds an order as a
 * whole, so its documents follow from its state: an invoice once it is processing (paid), a shipment
 * once complete, a credit memo once closed (refunded); each one covers every line and carries the
 * order's number and totals.
 */
type OrderDocument = 'invoice' | 'shipment' | 'creditmemo';

const DOCUMENT_STATES: Record<OrderDocument, string[]> = {
  invoice: ['processing', 'complete', 'closed'],
  shipment: ['complete'],
  creditmemo: ['closed'],
};

function documents(view: OrderView, kind: OrderDocument) {
  return DOCUMENT_STATES[kind].includes(view.order.state) ? [{ ...view, kind }] : [];
}

interface DocumentView extends OrderView {
  kind: OrderDocument;
}

const documentFields = {
  id: ({ order, kind }: DocumentView) => toUid(`${kind}/${order.entity_id}`),
  number: ({ order }: DocumentView) => order.increment_id,
  comments: () => [],
  items: ({ order, context, kind }: DocumentView) => orderItems(context.db, order.entity_id).map((item) => ({ item, order, kind })),
};

const documentItemFields = {
  id: ({ item, kind }: OrderItemView & { kind: OrderDocument }) => toUid(`${kind}-item/${item.item_id}`),
  order_item: ({ item, order }: OrderItemView): OrderItemView => ({ item, order }),
  product_name: ({ item }: OrderItemView) => item.name,
  product_sku: ({ item }: OrderItemView) => item.sku,
  product_sale_price: ({ item, order }: OrderItemView) => money(item.price, order.order_currency_code),
  discounts: ({ item, order }: OrderItemView) =>
    item.discount_amount > 0
      ? [{ amount: money(item.discount_amount, order.order_currency_code), label: order.discount_description ?? 'Discount' }]
      : [],
};

// A shipment's lines carry no discount.
const { discounts: _shipmentsHaveNoDiscounts, ...shipmentItemFields } = documentItemFields;

export const customerOrderResolvers = {
  Customer: {
    orders: (customer: CustomerRow, args: OrdersArgs, context: RequestContext) => customerOrders(customer, args, context),
  },
  /** The deprecated Query.customerOrders: the signed-in customer's orders in the store view. */
  customerOrders: (customer: CustomerRow, context: RequestContext) => customerOrders(customer, {}, context),
  Invoice: { ...documentFields, total: (view: OrderView) => view },
  OrderShipment: { ...documentFields, tracking: () => [] },
  CreditMemo: { ...documentFields, total: (view: OrderView) => view },
  InvoiceItemInterface: { __resolveType: () => 'InvoiceItem' },
  ShipmentItemInterface: { __resolveType: () => 'ShipmentItem' },
  CreditMemoItemInterface: { __resolveType: () => 'CreditMemoItem' },
  InvoiceItem: { ...documentItemFields, quantity_invoiced: ({ item }: OrderItemView) => item.qty_ordered },
  ShipmentItem: { ...shipmentItemFields, quantity_shipped: ({ item }: OrderItemView) => item.qty_ordered },
  CreditMemoItem: { ...documentItemFields, quantity_refunded: ({ item }: OrderItemView) => item.qty_ordered },
  CustomerOrder: {
    id: ({ order }: OrderView) => toUid(order.entity_id),
    number: ({ order }: OrderView) => order.increment_id,
    order_date: ({ order }: OrderView) => order.created_at,
    status: ({ order }: OrderView) => STATUS_LABELS[order.status] ?? order.status,
    items: ({ order, context }: OrderView) => orderItems(context.db, order.entity_id).map((item): OrderItemView => ({ item, order })),
    total: (view: OrderView) => view,
    shipping_address: (view: OrderView) => addressOf(view, 'shipping'),
    billing_address: (view: OrderView) => addressOf(view, 'billing'),
    shipping_method: ({ order }: OrderView) => order.shipping_description,
    invoices: (view: OrderView) => documents(view, 'invoice'),
    shipments: (view: OrderView) => documents(view, 'shipment'),
    credit_memos: (view: OrderView) => documents(view, 'creditmemo'),
    gift_message: () => null,
    comments: () => [],
    increment_id: ({ order }: OrderView) => order.increment_id,
    order_number: ({ order }: OrderView) => order.increment_id,
    created_at: ({ order }: OrderView) => order.created_at,
    grand_total: ({ order }: OrderView) => order.grand_total,
    carrier: ({ order }: OrderView) => order.shipping_description?.split(' - ')[0] ?? null,
    payment_methods: ({ order, context }: OrderView) => {
      const payment = orderPayment(context.db, order.entity_id);
      return payment ? [{ name: paymentMethodTitle(context.db, order.store_id, payment.method) || payment.method, type: payment.method, additional_data: [] }] : [];
    },
  },
  OrderTotal: {
    subtotal: ({ order }: OrderView) => money(order.subtotal, order.order_currency_code),
    // Magento 2.4.7 (extension part): the subtotal with and without tax.
    subtotal_incl_tax: ({ order }: OrderView) => money(order.subtotal_incl_tax, order.order_currency_code),
    subtotal_excl_tax: ({ order }: OrderView) => money(order.subtotal, order.order_currency_code),
    discounts: ({ order }: OrderView) =>
      order.discount_amount
        ? [{ amount: money(Math.abs(order.discount_amount), order.order_currency_code), label: order.discount_description ?? 'Discount' }]
        : [],
    total_tax: ({ order }: OrderView) => money(order.tax_amount, order.order_currency_code),
    taxes: (view: OrderView) => taxItems(view, view.order.tax_amount),
    grand_total: ({ order }: OrderView) => money(order.grand_total, order.order_currency_code),
    base_grand_total: ({ order }: OrderView) => money(order.grand_total, order.order_currency_code),
    total_shipping: ({ order }: OrderView) => money(order.shipping_amount, order.order_currency_code),
    shipping_handling: (view: OrderView) => {
      const { order } = view;
      return {
        total_amount: money(order.shipping_amount, order.order_currency_code),
        amount_including_tax: money(order.shipping_incl_tax, order.order_currency_code),
        amount_excluding_tax: money(order.shipping_amount, order.order_currency_code),
        taxes: taxItems(view, order.shipping_tax_amount),
        discounts: [],
      };
    },
  },
  OrderItemInterface: {
    __resolveType: () => 'OrderItem',
  },
  OrderItem: {
    id: ({ item }: OrderItemView) => toUid(item.item_id),
    product_name: ({ item }: OrderItemView) => item.name,
    product_sku: ({ item }: OrderItemView) => item.sku,
    product_url_key: ({ item, order }: OrderItemView, _: unknown, context: RequestContext) =>
      (context.db
        .prepare(`SELECT url_key FROM catalog_product_store WHERE entity_id = ? AND store_id IN (?, 0) ORDER BY store_id DESC LIMIT 1`)
        .pluck()
        .get(item.parent_product_id ?? item.product_id, order.store_id) as string | undefined) ?? null,
    product_type: ({ item }: OrderItemView) => item.product_type,
    status: ({ order }: OrderItemView) => ITEM_STATUS[order.state] ?? 'Ordered',
    product_sale_price: ({ item, order }: OrderItemView) => money(item.price, order.order_currency_code),
    discounts: ({ item, order }: OrderItemView) =>
      item.discount_amount > 0
        ? [{ amount: money(item.discount_amount, order.order_currency_code), label: order.discount_description ?? 'Discount' }]
        : [],
    // Magento 2.4.7 (extension part): the item's amounts with and without tax, as ordered.
    prices: ({ item, order }: OrderItemView) => {
      const currency = order.order_currency_code;
      return {
        price: money(item.price, currency),
        price_including_tax: money(item.price_incl_tax, currency),
        row_total: money(item.row_total, currency),
        row_total_including_tax: money(item.row_total_incl_tax, currency),
        discounts: item.discount_amount > 0 ? [{ amount: money(item.discount_amount, currency), label: order.discount_description ?? 'Discount' }] : [],
        total_item_discount: money(item.discount_amount, currency),
        fixed_product_taxes: [],
        original_price: money(item.price, currency),
        original_price_including_tax: money(item.price_incl_tax, currency),
        original_row_total: money(item.row_total, currency),
        original_row_total_including_tax: money(item.row_total_incl_tax, currency),
      };
    },
    selected_options: (view: OrderItemView, _: unknown, context: RequestContext) => itemOptions(view, context).selected,
    entered_options: (view: OrderItemView, _: unknown, context: RequestContext) => itemOptions(view, context).entered,
    quantity_ordered: ({ item }: OrderItemView) => item.qty_ordered,
    quantity_invoiced: itemQuantity(['processing', 'complete', 'closed']),
    quantity_shipped: itemQuantity(['complete']),
    quantity_refunded: itemQuantity(['closed']),
    quantity_canceled: itemQuantity(['canceled']),
    quantity_returned: () => 0,
    gift_message: () => null,
  },
};
