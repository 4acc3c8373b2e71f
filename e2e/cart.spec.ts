import { expect, test } from '@playwright/test';
import { accessoryInStock, expectNoSeriousViolations, textsFor } from './support';

test('uk: add to cart → mini cart → cart page → quantity 2 → remove → empty', async ({ page, request }) => {
  const t = textsFor('uk');
  const product = await accessoryInStock(request);
  const cartLink = page.getByRole('banner').getByRole('link', { name: t('Header.cart'), exact: true });

  await page.goto(`/uk/${product.url_key}${product.url_suffix ?? '.html'}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByRole('button', { name: t('Product.addToCart') }).click();

  // The mini cart opens with the line; the header counts it.
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
  await expect(cartLink).toHaveAccessibleDescription(t('Header.cartCount', { count: 1 }));
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();

  // The cart page.
  await page.goto('/uk/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Cart.title'));
  const quantity = page.getByRole('spinbutton', { name: t('Cart.quantityFor', { name: product.name }) });
  await expect(quantity).toHaveValue('1');
  const total = page.getByRole('definition').last();
  const totalForOne = (await total.textContent())!;
  expect(totalForOne).toContain('£');
  await expectNoSeriousViolations(page);

  await quantity.fill('2');
  await page.getByRole('button', { name: t('Cart.update') }).click();
  await expect(cartLink).toHaveAccessibleDescription(t('Header.cartCount', { count: 2 }));
  await expect(quantity).toHaveValue('2');
  await expect(total).not.toHaveText(totalForOne);

  await page.getByRole('button', { name: t('Cart.removeLabel', { name: product.name }) }).click();
  await expect(page.getByRole('main').getByText(t('Cart.empty'))).toBeVisible();
  await expect(cartLink).toHaveAccessibleDescription(t('Header.cartCount', { count: 0 }));
});
