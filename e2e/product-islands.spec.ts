import { type Request, expect, test } from '@playwright/test';
import { accessoryInStock, clientNavigationReady, productInStock, rscPayload, textsFor, untilCached } from './test-support';

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

// A cached page is drawn before its code is asked for (lib/cache/late-scripts.mjs): on a slow phone
// "Add to cart" and "Compare" can be pressed seconds before React is there. The browser would send
// the add-to-cart form itself (the page reloaded, nothing added); the page's loader keeps both
// presses and makes them again once the code is ready.
test('uk: "Add to cart" and "Compare" pressed on a cached product page before its code has arrived are done once it has, once', async ({
  page,
  request,
}) => {
  const t = textsFor('uk');
  const product = await accessoryInStock(request, 'uk');
  const path = `/uk/${product.url_key}${product.url_suffix ?? '.html'}`;
  await untilCached(request, path);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const add = page.getByRole('button', { name: t('Product.addToCart') });
  await add.click({ noWaitAfter: true });
  await add.click({ noWaitAfter: true });
  const compare = page.getByRole('main').getByRole('button', { name: t('ProductCard.compareProduct', { name: product.name }) });
  await compare.click({ noWaitAfter: true });
  // Nothing was sent by the browser: the shopper is still on the page, as it was.
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);

  release();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible({ timeout: 15_000 });
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).search).toBe('');
  // Added once, though pressed twice.
  await page.goto('/uk/cart');
  await expect(page.getByRole('spinbutton', { name: t('Cart.quantityFor', { name: product.name }) })).toHaveValue('1');
});

// A cached page's payload has no server markup for its late islands (lib/cache/late-island-payload.mjs):
// the document shows it, and hydration does not read it. Back on the page after a client navigation,
// the router renders the page again from that payload, and the islands render their own code, which
// the shopper's first tap loaded.
test('uk: a cached product page has its purchase parts once in its document, and all of them after a navigation away and back', async ({
  page,
  request,
}) => {
  const t = textsFor('uk');
  const frame = await productInStock(request, 'uk', 'Frames');
  const path = `/uk/${frame.url_key}${frame.url_suffix ?? '.html'}`;
  await untilCached(request, path);
  const html = await (await request.get(path)).text();
  // The document has the purchase parts' fields; its payload has none of them.
  expect(html).toMatch(/<input[^>]*name="quantity"/);
  expect(rscPayload(html)).not.toContain('["$","input"');
  expect(rscPayload(html)).not.toContain('["$","form"');
  // Nor the structured data the document has (lib/cache/static-html-payload.mjs).
  expect(html).toContain('<script type="application/ld+json">[{"@context":"https://schema.org","@type":"Product"');
  expect(rscPayload(html)).not.toContain('schema.org');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await clientNavigationReady(page);
  const look = () =>
    page.evaluate(() => {
      const main = document.querySelector('main')!;
      return {
        pictures: main.querySelectorAll('ul img').length,
        fields: [...main.querySelectorAll('form input, form select')].map((field) => (field as HTMLInputElement).name).filter(Boolean),
        buttons: [...main.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim()),
        text: main.querySelector('[aria-live]')?.textContent ?? '',
      };
    });
  const before = await look();
  expect(before.pictures).toBeGreaterThan(1);
  expect(before.fields).toContain('quantity');
  expect(before.buttons).toContain(t('Product.addToCart'));

  const crumbs = page.getByRole('navigation', { name: t('Breadcrumbs.label') }).getByRole('link');
  await crumbs.nth(1).click();
  await expect(page).not.toHaveURL(new RegExp(`${frame.url_key}`));
  await clientNavigationReady(page);
  const asked: string[] = [];
  const listen = (request: Request) => {
    if (request.headers()['rsc']) asked.push(request.url());
  };
  page.on('request', listen);
  await page.goBack();
  await expect(page.getByRole('button', { name: t('Product.addToCart') })).toBeVisible();
  const after = await look();
  await page.waitForTimeout(500);
  page.off('request', listen);
  expect(asked).toEqual([]);
  expect(after).toEqual(before);

  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: frame.name })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});
