/** @jest-environment node */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resolveConfig } from '../config';
import { MAX_QUERY_ALIASES } from '../graphql/limits';
import { clientAddress } from '../http/throttle';
import { MAX_UNATTACHED_UPLOADS, removeExpiredUploads } from '../modules/prescription/uploads';
import { checkoutFixtures } from './checkout-fixtures';
import { PASSWORD, bearer, customerFixtures, uniqueEmail } from './customer-fixtures';
import { useTestBackend } from './test-support';
import { FILES, prescriptionFixtures } from './prescription-fixtures';

jest.setTimeout(120_000);

/** The shop as `npm start` runs it (sandboxes on), with the throttles' real limits. */
const shop = useTestBackend({ rateLimitFactor: 1 });
/** The shop as a production backend runs it by default: no sandboxes. */
const closed = useTestBackend({ sandboxes: false, rateLimitFactor: 1 });
const STORE = 'uk';
const { signIn, signUp, asCustomer } = customerFixtures(() => shop, STORE);
const { freshProduct } = checkoutFixtures(() => closed, STORE);
const { uploadFile } = prescriptionFixtures(() => shop, STORE);

let nextAddress = 1;
/** Headers of a request the storefront forwards for a shopper at an address no other test uses. */
const fromNewShopper = () => ({ 'X-Forwarded-For': `203.0.113.${nextAddress++}` });

const THROTTLED = /^Too many attempts\. Please try again in \d+ minutes?\.$/;
const expectThrottled = (body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) => {
  expect(body.errors?.[0]).toMatchObject({
    message: expect.stringMatching(THROTTLED),
    extensions: { category: 'graphql-input', retry_after: expect.any(Number) },
  });
  expect(body.errors![0].extensions!.retry_after).toBeGreaterThan(0);
};

describe('the sandboxes are off unless BACKEND_SANDBOXES=1', () => {
  it('answers 404 for the outbox, the payment sandbox and the social sign-in sandbox', async () => {
    for (const [method, route] of [
      ['GET', '/outbox'],
      ['GET', '/outbox/1'],
      ['POST', '/sandbox/card/tokenize'],
      ['GET', '/sandbox/social/google/authorize?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fx&state=s'],
      ['GET', '/sandbox/paypal/abc.def'],
      ['POST', '/rest/uk/V1/sandbox/payments/abc.def/complete'],
      ['GET', '/rest/V1/sandbox/guest-carts/abc/payment-action'],
    ]) {
      const response = await fetch(`${closed.url}${route}`, { method, body: method === 'POST' ? '{}' : undefined });
      expect([route, response.status]).toEqual([route, 404]);
    }
    // The same routes exist when the sandboxes are on.
    expect((await fetch(`${shop.url}/outbox`)).status).toBe(200);
  });

  it('offers no sandbox payment method and no sandbox social provider', async () => {
    const product = freshProduct();
    const cartId = (await closed.gql(`mutation { createEmptyCart }`, {}, { store: STORE })).body.data.createEmptyCart;
    await closed.gql(
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
      { id: cartId, items: [{ sku: product.sku, quantity: 1 }] },
      { store: STORE },
    );
    const methods = await closed.gql(
      `query($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }`,
      { id: cartId },
      { store: STORE },
    );
    const codes = methods.body.data.cart.available_payment_methods.map((method: { code: string }) => method.code);
    // Magento's offline methods stay (uk offers bank transfer and purchase order too); no sandbox one.
    expect(codes).toContain('checkmo');
    expect(codes.filter((code: string) => code.startsWith('sandbox_'))).toEqual([]);

    const providers = `query($input: SocialLoginProvidersInput!) { socialLoginProviders(input: $input) { code } }`;
    const input = { redirect_uri: 'http://localhost:3000/uk/social', state: 's' };
    expect((await closed.gql(providers, { input }, { store: STORE })).body.data.socialLoginProviders).toEqual([]);
    expect((await shop.gql(providers, { input }, { store: STORE })).body.data.socialLoginProviders.length).toBeGreaterThan(0);
  });

  it('keeps the sandbox pages out of other sites’ frames', async () => {
    const page = await fetch(
      `${shop.url}/sandbox/social/google/authorize?redirect_uri=${encodeURIComponent('http://localhost:3000/uk/social')}&state=s`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses sandboxes in production unless explicitly allowed; listens on loopback unless BACKEND_HOST says otherwise', () => {
    const env = (values: Record<string, string>) => ({ NODE_ENV: 'test', ...values }) as NodeJS.ProcessEnv;
    expect(resolveConfig({}, env({})).sandboxes).toBe(false);
    expect(resolveConfig({}, env({ BACKEND_SANDBOXES: '1' })).sandboxes).toBe(true);
    expect(() => resolveConfig({}, env({ NODE_ENV: 'production', BACKEND_SANDBOXES: '1' }))).toThrow(
      /BACKEND_ALLOW_SANDBOXES_IN_PRODUCTION/,
    );
    expect(
      resolveConfig({}, env({ NODE_ENV: 'production', BACKEND_SANDBOXES: '1', BACKEND_ALLOW_SANDBOXES_IN_PRODUCTION: '1' })).sandboxes,
    ).toBe(true);
    expect(resolveConfig({}, env({})).host).toBe('127.0.0.1');
    expect(resolveConfig({}, env({ BACKEND_HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
  });

  it('is not reachable on the machine’s other addresses', async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && !entry.internal && entry.family === 'IPv4');
    const port = Number(new URL(shop.url).port);
    const reach = (host: string) =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect({ host, port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
    expect(await reach('127.0.0.1')).toBe(true);
    if (external) expect(await reach(external.address)).toBe(false);
  });
});

describe('the client address', () => {
  it('believes X-Forwarded-For only from a trusted proxy, and only its right-most untrusted entry', () => {
    const trusted = ['127.0.0.1', '::1'];
    expect(clientAddress('::ffff:127.0.0.1', { 'x-forwarded-for': '198.51.100.7' }, trusted)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, trusted)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': '198.51.100.7, 127.0.0.1' }, trusted)).toBe('198.51.100.7');
    expect(clientAddress('192.0.2.1', { 'x-forwarded-for': '198.51.100.7' }, trusted)).toBe('192.0.2.1');
    expect(clientAddress('127.0.0.1', {}, trusted)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', { 'x-forwarded-for': 'not-an-address' }, trusted)).toBe('127.0.0.1');
  });
});

describe('throttles', () => {
  const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;

  it('refuses sign-ins from an address after 20 failures over any accounts, while another address still signs in', async () => {
    const sprayer = fromNewShopper();
    const { email } = await signUp();
    for (let i = 0; i < 20; i++) {
      const failed = await shop.gql(
        SIGN_IN,
        { email: uniqueEmail('spray'), password: 'Wrong-Pass-123' },
        { store: STORE, headers: sprayer },
      );
      expect(failed.body.errors?.[0].extensions?.category).toBe('graphql-authentication');
    }
    // Even the right password is refused from that address, without being checked.
    const refused = await shop.gql(SIGN_IN, { email, password: PASSWORD }, { store: STORE, headers: sprayer });
    expectThrottled(refused.body);
    const other = await shop.gql(SIGN_IN, { email, password: PASSWORD }, { store: STORE, headers: fromNewShopper() });
    expect(other.body.data.generateCustomerToken.token).toEqual(expect.any(String));
  });

  it('refuses sign-ins on one account after 30 attempts from anywhere, and keeps the 10-failure lock', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 10; i++)
      await shop.gql(SIGN_IN, { email, password: 'Wrong-Pass-123' }, { store: STORE, headers: fromNewShopper() });
    const locked = await shop.gql(SIGN_IN, { email, password: PASSWORD }, { store: STORE, headers: fromNewShopper() });
    expect(locked.body.errors?.[0].extensions?.category).toBe('graphql-authentication');
    for (let i = 0; i < 19; i++)
      await shop.gql(SIGN_IN, { email, password: 'Wrong-Pass-123' }, { store: STORE, headers: fromNewShopper() });
    expectThrottled((await shop.gql(SIGN_IN, { email, password: PASSWORD }, { store: STORE, headers: fromNewShopper() })).body);
  });

  it('limits password reset requests to 5 an hour per e-mail (with or without an account) and per address', async () => {
    const RESET = `mutation($email: String!) { requestPasswordResetEmail(email: $email) }`;
    const email = uniqueEmail('reset');
    for (let i = 0; i < 5; i++) {
      expect((await shop.gql(RESET, { email }, { store: STORE, headers: fromNewShopper() })).body.data.requestPasswordResetEmail).toBe(
        true,
      );
    }
    expectThrottled((await shop.gql(RESET, { email }, { store: STORE, headers: fromNewShopper() })).body);
    const one = fromNewShopper();
    for (let i = 0; i < 5; i++) await shop.gql(RESET, { email: uniqueEmail('reset') }, { store: STORE, headers: one });
    expectThrottled((await shop.gql(RESET, { email: uniqueEmail('reset') }, { store: STORE, headers: one })).body);
  });

  it.each([
    [
      'the contact form',
      5,
      `mutation($input: ContactUsInput!) { contactUs(input: $input) { status } }`,
      () => ({ input: { email: uniqueEmail('contact'), name: 'Ada', comment: 'Hello' } }),
    ],
    [
      'newsletter subscriptions',
      10,
      `mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`,
      () => ({ email: uniqueEmail('news') }),
    ],
    [
      'account creation',
      10,
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      () => ({ input: { firstname: 'Ada', lastname: 'Lovelace', email: uniqueEmail('new'), password: PASSWORD } }),
    ],
  ])('limits %s per address (%i an hour) and writes nothing when refused', async (_, limit, mutation, variables) => {
    const headers = fromNewShopper();
    for (let i = 0; i < limit; i++) {
      const accepted = await shop.gql(mutation, variables(), { store: STORE, headers });
      expect(accepted.body.errors).toBeUndefined();
    }
    const db = shop.backend.services.db;
    const counts = () => [
      db.prepare('SELECT COUNT(*) FROM customer_entity').pluck().get(),
      db.prepare('SELECT COUNT(*) FROM newsletter_subscriber').pluck().get(),
      db.prepare('SELECT COUNT(*) FROM outbox_email').pluck().get(),
    ];
    const before = counts();
    expectThrottled((await shop.gql(mutation, variables(), { store: STORE, headers })).body);
    expect(counts()).toEqual(before);
    // Another shopper is not affected.
    expect((await shop.gql(mutation, variables(), { store: STORE, headers: fromNewShopper() })).body.errors).toBeUndefined();
  });

  it('limits product alert subscriptions per address', async () => {
    const sku = shop.backend.services.db
      .prepare(`SELECT sku FROM catalog_product WHERE type_id = 'simple' AND visibility = 4 ORDER BY entity_id LIMIT 1`)
      .pluck()
      .get();
    const SUBSCRIBE = `mutation($input: SubscribeProductAlertInput!) { subscribeProductAlert(input: $input) { product_alert { uid } } }`;
    const headers = fromNewShopper();
    for (let i = 0; i < 20; i++) {
      const answer = await shop.gql(SUBSCRIBE, { input: { sku, type: 'PRICE', email: uniqueEmail('alert') } }, { store: STORE, headers });
      expect(answer.body.errors).toBeUndefined();
    }
    expectThrottled(
      (await shop.gql(SUBSCRIBE, { input: { sku, type: 'PRICE', email: uniqueEmail('alert') } }, { store: STORE, headers })).body,
    );
  });

  it('limits prescription uploads per address (REST 429 with Retry-After) and per customer, and expires unattached files', async () => {
    const headers = fromNewShopper();
    for (let i = 0; i < 10; i++) expect((await uploadFile(FILES.png, 'image/png', headers)).status).toBe(200);
    const response = await fetch(`${shop.url}/rest/${STORE}/V1/prescriptions/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', ...headers },
      body: new Uint8Array(FILES.png),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toMatch(THROTTLED);

    // A customer keeps at most MAX_UNATTACHED_UPLOADS files not given for an order, whatever the address.
    const { token } = await signUp({}, STORE);
    const uids: string[] = [];
    for (let i = 0; i < MAX_UNATTACHED_UPLOADS; i++) {
      const upload = await uploadFile(FILES.png, 'image/png', { ...bearer(token), ...fromNewShopper() });
      expect(upload.status).toBe(200);
      uids.push(upload.body.uid);
    }
    expect((await uploadFile(FILES.png, 'image/png', { ...bearer(token), ...fromNewShopper() })).status).toBe(429);

    // A day later, unattached files are gone (rows and bytes), and the customer may upload again.
    const { services } = shop.backend;
    expect(removeExpiredUploads(services, Date.now() + 25 * 3600_000)).toBeGreaterThanOrEqual(MAX_UNATTACHED_UPLOADS);
    for (const uid of uids) {
      expect(services.db.prepare('SELECT COUNT(*) FROM prescription_upload WHERE uid = ?').pluck().get(uid)).toBe(0);
      expect(fs.existsSync(path.join(services.config.dataDir, 'prescriptions', uid))).toBe(false);
    }
    expect((await uploadFile(FILES.png, 'image/png', { ...bearer(token), ...fromNewShopper() })).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('signs out every other token of the customer and keeps the one it was changed with', async () => {
    const { email, token } = await signUp();
    const other = (await signIn(email)).body.data.generateCustomerToken.token as string;
    const CHANGE = `mutation($current: String!, $next: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`;
    const changed = await asCustomer(token, CHANGE, { current: PASSWORD, next: 'Brand-New-Pass-99' });
    expect(changed.body.data.changeCustomerPassword.email).toBe(email);
    const WHO = `query { customer { email } }`;
    expect((await asCustomer(token, WHO)).body.data.customer.email).toBe(email);
    expect((await asCustomer(other, WHO)).body.errors?.[0].extensions?.category).toBe('graphql-authorization');
  });
});

describe('GraphQL query limits (Magento: depth 20, complexity 300, aliases)', () => {
  const nested = (levels: number) => `{ categoryList { ${'children { '.repeat(levels - 1)}uid${' }'.repeat(levels - 1)} } }`;

  it('refuses a query deeper than 20 with Magento’s text, before running it', async () => {
    expect((await shop.gql(nested(20), {}, { store: STORE })).body.errors).toBeUndefined();
    const deep = await shop.gql(nested(21), {}, { store: STORE });
    expect(deep.status).toBe(200);
    expect(deep.body).toEqual({
      errors: [expect.objectContaining({ message: 'Max query depth should be 20 but got 21.', extensions: { category: 'graphql' } })],
    });
  });

  it('refuses a query more complex than 300, fragments counted where spread', async () => {
    const wide = `{ storeConfig { ${'store_code '.repeat(300)} } }`;
    expect((await shop.gql(wide, {}, { store: STORE })).body.errors?.[0].message).toBe('Max query complexity should be 300 but got 301.');
    const spread = `query { a: storeConfig { ...F } b: storeConfig { ...F } } fragment F on StoreConfig { ${'store_code '.repeat(150)} }`;
    expect((await shop.gql(spread, {}, { store: STORE })).body.errors?.[0].message).toBe('Max query complexity should be 300 but got 302.');
  });

  it(`refuses more than ${MAX_QUERY_ALIASES} aliases`, async () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ')} }`;
    expect((await shop.gql(aliased(MAX_QUERY_ALIASES), {}, { store: STORE })).body.errors).toBeUndefined();
    expect((await shop.gql(aliased(MAX_QUERY_ALIASES + 1), {}, { store: STORE })).body.errors?.[0].message).toBe(
      `Max aliases in query should be ${MAX_QUERY_ALIASES} but got ${MAX_QUERY_ALIASES + 1}.`,
    );
  });

  it('checks a fragment spread many times inside others in linear time', async () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1 ? `fragment F${i} on StoreConfig { store_code }` : `fragment F${i} on StoreConfig { ...F${i + 1} ...F${i + 1} }`,
    );
    const started = Date.now();
    const answer = await shop.gql(`query { storeConfig { ...F0 } } ${fragments.join(' ')}`, {}, { store: STORE, method: 'POST' });
    expect(answer.body.errors?.[0].message).toMatch(/^Max query complexity should be 300 but got \d+\.$/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
