import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import {
  accessoryInStock,
  addAccessory,
  backendDatabase,
  chooseMethods,
  fillAddress,
  paymentTitle,
  textsFor,
  uniqueEmail,
} from './test-support';

/**
 * Client-side retry (issue 15): a cart or checkout action whose call to the backend fails for a
 * network reason tells the shopper so in their language, keeps what they entered, and succeeds
 * when they try again; an order placement whose answer was lost after the backend placed it,
 * tried again, makes no second order.
 */
const STORE = 'uk';

/**
 * Fails the first `count` browser calls matching `matches` as the network would: `refuse` before
 * the backend sees them, `lose` the answer after the backend acted. Answers how many it failed.
 */
async function failFirst(
  page: Page,
  url: string,
  matches: (route: Route) => boolean,
  how: 'refuse' | 'lose',
  count = 1,
): Promise<() => number> {
  let failed = 0;
  await page.route(url, async (route) => {
    if (failed < count && matches(route)) {
      failed += 1;
      if (how === 'lose') await route.fetch().catch(() => undefined);
      await route.abort('connectionreset').catch(() => undefined);
      return;
    }
    await route.continue().catch(() => undefined);
  });
  return () => failed;
}

const isMutation = (name: string) => (route: Route) =>
  route.request().method() === 'POST' && (route.request().postData() ?? '').includes(name);

const ordersFor = (email: string) =>
  backendDatabase((db) => db.prepare('SELECT COUNT(*) FROM sales_order WHERE customer_email = ?').pluck().get(email) as number);

test.describe('a failed cart or checkout call, tried again', () => {
  test('add to cart: the shopper is told in their language, and adding again puts it in the cart once', async ({ page, request }) => {
    const t = textsFor(STORE);
    const product = await accessoryInStock(request, STORE);
    // The network fails the add and every retry the client makes of its own (5 attempts).
    const failures = await failFirst(page, '**/graphql', isMutation('AddProductsToCart'), 'refuse', 5);
    await page.goto(`/${STORE}/${product.url_key}${product.url_suffix ?? '.html'}`);
    const add = page.getByRole('button', { name: t('Product.addToCart') });
    await add.click();
    await expect(page.getByRole('alert').filter({ hasText: t('Retry.network') })).toBeVisible({ timeout: 20_000 });
    expect(failures()).toBe(5);
    await expect(add).toBeEnabled();
    await add.click();
    const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
    await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
    await page.goto(`/${STORE}/cart`);
    await expect(page.getByRole('spinbutton', { name: t('Cart.quantityFor', { name: product.name }) })).toHaveValue('1');
  });

  test('add to cart: a call the network drops once is retried by the client, unseen by the shopper', async ({ page, request }) => {
    const t = textsFor(STORE);
    const product = await accessoryInStock(request, STORE);
    const failures = await failFirst(page, '**/graphql', isMutation('AddProductsToCart'), 'refuse');
    await page.goto(`/${STORE}/${product.url_key}${product.url_suffix ?? '.html'}`);
    await page.getByRole('button', { name: t('Product.addToCart') }).click();
    await expect(page.getByRole('dialog', { name: t('Cart.miniCartTitle') }).getByRole('link', { name: product.name })).toBeVisible();
    expect(failures()).toBe(1);
    await expect(page.getByText(t('Retry.network'))).toHaveCount(0);
  });

  test('shipping address: the shopper is told, the form keeps every value, and saving again goes on', async ({ page, request }) => {
    const t = textsFor(STORE);
    await addAccessory(page, request, STORE);
    const failures = await failFirst(page, '**/graphql', isMutation('SetShippingAddressOnCart'), 'refuse', 5);
    await page.goto(`/${STORE}/checkout`);
    const address = {
      email: uniqueEmail('retry-address'),
      firstname: 'Grace',
      lastname: 'Hopper',
      street: '1 Retry Lane',
      city: 'London',
      postcode: 'SW1A 2AA',
      telephone: '020 7946 0001',
    };
    await fillAddress(page, STORE, address);
    await page.getByRole('button', { name: t('Checkout.saveAddress') }).click();
    const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
    await expect(form.getByRole('alert').filter({ hasText: t('Retry.network') })).toBeVisible({ timeout: 20_000 });
    expect(failures()).toBe(5);
    for (const [label, value] of [
      ['Checkout.emailLabel', address.email],
      ['Checkout.firstnameLabel', address.firstname],
      ['Checkout.streetLabel', address.street],
      ['Checkout.postcodeLabel', address.postcode],
      ['Checkout.telephoneLabel', address.telephone],
    ])
      await expect(form.getByLabel(t(label), { exact: true })).toHaveValue(value);
    await chooseMethods(page, STORE, paymentTitle(STORE, 'checkmo'));
    await expect(page.getByRole('button', { name: t('Checkout.placeOrder') })).toBeEnabled();
  });

  async function readyToPlace(page: Page, request: APIRequestContext, label: string): Promise<string> {
    await addAccessory(page, request, STORE);
    await page.goto(`/${STORE}/checkout`);
    const email = uniqueEmail(label);
    await fillAddress(page, STORE, {
      email,
      firstname: 'Alan',
      lastname: 'Turing',
      street: '2 Retry Lane',
      city: 'London',
      postcode: 'SW1A 2AA',
      telephone: '020 7946 0002',
    });
    await chooseMethods(page, STORE, paymentTitle(STORE, 'checkmo'));
    return email;
  }
  const isPlacement = (route: Route) => route.request().url().includes('/payment-information');

  test('place order: an answer lost after the order was placed lands on that order, and makes no second one', async ({ page, request }) => {
    const t = textsFor(STORE);
    const email = await readyToPlace(page, request, 'retry-lost');
    const failures = await failFirst(page, '**/rest/**', isPlacement, 'lose');
    await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/success$`));
    expect(failures()).toBe(1);
    const placed = backendDatabase(
      (db) => db.prepare('SELECT increment_id FROM sales_order WHERE customer_email = ?').pluck().get(email) as string,
    );
    await expect(page.getByTestId('order-number')).toContainText(placed);
    expect(ordersFor(email)).toBe(1);
  });

  test('place order: a network down for a while is told; the shopper places again, once, with nothing lost', async ({ page, request }) => {
    const t = textsFor(STORE);
    const email = await readyToPlace(page, request, 'retry-down');
    // The network refuses every attempt the storefront makes of its own: nothing is placed.
    const failures = await failFirst(page, '**/rest/**', isPlacement, 'refuse', 3);
    const place = page.getByRole('button', { name: t('Checkout.placeOrder') });
    await place.click();
    await expect(page.getByRole('alert').filter({ hasText: t('Retry.network') })).toBeVisible({ timeout: 20_000 });
    expect(failures()).toBe(3);
    const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
    await expect(form.getByLabel(t('Checkout.emailLabel'), { exact: true })).toHaveValue(email);
    expect(ordersFor(email)).toBe(0);
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/success$`));
    await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
    expect(ordersFor(email)).toBe(1);
  });
});
