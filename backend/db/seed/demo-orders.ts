/**
 * The demo customer's past order in every website (see customers.ts), placed through the shop's own
 * order placement (modules/sales/place-order.ts) so that its totals, taxes and e-mail address are
 * what a real order's would be: a pair of frames with lenses for her prescription and two accessories, shipped to her default
 * address, paid by check / money order. It is then dated in the past and completed: shipped, with
 * its stock deducted (Magento MSI's source deduction and reservation compensation). A seed sends no
 * mail, so its confirmation e-mail is taken out of the outbox.
 */
import type { BackendServices, RequestContext } from '../../graphql/context';
import { loadProduct, loadVariants, type ProductRow } from '../../modules/catalog/products';
import { customerAddresses, customerByEmail } from '../../modules/customer/customers';
import { customOptionUid, customOptionValueUid } from '../../modules/catalog/uids';
import { isTextOption, productOptions, resolveBuyRequest, serializeOptions, type ResolvedLine } from '../../modules/quote/buy-request';
import { releaseStock } from '../../modules/quote/inventory';
import { createQuote, insertItem, randomMaskedId, saveAddress, setShippingMethod, updateQuote } from '../../modules/quote/quotes';
import { shippingMethodCode } from '../../modules/quote/shipping';
import { collectTotals } from '../../modules/quote/totals';
import { orderItems, updateOrderState } from '../../modules/sales/orders';
import { placeOrder } from '../../modules/sales/place-order';
import { DEMO_CUSTOMER, websiteHomeStores } from './customers';

const ORDERED_AT = '2025-02-14 10:24:00';
const SHIPPED_AT = '2025-02-15 16:05:00';
/**
 * The past order's prescription in the configurator's summary notation, dated a month before the
 * seed runs: a prescription is valid for two years, and an unreadable or expired one would flag
 * the order as waiting for a prescription.
 */
const PRESCRIPTION = `OD SPH -1.25 CYL -0.50 AXIS 180 · OS SPH -1.00 · PD 63 · DATE ${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`;

/**
 * The first product of the first kind (type and attribute set) in stock, with its required options
 * chosen: for frames, the first value of each lens choice and a prescription. Products with stock
 * to spare come first, so that the seed never sells out what the shop shows first.
 */
function firstBuyable(context: RequestContext, kinds: Array<[typeId: string, attributeSet: string]>, qty: number): ResolvedLine | null {
  const ids = kinds.flatMap(
    ([typeId, attributeSet]) =>
      context.db
        .prepare(
          `SELECT entity_id FROM catalog_product WHERE type_id = ? AND attribute_set = ? AND visibility = 4 AND status = 1
            ORDER BY entity_id LIMIT 50`,
        )
        .pluck()
        .all(typeId, attributeSet) as number[],
  );
  const products = ids.map((id) => loadProduct(context, id)).filter((p): p is ProductRow => p !== undefined);
  for (const minimum of [qty + 10, qty]) {
    for (const product of products) {
      const typeId = product.type_id;
      const candidates = typeId === 'configurable' ? loadVariants(context, product) : [product];
      for (const candidate of candidates) {
        if (!candidate.is_in_stock || (candidate.qty ?? 0) < minimum) continue;
        // Required lens choices: the first value of each; the optional prescription typed in.
        const options = productOptions(product, context);
        const line = resolveBuyRequest(context, {
          sku: candidate.sku,
          parent_sku: typeId === 'configurable' ? product.sku : null,
          quantity: qty,
          selected_options: options.filter((o) => o.required && o.values.length).map((o) => customOptionValueUid(o.id, o.values[0].id)),
          entered_options: options.filter((o) => isTextOption(o)).map((o) => ({ uid: customOptionUid(o.id), value: PRESCRIPTION })),
        });
        if (!('error' in line)) return line;
      }
    }
  }
  return null;
}

export function seedDemoOrders(services: BackendServices): void {
  const { db } = services;
  for (const seedStore of websiteHomeStores()) {
    const store = services.stores.byStoreId(seedStore.store_id);
    if (!store) continue; // a store view the seed did not keep (BACKEND_STORES=default)
    const customer = customerByEmail(db, store.website_code, DEMO_CUSTOMER.email)!;
    const context: RequestContext = { ...services, store, currency: store.currency, headers: {}, customerId: customer.entity_id };
    const lines = [
      {
        line: firstBuyable(
          context,
          [
            ['configurable', 'Frames'],
            ['simple', 'Frames'],
            ['configurable', 'Sunglasses'],
            ['simple', 'Sunglasses'],
          ],
          1,
        ),
        qty: 1,
      },
      { line: firstBuyable(context, [['simple', 'Accessories']], 2), qty: 2 },
    ].filter((l): l is { line: ResolvedLine; qty: number } => l.line !== null);
    if (lines.length === 0) continue;
    const home = customerAddresses(db, customer.entity_id).find((a) => a.entity_id === customer.default_shipping)!;
    const { firstname, lastname, company, street, city, region, region_id, postcode, country_id, telephone, vat_id } = home;
    const address = {
      ...{ firstname, lastname, company, street, city, region, region_id, postcode, country_id, telephone, vat_id },
      customer_notes: null,
      save_in_address_book: 0,
    };

    const quote = createQuote(db, store.store_id, randomMaskedId(), customer.entity_id);
    for (const { line, qty } of lines) {
      insertItem(db, {
        quote_id: quote.entity_id,
        product_id: line.product.entity_id,
        variant_id: line.variant?.entity_id ?? null,
        qty,
        options: serializeOptions(line.options),
      });
    }
    saveAddress(db, quote.entity_id, 'shipping', address);
    saveAddress(db, quote.entity_id, 'billing', address);
    const methods = collectTotals(context, quote).shippingMethods;
    const method = methods.find((m) => m.carrier_code === 'flatrate') ?? methods[0];
    if (method) setShippingMethod(db, quote.entity_id, shippingMethodCode(method.carrier_code, method.method_code));
    updateQuote(db, quote, { customer_email: customer.email, payment_method: 'checkmo' });

    const { order } = placeOrder(context, quote.entity_id, { onInactive: 'error' });
    db.transaction(() => {
      const shipped = orderItems(db, order.entity_id).map((item) => ({ product_id: item.product_id, qty: item.qty_ordered }));
      releaseStock(db, shipped, { event_type: 'shipment_created', object_type: 'order', object_id: order.increment_id });
      const deduct = db.prepare('UPDATE cataloginventory_stock_item SET qty = qty - ? WHERE product_id = ?');
      for (const item of shipped) deduct.run(item.qty, item.product_id);
      updateOrderState(db, order.entity_id, 'complete', 'complete');
      db.prepare('UPDATE sales_order SET created_at = ?, updated_at = ? WHERE entity_id = ?').run(ORDERED_AT, SHIPPED_AT, order.entity_id);
      db.prepare('UPDATE quote SET created_at = ?, updated_at = ? WHERE entity_id = ?').run(ORDERED_AT, ORDERED_AT, quote.entity_id);
      db.prepare('DELETE FROM outbox_email WHERE to_email = ?').run(customer.email);
    })();
  }
}
