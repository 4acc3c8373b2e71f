import { expect, test, type Page } from '@playwright/test';
import {
  OPTIONAL_ACCOUNT_ROUTES,
  OPTIONAL_ROUTES,
  STORE,
  accessoryInStock,
  backendQuery,
  expectNoOptionalLinks,
  productPath,
  t,
  uniqueEmail,
  watchDocuments,
} from './test-support';

/**
 * The core journeys on a stock Magento Open Source 2.4.6 with one `default` store view (the
 * embedded backend with BACKEND_PROFILE=magento-os, BACKEND_STORES=default): catalogue, cart,
 * guest checkout with check / money order, accounts and wishlist. No page answers 5xx, every
 * optional feature's route answers 404, and no link on the pages visited leads to one.
 */

const DEMO = { email: 'roni_cost@example.com', password: 'roni_cost3@example.com', firstname: 'Veronica' };

/** Signs in on the sign-in page and waits until the header greets the customer. */
async function signIn(page: Page, customer: { email: string; password: string; firstname: string }): Promise<void> {
  await page.goto(`/${STORE}/sign-in`);
  const form = page.getByRole('form', { name: t('Account.signInTitle') });
  await form.getByLabel(t('Account.emailLabel')).fill(customer.email);
  await form.getByLabel(t('Account.passwordLabel'), { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: t('Account.signInButton') }).click();
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: customer.firstname }) })).toBeVisible({ timeout: 20_000 });
}

let documents: { failures: string[] };
test.beforeEach(({ page }, testInfo) => {
  // Every page is rendered on its first request, on two cores shared with the other servers.
  testInfo.setTimeout(120_000);
  documents = watchDocuments(page);
});
test.afterEach(() => {
  expect(documents.failures, 'pages that answered 5xx').toEqual([]);
});

test("/ goes to the backend's only store view, whose home page shows the CMS content", async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBeLessThan(400);
  await expect(page).toHaveURL(new RegExp(`/${STORE}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eyewear made to see and be seen');
  await expectNoOptionalLinks(page);
});

test('category → filter by price → product page, in USD', async ({ page, request }) => {
  const { categoryList } = await backendQuery<{ categoryList: Array<{ name: string; url_path: string }> }>(
    request,
    '{ categoryList(filters: { url_key: { eq: "eyeglasses" } }) { name url_path } }',
  );
  const category = categoryList[0];
  await page.goto(`/${STORE}`);
  await page
    .getByRole('navigation', { name: t('Header.categories') })
    .getByRole('link', { name: category.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/${category.url_path}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  await expect(page.locator('main article').first()).toBeVisible();
  await expectNoOptionalLinks(page);

  // Layered navigation of a stock Magento: categories and price (no shop attributes).
  await page.locator('aside a[href*="price="]').first().click();
  await expect(page).toHaveURL(/[?&]price=\d+(\.\d+)?_\d+/);
  await expect(page.locator('main article').first()).toBeVisible();
  await expectNoOptionalLinks(page);

  const link = page.locator('main article').first().getByRole('link').first();
  const name = (await link.textContent())!.trim();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL((url) => url.pathname === new URL(href, url).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main')).toContainText('$');
  await expectNoOptionalLinks(page);
});

test('search lists results', async ({ page }) => {
  await page.goto(`/${STORE}`);
  const box = page.getByRole('combobox', { name: t('Search.label') });
  await box.fill('acetate');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${STORE}/search\\.html\\?query=acetate`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('acetate');
  await expect(page.locator('main article').first()).toBeVisible();
  await expectNoOptionalLinks(page);
});

test('add to cart, then a guest checkout with check / money order to the success page', async ({ page, request }) => {
  const product = await accessoryInStock(request);
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expectNoOptionalLinks(page);
  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/${STORE}/cart`);
  await expect(page.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible();
  await expectNoOptionalLinks(page);

  await page.goto(`/${STORE}/checkout`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Checkout.title'));
  const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
  await form.getByLabel(t('Checkout.emailLabel'), { exact: true }).fill('guest.os@example.com');
  await form.getByLabel(t('Checkout.firstnameLabel'), { exact: true }).fill('Ada');
  await form.getByLabel(t('Checkout.lastnameLabel'), { exact: true }).fill('Lovelace');
  await form.getByLabel(t('Checkout.countryLabel'), { exact: true }).selectOption('US');
  await form.getByLabel(t('Checkout.streetLabel'), { exact: true }).fill('350 Fifth Avenue');
  await form.getByLabel(t('Checkout.cityLabel'), { exact: true }).fill('New York');
  await form.getByLabel(t('Checkout.regionLabel'), { exact: true }).selectOption({ label: 'New York' });
  await form.getByLabel(t('Checkout.postcodeLabel'), { exact: true }).fill('10118');
  await form.getByLabel(t('Checkout.telephoneLabel'), { exact: true }).fill('+1 212 555 0100');
  await page.getByRole('button', { name: t('Checkout.saveAddress') }).click();

  const shipping = page.getByRole('region', { name: t('Checkout.shippingMethod') });
  const firstMethod = shipping.getByRole('radio', { disabled: false }).first();
  await expect(firstMethod).toBeVisible();
  await firstMethod.check();
  const payment = page.getByRole('region', { name: t('Checkout.paymentMethod') });
  const checkmo = payment.getByRole('radio', { name: 'Check / Money order' });
  await checkmo.check();
  await expect(checkmo).toBeChecked();
  await expectNoOptionalLinks(page);
  const place = page.getByRole('button', { name: t('Checkout.placeOrder') });
  await expect(place).toBeEnabled();
  await place.click();

  await expect(page).toHaveURL(new RegExp(`/${STORE}/success$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Success.title'));
  await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
  await expectNoOptionalLinks(page);
});

test('create an account, keep a product in the wishlist, sign out and sign in again', async ({ page, request }) => {
  const customer = { email: uniqueEmail('os-account'), password: 'Secret123!', firstname: 'Grace', lastname: 'Hopper' };
  const query = new URLSearchParams({ email: customer.email, firstName: customer.firstname, lastName: customer.lastname });
  await page.goto(`/${STORE}/create-account?${query}`);
  const create = page.getByRole('form', { name: t('Account.createAccountTitle') });
  await create.getByLabel(t('Account.passwordLabel'), { exact: true }).fill(customer.password);
  await create.getByLabel(t('Account.confirmationLabel')).fill(customer.password);
  await create.getByRole('button', { name: t('Account.createAccountButton') }).click();
  const greeting = page.getByRole('link', { name: t('AccountMenu.greeting', { name: customer.firstname }) });
  await expect(greeting).toBeVisible({ timeout: 20_000 });

  const product = await accessoryInStock(request);
  await page.goto(productPath(product));
  await page.getByRole('button', { name: t('ProductCard.addToWishlist', { name: product.name }) }).click();
  await expect(page.getByRole('button', { name: t('ProductCard.removeFromWishlist', { name: product.name }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto(`/${STORE}/wishlist`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.wishlistTitle'));
  const item = page.getByRole('list', { name: t('Wishlist.itemsLabel') }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await expectNoOptionalLinks(page);

  // Sign-out ends with a full document load (the wish list is a signed-in area: it goes home);
  // navigating before it lands races that load and can be aborted by it.
  const loaded = page.waitForEvent('load');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('AccountMenu.signOut') })
    .click();
  await loaded;
  await expect(page).toHaveURL(new RegExp(`/${STORE}/?$`));
  await expect(greeting).toBeHidden();
  await signIn(page, customer);
  await expectNoOptionalLinks(page);
});

test('the demo customer signs in and reads the account pages: orders, addresses, information, communications', async ({ page }) => {
  await signIn(page, DEMO);

  for (const [route, title] of [
    ['order-history', 'Account.orderHistoryTitle'],
    ['address-book', 'Account.addressBookTitle'],
    ['account-information', 'Account.accountInformationTitle'],
    ['communications', 'Account.communicationsTitle'],
  ]) {
    const response = await page.goto(`/${STORE}/${route}`);
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(title));
    await expectNoOptionalLinks(page);
  }
  // The demo order placed in this store view, and one of the addresses (in the United States).
  await page.goto(`/${STORE}/order-history`);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /\d{6,}/ })
      .first(),
  ).toBeVisible();
  await page.goto(`/${STORE}/address-book`);
  await expect(page.getByRole('main')).toContainText('United States');
});

test("every optional feature's route answers 404 with the shop's not-found page", async ({ page, request }) => {
  // The lens configurator of a frame that exists: only the missing feature can make it a 404.
  const { products } = await backendQuery<{ products: { items: Array<{ url_key: string }> } }>(
    request,
    '{ products(search: "eyeglasses", pageSize: 1) { items { url_key } } }',
  );
  for (const route of [...OPTIONAL_ROUTES, `/${STORE}/customize/${products.items[0].url_key}`]) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(t('Errors.notFoundTitle'));
  }

  // The account area's optional pages, signed in (a guest is sent to sign in first).
  await signIn(page, DEMO);
  for (const route of OPTIONAL_ACCOUNT_ROUTES) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(t('Errors.notFoundTitle'));
  }
});
