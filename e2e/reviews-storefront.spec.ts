import { expect, test } from '@playwright/test';
import {
  addAccessory,
  backendDatabase,
  backendQuery,
  chooseMethods,
  expectNoSeriousViolations,
  fillAddress,
  paymentTitle,
  textsFor,
  type AddressInput,
  ukAddress,
} from './test-support';

/**
 * Issue 13, what the shopper sees beyond the product page: the terms and conditions a store view
 * asks to accept at checkout (Magento_CheckoutAgreements, seeded in `pl`), and review stars on
 * product cards (rating_summary / review_count).
 */

// A whole checkout per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PL_ADDRESS: AddressInput = {
  email: 'regulamin@example.com',
  firstname: 'Maria',
  lastname: 'Skłodowska',
  street: 'ul. Freta 16',
  city: 'Warszawa',
  postcode: '00-227',
  telephone: '22 831 80 92',
};

function lastOrderId(email: string): number | undefined {
  return backendDatabase(
    (db) =>
      db.prepare('SELECT entity_id FROM sales_order WHERE customer_email = ? ORDER BY entity_id DESC LIMIT 1').pluck().get(email) as
        number | undefined,
  );
}

test('pl: the order waits until the shopper accepts the terms, whose content can be read', async ({ page, request }) => {
  const store = 'pl';
  const t = textsFor(store);
  const email = `regulamin+${Date.now()}@example.com`;
  await addAccessory(page, request, store);
  await page.goto(`/${store}/checkout`);
  await fillAddress(page, store, { ...PL_ADDRESS, email });
  await page
    .getByRole('region', { name: t('Checkout.shippingAddress') })
    .getByLabel(t('Checkout.regionLabel'), { exact: true })
    .selectOption({ label: 'mazowieckie' });
  await chooseMethods(page, store, paymentTitle(store, 'checkmo'));

  const terms = page.getByRole('region', { name: t('CheckoutAgreements.heading') });
  const tick = terms.getByRole('checkbox', { name: 'Akceptuję regulamin sklepu' });
  await expect(tick).not.toBeChecked();
  // The content (merchant HTML, sanitised) opens under its summary.
  await terms.getByText(t('CheckoutAgreements.read', { name: 'Regulamin sklepu' })).click();
  await expect(terms.getByRole('listitem').first()).toContainText('14 dni');
  await expectNoSeriousViolations(page);

  const place = page.getByRole('button', { name: t('Checkout.placeOrder') });
  await place.click();
  await expect(terms.getByRole('alert')).toHaveText(t('CheckoutAgreements.required'));
  await expect(tick).toBeFocused();
  await expect(tick).toHaveAttribute('aria-invalid', 'true');
  await expect(tick).toHaveAccessibleDescription(t('CheckoutAgreements.required'));
  await expect(page).toHaveURL(/\/pl\/checkout$/);
  expect(lastOrderId(email)).toBeUndefined();

  await tick.check();
  await place.click();
  await expect(page).toHaveURL(/\/pl\/success$/);
  expect(lastOrderId(email)).toBeGreaterThan(0);
});

test('uk: a store view without terms shows none and places the order as before', async ({ page, request }) => {
  const store = 'uk';
  const t = textsFor(store);
  const email = `no-terms+${Date.now()}@example.com`;
  await addAccessory(page, request, store);
  await page.goto(`/${store}/checkout`);
  await fillAddress(page, store, ukAddress(email));
  await chooseMethods(page, store, paymentTitle(store, 'checkmo'));
  await expect(page.getByRole('region', { name: t('CheckoutAgreements.heading') })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /regulamin/i })).toHaveCount(0);
  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/uk\/success$/);
  expect(lastOrderId(email)).toBeGreaterThan(0);
});

interface CardProduct {
  name: string;
  sku: string;
  rating_summary: number;
  review_count: number;
}

test('product cards show stars and the review count where approved reviews exist, rendered by the server', async ({ browser, request }) => {
  const store = 'fr';
  const t = textsFor(store);
  const [reviewed, plain] = backendDatabase((db) => [
    db
      .prepare(
        `SELECT p.sku FROM review r JOIN catalog_product p ON p.entity_id = r.product_id JOIN store s ON s.store_id = r.store_id
          WHERE s.code = ? AND r.status_id = 1 AND p.visibility = 4 GROUP BY p.sku ORDER BY COUNT(*) DESC, p.sku LIMIT 1`,
      )
      .pluck()
      .get(store) as string,
    db
      .prepare(
        `SELECT sku FROM catalog_product p WHERE visibility = 4 AND type_id = 'configurable'
            AND NOT EXISTS (SELECT 1 FROM review r WHERE r.product_id = p.entity_id) ORDER BY sku DESC LIMIT 1`,
      )
      .pluck()
      .get() as string,
  ]);
  const { products } = await backendQuery<{ products: { items: CardProduct[] } }>(
    request,
    store,
    `query($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { name sku rating_summary review_count } } }`,
    { skus: [reviewed, plain] },
  );
  const withReviews = products.items.find((item) => item.sku === reviewed)!;
  const withoutReviews = products.items.find((item) => item.sku === plain)!;
  expect(withReviews.review_count).toBeGreaterThan(0);
  expect(withoutReviews.review_count).toBe(0);

  // Without JavaScript: the stars are in the server's HTML.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const rating = Math.round(withReviews.rating_summary / 2) / 10;
  const label = t('ProductCard.rating', {
    rating: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(rating),
    count: withReviews.review_count,
  });

  await page.goto(`/${store}/search.html?query=${encodeURIComponent(withReviews.name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: withReviews.name, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(label, { exact: true })).toBeAttached();
  await expect(card).toContainText(`(${withReviews.review_count})`);

  await page.goto(`/${store}/search.html?query=${encodeURIComponent(withoutReviews.name)}`);
  const plainCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: withoutReviews.name, exact: true }) });
  await expect(plainCard).toHaveCount(1);
  await expect(plainCard).not.toContainText('★');
  await expect(plainCard.getByText(t('ProductCard.rating', { rating: 5, count: 1 }).split(' ')[0], { exact: false })).toHaveCount(0);
  await context.close();
});
