import { expect, test } from '@playwright/test';
import { E2E_OFFLINE_STOREFRONT_URL } from '../scripts/e2e-env';
import { textsFor } from './test-support';

/**
 * A page never cached, asked for while the backend is down (issue 15): the shop's error page in
 * the shopper's language with a retry link, answered with 503 and Retry-After (a crawler or a CDN
 * then knows to come back), never a 500, a stack trace or a blank page. The offline storefront's
 * backend port has nothing listening. (Redis mode and a store view in another language:
 * e2e/freshness.spec.ts, where the backend goes down behind a running storefront.)
 */
const STORE = 'uk';
const PAGES = {
  home: `/${STORE}`,
  category: `/${STORE}/eyeglasses.html`,
  product: `/${STORE}/round-tortoise-frame-${Date.now()}.html`,
  cms: `/${STORE}/about-us`,
  search: `/${STORE}/search.html?query=round`,
};

test.describe('a never-seen page with the backend down', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`the ${kind} page answers 503 with Retry-After and the error page`, async ({ request }) => {
      const t = textsFor(STORE);
      const response = await request.get(`${E2E_OFFLINE_STOREFRONT_URL}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(503);
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
      expect(response.headers()['cache-control']).toContain('no-store');
      const html = await response.text();
      expect(html).toContain(t('Errors.generic'));
      expect(html).not.toMatch(/\bat \S+ \(|node_modules|ECONNREFUSED|MagentoError/);
    });
  }

  test('HEAD and a plain POST get the same 503 with Retry-After (HEAD without a body)', async ({ request }) => {
    const t = textsFor(STORE);
    const url = `${E2E_OFFLINE_STOREFRONT_URL}${PAGES.category}`;
    const head = await request.head(url, { maxRedirects: 0 });
    expect(head.status()).toBe(503);
    expect(Number(head.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await head.body()).length).toBe(0);
    const post = await request.post(url, { form: { query: 'round' }, maxRedirects: 0 });
    expect(post.status()).toBe(503);
    expect(Number(post.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await post.text()).toContain(t('Errors.generic'));
  });

  // No store view list has ever loaded here: the store code of the URL, when it is one of the
  // specification's store views, still picks the error page's language (and direction).
  for (const store of ['fr', 'de', 'ae_ar']) {
    test(`the error page of /${store} is in its store view's language`, async ({ request }) => {
      const t = textsFor(store);
      expect(t('Errors.generic')).not.toBe(textsFor(STORE)('Errors.generic'));
      const response = await request.get(`${E2E_OFFLINE_STOREFRONT_URL}/${store}/eyeglasses.html`, { maxRedirects: 0 });
      expect(response.status()).toBe(503);
      const html = await response.text();
      expect(html).toContain(t('Errors.generic'));
      // Right to left (the error document carries the <html> attributes in its payload).
      if (store === 'ae_ar') expect(html).toMatch(/dir="rtl"|\\"dir\\":\\"rtl\\"/);
    });
  }

  test('the shopper reads why and can try again, which asks the server anew', async ({ page }) => {
    const t = textsFor(STORE);
    const response = await page.goto(`${E2E_OFFLINE_STOREFRONT_URL}${PAGES.category}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: t('Errors.genericTitle') })).toBeVisible();
    await expect(page.getByText(t('Errors.generic'))).toBeVisible();
    const retry = page.getByRole('link', { name: t('Errors.tryAgain') });
    await expect(retry).toHaveAttribute('href', PAGES.category);
    const again = page.waitForResponse((answer) => answer.url().endsWith(PAGES.category) && answer.request().resourceType() === 'document');
    await retry.click();
    expect((await again).status()).toBe(503);
  });
});
