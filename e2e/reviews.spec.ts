import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { backendDatabase, backendQuery, runBackendCommand, textsFor } from './test-support';

/**
 * Issue 13: product reviews on the product page — read without JavaScript (stars, count, the
 * newest reviews, "show more", AggregateRating in the JSON-LD only where reviews exist), written
 * with the form (pending until approved), approved with `npm run reviews`.
 */

interface ReviewedProduct {
  url_key: string;
  review_count: number;
  rating_summary: number;
  reviews: { items: { summary: string; nickname: string }[] };
}

const PRODUCT = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { url_key review_count rating_summary
  reviews(pageSize: 10) { items { summary nickname } } } } }`;

async function product(request: Parameters<typeof backendQuery>[0], store: string, sku: string): Promise<ReviewedProduct> {
  const data = await backendQuery<{ products: { items: ReviewedProduct[] } }>(request, store, PRODUCT, { sku });
  return data.products.items[0];
}

/** SKUs of a frame with the most approved reviews in the store view, and of a frame without any. */
function skus(store: string): { reviewed: string; plain: string } {
  return backendDatabase((db) => ({
    reviewed: db
      .prepare(
        `SELECT p.sku FROM review r JOIN catalog_product p ON p.entity_id = r.product_id JOIN store s ON s.store_id = r.store_id
          WHERE s.code = ? AND r.status_id = 1 GROUP BY p.sku ORDER BY COUNT(*) DESC, p.sku LIMIT 1`,
      )
      .pluck()
      .get(store) as string,
    plain: db
      .prepare(
        `SELECT sku FROM catalog_product p WHERE visibility = 4 AND type_id = 'configurable'
            AND NOT EXISTS (SELECT 1 FROM review r WHERE r.product_id = p.entity_id) ORDER BY sku DESC LIMIT 1`,
      )
      .pluck()
      .get() as string,
  }));
}

test('shows a product’s reviews in the store view’s language without JavaScript, with AggregateRating only where they exist', async ({
  browser,
  request,
}) => {
  const store = 'fr';
  const t = textsFor(store);
  const { reviewed, plain } = skus(store);
  const withReviews = await product(request, store, reviewed);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/${store}/${withReviews.url_key}.html`);
  const section = page.getByRole('region', { name: t('Reviews.heading') });
  await expect(section).toBeVisible();
  await expect(section.getByText(t('Reviews.count', { count: withReviews.review_count }), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: t('Reviews.count', { count: withReviews.review_count }) })).toHaveAttribute(
    'href',
    '#reviews',
  );
  const [first] = withReviews.reviews.items;
  await expect(section.getByRole('heading', { name: first.summary }).first()).toBeVisible();
  if (withReviews.review_count > 3) {
    await section.getByText(t('Reviews.showMore')).click();
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(Math.min(withReviews.review_count, 10) + 1); // + "write a review"
  }
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const productData = jsonLd.flatMap((text) => [JSON.parse(text)].flat()).find((data) => data['@type'] === 'Product');
  expect(productData.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    reviewCount: withReviews.review_count,
    ratingValue: Math.round(withReviews.rating_summary / 2) / 10,
  });
  expect(productData.review[0]).toMatchObject({ '@type': 'Review', name: first.summary, author: { name: first.nickname } });

  const without = await product(request, store, plain);
  await page.goto(`/${store}/${without.url_key}.html`);
  await expect(page.getByRole('region', { name: t('Reviews.heading') }).getByText(t('Reviews.none'))).toBeVisible();
  const plainLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(plainLd.join('')).not.toContain('AggregateRating');
  await context.close();
});

test('writes a review that awaits moderation, then counts once the reviews command approves it', async ({ page, request }) => {
  test.setTimeout(180_000); // the reviews command starts a Node process twice
  const store = 'uk';
  const t = textsFor(store);
  const { plain } = skus(store);
  const before = await product(request, store, plain);
  await page.goto(`/${store}/${before.url_key}.html`);
  const form = page.getByRole('form', { name: t('Reviews.writeHeading') });
  // The store view's ratings are read when the form comes near the screen, as a shopper scrolls to it.
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('group', { name: 'Value' })).toBeVisible();
  await form.getByRole('button', { name: t('Reviews.submit') }).click();
  await expect(form.getByLabel(t('Reviews.nicknameLabel'))).toHaveAccessibleDescription(t('Reviews.nicknameError'));
  const quality = form.getByRole('group', { name: 'Quality' });
  await expect(quality.getByText(t('Reviews.ratingError', { name: 'Quality' }))).toBeVisible();
  await expect(quality.getByRole('radio', { name: t('Reviews.starOption', { value: 1 }) })).toHaveAccessibleDescription(
    t('Reviews.ratingError', { name: 'Quality' }),
  );
  for (const [rating, stars] of [
    ['Quality', 5],
    ['Fit', 4],
    ['Value', 4],
  ] as const) {
    await form
      .getByRole('group', { name: rating })
      .getByRole('radio', { name: t('Reviews.starOption', { value: stars }) })
      .check();
  }
  await form.getByLabel(t('Reviews.nicknameLabel')).fill('Grace');
  await form.getByLabel(t('Reviews.summaryLabel')).fill('Sharp and light');
  await form.getByLabel(t('Reviews.textLabel')).fill('I wear them all day and forget they are on.');
  const results = await new AxeBuilder({ page }).include('#reviews').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await form.getByRole('button', { name: t('Reviews.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('Reviews.pending') })).toBeVisible();
  expect((await product(request, store, plain)).review_count).toBe(0); // pending: not shown yet

  const pending = runBackendCommand('reviews', ['--list'])
    .split('\n')
    .find((line) => line.includes(plain) && line.includes('Grace'));
  expect(pending).toContain('pending');
  expect(runBackendCommand('reviews', ['--approve', pending!.split('\t')[0]])).toContain('approved');
  const after = await product(request, store, plain);
  expect(after).toMatchObject({ review_count: 1, rating_summary: 86.67 });
  expect(after.reviews.items[0]).toMatchObject({ nickname: 'Grace', summary: 'Sharp and light' });
});

test('the review form is styled from the first paint, before its code arrives, in the page’s font', async ({ page, request }) => {
  // The form is a deferred island: the server renders its markup, its code comes later. With the
  // page's script files held back, what the shopper sees is what the page's own CSS gives it.
  const store = 'uk';
  const t = textsFor(store);
  const { reviewed } = skus(store);
  const withReviews = await product(request, store, reviewed);
  const lateCss: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') lateCss.push(sent.url());
  });
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(`/${store}/${withReviews.url_key}.html`);
  const form = page.getByRole('form', { name: t('Reviews.writeHeading') });
  await expect(form).toBeVisible();
  const styles = await form.evaluate((element) => {
    const submit = element.querySelector('button[type="submit"]')!;
    const message = element.querySelector('textarea')!;
    return {
      body: getComputedStyle(document.body).fontFamily,
      submitBackground: getComputedStyle(submit).backgroundColor,
      submitFont: getComputedStyle(submit).fontFamily,
      messageFont: getComputedStyle(message).fontFamily,
      formDisplay: getComputedStyle(element).display,
    };
  });
  expect(styles.submitBackground).toBe('rgb(11, 92, 79)'); // --color-accent, not the browser's grey button
  expect(styles.formDisplay).toBe('grid');
  expect(styles.submitFont).toBe(styles.body);
  expect(styles.messageFont).toBe(styles.body); // not the browser's monospace
  expect(lateCss).toEqual([]);
});
