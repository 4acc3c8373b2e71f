import { expect, test, type Page } from '@playwright/test';
import { clientNavigationReady, textsFor } from './test-support';

/** Records, in the page, when the shopper clicked and when the loading indicator first appeared. */
async function watchIndicator(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times = { click: 0, shown: 0 };
    (window as unknown as { indicatorTimes: typeof times }).indicatorTimes = times;
    document.addEventListener('click', () => (times.click = performance.now()), true);
    new MutationObserver(() => {
      if (!times.shown && document.querySelector('[role="progressbar"], [data-testid="category-shimmer"]')) times.shown = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const shownAfter = (page: Page) =>
  page.evaluate(() => {
    const times = (window as unknown as { indicatorTimes: { click: number; shown: number } }).indicatorTimes;
    return times.shown - times.click;
  });

test('uk: a slow catalogue navigation shows nothing at first, then the category shimmer', async ({ page }) => {
  const t = textsFor('uk');
  await page.goto('/uk');
  await clientNavigationReady(page);
  await page.route(/\/graphql\?.*ResolveURL/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await watchIndicator(page);
  const link = page.getByRole('navigation', { name: t('Header.categories') }).getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page.getByTestId('category-shimmer')).toBeVisible();
  expect(await shownAfter(page)).toBeGreaterThanOrEqual(300);
  await expect(page).toHaveURL(new RegExp(`${href.replace('.', '\\.')}$`));
  await expect(page.getByTestId('category-shimmer')).toHaveCount(0);
});

test('uk: a slow server render of one of the shop’s own pages shows the shimmer too, and it goes when the page is there', async ({
  page,
}) => {
  const t = textsFor('uk');
  await page.goto('/uk/eyeglasses.html');
  await clientNavigationReady(page);
  // A URL the router cannot have prefetched (the footer's Delivery link may be in its prefetch
  // cache, which answers at once: no slow render to show): its own query string.
  const target = `/uk/delivery?visit=${Date.now()}`;
  // Hold the server's render of the next page (the router's RSC request), as a loaded server would.
  let held = 0;
  await page.route(/\/uk\/delivery/, async (route) => {
    if (route.request().headers()['rsc']) {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await watchIndicator(page);
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Delivery';
    link.id = 'delivery-link';
    document.body.prepend(link);
  }, target);
  await page.locator('#delivery-link').dispatchEvent('click');
  await expect(page.getByTestId('category-shimmer')).toBeVisible();
  expect(await shownAfter(page)).toBeGreaterThanOrEqual(300);
  await expect(page).toHaveURL(/\/uk\/delivery\?visit=\d+$/);
  await expect(page.getByTestId('category-shimmer')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: t('App.pageLoading') })).toHaveCount(0);
  // The render was the server's (held above), not a prefetched copy.
  expect(held).toBeGreaterThan(0);
});
