import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { E2E_MAGENTO_OS_BACKEND_URL } from '../../scripts/e2e-env';
import { backendQuery as queryBackend, textsInLocale, uniqueEmail } from '../test-support';

/** The one store view of a fresh Magento install, and its locale (en_US). */
export const STORE = 'default';
const LOCALE = 'en-US';

/** The shopper's text in the store view's language, from the message files the shop uses. */
export const t = textsInLocale(LOCALE);

/**
 * Routes of the optional features (feature registry): on a stock Magento Open Source each one
 * answers 404 and no link leads to it. Gift cards need Adobe Commerce, the contact form 2.4.7+,
 * the rest our modules.
 */
export const OPTIONAL_ROUTES = [
  '/default/faq',
  '/default/faq/ordering/how-do-i-order',
  '/default/delivery',
  '/default/room',
  '/default/room/0123456789abcdef',
  '/default/addEditDialog',
  '/default/prescriptionfix/1/x',
  '/default/stock',
  '/default/price',
  '/default/contact',
  '/default/contact-us',
  '/default/customize',
  '/default/unsubscribe/1/x',
  '/default/productalert/unsubscribe/x',
  '/default/abandonedcart/checkout/cart/id/1/token/x',
];

/** Optional pages of the account area (a guest is sent to sign in first): checked signed in. */
export const OPTIONAL_ACCOUNT_ROUTES = ['/default/prescription', '/default/giftcard', '/default/social-accounts'];

/** Path prefixes no link on a stock Magento's pages may point to. */
const OPTIONAL_PREFIXES = [
  '/faq',
  '/delivery',
  '/room',
  '/prescription',
  '/addEditDialog',
  '/prescriptionfix',
  '/stock',
  '/price',
  '/giftcard',
  '/contact',
  '/customize',
  '/social-accounts',
  '/productalert',
  '/unsubscribe',
  '/abandonedcart',
];

/** Whether `href` (as found on a page) leads to an optional feature's route. */
export function isOptionalRoute(href: string): boolean {
  const url = new URL(href, 'http://storefront.test');
  if (url.origin !== 'http://storefront.test' && !url.hostname.includes('localhost')) return false;
  const rest = url.pathname.replace(/^\/[a-z0-9_]+(?=\/|$)/, '');
  return OPTIONAL_PREFIXES.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
}

/**
 * Watches a page for the whole test: every page (document) it loads answers below 500, and every
 * link on the pages checked with `expectNoOptionalLinks` avoids the optional features.
 */
export function watchDocuments(page: Page): { failures: string[] } {
  const failures: string[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'document' && response.status() >= 500) {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  return { failures };
}

/** No link on the current page leads to an optional feature's route. */
export async function expectNoOptionalLinks(page: Page): Promise<void> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter(isOptionalRoute), `links to optional features on ${page.url()}`).toEqual([]);
}

/** A GraphQL query straight to the magento-os test backend. */
export const backendQuery = <T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> =>
  queryBackend<T>(request, STORE, query, variables, E2E_MAGENTO_OS_BACKEND_URL);

export interface ProductLink {
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string | null;
}

/** An accessory in stock: a simple product without options, so its page adds it to the cart directly. */
export async function accessoryInStock(request: APIRequestContext): Promise<ProductLink> {
  const { categoryList } = await backendQuery<{ categoryList: Array<{ uid: string }> }>(
    request,
    '{ categoryList(filters: { url_key: { eq: "accessories" } }) { uid } }',
  );
  const { products } = await backendQuery<{ products: { items: Array<ProductLink & { stock_status: string; __typename: string }> } }>(
    request,
    'query($uid: String!) { products(filter: { category_uid: { eq: $uid } }, pageSize: 50) { items { __typename sku name url_key url_suffix stock_status } } }',
    { uid: categoryList[0].uid },
  );
  const product = products.items.find((item) => item.stock_status === 'IN_STOCK' && item.__typename === 'SimpleProduct');
  if (!product) throw new Error('no accessory in stock');
  return product;
}

export const productPath = (product: ProductLink) => `/${STORE}/${product.url_key}${product.url_suffix ?? '.html'}`;

export { uniqueEmail };
