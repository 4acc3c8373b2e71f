import { expect, test } from '@playwright/test';
import { accessoryInStock, expectNoSeriousViolations, productInStock, textsFor } from './test-support';

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

test('uk: a frame with lenses — choices and running total on the product page, the lens summary in the cart, quantity kept', async ({
  page,
  request,
}) => {
  const t = textsFor('uk');
  const frame = await productInStock(request, 'uk', 'Frames');
  await page.goto(`/uk/${frame.url_key}${frame.url_suffix ?? '.html'}`);

  const usage = page.getByRole('group', { name: 'Usage' });
  await expect(usage.getByRole('radio', { name: /Single vision/ })).toBeChecked();
  const total = page.getByText(/^Total with lenses: £/);
  const before = (await total.textContent())!;
  await usage.getByRole('radio', { name: /Progressive/ }).check();
  await page.getByRole('group', { name: /Coatings/ }).getByRole('checkbox', { name: /Water-repellent/ }).check();
  await expect(total).not.toHaveText(before);
  await page.getByLabel(/^Prescription/).fill('OD -1.25 OS -1.50');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: t('Product.addToCart') }).click();

  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: frame.name })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/uk/cart');
  const line = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: frame.name }) }).first();
  await expect(line).toContainText('Usage: Progressive');
  await expect(line).toContainText('Water-repellent');
  await expect(line).toContainText('OD -1.25 OS -1.50');
  // A configurable line's quantity change removes and re-adds it (section 4): the lenses must survive.
  const quantity = page.getByRole('spinbutton', { name: t('Cart.quantityFor', { name: frame.name }) });
  await quantity.fill('2');
  await page.getByRole('button', { name: t('Cart.update') }).click();
  await expect(quantity).toHaveValue('2');
  const again = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: frame.name }) }).first();
  await expect(again).toContainText('Usage: Progressive');
  await expect(again).toContainText('OD -1.25 OS -1.50');
});
