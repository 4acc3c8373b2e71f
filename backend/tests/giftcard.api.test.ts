/** @jest-environment node */
import { REST_ADDRESS, checkoutFixtures } from './checkout-fixtures';
import { customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(120_000);

const shop = useTestBackend();

// ---------------------------------------------------------------------------------------------
// Helpers: the shopper's calls over HTTP as the storefront sends them (GraphQL for the cart,
// REST for the order); the outbox read over HTTP; the database read to check what orders wrote.
// ---------------------------------------------------------------------------------------------

const STORE = 'uk';
const { db, freshProduct, rest } = checkoutFixtures(() => shop, STORE);
const { signUp, asCustomer } = customerFixtures(() => shop, STORE);

const uid = (path: string) => Buffer.from(path).toString('base64');
const ENTRY = {
  senderName: uid('giftcard/giftcard_sender_name'),
  senderEmail: uid('giftcard/giftcard_sender_email'),
  recipientName: uid('giftcard/giftcard_recipient_name'),
  recipientEmail: uid('giftcard/giftcard_recipient_email'),
  message: uid('giftcard/giftcard_message'),
  customAmount: uid('giftcard/custom_giftcard_amount'),
};
const amountUid = (value: number) => uid(`giftcard/giftcard_amount/${value.toFixed(4)}`);

let recipients = 0;
const newRecipient = () => `friend+${Date.now().toString(36)}${(recipients++).toString(36)}@example.com`;

interface GiftCardEntries {
  senderName?: string;
  senderEmail?: string;
  recipientName?: string;
  recipientEmail?: string;
  message?: string;
  customAmount?: string;
}

function giftCardItem(sku: string, entries: GiftCardEntries, amount?: number, quantity = 1) {
  return {
    sku,
    quantity,
    ...(amount === undefined ? {} : { selected_options: [amountUid(amount)] }),
    entered_options: (Object.keys(entries) as Array<keyof GiftCardEntries>)
      .filter((key) => entries[key] !== undefined)
      .map((key) => ({ uid: ENTRY[key], value: entries[key]! })),
  };
}

const fullEntries = (recipientEmail: string, extra: GiftCardEntries = {}): GiftCardEntries => ({
  senderName: 'Ada Lovelace',
  senderEmail: 'ada@example.com',
  recipientName: 'Charles Babbage',
  recipientEmail,
  message: 'Happy birthday!',
  ...extra,
});

const CART_FIELDS = `
  id
  is_virtual
  items {
    __typename
    uid
    quantity
    product { sku }
    prices { price { value currency } row_total { value } }
    ... on GiftCardCartItem { amount { value currency } sender_name sender_email recipient_name recipient_email message }
  }
  prices { grand_total { value currency } applied_taxes { amount { value } } }
  applied_gift_cards { code applied_balance { value currency } current_balance { value currency } expiration_date }
  available_payment_methods { code }
`;

async function newCart(store = STORE): Promise<string> {
  return (await shop.gql(`mutation { createEmptyCart }`, {}, { store })).body.data.createEmptyCart as string;
}

async function addItems(cartId: string, items: object[], store = STORE, headers: Record<string, string> = {}) {
  const { body } = await shop.gql(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } cart { ${CART_FIELDS} } } }`,
    { id: cartId, items },
    { store, headers },
  );
  expect(body.errors).toBeUndefined();
  return body.data.addProductsToCart as { user_errors: Array<{ code: string; message: string }>; cart: any };
}

async function readCart(cartId: string, store = STORE) {
  const { body } = await shop.gql(`query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, { id: cartId }, { store });
  expect(body.errors).toBeUndefined();
  return body.data.cart;
}

const applyCard = (cartId: string, code: string, store = STORE) =>
  shop.gql(
    `mutation($id: String!, $code: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $code }) { cart { ${CART_FIELDS} } } }`,
    { id: cartId, code },
    { store },
  );

const removeCard = (cartId: string, code: string, store = STORE) =>
  shop.gql(
    `mutation($id: String!, $code: String!) { removeGiftCardFromCart(input: { cart_id: $id, gift_card_code: $code }) { cart { ${CART_FIELDS} } } }`,
    { id: cartId, code },
    { store },
  );

const balanceOf = (code: string, store = STORE) =>
  shop.gql(
    `query($code: String!) { giftCardAccount(input: { gift_card_code: $code }) { code balance { value currency } expiration_date } }`,
    {
      code,
    },
    { store },
  );

const mails = async (to: string) => (await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(to)}`)).json()) as any[];

const shippingInformation = (cartId: string, email: string, store = STORE) =>
  rest(
    'POST',
    `guest-carts/${cartId}/shipping-information`,
    {
      addressInformation: {
        shipping_address: { ...REST_ADDRESS, email },
        billing_address: { ...REST_ADDRESS, email },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    },
    store,
  );

const paymentInformation = (cartId: string, email: string, method: string, store = STORE) =>
  rest(
    'POST',
    `guest-carts/${cartId}/payment-information`,
    { billingAddress: { ...REST_ADDRESS, email }, cartId, email, paymentMethod: { method } },
    store,
  );

const accountRow = (code: string) => db().prepare('SELECT * FROM giftcard_account WHERE code = ?').get(code) as Record<string, any>;
const codeIn = (mail: { text: string }) => /Gift card code: ([A-Z0-9-]+)/.exec(mail.text)?.[1] ?? null;

/** Buys `quantity` cards of `sku` as a guest (a virtual order: billing address only) and answers their codes from the outbox. */
async function buyGiftCards(sku: string, amount: number | undefined, quantity = 1, entries: GiftCardEntries = {}): Promise<string[]> {
  const recipient = newRecipient();
  const cartId = await newCart();
  const added = await addItems(cartId, [giftCardItem(sku, fullEntries(recipient, entries), amount, quantity)]);
  expect(added.user_errors).toEqual([]);
  const placed = await paymentInformation(cartId, `buyer+${recipient}`, 'checkmo');
  expect(placed.status).toBe(200);
  const codes = (await mails(recipient)).map(codeIn);
  expect(codes).toHaveLength(quantity);
  return codes as string[];
}

/** A guest cart with a physical product that costs about `atLeast` or more, shipped to the UK. */
async function physicalCart(units = 1): Promise<{ cartId: string; email: string }> {
  const product = freshProduct(50);
  const cartId = await newCart();
  expect((await addItems(cartId, [{ sku: product.sku, quantity: units }])).user_errors).toEqual([]);
  const email = `shopper+${Date.now().toString(36)}${(recipients++).toString(36)}@example.com`;
  expect((await shippingInformation(cartId, email)).status).toBe(200);
  return { cartId, email };
}

// ---------------------------------------------------------------------------------------------

describe('gift card products', () => {
  it('are GiftCardProduct with their amounts, open range and options in the store currency', async () => {
    const { body } = await shop.gql(
      `{ products(filter: { sku: { in: ["GIFTCARD-50", "GIFTCARD-ANY"] } }) { items { __typename sku type_id
          ... on GiftCardProduct { allow_open_amount open_amount_min open_amount_max allow_message message_max_length lifetime
                                   giftcard_type is_redeemable giftcard_amounts { uid value } gift_card_options { uid title required } } } } }`,
      {},
      { store: STORE },
    );
    const bySku = Object.fromEntries(body.data.products.items.map((p: any) => [p.sku, p]));
    expect(bySku['GIFTCARD-50']).toMatchObject({
      __typename: 'GiftCardProduct',
      type_id: 'giftcard',
      allow_open_amount: false,
      open_amount_min: null,
      giftcard_type: 'VIRTUAL',
      lifetime: 730,
      message_max_length: 255,
      giftcard_amounts: [{ uid: amountUid(43), value: 43 }],
    });
    const open = bySku['GIFTCARD-ANY'];
    expect(open).toMatchObject({ allow_open_amount: true, open_amount_min: 9, open_amount_max: 430 });
    expect(open.giftcard_amounts.map((a: any) => a.value)).toEqual([22, 43, 86, 129]);
    expect(open.gift_card_options.map((o: any) => o.uid)).toEqual([
      ENTRY.senderName,
      ENTRY.senderEmail,
      ENTRY.recipientName,
      ENTRY.recipientEmail,
      ENTRY.message,
      ENTRY.customAmount,
    ]);
  });

  it('go into the cart with their amount, sender, recipient and message, untaxed', async () => {
    const cartId = await newCart();
    const recipient = newRecipient();
    const { user_errors, cart } = await addItems(cartId, [
      giftCardItem('GIFTCARD-ANY', fullEntries(recipient, { customAmount: '12.50' })),
      giftCardItem('GIFTCARD-ANY', fullEntries(recipient), 86, 2),
    ]);
    expect(user_errors).toEqual([]);
    expect(cart.is_virtual).toBe(true);
    expect(cart.items).toEqual([
      expect.objectContaining({
        __typename: 'GiftCardCartItem',
        quantity: 1,
        amount: { value: 12.5, currency: 'GBP' },
        prices: { price: { value: 12.5, currency: 'GBP' }, row_total: { value: 12.5 } },
        sender_name: 'Ada Lovelace',
        sender_email: 'ada@example.com',
        recipient_name: 'Charles Babbage',
        recipient_email: recipient,
        message: 'Happy birthday!',
      }),
      expect.objectContaining({
        quantity: 2,
        amount: { value: 86, currency: 'GBP' },
        prices: expect.objectContaining({ row_total: { value: 172 } }),
      }),
    ]);
    expect(cart.prices).toEqual({ grand_total: { value: 184.5, currency: 'GBP' }, applied_taxes: [] });
    // The same card again adds up on its line.
    const again = await addItems(cartId, [giftCardItem('GIFTCARD-ANY', fullEntries(recipient), 86)]);
    expect(again.cart.items.map((i: any) => i.quantity)).toEqual([1, 3]);
  });

  it("refuses what Adobe Commerce's gift card type refuses, with its texts", async () => {
    const cartId = await newCart();
    const recipient = newRecipient();
    const refusal = async (item: object) => (await addItems(cartId, [item])).user_errors.map((e) => e.message);
    expect(await refusal(giftCardItem('GIFTCARD-ANY', fullEntries(recipient)))).toEqual(['Please specify a gift card amount.']);
    expect(await refusal(giftCardItem('GIFTCARD-50', fullEntries(recipient), 50))).toEqual(['Please specify a gift card amount.']);
    expect(await refusal(giftCardItem('GIFTCARD-50', fullEntries(recipient, { customAmount: '20' })))).toEqual([
      'Please specify a gift card amount.',
    ]);
    expect(await refusal(giftCardItem('GIFTCARD-ANY', fullEntries(recipient, { customAmount: '5' })))).toEqual([
      'Gift Card min amount is £9.00',
    ]);
    expect(await refusal(giftCardItem('GIFTCARD-ANY', fullEntries(recipient, { customAmount: '431' })))).toEqual([
      'Gift Card max amount is £430.00',
    ]);
    expect(await refusal(giftCardItem('GIFTCARD-ANY', fullEntries(recipient, { customAmount: 'ten' })))).toEqual([
      'Please specify a gift card amount.',
    ]);
    expect(await refusal(giftCardItem('GIFTCARD-50', {}, 43))).toEqual(['Please specify all the required information.']);
    expect(await refusal(giftCardItem('GIFTCARD-50', fullEntries(recipient, { recipientName: ' ' }), 43))).toEqual([
      'Please specify a recipient name.',
    ]);
    expect(await refusal(giftCardItem('GIFTCARD-50', fullEntries(recipient, { senderName: '' }), 43))).toEqual([
      'Please specify a sender name.',
    ]);
    expect(await refusal(giftCardItem('GIFTCARD-50', fullEntries(''), 43))).toEqual(['Please specify a recipient email.']);
    expect(await refusal(giftCardItem('GIFTCARD-50', fullEntries('not-an-email'), 43))).toEqual([
      'Please specify a valid recipient email.',
    ]);
    expect(await refusal(giftCardItem('GIFTCARD-50', fullEntries(recipient, { senderEmail: 'ada@' }), 43))).toEqual([
      'Please specify a valid sender email.',
    ]);
    expect(await refusal(giftCardItem('GIFTCARD-50', fullEntries(recipient, { message: 'x'.repeat(256) }), 43))).toEqual([
      'The gift card message is too long. Use 255 characters or fewer.',
    ]);
    expect(await refusal({ ...giftCardItem('GIFTCARD-50', fullEntries(recipient), 43), selected_options: ['bm9wZQ=='] })).toEqual([
      'Value of uid "bm9wZQ==" is incorrect.',
    ]);
    // Gift card uids mean nothing to another product.
    expect(await refusal({ sku: freshProduct().sku, quantity: 1, entered_options: [{ uid: ENTRY.senderName, value: 'Ada' }] })).toEqual([
      'Value of uid "Z2lmdGNhcmQvZ2lmdGNhcmRfc2VuZGVyX25hbWU=" is incorrect.',
    ]);
    expect((await readCart(cartId)).items).toEqual([]);
  });
});

describe('buying gift cards', () => {
  it('issues one code per card, e-mailed to the recipient, with its balance in the order currency', async () => {
    const recipient = newRecipient();
    const cartId = await newCart();
    await addItems(cartId, [giftCardItem('GIFTCARD-50', fullEntries(recipient), 43, 2)]);
    const placed = await paymentInformation(cartId, 'buyer@example.com', 'checkmo');
    expect(placed.status).toBe(200);

    const received = await mails(recipient);
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ store: STORE, subject: 'Ada Lovelace sent you a Brillora gift card' });
    expect(received[0].text).toContain('Amount: £43.00');
    expect(received[0].text).toContain('Happy birthday!');
    const codes = received.map(codeIn);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) {
      expect(code).toMatch(
        /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}$/,
      );
      const expires = new Date(Date.now() + 730 * 86_400_000).toISOString().slice(0, 10);
      expect((await balanceOf(code!)).body.data.giftCardAccount).toEqual({
        code,
        balance: { value: 43, currency: 'GBP' },
        expiration_date: expires,
      });
    }
    // The confirmation says what the cards are for; the order item keeps their options.
    const item = db().prepare('SELECT product_options FROM sales_order_item WHERE order_id = ?').get(Number(placed.body)) as any;
    expect(JSON.parse(item.product_options).options).toEqual([
      { label: 'Gift Card Sender', value: 'Ada Lovelace <ada@example.com>' },
      { label: 'Gift Card Recipient', value: `Charles Babbage <${recipient}>` },
      { label: 'Gift Card Message', value: 'Happy birthday!' },
    ]);
  });

  it('issues the codes of an order paid by redirect only once it is paid', async () => {
    const recipient = newRecipient();
    const cartId = await newCart();
    await addItems(cartId, [giftCardItem('GIFTCARD-50', fullEntries(recipient), 43)]);
    expect((await paymentInformation(cartId, 'buyer@example.com', 'sandbox_paypal')).status).toBe(200);
    expect(await mails(recipient)).toEqual([]);
    const action = await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`);
    const pressed = await fetch(action.body.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=success',
      redirect: 'manual',
    });
    const token = new URL(pressed.headers.get('location')!).searchParams.get('token');
    expect((await rest('POST', `sandbox/payments/${token}/complete`)).body.status).toBe('processing');
    expect((await rest('POST', `sandbox/payments/${token}/complete`)).body.status).toBe('processing');
    expect((await mails(recipient)).map(codeIn)).toEqual([expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/)]);
  });

  it("lists a customer's bought cards with their balance, recipient and order", async () => {
    const { token } = await signUp();
    const cart = (await asCustomer(token, `{ customerCart { id } }`)).body.data.customerCart.id;
    const recipient = newRecipient();
    await addItems(cart, [giftCardItem('GIFTCARD-ANY', fullEntries(recipient, { customAmount: '30' }))], STORE, {
      Authorization: `Bearer ${token}`,
    });
    const placed = await rest(
      'POST',
      'carts/mine/payment-information',
      { billingAddress: { ...REST_ADDRESS }, paymentMethod: { method: 'checkmo' } },
      STORE,
      { Authorization: `Bearer ${token}` },
    );
    expect(placed.status).toBe(200);
    const [code] = (await mails(recipient)).map(codeIn);
    const { body } = await asCustomer(
      token,
      `{ customer { purchased_gift_cards { code balance { value currency } initial_balance { value } recipient_name recipient_email sender_name order_number expiration_date } } }`,
    );
    const number = db().prepare('SELECT increment_id FROM sales_order WHERE entity_id = ?').pluck().get(Number(placed.body));
    expect(body.data.customer.purchased_gift_cards).toEqual([
      {
        code,
        balance: { value: 30, currency: 'GBP' },
        initial_balance: { value: 30 },
        recipient_name: 'Charles Babbage',
        recipient_email: recipient,
        sender_name: 'Ada Lovelace',
        order_number: number,
        expiration_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    // Reordered: the same card again, for the same recipient (an open amount selected as it was).
    const reordered = await asCustomer(
      token,
      `mutation($number: String!) { reorderItems(orderNumber: $number) { userInputErrors { message } cart { items { ... on GiftCardCartItem { amount { value } recipient_email message } } } } }`,
      { number },
    );
    expect(reordered.body.data.reorderItems).toEqual({
      userInputErrors: [],
      cart: { items: [{ amount: { value: 30 }, recipient_email: recipient, message: 'Happy birthday!' }] },
    });
    const guest = await shop.gql(`{ customer { purchased_gift_cards { code } } }`, {}, { store: STORE });
    expect(guest.body.errors?.[0].extensions?.category).toBe('graphql-authorization');
  });
});

describe('balance check', () => {
  it('answers a code as typed, in its currency; unknown, used up or expired codes with Adobe Commerce texts', async () => {
    const [code] = await buyGiftCards('GIFTCARD-25', 22);
    const typed = code.toLowerCase().replace(/-/g, ' ');
    expect((await balanceOf(typed)).body.data.giftCardAccount).toMatchObject({ code, balance: { value: 22, currency: 'GBP' } });
    // In another currency's store view the balance stays in pounds.
    expect((await balanceOf(code, 'eu')).body.data.giftCardAccount.balance).toEqual({ value: 22, currency: 'GBP' });

    const unknown = await balanceOf('AAAA-BBBB-CCCC');
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Gift card not found', extensions: { category: 'graphql-no-such-entity' } });
    expect((await balanceOf('not a code')).body.errors?.[0].message).toBe('Gift card not found');
    expect((await balanceOf('  ')).body.errors?.[0].message).toBe('Required parameter "gift_card_code" is missing');

    db().prepare('UPDATE giftcard_account SET date_expires = ? WHERE code = ?').run('2020-01-31', code);
    expect((await balanceOf(code)).body.errors?.[0]).toMatchObject({
      message: `Gift card account ${code} is expired.`,
      extensions: { category: 'graphql-input' },
    });
    db().prepare('UPDATE giftcard_account SET date_expires = NULL, balance = 0 WHERE code = ?').run(code);
    expect((await balanceOf(code)).body.errors?.[0].message).toBe('Gift card not found');
  });
});

describe('gift cards on a cart', () => {
  it('pay part of a bigger order after tax and shipping; the card is then used up', async () => {
    const [code] = await buyGiftCards('GIFTCARD-25', 22);
    const { cartId, email } = await physicalCart(2);
    const before = (await readCart(cartId)).prices.grand_total.value;
    expect(before).toBeGreaterThan(22);

    const applied = (await applyCard(cartId, code.toLowerCase())).body.data.applyGiftCardToCart.cart;
    expect(applied.applied_gift_cards).toEqual([
      {
        code,
        applied_balance: { value: 22, currency: 'GBP' },
        current_balance: { value: 22, currency: 'GBP' },
        expiration_date: expect.any(String),
      },
    ]);
    expect(applied.prices.grand_total.value).toBeCloseTo(before - 22, 2);
    expect(applied.available_payment_methods.map((m: any) => m.code)).toContain('checkmo');

    const placed = await paymentInformation(cartId, email, 'checkmo');
    expect(placed.status).toBe(200);
    const order = db().prepare('SELECT * FROM sales_order WHERE entity_id = ?').get(Number(placed.body)) as any;
    expect(order.grand_total).toBeCloseTo(before - 22, 2);
    expect(accountRow(code).balance).toBe(0);
    expect(db().prepare('SELECT amount FROM sales_order_giftcard WHERE order_id = ?').pluck().all(order.entity_id)).toEqual([22]);
    const confirmation = (await mails(email))[0];
    expect(confirmation.text).toContain('Gift Cards: -£22.00');
    expect((await balanceOf(code)).body.errors?.[0].message).toBe('Gift card not found');
  });

  it('pay a smaller order in full, which is then paid with `free`, and keep the rest', async () => {
    const [code] = await buyGiftCards('GIFTCARD-ANY', 129);
    const { cartId, email } = await physicalCart(1);
    const total = (await readCart(cartId)).prices.grand_total.value;
    expect(total).toBeLessThan(129);

    const cart = (await applyCard(cartId, code)).body.data.applyGiftCardToCart.cart;
    expect(cart.prices.grand_total.value).toBe(0);
    expect(cart.applied_gift_cards[0].applied_balance.value).toBeCloseTo(total, 2);
    expect(cart.available_payment_methods).toEqual([{ code: 'free' }]);
    expect((await paymentInformation(cartId, email, 'checkmo')).body.message).toBe('Enter a valid payment method and try again.');

    const placed = await paymentInformation(cartId, email, 'free');
    expect(placed.status).toBe(200);
    expect(accountRow(code).balance).toBeCloseTo(129 - total, 2);
    expect((await balanceOf(code)).body.data.giftCardAccount.balance.value).toBeCloseTo(129 - total, 2);
    const history = db()
      .prepare('SELECT action, balance_delta FROM giftcard_account_history WHERE giftcard_id = ? ORDER BY history_id')
      .all(accountRow(code).giftcard_id);
    expect(history).toEqual([
      { action: 'created', balance_delta: 129 },
      { action: 'used', balance_delta: -total },
    ]);
  });

  it('are refused in another currency, twice, expired, used up or unknown; and removed', async () => {
    const [code, second] = await buyGiftCards('GIFTCARD-25', 22, 2);
    const euCart = await newCart('eu');
    await addItems(euCart, [{ sku: freshProduct().sku, quantity: 1 }], 'eu');
    expect((await applyCard(euCart, code, 'eu')).body.errors?.[0]).toMatchObject({
      message: `Gift card account ${code} is in GBP and can only be used where prices are in GBP.`,
      extensions: { category: 'graphql-input' },
    });

    const { cartId } = await physicalCart(3);
    const total = (await readCart(cartId)).prices.grand_total.value;
    expect((await applyCard(cartId, 'AAAA-BBBB-CCCC')).body.errors?.[0].message).toBe(
      "The gift card code couldn't be added. Verify your information and try again.",
    );
    await applyCard(cartId, code);
    expect((await applyCard(cartId, code)).body.errors?.[0].message).toBe('This gift card account is already in the quote.');
    const both = (await applyCard(cartId, second)).body.data.applyGiftCardToCart.cart;
    expect(both.applied_gift_cards.map((c: any) => [c.code, c.applied_balance.value])).toEqual([
      [code, 22],
      [second, 22],
    ]);
    expect(both.prices.grand_total.value).toBeCloseTo(total - 44, 2);

    const removed = (await removeCard(cartId, code.toLowerCase())).body.data.removeGiftCardFromCart.cart;
    expect(removed.applied_gift_cards.map((c: any) => c.code)).toEqual([second]);
    expect(removed.prices.grand_total.value).toBeCloseTo(total - 22, 2);
    expect((await removeCard(cartId, code)).body.errors?.[0].message).toBe("The gift card couldn't be deleted from the quote.");

    db().prepare('UPDATE giftcard_account SET date_expires = ? WHERE code = ?').run('2021-06-30', code);
    expect((await applyCard(cartId, code)).body.errors?.[0].message).toBe(`Gift card account ${code} is expired.`);
    db().prepare('UPDATE giftcard_account SET date_expires = NULL, balance = 0 WHERE code = ?').run(code);
    expect((await applyCard(cartId, code)).body.errors?.[0].message).toBe(`Gift card account ${code} has a zero balance.`);
  });

  it('never go below zero when orders race for one card: a stale total is refused, the next order gets the rest', async () => {
    const [code] = await buyGiftCards('GIFTCARD-25', 22);
    const carts = await Promise.all([1, 2, 3, 4].map(() => physicalCart(1)));
    for (const { cartId } of carts) await applyCard(cartId, code);
    const totals = await Promise.all(carts.map(async ({ cartId }) => (await readCart(cartId)).prices.grand_total.value));
    const price = (await readCart(carts[0].cartId)).applied_gift_cards[0].applied_balance.value + totals[0];

    // Every cart was shown the whole card; all place at once.
    const first = await Promise.all(
      carts.map(({ cartId, email }) => paymentInformation(cartId, email, totals[0] === 0 ? 'free' : 'checkmo')),
    );
    const placed = first.filter((r) => r.status === 200);
    const refused = first.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(1);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 400,
        body: {
          message: `The balance of gift card account ${code} has changed since you saw your order total. Check the new total and place the order again.`,
        },
      });
    }
    // The others read their cart (the card pays only what it has left) and place again, one after the other.
    for (const [index, answer] of first.entries()) {
      if (answer.status === 200) continue;
      const { cartId, email } = carts[index];
      const cart = await readCart(cartId);
      const method = cart.available_payment_methods[0].code;
      expect((await paymentInformation(cartId, email, method)).status).toBe(200);
    }
    const used = db()
      .prepare('SELECT SUM(amount) FROM sales_order_giftcard WHERE giftcard_id = ?')
      .pluck()
      .get(accountRow(code).giftcard_id) as number;
    expect(used).toBeCloseTo(22, 2);
    expect(accountRow(code).balance).toBe(0);
    expect(price).toBeGreaterThan(0);
    // The database itself refuses a balance below zero.
    expect(() => db().prepare('UPDATE giftcard_account SET balance = -1 WHERE code = ?').run(code)).toThrow(/CHECK constraint failed/);
  });

  it('pay through GraphQL placeOrder too, and are given back when a redirect payment is canceled', async () => {
    const [code] = await buyGiftCards('GIFTCARD-25', 22);
    const { cartId, email } = await physicalCart(2);
    await applyCard(cartId, code);
    const placed = await paymentInformation(cartId, email, 'sandbox_paypal');
    expect(placed.status).toBe(200);
    expect(accountRow(code).balance).toBe(0);

    const action = await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`);
    const pressed = await fetch(action.body.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=cancel',
      redirect: 'manual',
    });
    const token = new URL(pressed.headers.get('location')!).searchParams.get('token');
    expect((await rest('POST', `sandbox/payments/${token}/complete`)).body.status).toBe('canceled');
    expect(accountRow(code).balance).toBe(22);
    // The cart is back with the card on it.
    const restored = await readCart(cartId);
    expect(restored.applied_gift_cards.map((c: any) => [c.code, c.applied_balance.value])).toEqual([[code, 22]]);

    await shop.gql(
      `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
      { id: cartId },
      { store: STORE },
    );
    const order = await shop.gql(
      `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`,
      { id: cartId },
      { store: STORE },
    );
    expect(order.body.errors).toBeUndefined();
    expect(accountRow(code).balance).toBe(0);
  });

  it('follow a guest cart into the customer cart on sign-in', async () => {
    const [code] = await buyGiftCards('GIFTCARD-25', 22);
    const { cartId } = await physicalCart(1);
    await applyCard(cartId, code);
    const { token } = await signUp();
    const mine = (await asCustomer(token, `{ customerCart { id } }`)).body.data.customerCart.id;
    const merged = await asCustomer(
      token,
      `mutation($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { applied_gift_cards { code } } }`,
      { s: cartId, d: mine },
    );
    expect(merged.body.data.mergeCarts.applied_gift_cards).toEqual([{ code }]);
  });
});
