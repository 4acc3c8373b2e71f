import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_BACKEND_URL } from '../scripts/e2e-env';

interface HomeData {
  storeConfig: { store_name: string };
  categories: { items: { name: string; url_path: string; url_suffix: string | null }[] };
}

/** What the backend itself says a store's home page should show. */
async function homeDataFromBackend(request: APIRequestContext, store: string): Promise<HomeData> {
  const query = '{storeConfig{store_name} categories(filters:{parent_category_uid:{eq:"Mg=="}}){items{name url_path url_suffix}}}';
  const response = await request.get(`${E2E_BACKEND_URL}/graphql`, {
    params: { query },
    headers: { Store: store },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: HomeData };
  return body.data;
}

test('/uk shows the UK store name and its top categories as links', async ({ page, request }) => {
  const uk = await homeDataFromBackend(request, 'uk');
  const eu = await homeDataFromBackend(request, 'eu');
  expect(uk.storeConfig.store_name).not.toBe(eu.storeConfig.store_name);
  expect(uk.categories.items.length).toBeGreaterThan(0);

  const response = await page.goto('/uk');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uk.storeConfig.store_name);

  for (const category of uk.categories.items) {
    await expect(page.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'href',
      `/uk/${category.url_path}${category.url_suffix ?? ''}`,
    );
  }
});

test('/ae_ar is Arabic, right to left', async ({ page, request }) => {
  const aeAr = await homeDataFromBackend(request, 'ae_ar');

  await page.goto('/ae_ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aeAr.storeConfig.store_name);
});

test('/ redirects to the eu store', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/eu$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('an unknown store code is not found', async ({ page }) => {
  const response = await page.goto('/xx');
  expect(response?.status()).toBe(404);
});
