import { expect, test } from '@playwright/test';
import { accessoryInStock, clientNavigationReady, textsFor } from './test-support';

test('uk: Escape closes the mini cart and gives focus back to the add-to-cart button that opened it', async ({ page, request }) => {
  const t = textsFor('uk');
  const product = await accessoryInStock(request, 'uk');
  await page.goto(`/uk/${product.url_key}${product.url_suffix ?? '.html'}`);
  const add = page.getByRole('button', { name: t('Product.addToCart') });
  // Hydrated: Enter adds through the page's script (before, it would submit the bare form).
  await clientNavigationReady(page);
  await add.focus();
  await page.keyboard.press('Enter');
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await expect(add).toBeFocused();
});

test('a category page number past the last page is not found; the last page is', async ({ request }) => {
  const first = await request.get('/uk/eyeglasses.html');
  expect(first.status()).toBe(200);
  const html = await first.text();
  const pages = [...html.matchAll(/[?&;]p=(\d+)/g)].map((match) => Number(match[1]));
  const last = Math.max(1, ...pages);
  expect((await request.get(`/uk/eyeglasses.html?p=${last}`)).status()).toBe(200);
  expect((await request.get('/uk/eyeglasses.html?p=999')).status()).toBe(404);
});

test('default store view pages stay out of the index and name their eu twin as canonical', async ({ page }) => {
  await page.goto('/default/eyeglasses.html');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/eu\/eyeglasses\.html$/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  // The eu twin is the indexable one, in the hreflang cluster.
  await page.goto('/eu/eyeglasses.html');
  await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/eu\/eyeglasses\.html$/);
});

test('uk: nothing moves while a category page loads and the shopper scrolls to its footer (cards and footer drawn only near the screen)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/uk/eyeglasses.html');
    await expect(page.getByRole('contentinfo')).toBeAttached();
    for (let step = 0; step < 12; step += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' })).toBeInViewport();
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  }
});

test('uk: the first frame already holds the page\'s content: the head waits for the end of <main>, and the largest paint is the first one', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const paints: number[] = [];
    (window as unknown as { largestPaints: number[] }).largestPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  for (const path of ['/uk', '/uk/eyeglasses.html']) {
    await page.goto(path, { waitUntil: 'load' });
    const frame = await page.evaluate(() => ({
      expect: [...document.head.querySelectorAll('link[rel="expect"]')].map((link) => `${link.getAttribute('href')} ${link.getAttribute('blocking')}`),
      lastInMain: document.querySelector('main')?.lastElementChild?.id,
      beforeBody: document.head.contains(document.querySelector('link[rel="expect"]')),
    }));
    expect(frame).toEqual({ expect: ['#main-end render'], lastInMain: 'main-end', beforeBody: true });
    await expect.poll(() => page.evaluate(() => (window as unknown as { largestPaints: number[] }).largestPaints.length)).toBeGreaterThan(0);
    const paints = await page.evaluate(() => ({
      first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      largest: (window as unknown as { largestPaints: number[] }).largestPaints,
    }));
    // The home page's text and the category's description are in the HTML: painted in the first frame, never a later one.
    expect(paints.largest.at(-1)).toBe(paints.first);
  }
});
