/** @jest-environment node */
import { RECOVERY_ERRORS } from '../modules/abandoned-cart/recovery';
import { sendAbandonedCartReminders } from '../modules/abandoned-cart/reminders';
import { utcTime } from '../modules/customer/customers';
import { checkoutFixtures } from './checkout-fixtures';
import { customerFixtures, uniqueEmail } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signUp, asCustomer } = customerFixtures(() => shop, STORE);
const { db, freshProduct } = checkoutFixtures(() => shop, STORE);
const services = () => shop.backend.services;

const HOUR = 60 * 60_000;
const DEFAULTS = { idleMinutes: 60, linkLifetimeMinutes: 7 * 24 * 60 };

const RECOVER = `mutation($input: RecoverAbandonedCartInput!) {
  recoverAbandonedCart(input: $input) { cart { id total_quantity email items { quantity product { sku } } } }
}`;

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mails = async (email: string) => (await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(email)}`)).json()) as Mail[];

/** A guest's cart of `store` with one product and an e-mail address, untouched for `idleHours`. */
async function guestCart(options: { email?: string | null; items?: number; idleHours?: number } = {}) {
  const { body } = await shop.gql('mutation { createEmptyCart }', {}, { store: STORE });
  const cartId = body.data.createEmptyCart as string;
  const product = freshProduct();
  if ((options.items ?? 1) > 0) {
    const added = await shop.gql(
      `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { user_errors { message } } }`,
      { id: cartId, sku: product.sku },
      { store: STORE },
    );
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
  }
  const email = options.email === undefined ? uniqueEmail('cart') : options.email;
  if (email) {
    const set = await shop.gql(
      `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`,
      { id: cartId, email },
      { store: STORE },
    );
    expect(set.body.errors).toBeUndefined();
  }
  idle(cartId, options.idleHours ?? 2);
  const quoteId = db().prepare('SELECT entity_id FROM quote WHERE masked_id = ?').pluck().get(cartId) as number;
  return { cartId, quoteId, email: email ?? '', product };
}

function idle(maskedId: string, hours: number) {
  db()
    .prepare('UPDATE quote SET updated_at = ? WHERE masked_id = ?')
    .run(utcTime(Date.now() - hours * HOUR), maskedId);
}

/** The recovery link of the reminder sent to `email`: its cart id and token. */
async function recoveryLink(email: string) {
  const [mail] = await mails(email);
  const match = /\/(\w+)\/abandonedcart\/checkout\/cart\/id\/(\d+)\/token\/([A-Za-z0-9_-]+)\//.exec(mail.text);
  if (!match) throw new Error(`no recovery link in ${mail.text}`);
  return { store: match[1], input: { cart_id: match[2], token: match[3] } };
}

const recover = (input: { cart_id: string; token: string }, headers: Record<string, string> = {}) =>
  shop.gql(RECOVER, { input }, { store: STORE, headers });

describe('reminders', () => {
  it('writes one reminder per idle cart with items and an e-mail address, once', async () => {
    const idleCart = await guestCart();
    const fresh = await guestCart({ idleHours: 0 });
    const noEmail = await guestCart({ email: null });
    const empty = await guestCart({ items: 0 });
    const ordered = await guestCart();
    db().prepare('UPDATE quote SET is_active = 0 WHERE entity_id = ?').run(ordered.quoteId);

    sendAbandonedCartReminders(services(), DEFAULTS);
    const [mail, ...more] = await mails(idleCart.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('You left something in your Brillora cart');
    expect(mail.text).toContain('2 × ');
    const link = await recoveryLink(idleCart.email);
    expect(link).toMatchObject({ store: STORE, input: { cart_id: String(idleCart.quoteId) } });
    expect(mail.text).toContain(
      `http://localhost:3000/${STORE}/abandonedcart/checkout/cart/id/${idleCart.quoteId}/token/${link.input.token}/`,
    );
    // The masked cart id never travels by e-mail, and the token is kept only as its hash.
    expect(mail.text).not.toContain(idleCart.cartId);
    expect(db().prepare('SELECT COUNT(*) AS n FROM abandoned_cart_reminder WHERE token_hash = ?').get(link.input.token)).toEqual({ n: 0 });

    for (const cart of [fresh, empty, ordered]) expect(await mails(cart.email)).toEqual([]);
    expect(db().prepare('SELECT COUNT(*) AS n FROM abandoned_cart_reminder WHERE quote_id = ?').get(noEmail.quoteId)).toEqual({ n: 0 });

    // Once per cart: a later run, even after a change, writes nothing more for it.
    sendAbandonedCartReminders(services(), DEFAULTS);
    idle(idleCart.cartId, 5);
    sendAbandonedCartReminders(services(), DEFAULTS);
    expect(await mails(idleCart.email)).toHaveLength(1);
  });
});

describe('recovery', () => {
  it('gives a guest the cart once; a wrong token changes nothing', async () => {
    const cart = await guestCart();
    sendAbandonedCartReminders(services(), DEFAULTS);
    const { input: link } = await recoveryLink(cart.email);

    const wrong = await recover({ cart_id: link.cart_id, token: link.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({ message: RECOVERY_ERRORS.invalid, extensions: { category: 'graphql-input' } }),
    ]);
    const otherCart = await recover({ cart_id: String(cart.quoteId + 1), token: link.token });
    expect(otherCart.body.errors?.[0].message).toBe(RECOVERY_ERRORS.invalid);
    const garbage = await recover({ cart_id: 'abc', token: '' });
    expect(garbage.body.errors?.[0].message).toBe(RECOVERY_ERRORS.invalid);

    const first = await recover(link);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.recoverAbandonedCart.cart).toMatchObject({
      id: cart.cartId,
      email: cart.email,
      total_quantity: 2,
      items: [{ quantity: 2, product: { sku: cart.product.sku } }],
    });
    const second = await recover(link);
    expect(second.body.errors).toEqual([expect.objectContaining({ message: RECOVERY_ERRORS.used })]);
  });

  it('works once even when the link is opened twice at the same moment', async () => {
    const cart = await guestCart();
    sendAbandonedCartReminders(services(), DEFAULTS);
    const { input: link } = await recoveryLink(cart.email);
    const answers = await Promise.all([recover(link), recover(link), recover(link)]);
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.errors?.[0].message === RECOVERY_ERRORS.used)).toHaveLength(2);
  });

  it('refuses an expired link', async () => {
    const cart = await guestCart();
    sendAbandonedCartReminders(services(), { idleMinutes: 60, linkLifetimeMinutes: 0 });
    const { input: link } = await recoveryLink(cart.email);
    const answer = await recover(link);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ message: RECOVERY_ERRORS.expired, extensions: { category: 'graphql-input' } }),
    ]);

    const later = await guestCart();
    sendAbandonedCartReminders(services(), DEFAULTS);
    db()
      .prepare('UPDATE abandoned_cart_reminder SET expires_at = ? WHERE quote_id = ?')
      .run(utcTime(Date.now() - 1000), later.quoteId);
    expect((await recover((await recoveryLink(later.email)).input)).body.errors?.[0].message).toBe(RECOVERY_ERRORS.expired);
  });

  it('merges a guest cart into a signed-in customer’s cart', async () => {
    const cart = await guestCart();
    sendAbandonedCartReminders(services(), DEFAULTS);
    const { input: link } = await recoveryLink(cart.email);
    const { token } = await signUp();
    const own = freshProduct();
    const customerCart = (await asCustomer(token, '{ customerCart { id } }')).body.data.customerCart.id as string;
    await asCustomer(
      token,
      `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`,
      {
        id: customerCart,
        sku: own.sku,
      },
    );

    const answer = await asCustomer(token, RECOVER, { input: link });
    expect(answer.body.errors).toBeUndefined();
    const recovered = answer.body.data.recoverAbandonedCart.cart;
    expect(recovered.id).toBe(customerCart);
    expect(recovered.items.map((item: { product: { sku: string } }) => item.product.sku).sort()).toEqual(
      [cart.product.sku, own.sku].sort(),
    );
    expect(db().prepare('SELECT is_active FROM quote WHERE entity_id = ?').get(cart.quoteId)).toEqual({ is_active: 0 });
  });

  it('gives a customer’s cart back only to that customer, signed in', async () => {
    const { email, token } = await signUp();
    const cartId = (await asCustomer(token, '{ customerCart { id } }')).body.data.customerCart.id as string;
    const product = freshProduct();
    await asCustomer(
      token,
      `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`,
      {
        id: cartId,
        sku: product.sku,
      },
    );
    idle(cartId, 3);
    sendAbandonedCartReminders(services(), DEFAULTS);
    const { input: link } = await recoveryLink(email);

    const asGuest = await recover(link);
    expect(asGuest.body.errors).toEqual([
      expect.objectContaining({ message: RECOVERY_ERRORS.signIn, extensions: { category: 'graphql-authorization' } }),
    ]);
    const other = await signUp();
    expect((await asCustomer(other.token, RECOVER, { input: link })).body.errors?.[0].message).toBe(RECOVERY_ERRORS.signIn);

    const owner = await asCustomer(token, RECOVER, { input: link });
    expect(owner.body.errors).toBeUndefined();
    expect(owner.body.data.recoverAbandonedCart.cart.id).toBe(cartId);
  });

  it('says when the cart is gone', async () => {
    const cart = await guestCart();
    sendAbandonedCartReminders(services(), DEFAULTS);
    db().prepare('UPDATE quote SET is_active = 0 WHERE entity_id = ?').run(cart.quoteId);
    expect((await recover((await recoveryLink(cart.email)).input)).body.errors?.[0].message).toBe(RECOVERY_ERRORS.unavailable);
  });
});
