import { expect, test, type Page } from '@playwright/test';
import { accessoryInStock, backendDatabase, backendQuery, fillAddress, productInStock, textsFor, ukAddress } from './test-support';

/** The first amount in pounds or dollars in a text: "£162.95". */
function amountIn(text: string): string {
  const match = /[£$][\d,]+\.\d{2}/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return match[0];
}

const UK_ADDRESS = ukAddress('prices@example.com');

async function addFromProductPage(page: Page, store: string, name: string): Promise<void> {
  const t = textsFor(store);
  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name })).toBeVisible();
}

test('uk: a frame costs the same, VAT included, on its page, the mini cart, the cart and the checkout summary', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // four pages and a checkout, on a loaded machine
  const t = textsFor('uk');
  const frame = await productInStock(request, 'uk', 'Frames');
  await page.goto(`/uk/${frame.url_key}${frame.url_suffix ?? '.html'}`);
  const price = amountIn((await page.getByText(/^Total with lenses: £/).textContent())!);

  await addFromProductPage(page, 'uk', frame.name);
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('listitem').filter({ hasText: frame.name })).toContainText(price);
  await page.keyboard.press('Escape');

  await page.goto('/uk/cart');
  const line = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: frame.name }) });
  await expect(line).toContainText(`${t('Cart.price')} ${price}`);
  await expect(line).toContainText(`${t('Cart.lineTotal')} ${price}`);
  const summary = page.getByRole('region', { name: t('Cart.summaryHeading') });
  // The subtotal is the line's price; the total says how much VAT it includes.
  await expect(
    summary
      .getByRole('term')
      .filter({ hasText: t('Cart.subtotal') })
      .locator('xpath=..'),
  ).toContainText(price);
  await expect(summary.getByText(t('Cart.taxIncluded', { label: 'VAT 20%' }))).toBeVisible();

  await page.goto('/uk/checkout');
  const review = page.getByRole('region', { name: t('Checkout.review') });
  await expect(review.getByRole('listitem').filter({ hasText: frame.name })).toContainText(price);
  await fillAddress(page, 'uk', UK_ADDRESS);
  await page.getByRole('button', { name: t('Checkout.saveAddress') }).click();
  // Shipping is priced as the catalogue is: VAT included (the UK flat rate is £3.95).
  const methods = page.getByRole('region', { name: t('Checkout.shippingMethod') });
  await expect(methods.getByText(/Flat Rate.*£3\.95/)).toBeVisible();
  await expect(review.getByRole('listitem').filter({ hasText: frame.name })).toContainText(price);
  await expect(review.getByText(t('Cart.taxIncluded', { label: 'VAT 20%' }))).toBeVisible();
});

test('us: prices stay without tax in the cart, and the tax is added on its own line', async ({ page, request }) => {
  const t = textsFor('us');
  const product = await accessoryInStock(request, 'us');
  await page.goto(`/us/${product.url_key}${product.url_suffix ?? '.html'}`);
  const price = amountIn((await page.getByRole('main').locator('p', { hasText: /^\$/ }).first().textContent())!);
  await addFromProductPage(page, 'us', product.name);
  await page.keyboard.press('Escape');

  await page.goto('/us/cart');
  const line = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(line).toContainText(`${t('Cart.price')} ${price}`);
  const summary = page.getByRole('region', { name: t('Cart.summaryHeading') });
  await expect(
    summary
      .getByRole('term')
      .filter({ hasText: t('Cart.subtotal') })
      .locator('xpath=..'),
  ).toContainText(price);
  await expect(summary.getByText(/^incl\./)).toHaveCount(0);
});

test('uk: FREESHIP given on the cart after the address reaches the checkout’s methods and totals, back and forth', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // cart and checkout back and forth, on a loaded machine
  const t = textsFor('uk');
  const product = await accessoryInStock(request, 'uk');
  await page.goto(`/uk/${product.url_key}${product.url_suffix ?? '.html'}`);
  await addFromProductPage(page, 'uk', product.name);
  await page.keyboard.press('Escape');

  // The address first: flat rate and express at their prices.
  await page.goto('/uk/checkout');
  await fillAddress(page, 'uk', UK_ADDRESS);
  await page.getByRole('button', { name: t('Checkout.saveAddress') }).click();
  const methods = page.getByRole('region', { name: t('Checkout.shippingMethod') });
  await expect(methods.getByText(/Flat Rate.*£3\.95/)).toBeVisible();
  await expect(methods.getByText(/Express.*£9\.95/)).toBeVisible();

  // Back to the cart (a client navigation, as a shopper does), the coupon, an estimate.
  await page.goBack();
  if (!page.url().endsWith('/uk/cart')) await page.goto('/uk/cart');
  const summary = page.getByRole('region', { name: t('Cart.summaryHeading') });
  await summary.getByLabel(t('Cart.couponLabel')).fill('FREESHIP');
  await summary.getByRole('button', { name: t('Cart.couponApply'), exact: true }).click();
  await expect(summary.getByText(t('Cart.couponApplied', { code: 'FREESHIP' }))).toBeVisible();
  await summary.getByText(t('Cart.estimateHeading')).click();
  await summary.getByRole('button', { name: t('Cart.estimateSubmit') }).click();
  await expect(summary.getByText(/Flat Rate.*£0\.00/)).toBeVisible();

  // Back in checkout, through the page's own link: the saved methods are re-priced.
  await page.goto('/uk/checkout');
  await expect(methods.getByText(/Flat Rate.*£0\.00/)).toBeVisible();
  await expect(methods.getByText(/Express.*£9\.95/)).toBeVisible();
  await methods.getByRole('radio', { name: /Flat Rate/ }).check();
  const review = page.getByRole('region', { name: t('Checkout.review') });
  await expect(review.locator('p', { hasText: /Flat Rate/ })).toContainText('£0.00');

  // And once more with a client-side trip: cart → checkout keeps the free method.
  await page.goto('/uk/cart');
  await page.goto('/uk/checkout');
  await expect(methods.getByText(/Flat Rate.*£0\.00/)).toBeVisible();
});

test('uk: a line on sale shows its regular price struck through; the shipping chosen at checkout is a line of the cart summary', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = textsFor('uk');
  const skus = backendDatabase((db) =>
    db
      .prepare(
        `SELECT p.sku FROM catalog_product p JOIN catalog_product_price pr USING (entity_id) JOIN store s ON s.store_id = pr.store_id
          WHERE s.code = 'uk' AND p.attribute_set = 'Accessories' AND p.type_id = 'simple' AND p.visibility = 4 AND pr.special_price < pr.price`,
      )
      .pluck()
      .all(),
  ) as string[];
  const { products } = await backendQuery<{
    products: {
      items: Array<{
        sku: string;
        name: string;
        url_key: string;
        url_suffix: string | null;
        stock_status: string;
        price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number } } };
      }>;
    };
  }>(
    request,
    'uk',
    `query($skus:[String]){products(filter:{sku:{in:$skus}},pageSize:50){items{sku name url_key url_suffix stock_status
      price_range{minimum_price{regular_price{value} final_price{value}}}}}}`,
    { skus: skus.slice(0, 50) },
  );
  const product = products.items.find(
    (item) =>
      item.stock_status === 'IN_STOCK' &&
      item.price_range.minimum_price.regular_price.value > item.price_range.minimum_price.final_price.value,
  );
  if (!product) throw new Error('no accessory on sale in stock in uk');
  const pounds = (value: number) => `£${value.toFixed(2)}`;
  const regular = pounds(product.price_range.minimum_price.regular_price.value);
  const final = pounds(product.price_range.minimum_price.final_price.value);

  await page.goto(`/uk/${product.url_key}${product.url_suffix ?? '.html'}`);
  await addFromProductPage(page, 'uk', product.name);
  await page.keyboard.press('Escape');
  await page.goto('/uk/cart');
  const line = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(line).toContainText(`${t('Cart.price')} ${final}`);
  await expect(line.locator('s')).toHaveText(regular);
  await expect(line.getByText(t('Cart.wasPrice', { price: regular }))).toBeAttached();

  await page.goto('/uk/checkout');
  await fillAddress(page, 'uk', UK_ADDRESS);
  await page.getByRole('button', { name: t('Checkout.saveAddress') }).click();
  const methods = page.getByRole('region', { name: t('Checkout.shippingMethod') });
  await methods.getByRole('radio', { name: /Flat Rate/ }).check();
  // The payment methods come with the cart's answer.
  await expect(
    page
      .getByRole('region', { name: t('Checkout.paymentMethod') })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
  const review = page.getByRole('region', { name: t('Checkout.review') });
  await expect(review.locator('p', { hasText: /Flat Rate/ })).toContainText('£3.95');

  await page.goto('/uk/cart');
  const summary = page.getByRole('region', { name: t('Cart.summaryHeading') });
  await expect(
    summary
      .getByRole('term')
      .filter({ hasText: /Flat Rate/ })
      .locator('xpath=..'),
  ).toContainText('£3.95');
});
