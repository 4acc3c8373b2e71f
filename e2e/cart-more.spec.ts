import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  accessoryInStock,
  addAccessory,
  backendDatabase,
  backendQuery,
  chooseMethodsAndPlace,
  expectNoSeriousViolations,
  fillAddress,
  textsFor,
  type ProductRow,
} from './test-support';
import { E2E_BACKEND_URL } from '../scripts/e2e-env';

const t = textsFor('uk');

/** The amount a cart total shows, e.g. "£123.45" → 123.45. */
async function amountOf(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

function productPath(product: ProductRow): string {
  return `/uk/${product.url_key}${product.url_suffix ?? '.html'}`;
}

/** Adds the product from its page and waits for the mini cart to show it, then closes it. */
async function addFromProductPage(page: Page, product: ProductRow): Promise<void> {
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
}

/**
 * An accessory in stock other than the one the other specs buy (accessoryInStock), with the
 * quantity that can still be sold (stock plus reservations): the one with the smallest stock.
 */
async function otherAccessoryWithStock(request: APIRequestContext): Promise<{ product: ProductRow; salable: number }> {
  const first = await accessoryInStock(request);
  const rows = backendDatabase((db) =>
    db
      .prepare(
        `SELECT p.sku, s.qty + COALESCE((SELECT SUM(r.quantity) FROM inventory_reservation r WHERE r.product_id = p.entity_id), 0) AS salable
           FROM catalog_product p JOIN cataloginventory_stock_item s ON s.product_id = p.entity_id
          WHERE p.attribute_set = 'Accessories' AND p.visibility = 4 AND p.status = 1 AND s.is_in_stock = 1 AND p.sku != ?
          ORDER BY salable, p.entity_id`,
      )
      .all(first.sku),
  ) as Array<{ sku: string; salable: number }>;
  const { products } = await backendQuery<{ products: { items: ProductRow[] } }>(
    request,
    'uk',
    'query($skus:[String]){products(filter:{sku:{in:$skus}},pageSize:50){items{sku name url_key url_suffix stock_status}}}',
    { skus: rows.map((row) => row.sku) },
  );
  for (const row of rows) {
    const product = products.items.find((item) => item.sku === row.sku && item.stock_status === 'IN_STOCK');
    if (product && row.salable >= 2) return { product, salable: row.salable };
  }
  throw new Error('no second accessory in stock in uk');
}

test('uk: a coupon changes the totals, a refused one shows the reason, and it can be removed', async ({ page, request }) => {
  const product = await accessoryInStock(request);
  await addFromProductPage(page, product);
  await page.goto('/uk/cart');
  await expect(page.getByRole('spinbutton', { name: t('Cart.quantityFor', { name: product.name }) })).toHaveValue('1');

  const summary = page.getByRole('region', { name: t('Cart.summaryHeading') });
  const total = summary.getByRole('definition').last();
  await expect(total).toContainText('£');
  const before = await amountOf(total);
  const discountLine = summary.getByRole('term').filter({ hasText: t('Cart.discount') });
  await expect(discountLine).toHaveCount(0);

  const code = summary.getByLabel(t('Cart.couponLabel'));
  await code.fill('WELCOME10');
  await summary.getByRole('button', { name: t('Cart.couponApply'), exact: true }).click();
  await expect(summary.getByText(t('Cart.couponApplied', { code: 'WELCOME10' }))).toBeVisible();
  await expect(discountLine).toHaveCount(1);
  await expect.poll(() => amountOf(total)).toBeLessThan(before);
  // (d) axe with a coupon applied.
  await expectNoSeriousViolations(page);

  await summary.getByRole('button', { name: t('Cart.couponRemoveLabel', { code: 'WELCOME10' }) }).click();
  await expect(discountLine).toHaveCount(0);
  await expect.poll(() => amountOf(total)).toBe(before);

  await summary.getByLabel(t('Cart.couponLabel')).fill('SPRING2020');
  await summary.getByRole('button', { name: t('Cart.couponApply'), exact: true }).click();
  await expect(summary.getByRole('alert')).toHaveText(t('Cart.couponInvalid'));
  await expect(summary.getByLabel(t('Cart.couponLabel'))).toHaveAttribute('aria-invalid', 'true');
  await expect(discountLine).toHaveCount(0);
  await expect.poll(() => amountOf(total)).toBe(before);
});

test('uk: the last units bought in one browser show as out of stock in another cart', async ({ browser, request }) => {
  const { product, salable } = await otherAccessoryWithStock(request);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const shopperA = await contextA.newPage();
    const shopperB = await contextB.newPage();

    // B puts one in its cart first.
    await addFromProductPage(shopperB, product);

    // A buys the whole stock with check / money order.
    await addFromProductPage(shopperA, product);
    // The cart page caps a line's quantity input, so the rest of the stock goes in through the API.
    const cartId = await shopperA.evaluate(
      () => (JSON.parse(window.localStorage.getItem('cartId:uk') ?? 'null') as { value: string } | null)?.value,
    );
    expect(cartId).toBeTruthy();
    const response = await request.post(`${E2E_BACKEND_URL}/graphql`, {
      headers: { Store: 'uk' },
      data: {
        query: `mutation ($cartId: String!, $sku: String!, $quantity: Float!) {
          addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } cart { total_quantity } }
        }`,
        variables: { cartId, sku: product.sku, quantity: salable - 1 },
      },
    });
    const added = (await response.json()) as { data?: { addProductsToCart: { user_errors: unknown[]; cart: { total_quantity: number } } } };
    expect(added.data?.addProductsToCart.user_errors).toEqual([]);
    expect(added.data?.addProductsToCart.cart.total_quantity).toBe(salable);
    await shopperA.goto('/uk/cart');
    await expect(shopperA.getByRole('spinbutton', { name: t('Cart.quantityFor', { name: product.name }) })).toHaveValue(String(salable));
    await shopperA.goto('/uk/checkout');
    await fillAddress(shopperA, 'uk', {
      email: 'last.units@example.com',
      firstname: 'Grace',
      lastname: 'Hopper',
      street: '1 Main Street',
      city: 'London',
      postcode: 'SW1A 2AA',
      telephone: '020 7946 0001',
    });
    await chooseMethodsAndPlace(shopperA, 'uk');

    // B's cart now shows the line as out of stock (or says it was left out).
    await shopperB.goto('/uk/cart');
    const main = shopperB.getByRole('main');
    await expect(main.getByText(t('Cart.outOfStock')).or(main.getByText(t('Cart.removedItems')))).toBeVisible();
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('uk: an invalid cart id in storage is replaced transparently when adding to the cart', async ({ page, request }) => {
  const product = await accessoryInStock(request);
  await page.goto('/uk');
  await page.evaluate(() => {
    window.localStorage.setItem('cartId:uk', JSON.stringify({ value: 'bogus-cart-id', timeStored: Date.now() }));
  });
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: t('Cart.addError', { message: '' }) })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cartId:uk') ?? 'null') as { value: string } | null);
  expect(stored?.value).toBeTruthy();
  expect(stored?.value).not.toBe('bogus-cart-id');
});

test('uk: the delivery page lists the shipping options in pounds and passes axe', async ({ page }) => {
  const delivery = textsFor('uk');
  await page.goto('/uk/delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(delivery('Delivery.title'));
  const home = page.getByRole('main').getByRole('region').first();
  await expect(home.getByRole('row').filter({ hasText: 'Flat Rate' })).toContainText('£3.95');
  await expect(home.getByRole('row').filter({ hasText: 'Express' })).toContainText('£9.95');
  await expect(home.getByText(delivery('Delivery.freeFrom', { amount: '£50.00' }))).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: delivery('Delivery.title') })).toHaveAttribute(
    'href',
    '/uk/delivery',
  );
  await expectNoSeriousViolations(page);
});

test('uk: the cart estimates shipping for a destination without asking for an address', async ({ page, request }) => {
  const t = textsFor('uk');
  await addAccessory(page, request, 'uk');
  await page.goto('/uk/cart');
  const main = page.getByRole('main');
  await main.getByText(t('Cart.estimateHeading')).click();
  await expect(main.getByLabel(t('Cart.estimateCountry'), { exact: true })).toHaveValue('GB');
  await main.getByLabel(t('Cart.estimatePostcode')).fill('SW1A 2AA');
  await main.getByRole('button', { name: t('Cart.estimateSubmit') }).click();
  await expect(main.getByRole('listitem').filter({ hasText: /Flat Rate.*£\d/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});
