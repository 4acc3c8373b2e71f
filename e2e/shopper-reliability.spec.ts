import { expect, test } from '@playwright/test';
import { accessoryInStock, createCustomerAccount, textsFor, uniqueEmail } from './test-support';

test('uk: an add to cart the shopper leaves the page on (a slow answer) still reaches the cart', async ({ page, request }) => {
  test.setTimeout(90_000);
  const t = textsFor('uk');
  const product = await accessoryInStock(request, 'uk');
  // Under load the add's answer is slow: the shopper goes to the cart before it comes back, and
  // the browser drops the request.
  let held = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (route.request().method() === 'POST' && body.includes('AddProductsToCart') && held++ === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.abort().catch(() => undefined);
      return;
    }
    await route.continue().catch(() => undefined);
  });
  await page.goto(`/uk/${product.url_key}${product.url_suffix ?? '.html'}`);
  const add = page.getByRole('button', { name: t('Product.addToCart') });
  await add.click();
  await expect.poll(() => held).toBe(1);
  await page.goto('/uk/cart');

  const line = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(line).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('spinbutton', { name: t('Cart.quantityFor', { name: product.name }) })).toHaveValue('1');
  // Once: a reload does not add it again.
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: t('Cart.quantityFor', { name: product.name }) })).toHaveValue('1');
});

test('uk: the header greets only a shopper the server has signed in; after sign-out and sign-in its link opens the account', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const t = textsFor('uk');
  const customer = { email: uniqueEmail('header'), firstname: 'Grace', lastname: 'Hopper', password: 'Secret123!' };
  await createCustomerAccount(page, 'uk', customer);
  const greeting = page.getByRole('banner').getByRole('link', { name: t('AccountMenu.greeting', { name: customer.firstname }) });

  // Sign out, sign in again, follow the greeting: the account page, not the sign-in page.
  const loaded = page.waitForEvent('load');
  await page.getByRole('banner').getByRole('button', { name: t('AccountMenu.signOut') }).click();
  await loaded;
  await expect(page.getByRole('banner').getByRole('link', { name: t('AccountMenu.signIn') })).toBeVisible();
  await page.goto('/uk/sign-in');
  const form = page.getByRole('form', { name: t('Account.signInTitle') });
  await form.getByLabel(t('Account.emailLabel')).fill(customer.email);
  await form.getByLabel(t('Account.passwordLabel'), { exact: true }).fill(customer.password);
  // The greeting appears while signing in still fetches the cart, and the shopper follows it at
  // once. The account page is slow to answer here, so signing in finishes while they are on their
  // way: the sign-in page must not send them to the home page instead.
  await page.route(/\/uk\/order-history($|\?)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback().catch(() => undefined);
  });
  await form.getByRole('button', { name: t('Account.signInButton') }).click();
  await greeting.click();
  await expect(page).toHaveURL(/\/uk\/order-history$/);
  await expect(page.getByRole('form', { name: t('Account.signInTitle') })).toHaveCount(0);
  await expect(page).toHaveURL(/\/uk\/order-history$/);

  // The server's session ends behind the page's back (the cookie is gone): the header follows
  // the server, not what the browser remembered.
  await context.clearCookies();
  await page.goto('/uk');
  await expect(page.getByRole('banner').getByRole('link', { name: t('AccountMenu.signIn') })).toBeVisible();
  await expect(greeting).toHaveCount(0);
});
