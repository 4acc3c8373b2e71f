/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from '../config';
import { setPrice, setStock } from '../modules/productalert/catalog-changes';
import { ALREADY_IN_STOCK, INVALID_UNSUBSCRIBE_LINK, PRODUCT_NOT_FOUND } from '../modules/productalert/resolvers';
import { sendProductAlerts } from '../modules/productalert/sender';
import { hashMatches, unsubscribeHash } from '../modules/productalert/signature';
import { customerFixtures, uniqueEmail } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(90_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signUp, asCustomer } = customerFixtures(() => shop, STORE);
const services = () => shop.backend.services;
const db = () => services().db;

const SUBSCRIBE = `mutation($input: SubscribeProductAlertInput!) {
  subscribeProductAlert(input: $input) { product_alert { uid type created_at send_count price { value currency } product { sku } } }
}`;
const UNSUBSCRIBE = `mutation($input: UnsubscribeProductAlertInput!) {
  unsubscribeProductAlert(input: $input) { type unsubscribed_count product { sku name } }
}`;

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  store: string;
}
const mails = async (email: string) => (await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(email)}`)).json()) as Mail[];

const LINK =
  /\/productalert\/unsubscribe\/(email|emailAll)(?:\/product\/([^/\s]+))?\/product_id\/(\d+)\/hash\/([A-Za-z0-9_-]+)\/type\/(stock|price)/g;

/** The unsubscribe links of an e-mail as unsubscribeProductAlert's input. */
function unsubscribeLinks(mail: Mail) {
  return [...mail.text.matchAll(LINK)].map(([url, action, product, productId, hash, type]) => ({
    url,
    product: product ?? null,
    input: { action: action === 'email' ? 'EMAIL' : 'EMAIL_ALL', product_id: productId, hash, type: type.toUpperCase() },
  }));
}

let nextOutOfStock = 0;
/** A visible simple product, sold out for the test (a different one each call). */
function soldOutProduct(): { id: number; sku: string; url_key: string } {
  const product = db()
    .prepare(
      `SELECT p.entity_id AS id, p.sku, s.url_key FROM catalog_product p
         JOIN catalog_product_store s ON s.entity_id = p.entity_id AND s.store_id = 0
        WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.attribute_set = 'Accessories' ORDER BY p.entity_id LIMIT 1 OFFSET ?`,
    )
    .get(nextOutOfStock++) as { id: number; sku: string; url_key: string };
  setStock(services(), product.sku, 0);
  return product;
}

const subscribe = (input: object, store = STORE) => shop.gql(SUBSCRIBE, { input }, { store });
const unsubscribe = (input: object, store = STORE) => shop.gql(UNSUBSCRIBE, { input }, { store });

describe('notification_hide_alert', () => {
  it('answers the product attribute: set on the discontinued accessory only, a Yes/No on every product type', async () => {
    const hidden = db().prepare('SELECT sku FROM catalog_product WHERE notification_hide_alert = 1').pluck().all() as string[];
    expect(hidden).toHaveLength(1);
    const answer = await shop.gql(
      'query($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { __typename sku stock_status notification_hide_alert } } }',
      { skus: [hidden[0], 'NVK-ELIN'] },
      { store: STORE },
    );
    expect(answer.body.errors).toBeUndefined();
    const items = answer.body.data.products.items as Array<{ sku: string; stock_status: string; notification_hide_alert: boolean }>;
    expect(items.find((item) => item.sku === hidden[0])).toMatchObject({ stock_status: 'OUT_OF_STOCK', notification_hide_alert: true });
    expect(items.find((item) => item.sku === 'NVK-ELIN')).toMatchObject({ notification_hide_alert: false });
  });
});

describe('subscribing', () => {
  it('subscribes a guest by e-mail address to a product that is sold out', async () => {
    const product = soldOutProduct();
    const email = uniqueEmail('guest');
    const answer = await subscribe({ sku: product.sku, type: 'STOCK', email });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.subscribeProductAlert.product_alert).toMatchObject({
      type: 'STOCK',
      send_count: 0,
      price: null,
      product: { sku: product.sku },
    });
    // Subscribing again keeps one alert.
    await subscribe({ sku: product.sku, type: 'STOCK', email: email.toUpperCase() });
    expect(db().prepare('SELECT COUNT(*) AS n FROM product_alert WHERE product_id = ? AND email = ?').get(product.id, email)).toEqual({
      n: 1,
    });
  });

  it('refuses what it cannot subscribe with clear messages', async () => {
    const product = soldOutProduct();
    const missing = await subscribe({ sku: product.sku, type: 'STOCK' });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'Required parameter "email" is missing',
      extensions: { category: 'graphql-input' },
    });
    const invalid = await subscribe({ sku: product.sku, type: 'STOCK', email: 'not-an-address' });
    expect(invalid.body.errors?.[0].message).toBe('Enter a valid email address.');
    const unknown = await subscribe({ sku: 'NO-SUCH-SKU', type: 'PRICE', email: uniqueEmail() });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: PRODUCT_NOT_FOUND, extensions: { category: 'graphql-no-such-entity' } });
    const noProduct = await subscribe({ type: 'PRICE', email: uniqueEmail() });
    expect(noProduct.body.errors?.[0].extensions?.category).toBe('graphql-input');
    setStock(services(), product.sku, 4);
    const inStock = await subscribe({ sku: product.sku, type: 'STOCK', email: uniqueEmail() });
    expect(inStock.body.errors?.[0]).toMatchObject({ message: ALREADY_IN_STOCK, extensions: { category: 'graphql-input' } });
  });

  it('subscribes a signed-in customer with their own address and lists their alerts', async () => {
    const product = soldOutProduct();
    const { email, token } = await signUp();
    const answer = await asCustomer(token, SUBSCRIBE, { input: { sku: product.sku, type: 'STOCK', email: 'someone.else@example.com' } });
    expect(answer.body.errors).toBeUndefined();
    expect(
      db()
        .prepare('SELECT email, customer_id IS NOT NULL AS linked FROM product_alert WHERE product_id = ? AND email = ?')
        .get(product.id, email),
    ).toEqual({
      email,
      linked: 1,
    });
    const listed = await asCustomer(token, '{ customer { product_alerts { type product { sku } } } }');
    expect(listed.body.data.customer.product_alerts).toEqual([{ type: 'STOCK', product: { sku: product.sku } }]);
  });
});

describe('stock alerts', () => {
  it('writes one e-mail per subscriber when stock returns, and none more without a new change', async () => {
    const [first, second] = [soldOutProduct(), soldOutProduct()];
    const ada = uniqueEmail('ada');
    const bob = uniqueEmail('bob');
    await subscribe({ sku: first.sku, type: 'STOCK', email: ada });
    await subscribe({ sku: second.sku, type: 'STOCK', email: ada });
    await subscribe({ sku: first.sku, type: 'STOCK', email: bob });

    expect(sendProductAlerts(services()).stock).toBe(0);
    setStock(services(), first.sku, 10);
    setStock(services(), second.sku, 10);
    sendProductAlerts(services());

    const [adaMail, ...adaMore] = await mails(ada);
    expect(adaMore).toEqual([]);
    expect(adaMail.subject).toBe('Products back in stock alert');
    expect(adaMail.store).toBe(STORE);
    expect(adaMail.text).toContain(`http://localhost:3000/${STORE}/${first.url_key}.html`);
    const links = unsubscribeLinks(adaMail);
    expect(links.map((link) => [link.input.action, link.input.product_id, link.product])).toEqual([
      ['EMAIL', String(first.id), first.url_key],
      ['EMAIL', String(second.id), second.url_key],
      ['EMAIL_ALL', String(first.id), null],
    ]);
    expect(links[0].url).toMatch(
      new RegExp(`^/productalert/unsubscribe/email/product/${first.url_key}/product_id/${first.id}/hash/[A-Za-z0-9_-]{43}/type/stock$`),
    );
    expect(await mails(bob)).toHaveLength(1);

    // Nothing changed: nothing more.
    expect(sendProductAlerts(services())).toMatchObject({ stock: 0, emails: 0 });
    expect(await mails(ada)).toHaveLength(1);

    // Sold out and back again: a new alert.
    setStock(services(), first.sku, 0);
    sendProductAlerts(services());
    setStock(services(), first.sku, 3);
    sendProductAlerts(services());
    const again = await mails(bob);
    expect(again).toHaveLength(2);
  });

  it('runs as a command against the database of a running backend', async () => {
    const product = soldOutProduct();
    const email = uniqueEmail('cli');
    await subscribe({ sku: product.sku, type: 'STOCK', email });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(REPOSITORY_ROOT, 'backend/commands/product-alerts.ts'),
        '--data-dir',
        services().config.dataDir,
        '--set-stock',
        product.sku,
        '7',
        '--send',
      ],
      { cwd: REPOSITORY_ROOT, env: { ...process.env, STOREFRONT_URL: 'https://shop.example' } },
    );
    expect(stdout).toContain('sent 1 e-mail(s)');
    const [mail] = await mails(email);
    expect(mail.text).toContain(`https://shop.example/${STORE}/productalert/unsubscribe/email/product/`);
    expect(db().prepare('SELECT qty, is_in_stock FROM cataloginventory_stock_item WHERE product_id = ?').get(product.id)).toEqual({
      qty: 7,
      is_in_stock: 1,
    });
  });
});

describe('price alerts', () => {
  it('tells when the price drops below the price last told', async () => {
    const product = db()
      .prepare(
        `SELECT p.sku FROM catalog_product p JOIN catalog_product_price pr ON pr.entity_id = p.entity_id AND pr.store_id = 6
          WHERE p.type_id = 'configurable' AND p.visibility = 4 ORDER BY p.entity_id LIMIT 1`,
      )
      .get() as { sku: string };
    const email = uniqueEmail('price');
    const subscribed = await subscribe({ sku: product.sku, type: 'PRICE', email });
    const price = subscribed.body.data.subscribeProductAlert.product_alert.price;
    expect(price).toMatchObject({ currency: 'GBP' });

    setPrice(services(), product.sku, STORE, price.value + 10);
    expect(sendProductAlerts(services()).price).toBe(0);
    setPrice(services(), product.sku, STORE, price.value - 20);
    expect(sendProductAlerts(services()).price).toBe(1);
    expect(sendProductAlerts(services()).price).toBe(0);
    const [mail] = await mails(email);
    expect(mail.subject).toBe('Products price alert');
    expect(mail.text).toContain(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(price.value - 20));
    expect(unsubscribeLinks(mail).map((link) => link.input.type)).toEqual(['PRICE', 'PRICE']);

    setPrice(services(), product.sku, STORE, price.value - 30);
    sendProductAlerts(services());
    expect(await mails(email)).toHaveLength(2);
  });
});

describe('unsubscribe links', () => {
  async function alertMail(count = 1) {
    const products = Array.from({ length: count }, () => soldOutProduct());
    const email = uniqueEmail('unsub');
    for (const product of products) await subscribe({ sku: product.sku, type: 'STOCK', email });
    for (const product of products) setStock(services(), product.sku, 5);
    sendProductAlerts(services());
    const [mail] = await mails(email);
    return { email, products, links: unsubscribeLinks(mail) };
  }
  const active = (email: string) =>
    (db().prepare('SELECT COUNT(*) AS n FROM product_alert WHERE email = ? AND unsubscribed_at IS NULL').get(email) as { n: number }).n;

  it('ends one alert with its link, again and again', async () => {
    const { email, products, links } = await alertMail(2);
    const once = await unsubscribe(links[0].input);
    expect(once.body).toEqual({
      data: {
        unsubscribeProductAlert: { type: 'STOCK', unsubscribed_count: 1, product: expect.objectContaining({ sku: products[0].sku }) },
      },
    });
    expect(active(email)).toBe(1);
    const twice = await unsubscribe(links[0].input);
    expect(twice.body.data.unsubscribeProductAlert.unsubscribed_count).toBe(0);
  });

  it('ends every alert of the address with the emailAll link', async () => {
    const { email, links } = await alertMail(2);
    const all = await unsubscribe(links[2].input);
    expect(all.body.data.unsubscribeProductAlert.unsubscribed_count).toBe(2);
    expect(active(email)).toBe(0);
  });

  it('refuses a tampered link the same way, whatever was changed', async () => {
    const { email, products, links } = await alertMail(1);
    const valid = links[0].input;
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const tampered = [
      { ...valid, hash: flip(valid.hash[0]) + valid.hash.slice(1) },
      { ...valid, hash: valid.hash.slice(0, -1) },
      { ...valid, hash: 'x'.repeat(43) },
      { ...valid, product_id: String(products[0].id + 1) },
      { ...valid, type: 'PRICE' },
      { ...valid, action: 'EMAIL_ALL' },
      { ...valid, product_id: 'abc' },
      { ...valid, hash: '../../etc' },
    ];
    for (const input of tampered) {
      const answer = await unsubscribe(input);
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ message: INVALID_UNSUBSCRIBE_LINK, extensions: { category: 'graphql-input' } }),
      ]);
    }
    expect(active(email)).toBe(1);
  });

  it('signs the action, product, website, address and type with a key of the database', () => {
    const fields = { action: 'email' as const, productId: 12, websiteCode: 'uk', email: 'Ada@Example.com', type: 'stock' as const };
    const hash = unsubscribeHash(db(), fields);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeHash(db(), { ...fields, email: 'ada@example.com' })).toBe(hash);
    for (const change of [
      { action: 'emailAll' as const },
      { productId: 13 },
      { websiteCode: 'eu' },
      { email: 'bob@example.com' },
      { type: 'price' as const },
    ]) {
      expect(unsubscribeHash(db(), { ...fields, ...change })).not.toBe(hash);
    }
    expect(hashMatches(db(), fields, hash)).toBe(true);
    expect(hashMatches(db(), fields, hash.slice(1))).toBe(false);
    expect(db().prepare("SELECT length(value) AS n FROM schema_meta WHERE key = 'product_alert_secret'").get()).toEqual({ n: 64 });
  });
});
