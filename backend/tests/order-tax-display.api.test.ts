/** @jest-environment node */
import { checkoutFixtures } from './checkout-fixtures';
import { customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';

/**
 * An order's e-mail and its amounts in the account follow the store view's sales tax display
 * (tax/sales_display/*, the same decision as the cart's): the uk view shows amounts including VAT,
 * the grand total without and with it; the us view shows them without tax, the tax added.
 */
jest.setTimeout(60_000);

const shop = useTestBackend();
const { freshProduct } = checkoutFixtures(() => shop);
const { signUp, asCustomer } = customerFixtures(() => shop);

const person = { firstname: 'Ada', lastname: 'Lovelace', telephone: '+44 20 7946 0000' };
const ADDRESSES = {
  uk: { ...person, street: ['10 Downing Street'], city: 'London', postcode: 'SW1A 2AA', country_code: 'GB' },
  us: { ...person, street: ['1 Market Street'], city: 'San Francisco', region: 'CA', postcode: '94105', country_code: 'US' },
};

interface PlacedOrder {
  email: string;
  token: string;
  number: string;
}

/** A customer's order of two units of a product, shipped by flat rate and paid by check, in `store`. */
async function placeOrder(store: 'uk' | 'us'): Promise<PlacedOrder> {
  const { email, token } = await signUp({}, store);
  const call = async (query: string, variables: object = {}) => {
    const { body } = await asCustomer(token, query, variables, store);
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const cartId = (await call('{ customerCart { id } }')).customerCart.id as string;
  const product = freshProduct();
  await call(
    `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { user_errors { message } } }`,
    { id: cartId, sku: product.sku },
  );
  const address = ADDRESSES[store];
  await call(
    `mutation($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } } }`,
    { id: cartId, address },
  );
  await call(
    `mutation($id: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { cart { id } } }`,
    { id: cartId, address },
  );
  await call(
    `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    { id: cartId },
  );
  await call(`mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`, {
    id: cartId,
  });
  const placed = await call(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`, { id: cartId });
  return { email, token, number: placed.placeOrder.order.order_number };
}

/** The order's amounts as Magento 2.4.7 gives them (with and without tax), over GraphQL. */
async function orderAmounts(store: string, order: PlacedOrder) {
  const { body } = await asCustomer(
    order.token,
    `query($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
      items { product_sale_price { value } ... on OrderItem { prices { price { value } price_including_tax { value } row_total { value } row_total_including_tax { value } } } }
      total { subtotal { value } subtotal_excl_tax { value } subtotal_incl_tax { value } total_tax { value } grand_total { value }
        shipping_handling { amount_including_tax { value } amount_excluding_tax { value } } } } } } }`,
    { number: order.number },
    store,
  );
  expect(body.errors).toBeUndefined();
  return body.data.customer.orders.items[0];
}

async function confirmation(email: string): Promise<string> {
  const mails = (await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
  expect(mails).toHaveLength(1);
  return mails[0].text;
}

const money = (currency: string, locale: string) => (value: number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);

describe('an order’s amounts follow the store view’s tax display', () => {
  it('uk: the e-mail shows lines, subtotal and shipping including VAT, the grand total without and with it', async () => {
    const order = await placeOrder('uk');
    const amounts = await orderAmounts('uk', order);
    const [line] = amounts.items;
    const { total } = amounts;
    // Magento 2.4.7's amounts: with and without tax, and they differ (VAT is 20%).
    expect(line.prices.row_total_including_tax.value).toBeGreaterThan(line.prices.row_total.value);
    expect(total.subtotal_incl_tax.value).toBe(line.prices.row_total_including_tax.value);
    expect(total.subtotal_excl_tax.value).toBe(total.subtotal.value);
    expect(line.prices.price.value).toBe(line.product_sale_price.value);

    const gbp = money('GBP', 'en-GB');
    const text = await confirmation(order.email);
    expect(text).toMatch(new RegExp(`2 × .*  ${escape(gbp(line.prices.row_total_including_tax.value))}\\n`));
    expect(text).toContain(`Subtotal (Incl. Tax): ${gbp(total.subtotal_incl_tax.value)}`);
    expect(text).toContain(`Shipping & Handling (Incl. Tax): ${gbp(total.shipping_handling.amount_including_tax.value)}`);
    expect(text).toContain(`Grand Total (Excl. Tax): ${gbp(total.grand_total.value - total.total_tax.value)}`);
    expect(text).toContain(`Tax: ${gbp(total.total_tax.value)}`);
    expect(text).toContain(`Grand Total (Incl. Tax): ${gbp(total.grand_total.value)}`);
    expect(text).not.toContain(gbp(line.prices.row_total.value));
  });

  it('us: the e-mail shows lines, subtotal and shipping without tax, the tax added before the grand total', async () => {
    const order = await placeOrder('us');
    const amounts = await orderAmounts('us', order);
    const [line] = amounts.items;
    const { total } = amounts;
    expect(total.total_tax.value).toBeGreaterThan(0);
    expect(line.prices.row_total_including_tax.value).toBeGreaterThan(line.prices.row_total.value);

    const usd = money('USD', 'en-US');
    const text = await confirmation(order.email);
    expect(text).toMatch(new RegExp(`2 × .*  ${escape(usd(line.prices.row_total.value))}\\n`));
    expect(text).toContain(`Subtotal: ${usd(total.subtotal.value)}`);
    expect(text).toContain(`Shipping & Handling: ${usd(total.shipping_handling.amount_excluding_tax.value)}`);
    expect(text).toContain(`Tax: ${usd(total.total_tax.value)}`);
    expect(text).toContain(`Grand Total: ${usd(total.grand_total.value)}`);
    expect(text).not.toContain('Incl. Tax');
    expect(text).not.toContain(usd(line.prices.row_total_including_tax.value));
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
