import { expect, test } from '@playwright/test';
import { clientNavigationReady, textsFor } from './test-support';

test('a catalogue link waits for its route, showing progress and then a shimmer', async ({ page }) => {
  const t = textsFor('uk');
  await page.goto('/uk');
  await clientNavigationReady(page);
  // Hold the browser's route resolution for a moment, as a slow backend would.
  let resolved = false;
  await page.route(/\/graphql\?.*ResolveURL/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    resolved = true;
    await route.continue();
  });
  const link = page
    .getByRole('navigation', { name: t('Header.categories') })
    .getByRole('link')
    .first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page.getByRole('progressbar', { name: t('App.pageLoading') })).toBeVisible();
  await expect(page.getByTestId('category-shimmer')).toBeVisible();
  expect(page.url()).not.toContain(href); // the navigation waits for the route
  await expect(page).toHaveURL(new RegExp(`${href.replace('.', '\\.')}$`));
  expect(resolved).toBe(true);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByTestId('category-shimmer')).toHaveCount(0);
});

test('the shop’s own pages are not held back', async ({ page }) => {
  const t = textsFor('uk');
  await page.goto('/uk/eyeglasses.html');
  let asked = false;
  await page.route(/\/graphql\?.*ResolveURL/, (route) => {
    asked = true;
    return route.continue();
  });
  // The home page is one of the shop's own routes: it goes at once, without resolving a route.
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('Common.shopName'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/uk$/);
  expect(asked).toBe(false);
});

test('links are plain anchors: a page is fetched ahead when the shopper reaches for its link, not when it is on screen', async ({
  page,
}) => {
  const rscPaths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.headers()['rsc'] === '1' || url.searchParams.has('_rsc')) rscPaths.push(url.pathname);
  });
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/uk');
  await clientNavigationReady(page);
  // The home page's category tiles are on screen: nothing is fetched for them until the shopper reaches for one.
  const tile = page.getByRole('main').getByRole('link', { name: 'Eyeglasses', exact: true });
  await expect(tile).toBeInViewport();
  await page.waitForTimeout(1000);
  expect(rscPaths).toEqual([]);
  await tile.hover();
  await expect.poll(() => rscPaths).toContain('/uk/eyeglasses.html');

  await tile.click();
  await expect(page).toHaveURL(/\/uk\/eyeglasses\.html$/);
});
