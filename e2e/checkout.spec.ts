import { expect, test } from '@playwright/test';
import { addAccessory, chooseMethodsAndPlace, expectNoSeriousViolations, fillAddress, textsFor } from './test-support';

test('uk: guest checkout with check / money order', async ({ page, request }) => {
  const t = textsFor('uk');
  await addAccessory(page, request, 'uk');

  await page.goto('/uk/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Checkout.title'));
  const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
  await expect(form.getByLabel(t('Checkout.countryLabel'))).toHaveValue('GB');
  await expectNoSeriousViolations(page);

  const address = {
    email: 'guest@example.com',
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: '10 Downing Street',
    city: 'London',
    postcode: 'NOT A CODE',
    telephone: '020 7946 0000',
  };
  await fillAddress(page, 'uk', address);
  await page.getByRole('button', { name: t('Checkout.saveAddress') }).click();
  await expect(form.getByText(t('Checkout.postcodeInvalidError'))).toBeVisible();
  await expect(form.getByLabel(t('Checkout.postcodeLabel'))).toHaveAttribute('aria-invalid', 'true');
  // Nothing typed is lost.
  await expect(form.getByLabel(t('Checkout.firstnameLabel'))).toHaveValue(address.firstname);
  await expect(form.getByLabel(t('Checkout.emailLabel'))).toHaveValue(address.email);
  await expect(form.getByLabel(t('Checkout.streetLabel'))).toHaveValue(address.street);

  await form.getByLabel(t('Checkout.postcodeLabel')).fill('SW1A 2AA');
  await chooseMethodsAndPlace(page, 'uk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Success.title'));
  await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
  const createAccount = page.getByRole('link', { name: t('Success.createAccount') });
  await expect(createAccount).toHaveAttribute('href', '/uk/create-account?email=guest%40example.com&firstName=Ada&lastName=Lovelace');

  await page.goto('/uk/cart');
  await expect(page.getByRole('main').getByText(t('Cart.empty'))).toBeVisible();
});

test('ae_en: guest checkout without a postcode', async ({ page, request }) => {
  const t = textsFor('ae_en');
  await addAccessory(page, request, 'ae_en');

  await page.goto('/ae_en/checkout');
  const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
  await expect(form.getByLabel(t('Checkout.countryLabel'))).toHaveValue('AE');
  await fillAddress(page, 'ae_en', {
    email: 'guest.ae@example.com',
    firstname: 'Layla',
    lastname: 'Haddad',
    street: 'Sheikh Zayed Road 1',
    city: 'Dubai',
    telephone: '+971 4 000 0000',
  });
  await chooseMethodsAndPlace(page, 'ae_en');
  await expect(page.getByTestId('order-number')).toHaveText(/\d+/);
});
