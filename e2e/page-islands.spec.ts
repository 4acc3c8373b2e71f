import { expect, test, type Page, type Response } from '@playwright/test';
import {
  accessoryInStock,
  addAccessory,
  backendMutation,
  clientNavigationReady,
  newCustomerToken,
  signInAs,
  textsFor,
  uniqueEmail,
  untilCached,
} from './test-support';

/**
 * Issue 16: the cart, compare, wish list, checkout and account pages do not carry React Query (nor
 * the checkout's code) in their first load: their personal part is an island whose code comes right
 * after the page's, rendered by the server meanwhile. What the shopper sees and does is the same.
 */

const store = 'uk';
const t = textsFor(store);

/** Text only React Query's core carries (a query without its function): a chunk with it holds React Query. */
const REACT_QUERY_MARK = 'Missing queryFn';

/** The scripts of a page's first load (those its HTML names), and whether any carries React Query. */
async function firstLoadCarriesReactQuery(page: Page, path: string): Promise<boolean> {
  const html = await (await page.request.get(path)).text();
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  expect(scripts.length, `${path} names its scripts`).toBeGreaterThan(0);
  for (const src of scripts) if ((await (await page.request.get(src)).text()).includes(REACT_QUERY_MARK)) return true;
  return false;
}

// A cached page's payload has no server markup for its late islands, but an island with no markup
// at all (the gift card cart sync) must not take that for a page rendered anew and load its code.
test('a first-time visitor’s cached catalogue pages load no island’s code until they touch the page', async ({ page, request }) => {
  const product = await accessoryInStock(request, store);
  for (const path of [`/${store}`, `/${store}/sunglasses.html`, `/${store}/${product.url_key}${product.url_suffix ?? '.html'}`]) {
    await untilCached(request, path);
    const loaded: string[] = [];
    const listen = async (response: Response) => {
      if (/\/_next\/static\/chunks\/.*\.js$/.test(response.url()) && (await response.text().catch(() => '')).includes(REACT_QUERY_MARK))
        loaded.push(response.url());
    };
    page.on('response', listen);
    await page.goto(path);
    await clientNavigationReady(page);
    await page.waitForTimeout(1_500);
    expect(loaded, path).toEqual([]);
    // The first key loads the islands (so the check above can fail).
    await page.keyboard.press('Tab');
    await expect.poll(() => loaded.length, { message: path }).toBeGreaterThan(0);
    page.off('response', listen);
  }
});

test('the cart, compare, checkout and account pages load React Query after the page; the cart and checkout show the shopper’s cart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = { email: uniqueEmail('islands'), password: 'Secret123!', firstname: 'Ada', lastname: 'Lovelace' };
  await backendMutation(
    request,
    store,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    {
      input: customer,
    },
  );
  await signInAs(page, store, customer.email, customer.password, customer.firstname);
  for (const path of ['cart', 'compare', 'checkout', 'wishlist', 'account-information', 'communications']) {
    expect(await firstLoadCarriesReactQuery(page, `/${store}/${path}`), `/${store}/${path}`).toBe(false);
  }

  const product = await accessoryInStock(request, store);
  await addAccessory(page, request, store);
  // The cart's island does load it, once the page is there (so the check above can fail).
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (/\/_next\/static\/chunks\/.*\.js$/.test(response.url()) && (await response.text().catch(() => '')).includes(REACT_QUERY_MARK))
      loaded.push(response.url());
  });
  await page.goto(`/${store}/cart`);
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: product.name }) }),
  ).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
  await page.goto(`/${store}/checkout`);
  await expect(page.getByRole('main').getByText(product.name)).toBeVisible();
});

test('a click on the wish list before its code has arrived is not lost', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = { email: uniqueEmail('early-click'), password: 'Secret123!', firstname: 'Ada', lastname: 'Lovelace' };
  const token = await newCustomerToken(request, store, customer);
  const product = await accessoryInStock(request, store);
  const { customer: kept } = await backendMutation<{ customer: { wishlists: Array<{ id: string }> } }>(
    request,
    store,
    '{ customer { wishlists { id } } }',
    {},
    token,
  );
  const { addProductsToWishlist } = await backendMutation<{ addProductsToWishlist: { user_errors: Array<{ message: string }> } }>(
    request,
    store,
    'mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } } }',
    { id: kept.wishlists[0]?.id ?? '0', items: [{ sku: product.sku, quantity: 1 }] },
    token,
  );
  expect(addProductsToWishlist.user_errors).toEqual([]);
  await signInAs(page, store, customer.email, customer.password, customer.firstname);

  // The server's page lists the product.
  await expect.poll(async () => (await (await page.request.get(`/${store}/wishlist`)).text()).includes(product.name)).toBe(true);

  // The code that reads through React Query (the list's island among it) is held until the click.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(REACT_QUERY_MARK)) {
      held += 1;
      await released;
    }
    await route.fulfill({ response, body });
  });

  await page.goto(`/${store}/wishlist`);
  await clientNavigationReady(page);
  await expect.poll(() => held).toBeGreaterThan(0);
  // The server's list is there before its code.
  const remove = page.getByRole('button', { name: t('Wishlist.removeLabel', { name: product.name }) });
  await expect(remove).toBeVisible();
  await remove.click();
  release();
  await expect(page.getByText(t('Wishlist.removed', { name: product.name }))).toBeVisible();
  await expect(page.getByText(t('Wishlist.empty'))).toBeVisible();
});
