import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { IntlMessageFormat } from 'intl-messageformat';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { mergeMessages, messageChain, type Messages } from '../lib/i18n/locales';
import { toBcp47 } from '../lib/store-views';
import { seededStoreView } from '../lib/__fixtures__/store-views';
import { E2E_BACKEND_URL, E2E_DATA_DIR, E2E_STOREFRONT_URL } from '../scripts/e2e-env';
import { READY_ATTRIBUTE, READY_VALUE } from '../lib/page-ready.mjs';

/** The shopper's text in a store view's language, from the same message files the shop uses. */
export function textsFor(store: string) {
  return textsInLocale(toBcp47(seededStoreView(store).locale), store);
}

/** The shopper's text in a locale (BCP 47), from the message files; `label` names it in errors. */
export function textsInLocale(locale: string, label = locale) {
  let messages: Messages = {};
  for (const name of messageChain(locale)) {
    const file = path.join(__dirname, '..', 'messages', `${name}.json`);
    if (fs.existsSync(file)) messages = mergeMessages(messages, JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  return (key: string, values?: Record<string, string | number>): string => {
    const message = key
      .split('.')
      .reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
    if (typeof message !== 'string') throw new Error(`No message ${key} for ${label}`);
    return String(new IntlMessageFormat(message, locale).format(values));
  };
}

/** axe on the current page: no serious or critical violations (WCAG 2 A and AA). */
/**
 * Waits until clicks on shop links are client navigations (the page is hydrated and the
 * navigation controller listens). Before that a click is a plain document navigation, which is
 * right for a shopper but not what a test of the client router's progress and shimmer watches.
 */
export async function clientNavigationReady(page: Page): Promise<void> {
  await expect(page.locator(`html[${READY_ATTRIBUTE}="${READY_VALUE}"]`)).toBeAttached();
}

/** Requests `path` until the storefront answers it from its cache (a page's first render is answered before it is stored). */
export async function untilCached(request: APIRequestContext, path: string): Promise<void> {
  await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], { timeout: 20_000, intervals: [500] }).toBe('HIT');
}

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Settles when the page at `path` has been read again for router.refresh(): its RSC payload's
 * request (not a link's prefetch) has ended, whole or cut short by the router once it had what it
 * needed.
 */
export function refreshOf(page: Page, path: string): Promise<void> {
  const isRefresh = (request: Request) => {
    const headers = request.headers();
    return new URL(request.url()).pathname.endsWith(path) && headers.rsc === '1' && !headers['next-router-prefetch'];
  };
  return new Promise((resolve) => {
    const ended = (request: Request) => {
      if (!isRefresh(request)) return;
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
}

/** Every value the page's <title> takes from now on; the returned function reads them after the next frame. */
export async function watchTitle(page: Page): Promise<() => Promise<string[]>> {
  const key = `titlesSeen${Date.now()}`;
  await page.evaluate((key) => {
    const seen: string[] = [];
    let last = document.title;
    new MutationObserver(() => {
      if (document.title !== last) seen.push((last = document.title));
    }).observe(document, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { [key]: seen });
  }, key);
  return () =>
    page.evaluate(async (key) => {
      await new Promise(requestAnimationFrame);
      return (window as unknown as Record<string, string[]>)[key];
    }, key);
}

/** A GraphQL query straight to a test backend (the main one unless `backendUrl` says), as a store view. */
export async function backendQuery<T>(
  request: APIRequestContext,
  store: string,
  query: string,
  variables: object = {},
  backendUrl: string = E2E_BACKEND_URL,
): Promise<T> {
  const response = await request.get(`${backendUrl}/graphql`, {
    params: { query, variables: JSON.stringify(variables) },
    headers: { Store: store },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Read-only look at the test backend's database, for fixtures the API does not list (renamed URLs). */
export function backendDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(__dirname, '..', E2E_DATA_DIR, 'magento.db'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export interface ProductRow {
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string | null;
  stock_status: string;
}

/** A visible product of an attribute set (Accessories, Frames, Sunglasses…) that is in stock in `store`. */
export async function productInStock(request: APIRequestContext, store: string, attributeSet: string): Promise<ProductRow> {
  const skus = backendDatabase((db) =>
    db
      .prepare('SELECT sku FROM catalog_product WHERE attribute_set = ? AND visibility = 4 AND status = 1 ORDER BY entity_id')
      .pluck()
      .all(attributeSet),
  ) as string[];
  const { products } = await backendQuery<{ products: { items: ProductRow[] } }>(
    request,
    store,
    'query($skus:[String]){products(filter:{sku:{in:$skus}},pageSize:50){items{sku name url_key url_suffix stock_status}}}',
    { skus: skus.slice(0, 50) },
  );
  const product = products.items.find((item) => item.stock_status === 'IN_STOCK');
  if (!product) throw new Error(`no ${attributeSet} product in stock in ${store}`);
  return product;
}

/** An accessory in stock in `store`: a simple product that needs no lens choices, so its page adds it directly. */
export const accessoryInStock = (request: APIRequestContext, store = 'uk') => productInStock(request, store, 'Accessories');

/** Adds the first accessory in stock from its product page and closes the mini cart. */
export async function addAccessory(page: Page, request: APIRequestContext, store: string): Promise<void> {
  const t = textsFor(store);
  const product = await accessoryInStock(request, store);
  await page.goto(`/${store}/${product.url_key}${product.url_suffix ?? '.html'}`);
  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
  await page.keyboard.press('Escape');
}

export interface AddressInput {
  email: string;
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  postcode?: string;
  telephone: string;
}

/** A guest's UK address for checkout journeys (one place, so every journey ships to the same valid address). */
export function ukAddress(email: string): AddressInput {
  return {
    email,
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: '10 Downing Street',
    city: 'London',
    postcode: 'SW1A 2AA',
    telephone: '020 7946 0000',
  };
}

/** Fills the checkout's shipping address form. */
export async function fillAddress(page: Page, store: string, address: AddressInput): Promise<void> {
  const t = textsFor(store);
  const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
  // Exact labels: in French « Nom » is part of « Prénom », « Adresse » of « Adresse e-mail ».
  await form.getByLabel(t('Checkout.emailLabel'), { exact: true }).fill(address.email);
  await form.getByLabel(t('Checkout.firstnameLabel'), { exact: true }).fill(address.firstname);
  await form.getByLabel(t('Checkout.lastnameLabel'), { exact: true }).fill(address.lastname);
  await form.getByLabel(t('Checkout.streetLabel'), { exact: true }).fill(address.street);
  await form.getByLabel(t('Checkout.cityLabel'), { exact: true }).fill(address.city);
  if (address.postcode !== undefined) await form.getByLabel(t('Checkout.postcodeLabel'), { exact: true }).fill(address.postcode);
  await form.getByLabel(t('Checkout.telephoneLabel'), { exact: true }).fill(address.telephone);
}

/** Saves the address, picks the first shipping method and the payment method titled `method`. */
export async function chooseMethods(page: Page, store: string, method: string): Promise<void> {
  const t = textsFor(store);
  await page.getByRole('button', { name: t('Checkout.saveAddress') }).click();
  const shipping = page.getByRole('region', { name: t('Checkout.shippingMethod') });
  const firstMethod = shipping.getByRole('radio', { disabled: false }).first();
  await expect(firstMethod).toBeVisible();
  await firstMethod.check();
  await expect(firstMethod).toBeChecked();
  const payment = page.getByRole('region', { name: t('Checkout.paymentMethod') });
  const radio = payment.getByRole('radio', { name: method });
  await radio.check();
  await expect(radio).toBeChecked();
}

/** A payment method's title in a store view, as the backend's per-store configuration gives it. */
export function paymentTitle(store: string, code: string): string {
  const row = backendDatabase((db) =>
    db
      .prepare('SELECT c.title FROM payment_method_config c JOIN store s ON s.store_id = c.store_id WHERE s.code = ? AND c.code = ?')
      .get(store, code),
  ) as { title: string } | undefined;
  if (!row) throw new Error(`No payment method ${code} configured in ${store}`);
  return row.title;
}

/** Chooses the first shipping method and check / money order, then places the order (double-clicked). */
export async function chooseMethodsAndPlace(page: Page, store: string): Promise<void> {
  const t = textsFor(store);
  await chooseMethods(page, store, paymentTitle(store, 'checkmo'));
  const place = page.getByRole('button', { name: t('Checkout.placeOrder') });
  await expect(place).toBeEnabled();
  await place.dblclick();
  await expect(page).toHaveURL(new RegExp(`/${store}/success$`));
}

/** A GraphQL mutation straight to the test backend, as a store view (optionally as a customer). */
export async function backendMutation<T>(
  request: APIRequestContext,
  store: string,
  query: string,
  variables: object = {},
  token?: string,
): Promise<T> {
  const response = await request.post(`${E2E_BACKEND_URL}/graphql`, {
    data: { query, variables },
    headers: { Store: store, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A new customer of `store`'s website (made through the backend's API) and their customer token. */
export async function newCustomerToken(
  request: APIRequestContext,
  store: string,
  customer: { email: string; password: string; firstname: string; lastname: string },
): Promise<string> {
  await backendMutation(
    request,
    store,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    {
      input: customer,
    },
  );
  const { generateCustomerToken } = await backendMutation<{ generateCustomerToken: { token: string } }>(
    request,
    store,
    'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email: customer.email, password: customer.password },
  );
  return generateCustomerToken.token;
}

/** A new customer of `store`'s website with one default address (made through the backend's API), for signed-in tests. */
export async function customerWithAddress(
  request: APIRequestContext,
  store: string,
  customer: { email: string; password: string; firstname: string; lastname: string },
  address: { street: string; city: string; postcode?: string; country_code: string; telephone: string },
): Promise<void> {
  const token = await newCustomerToken(request, store, customer);
  await backendMutation(
    request,
    store,
    'mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }',
    {
      input: {
        firstname: customer.firstname,
        lastname: customer.lastname,
        street: [address.street],
        city: address.city,
        postcode: address.postcode,
        country_code: address.country_code,
        telephone: address.telephone,
        default_shipping: true,
        default_billing: true,
      },
    },
    token,
  );
}

/** Signs in on the store view's sign-in page and waits until the header greets the customer. */
export async function signInAs(page: Page, store: string, email: string, password: string, firstname: string): Promise<void> {
  const t = textsFor(store);
  await page.goto(`/${store}/sign-in`);
  const form = page.getByRole('form', { name: t('Account.signInTitle') });
  await form.getByLabel(t('Account.emailLabel')).fill(email);
  await form.getByLabel(t('Account.passwordLabel'), { exact: true }).fill(password);
  await form.getByRole('button', { name: t('Account.signInButton') }).click();
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: firstname }) })).toBeVisible();
}

/** An e-mail address no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
}

/** Creates an account through the page (signed in afterwards) and waits until the header greets the customer. */
export async function createCustomerAccount(page: Page, store: string, customer: NewCustomer): Promise<void> {
  const t = textsFor(store);
  const query = new URLSearchParams({ email: customer.email, firstName: customer.firstname, lastName: customer.lastname });
  await page.goto(`/${store}/create-account?${query}`);
  const form = page.getByRole('form', { name: t('Account.createAccountTitle') });
  await form.getByLabel(t('Account.passwordLabel'), { exact: true }).fill(customer.password);
  await form.getByLabel(t('Account.confirmationLabel')).fill(customer.password);
  await form.getByRole('button', { name: t('Account.createAccountButton') }).click();
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: customer.firstname }) })).toBeVisible();
}

/** A query straight to the test backend as a customer (signed in there with their password), to check pages against Magento's answer. */
export async function backendCustomerQuery<T>(
  request: APIRequestContext,
  store: string,
  credentials: { email: string; password: string },
  query: string,
  variables: object = {},
): Promise<T> {
  const { generateCustomerToken } = await backendMutation<{ generateCustomerToken: { token: string } }>(
    request,
    store,
    'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email: credentials.email, password: credentials.password },
  );
  const token = generateCustomerToken.token;
  const response = await request.get(`${E2E_BACKEND_URL}/graphql`, {
    params: { query, variables: JSON.stringify(variables) },
    headers: { Store: store, Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

export interface OutboxMail {
  id: number;
  store: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The test backend's e-mails to `to`, newest first (its /outbox reader). */
export async function outboxMails(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`${E2E_BACKEND_URL}/outbox`, { params: { to } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMail[];
}

/**
 * Runs one of the backend's commands (backend/commands/<name>.ts) on the test backend's database
 * while it runs (SQLite in WAL mode takes a second writer), with links to the test storefront.
 */
export function runBackendCommand(name: string, args: string[]): string {
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join('backend', 'commands', `${name}.ts`),
      '--data-dir',
      E2E_DATA_DIR,
      '--storefront-url',
      E2E_STOREFRONT_URL,
      ...args,
    ],
    { cwd: path.join(__dirname, '..'), encoding: 'utf8' },
  );
}

/** The RSC payload a server-rendered page carries for hydration (its `self.__next_f.push` scripts), decoded. */
export function rscPayload(html: string): string {
  let payload = '';
  for (const [, chunk] of html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [kind, text] = JSON.parse(chunk) as [number, string?];
    if (kind === 1 && text) payload += text;
  }
  return payload;
}
