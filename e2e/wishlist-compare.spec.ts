import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { backendCustomerQuery, backendMutation, backendQuery, expectNoSeriousViolations, textsFor, uniqueEmail } from './test-support';

/**
 * Wishlist and compare (issue 6): a guest keeps a frame from its page, signs in, finds it in the
 * wishlist and moves it to the cart with the variant chosen; three frames compared side by side,
 * and the comparison's link opened in another browser shows the same three with the same values;
 * an unknown comparison is a 404 with a way to start again. axe on /wishlist and /compare.
 */

const store = 'uk';
const t = textsFor(store);

interface Variant {
  product: { sku: string; stock_status: string };
  attributes: Array<{ code: string; label: string }>;
}

interface Frame {
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string | null;
  configurable_options: Array<{ attribute_code: string; label: string }>;
  variants: Variant[];
}

/** A configurable frame with at least two variants in stock. */
async function frameWithVariants(request: APIRequestContext): Promise<Frame> {
  const { products } = await backendQuery<{ products: { items: Frame[] } }>(
    request,
    store,
    `{ products(filter: { name: { match: "eyeglasses" } }, pageSize: 20) { items { sku name url_key url_suffix
      ... on ConfigurableProduct { configurable_options { attribute_code label }
        variants { product { sku stock_status } attributes { code label } } } } } }`,
  );
  const frame = products.items.find((item) => (item.variants ?? []).filter((v) => v.product.stock_status === 'IN_STOCK').length >= 2);
  if (!frame) throw new Error('no frame with two variants in stock');
  return frame;
}

async function dismissToasts(page: Page): Promise<void> {
  for (const button of await page.getByRole('button', { name: t('Toasts.dismiss') }).all()) await button.click().catch(() => undefined);
}

test('a guest keeps a frame from its page, signs in, finds it in the wishlist and moves it to the cart with its variant', async ({
  page,
  request,
}) => {
  const customer = { email: uniqueEmail('wishlist'), password: 'Secret123!', firstname: 'Ada', lastname: 'Lovelace' };
  await backendMutation(
    request,
    store,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    {
      input: customer,
    },
  );
  const frame = await frameWithVariants(request);
  // Not the variant the page starts on (the first in stock): the one kept must be the one chosen.
  const variant = frame.variants.filter((v) => v.product.stock_status === 'IN_STOCK').at(-1)!;

  await page.goto(`/${store}/${frame.url_key}${frame.url_suffix ?? '.html'}`);
  // The first pick loads the picker's island, which takes the server markup's place: a radio found
  // in that markup just before can be gone by the time it is clicked, so each pick is made until it holds.
  for (const attribute of variant.attributes) {
    const radio = page.getByRole('radio', { name: attribute.label, exact: true });
    await expect(async () => {
      await radio.check({ force: true, timeout: 2_000 });
      await expect(radio).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await expect(page).toHaveURL(/[?&]color=\d+/);

  // As a guest, the heart sends the shopper to sign in and back.
  await page.getByRole('button', { name: t('ProductCard.addToWishlist', { name: frame.name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/sign-in\\?redirect=`));
  const form = page.getByRole('form', { name: t('Account.signInTitle') });
  await form.getByLabel(t('Account.emailLabel')).fill(customer.email);
  await form.getByLabel(t('Account.passwordLabel'), { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: t('Account.signInButton') }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/${frame.url_key}`));
  await expect(page.getByRole('button', { name: t('ProductCard.removeFromWishlist', { name: frame.name }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // It is in the wishlist, with the variant chosen.
  await page.goto(`/${store}/wishlist`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.wishlistTitle'));
  const item = page.getByRole('list', { name: t('Wishlist.itemsLabel') }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: frame.name, exact: true })).toBeVisible();
  const labelOf = (code: string) => frame.configurable_options.find((option) => option.attribute_code === code)!.label;
  const variantText = variant.attributes
    .map((a) => t('Wishlist.option', { label: labelOf(a.code), value: a.label }))
    .join(t('Wishlist.separator'));
  await expect(item).toContainText(variantText);
  await expectNoSeriousViolations(page);

  // Move to cart: it leaves the wishlist, and the cart holds that variant.
  await item.getByRole('button', { name: t('Wishlist.moveToCartLabel', { name: frame.name }) }).click();
  await expect(page.getByText(t('Wishlist.moved', { name: frame.name }))).toBeVisible();
  await expect(page.getByText(t('Wishlist.empty'))).toBeVisible();
  const { customerCart } = await backendCustomerQuery<{
    customerCart: { items: Array<{ product: { sku: string }; configured_variant: { sku: string } | null }> };
  }>(request, store, customer, '{ customerCart { items { product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }');
  expect(customerCart.items).toEqual([{ product: { sku: frame.sku }, configured_variant: { sku: variant.product.sku } }]);
  await page.goto(`/${store}/cart`);
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: frame.name });
  for (const attribute of variant.attributes) await expect(line).toContainText(attribute.label);
});

test('three frames compared side by side; the link shows the same three, with the same values, in another browser', async ({
  page,
  browser,
}) => {
  await page.goto(`/${store}/eyeglasses.html`);
  const cards = page.locator('main article');
  const names: string[] = [];
  for (let i = 0; i < 3; i++) names.push((await cards.nth(i).getByRole('heading').textContent())!.trim());
  for (const name of names) {
    const compare = page.getByRole('button', { name: t('ProductCard.compareProduct', { name }), exact: true });
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await dismissToasts(page);
  }

  await page.goto(`/${store}/compare`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Compare.title'));
  const table = page.getByRole('table', { name: t('Compare.caption', { count: 3 }) });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const [index, name] of names.entries()) await expect(table.getByRole('columnheader').nth(index)).toContainText(name);
  for (const row of ['row_price', 'row_stock', 'row_frame_shape', 'row_frame_material', 'row_lens_width', 'row_weight']) {
    await expect(table.getByRole('rowheader', { name: t(`Compare.${row}`) })).toBeVisible();
  }
  const values = await table.locator('tbody tr').allInnerTexts();
  expect(values.join('\n')).toMatch(/\d+ mm/);
  await expectNoSeriousViolations(page);

  const link = await page.getByLabel(t('Compare.linkLabel')).inputValue();
  expect(link).toMatch(new RegExp(`/${store}/compare/[0-9a-f]{32}$`));
  const other = await browser.newContext();
  try {
    const shared = await other.newPage();
    await shared.goto(link);
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(t('Compare.sharedTitle'));
    const sharedTable = shared.getByRole('table', { name: t('Compare.caption', { count: 3 }) });
    for (const [index, name] of names.entries()) await expect(sharedTable.getByRole('columnheader').nth(index)).toContainText(name);
    expect(await sharedTable.locator('tbody tr').allInnerTexts()).toEqual(values);
    // Someone else's list: read only.
    await expect(sharedTable.getByRole('button')).toHaveCount(0);
    await expectNoSeriousViolations(shared);
  } finally {
    await other.close();
  }
});

test('an unknown comparison is not found, with a way to start again', async ({ page }) => {
  const response = await page.goto(`/${store}/compare/0123456789abcdef0123456789abcdef`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Compare.notFoundTitle'));
  await page.getByRole('link', { name: t('Compare.startAgain') }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/compare$`));
  await expect(page.getByText(t('Compare.empty', { count: 4 }))).toBeVisible();
});
