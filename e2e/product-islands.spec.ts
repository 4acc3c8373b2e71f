import { expect, test } from '@playwright/test';
import { productInStock, textsFor } from './test-support';

/*
 * The product page's parts that follow the chosen variant (gallery, price, picker, add to cart) are
 * rendered by the server and their code comes later, at the shopper's first touch (issue 16:
 * components/product/PurchaseIslands.tsx). Readers without JavaScript keep all of them; a shopper
 * who acts before the code is there loses nothing.
 */

test('uk without JavaScript: the product page shows its gallery, picker and add to cart; thumbnails and the picker work', async ({
  browser,
  request,
}) => {
  const t = textsFor('uk');
  const frame = await productInStock(request, 'uk', 'Frames');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/uk/${frame.url_key}${frame.url_suffix ?? '.html'}`);

  const strip = page.getByRole('list', { name: t('Product.gallery') });
  await expect(strip.getByRole('img').first()).toBeVisible();
  // The first picture (the LCP) is preloaded from the head, never waiting for any script.
  const first = await strip.getByRole('img').first().getAttribute('srcset');
  await expect(page.locator(`head link[rel="preload"][as="image"][fetchpriority="high"]`)).toHaveAttribute('imagesrcset', first!);
  await expect(page.getByRole('button', { name: t('Product.addToCart') })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: t('Product.quantity') })).toHaveValue('1');

  // A thumbnail brings its picture into the strip's view, with no script.
  const thumbnails = page.getByRole('link', { name: /^Show image \d+ of \d+$/ });
  expect(await thumbnails.count()).toBeGreaterThan(1);
  await thumbnails.nth(1).click();
  await expect(page).toHaveURL(/#image-2$/);
  await expect.poll(() => strip.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);

  // The picker is a GET form: another colour and its button show that variant.
  const picker = page.getByRole('form', { name: t('Product.chooseOptions') });
  const colours = picker.locator('fieldset').first().getByRole('radio');
  expect(await colours.count()).toBeGreaterThan(1);
  const other = (await colours.nth(0).isChecked()) ? 1 : 0;
  const value = await colours.nth(other).getAttribute('value');
  await colours.nth(other).check({ force: true });
  await picker.getByRole('button', { name: t('Product.applySelection') }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]color=${value}`));
  await expect(
    page
      .getByRole('form', { name: t('Product.chooseOptions') })
      .locator(`input[value="${value}"]`)
      .first(),
  ).toBeChecked();
  await context.close();
});

test('uk: a colour, a lens and a quantity chosen before the page’s code is there are kept once it is', async ({ page, request }) => {
  const t = textsFor('uk');
  const frame = await productInStock(request, 'uk', 'Frames');
  await page.goto(`/uk/${frame.url_key}${frame.url_suffix ?? '.html'}`);
  await page.waitForLoadState('load');

  // Whatever code the page asks for from now on (its islands') waits until the shopper has acted.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });

  const picker = page.getByRole('form', { name: t('Product.chooseOptions') });
  const colours = picker.locator('fieldset').first().getByRole('radio');
  const other = (await colours.nth(0).isChecked()) ? 1 : 0;
  const value = await colours.nth(other).getAttribute('value');
  await colours.nth(other).check({ force: true });
  const usage = page.getByRole('group', { name: 'Usage' });
  await usage.getByRole('radio', { name: /Progressive/ }).check();
  const quantity = page.getByRole('spinbutton', { name: t('Product.quantity') });
  await quantity.fill('3');
  const total = page.getByText(/^Total with lenses: £/);
  const before = (await total.textContent())!;

  release();
  // The islands are there once the total follows the lens chosen before them.
  await expect(total).not.toHaveText(before);
  await expect(page).toHaveURL(new RegExp(`[?&]color=${value}`));
  await expect(colours.nth(other)).toBeChecked();
  await expect(usage.getByRole('radio', { name: /Progressive/ })).toBeChecked();
  await expect(quantity).toHaveValue('3');
});
