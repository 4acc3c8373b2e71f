import { expect, test } from '@playwright/test';
import { MAX_SEGMENTS } from '../lib/cache/path-bounds';
import { textsFor } from './test-support';

/**
 * Hostile paths (issue 15): a path longer or deeper than any page of the shop is answered with the
 * store view's not-found page (414 for a URL too long) in the shopper's language, at once, and
 * never rendered nor cached under its own name (middleware.bounds.test.ts checks the latter).
 */
const STORE = 'nl';

test.describe('paths past the bounds of any page', () => {
  const cases: Array<[string, string, number]> = [
    ['a segment too long for a file name', `/${STORE}/${'a'.repeat(300)}.html`, 404],
    ['a path deeper than any page', `/${STORE}/${Array.from({ length: MAX_SEGMENTS }, (_, i) => `d${i}`).join('/')}`, 404],
    ['a URL longer than any of the shop', `/${STORE}/${Array.from({ length: 9 }, () => 'x'.repeat(150)).join('/')}`, 414],
    ['a listing state too long', `/${STORE}/search.html?query=round&color=${'7,'.repeat(200)}7`, 414],
  ];
  for (const [label, path, status] of cases) {
    test(`${label}: ${status}, the not-found page in the shopper's language`, async ({ request }) => {
      const t = textsFor(STORE);
      const started = Date.now();
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(response.headers()['cache-control']).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(t('Errors.notFoundTitle'));
      expect(html).not.toContain('a'.repeat(300));
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  }

  test('the shopper sees the not-found page with a way home', async ({ page }) => {
    const t = textsFor(STORE);
    const response = await page.goto(`/${STORE}/${'b'.repeat(260)}.html`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: t('Errors.notFoundTitle') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('Errors.backToHome') })).toHaveAttribute('href', `/${STORE}`);
  });
});
