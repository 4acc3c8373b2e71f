import { expect, test, type Page } from '@playwright/test';
import { E2E_OFFLINE_STOREFRONT_URL } from '../scripts/e2e-env';
import { backendDatabase, backendQuery, expectNoSeriousViolations, textsFor } from './test-support';

/** The browser remembers the store view once the page has run (pages never set a cookie: they stay cacheable). */
async function visitStoreView(page: Page, store: string): Promise<void> {
  await page.goto(`/${store}`);
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'store_view_code')?.value).toBe(store);
}

test('/ goes to the active store view, else eu', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/eu$/);
  await visitStoreView(page, 'fr');
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
});

test('a path without a store code goes under the active store view', async ({ page }) => {
  await visitStoreView(page, 'uk');
  await page.goto('/eyeglasses.html');
  await expect(page).toHaveURL(/\/uk\/eyeglasses\.html$/);
});

test('a renamed product’s old URL answers 301 to its new one', async ({ page, request }) => {
  const renamed = backendDatabase((db) =>
    db
      .prepare(
        `SELECT request_path, target_path FROM url_rewrite WHERE redirect_type = 301 AND entity_type = 'product' AND store_id = 6 LIMIT 1`,
      )
      .get(),
  ) as { request_path: string; target_path: string };
  const response = await request.get(`/uk/${renamed.request_path}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(new RegExp(`/uk/${renamed.target_path.replace('.', '\\.')}$`));
  await page.goto(`/uk/${renamed.request_path}`);
  await expect(page).toHaveURL(new RegExp(`/uk/${renamed.target_path.replace('.', '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown URL shows the not-found text with status 404', async ({ page }) => {
  const t = textsFor('uk');
  const response = await page.goto('/uk/no-such-frame.html');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(t('Errors.notFound'))).toBeVisible();
  expect(t('Errors.notFound')).toBe("Looks like the page you were hoping to find doesn't exist. Sorry about that.");
  await expectNoSeriousViolations(page);
});

test('switching store view keeps the shopper on the same product', async ({ page, request }) => {
  const t = textsFor('uk');
  const { products } = await backendQuery<{ products: { items: Array<{ sku: string; url_key: string }> } }>(
    request,
    'uk',
    '{products(search:"aviator",pageSize:1){items{sku url_key}}}',
  );
  const [product] = products.items;
  const french = await backendQuery<{ products: { items: Array<{ url_key: string; name: string }> } }>(
    request,
    'fr',
    'query($sku:String!){products(filter:{sku:{eq:$sku}}){items{url_key name}}}',
    { sku: product.sku },
  );
  expect(french.products.items[0].url_key).not.toBe(product.url_key);
  await page.goto(`/uk/${product.url_key}.html`);
  await page.getByRole('banner').getByLabel(t('StoreSwitcher.label')).first().selectOption('fr');
  await expect(page).toHaveURL(new RegExp(`/fr/${french.products.items[0].url_key}\\.html`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.products.items[0].name);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});

test('with the backend down, a catalogue page shows the generic error text, never a 200', async ({ page }) => {
  const t = textsFor('uk');
  const response = await page.goto(`${E2E_OFFLINE_STOREFRONT_URL}/uk/backend-down-check.html`);
  expect(response?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByText(t('Errors.generic'))).toBeVisible();
  expect(t('Errors.generic')).toBe('Something went wrong. Sorry about that.');
});
