import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessoryInStock, expectNoSeriousViolations, textsFor } from './support';

async function addAccessory(page: Page, request: APIRequestContext, store: string): Promise<void> {
  const t = textsFor(store);
  const product = await accessoryInStock(request, store);
  await page.goto(`/${store}/${product.url_key}${product.url_suffix ?? '.html'}`);
  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
  await page.keyboard.press('Escape');
}

interface AddressInput {
  email: string;
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  postcode?: string;
  telephone: string;
}

async function fillAddress(page: Page, store: string, address: AddressInput): Promise<void> {
  const t = textsFor(store);
  const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
  await form.getByLabel(t('Checkout.emailLabel')).fill(address.email);
  await form.getByLabel(t('Checkout.firstnameLabel')).fill(address.firstname);
  await form.getByLabel(t('Checkout.lastnameLabel')).fill(address.lastname);
  await form.getByLabel(t('Checkout.streetLabel')).fill(address.street);
  await form.getByLabel(t('Checkout.cityLabel')).fill(address.city);
  if (address.postcode !== undefined) await form.getByLabel(t('Checkout.postcodeLabel')).fill(address.postcode);
  await form.getByLabel(t('Checkout.telephoneLabel')).fill(address.telephone);
}

/** Chooses the first shipping method and check / money order, places the order; answers the order number text. */
async function chooseMethodsAndPlace(page: Page, store: string): Promise<void> {
  const t = textsFor(store);
  await page.getByRole('button', { name: t('Checkout.saveAddress') }).click();
  const shipping = page.getByRole('region', { name: t('Checkout.shippingMethod') });
  const firstMethod = shipping.getByRole('radio', { disabled: false }).first();
  await expect(firstMethod).toBeVisible();
  await firstMethod.check();
  await expect(firstMethod).toBeChecked();
  const payment = page.getByRole('region', { name: t('Checkout.paymentMethod') });
  const checkmo = payment.getByRole('radio', { name: 'Check / Money order' });
  await checkmo.check();
  await expect(checkmo).toBeChecked();
  const place = page.getByRole('button', { name: t('Checkout.placeOrder') });
  await expect(place).toBeEnabled();
  await place.dblclick();
  await expect(page).toHaveURL(new RegExp(`/${store}/success$`));
}

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
