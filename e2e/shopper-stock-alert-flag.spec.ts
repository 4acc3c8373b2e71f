import { expect, test } from '@playwright/test';
import { backendDatabase, backendQuery, runBackendCommand, textsFor, type ProductRow } from './test-support';

/**
 * Section 3's notification-hide-alert flag (product attribute notification_hide_alert, an optional
 * feature: lib/features/registry.ts "stock-alert-opt-out"): a discontinued product will not be back,
 * so neither its page nor a sold-out cart line offers the back-in-stock alert; others still do.
 */
const STORE = 'uk';
const t = textsFor(STORE);

async function productBySku(request: Parameters<typeof backendQuery>[0], sku: string): Promise<ProductRow> {
  const { products } = await backendQuery<{ products: { items: ProductRow[] } }>(
    request,
    STORE,
    'query($sku:String){products(filter:{sku:{eq:$sku}}){items{sku name url_key url_suffix stock_status}}}',
    { sku },
  );
  return products.items[0];
}

test('uk: a discontinued product offers only the price alert on its page', async ({ page, request }) => {
  const sku = backendDatabase((db) =>
    db
      .prepare('SELECT sku FROM catalog_product WHERE notification_hide_alert = 1 AND visibility = 4 ORDER BY entity_id LIMIT 1')
      .pluck()
      .get(),
  ) as string;
  const product = await productBySku(request, sku);
  expect(product.stock_status).toBe('OUT_OF_STOCK');
  await page.goto(`/${STORE}/${product.url_key}${product.url_suffix ?? '.html'}`);
  await expect(page.getByRole('link', { name: t('ProductAlert.notifyPrice') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('ProductAlert.notifyStock') })).toHaveCount(0);
});

test('uk: a cart line that sold out offers the back-in-stock alert when its product is not discontinued', async ({ page }) => {
  // The last accessory in stock (others' journeys add the first): sold out after it is in the cart.
  const sku = backendDatabase((db) =>
    db
      .prepare(
        `SELECT p.sku FROM catalog_product p JOIN cataloginventory_stock_item s ON s.product_id = p.entity_id
          WHERE p.attribute_set = 'Accessories' AND p.visibility = 4 AND p.status = 1 AND s.is_in_stock = 1
            AND p.notification_hide_alert = 0 ORDER BY p.entity_id DESC LIMIT 1`,
      )
      .pluck()
      .get(),
  ) as string;
  const product = await productBySku(page.request, sku);
  await page.goto(`/${STORE}/${product.url_key}${product.url_suffix ?? '.html'}`);
  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
  try {
    runBackendCommand('product-alerts', ['--set-stock', sku, '0']);
    await page.goto(`/${STORE}/cart`);
    const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
    await expect(line.getByText(t('Cart.outOfStock'))).toBeVisible();
    await expect(line.getByRole('link', { name: t('Cart.notifyWhenBack') })).toBeVisible();
  } finally {
    runBackendCommand('product-alerts', ['--set-stock', sku, '25']);
  }
});
