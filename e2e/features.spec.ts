import { expect, test, type Page } from '@playwright/test';
import { featureOfRoute } from '../lib/features/registry';
import { E2E_CORE_STOREFRONT_URL, E2E_STOREFRONT_URL } from '../scripts/e2e-env';
import { addAccessory, productInStock, signInAs, textsFor } from './test-support';

/**
 * A storefront with every optional feature forced off (STOREFRONT_DISABLED_FEATURES, see
 * scripts/e2e-env.ts), in front of the same backend as the main one: what a shopper sees on a
 * Magento without gift cards, prescriptions, FAQ, showroom, ...: core pages work, optional pages
 * answer the shop's not-found page, and nothing links to them.
 */
test.use({ baseURL: E2E_CORE_STOREFRONT_URL });
// Every page here is a first render on a fresh server (nothing cached yet): give them time.
test.describe.configure({ timeout: 240_000 });

const store = 'uk';
const t = textsFor(store);

/** The paths of the page's links that lead to an optional feature's page. */
async function linksToOptionalPages(page: Page): Promise<string[]> {
  const paths = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return paths.filter((path) => featureOfRoute(path.replace(/^\/[^/]+/, '') || '/') !== undefined);
}

async function expectShopNotFound(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(t('Errors.notFoundTitle'));
  // The shop's own not-found page, inside its header and footer.
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test('every optional page answers the shop’s not-found page (404), never an error', async ({ page, request }) => {
  const frame = await productInStock(request, store, 'Frames');
  const paths = [
    '/faq',
    '/faq/shipping',
    '/delivery',
    '/contact',
    '/contact-us',
    '/room',
    '/room/abc',
    '/customize',
    `/customize/${frame.url_key}`,
    `/stock?product=${frame.url_key}`,
    `/price?product=${frame.url_key}`,
    `/productalert/unsubscribe/email/product/${frame.url_key}/product_id/1/hash/abc/type/stock`,
    '/unsubscribe/1/abc',
    '/prescriptionfix/000000001/abc',
    '/addEditDialog',
    '/abandonedcart/checkout/cart/id/1/token/abc',
  ];
  for (const path of paths) await expectShopNotFound(page, `/${store}${path}`);
});

test('home, product and cart pages link to no optional page, and add to cart and the mini cart work', async ({ page, request }) => {
  const frame = await productInStock(request, store, 'Frames');
  const framePath = `/${store}/${frame.url_key}${frame.url_suffix ?? '.html'}`;

  // The main storefront (every feature on) links to them: the check below can fail.
  await page.goto(`${E2E_STOREFRONT_URL}/${store}`);
  expect(await linksToOptionalPages(page)).toEqual(expect.arrayContaining([`/${store}/faq`, `/${store}/delivery`]));
  await page.goto(`${E2E_STOREFRONT_URL}${framePath}`);
  expect((await linksToOptionalPages(page)).length).toBeGreaterThan(0);

  await page.goto(`/${store}`);
  expect(await linksToOptionalPages(page)).toEqual([]);

  const response = await page.goto(framePath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frame.name);
  await expect(page.getByRole('button', { name: t('Product.addToCart') })).toBeVisible();
  expect(await linksToOptionalPages(page)).toEqual([]);

  // Core: add to cart, the mini cart and the cart page.
  await addAccessory(page, request, store);
  const cartLink = page.getByRole('banner').getByRole('link', { name: t('Header.cart'), exact: true });
  await expect(cartLink).toHaveAccessibleDescription(t('Header.cartCount', { count: 1 }));
  await page.goto(`/${store}/cart`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Cart.title'));
  await expect(page.getByRole('spinbutton').first()).toHaveValue('1', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: t('GiftCard.slotHeading') })).toHaveCount(0);
  expect(await linksToOptionalPages(page)).toEqual([]);
});

test('signed in: the account lists no optional area, and those areas answer not found', async ({ page }) => {
  await page.goto(`/${store}/sign-in`);
  expect(await linksToOptionalPages(page)).toEqual([]);
  await expect(page.getByRole('main').getByText(/Google|Facebook|Apple/)).toHaveCount(0);
  await signInAs(page, store, 'roni_cost@example.com', 'roni_cost3@example.com', 'Veronica');
  await page.goto(`/${store}/order-history`);
  await expect(page.getByRole('navigation', { name: t('Account.accountNavigation') })).toBeVisible();
  expect(await linksToOptionalPages(page)).toEqual([]);
  for (const path of ['/giftcard', '/prescription', '/social-accounts']) await expectShopNotFound(page, `/${store}${path}`);
});
