import { expect, test, type Page } from '@playwright/test';
import {
  accessoryInStock,
  addAccessory,
  backendDatabase,
  chooseMethods,
  customerWithAddress,
  expectNoSeriousViolations,
  fillAddress,
  paymentTitle,
  signInAs,
  textsFor,
  type AddressInput,
  ukAddress,
} from './test-support';

const UK_ADDRESS: AddressInput = ukAddress('card.guest@example.com');

const FR_ADDRESS: AddressInput = {
  email: 'paypal.guest@example.com',
  firstname: 'Marie',
  lastname: 'Curie',
  street: '10 Rue de Rivoli',
  city: 'Paris',
  postcode: '75001',
  telephone: '01 23 45 67 89',
};

/** The number of the newest order placed with this e-mail. */
function lastOrderNumber(email: string): string {
  return backendDatabase(
    (db) =>
      db
        .prepare('SELECT increment_id FROM sales_order WHERE customer_email = ? ORDER BY entity_id DESC LIMIT 1')
        .pluck()
        .get(email) as string,
  );
}

async function startCheckout(page: Page, store: string, address: AddressInput, method: string): Promise<void> {
  await page.goto(`/${store}/checkout`);
  await fillAddress(page, store, address);
  await chooseMethods(page, store, method);
}

async function fillCard(page: Page, store: string, number: string): Promise<void> {
  const t = textsFor(store);
  const payment = page.getByRole('region', { name: t('Checkout.paymentMethod') });
  await payment.getByLabel(t('Payment.cardNumberLabel')).fill(number);
  await payment.getByLabel(t('Payment.expiryLabel')).fill('12/39');
  await payment.getByLabel(t('Payment.cvcLabel')).fill('123');
  await payment.getByLabel(t('Payment.holderLabel')).fill('Ada Lovelace');
}

test('uk: guest checkout paying by card', async ({ page, request }) => {
  const t = textsFor('uk');
  await addAccessory(page, request, 'uk');
  await startCheckout(page, 'uk', UK_ADDRESS, 'Card (sandbox)');
  const payment = page.getByRole('region', { name: t('Checkout.paymentMethod') });
  await expect(payment.getByLabel(t('Payment.cardNumberLabel'))).toHaveAttribute('autocomplete', 'cc-number');
  await expectNoSeriousViolations(page);

  // The form is checked before anything is sent.
  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();
  await expect(payment.getByText(t('Payment.cardNumberRequired'))).toBeVisible();

  await fillCard(page, 'uk', '4111 1111 1111 1111');
  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/uk\/success$/);
  // The number the shopper knows the order by (its increment id, as in the e-mail), not the database id.
  await expect(page.getByTestId('order-number')).toHaveText(t('Success.orderNumber', { number: lastOrderNumber(UK_ADDRESS.email) }));
});

test('uk: a card that needs 3-D Secure: authenticated on the sandbox page, or failed back to the cart', async ({ page, request }) => {
  const t = textsFor('uk');
  const email = 'three.d.secure@example.com';
  const product = await accessoryInStock(request, 'uk');
  await addAccessory(page, request, 'uk');
  await startCheckout(page, 'uk', { ...UK_ADDRESS, email }, 'Card (sandbox)');
  await fillCard(page, 'uk', '4000 0000 0000 3220');
  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();

  // The issuer's sandbox page, then a failure: the payment-failed page, the order canceled, the cart back.
  await expect(page.getByRole('heading', { name: '3-D Secure check (sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/uk\/paymentfail/);
  await expect(page.getByText(t('Payment.notCharged'))).toBeVisible();
  const failed = lastOrderNumber(email);
  await page.getByRole('link', { name: t('Payment.viewCart') }).click();
  await expect(page.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible();

  // Again, authenticated this time: a new order, paid.
  await page.goto('/uk/checkout');
  await fillAddress(page, 'uk', { ...UK_ADDRESS, email });
  await chooseMethods(page, 'uk', 'Card (sandbox)');
  await fillCard(page, 'uk', '4000 0000 0000 3220');
  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure check (sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(/\/uk\/success$/);
  const paid = lastOrderNumber(email);
  expect(paid).not.toBe(failed);
  await expect(page.getByTestId('order-number')).toHaveText(t('Success.orderNumber', { number: paid }));
  expect(backendDatabase((db) => db.prepare('SELECT state FROM sales_order WHERE increment_id = ?').pluck().get(failed))).toBe('canceled');
  expect(backendDatabase((db) => db.prepare('SELECT state FROM sales_order WHERE increment_id = ?').pluck().get(paid))).toBe('processing');
});

test('uk: a declined card keeps the cart and every field', async ({ page, request }) => {
  const t = textsFor('uk');
  const product = await accessoryInStock(request, 'uk');
  await addAccessory(page, request, 'uk');
  await startCheckout(page, 'uk', { ...UK_ADDRESS, email: 'declined.guest@example.com' }, 'Card (sandbox)');
  await fillCard(page, 'uk', '4000 0000 0000 0002');
  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();

  const payment = page.getByRole('region', { name: t('Checkout.paymentMethod') });
  await expect(payment.getByRole('alert')).toHaveText(t('Checkout.stepError', { message: 'The payment was declined. Try another card.' }));
  await expect(page).toHaveURL(/\/uk\/checkout$/);
  const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
  await expect(form.getByLabel(t('Checkout.emailLabel'))).toHaveValue('declined.guest@example.com');
  await expect(form.getByLabel(t('Checkout.firstnameLabel'))).toHaveValue(UK_ADDRESS.firstname);
  await expect(form.getByLabel(t('Checkout.streetLabel'))).toHaveValue(UK_ADDRESS.street);
  await expect(form.getByLabel(t('Checkout.postcodeLabel'))).toHaveValue(UK_ADDRESS.postcode!);
  await expect(payment.getByLabel(t('Payment.cardNumberLabel'))).toHaveValue('4000 0000 0000 0002');
  await expect(payment.getByLabel(t('Payment.holderLabel'))).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('button', { name: t('Checkout.placeOrder') })).toBeEnabled();

  await page.goto('/uk/cart');
  await expect(page.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible();
});

test('fr: guest checkout with PayPal (sandbox)', async ({ page, request }) => {
  const t = textsFor('fr');
  await addAccessory(page, request, 'fr');
  await startCheckout(page, 'fr', FR_ADDRESS, paymentTitle('fr', 'sandbox_paypal'));
  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();

  // The provider's sandbox page (backend HTML).
  await expect(page.getByRole('heading', { name: 'PayPal (sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/fr\/success$/);
  await expect(page.getByTestId('order-number')).toHaveText(t('Success.orderNumber', { number: lastOrderNumber(FR_ADDRESS.email) }));
});

test('uk: Adyen (sandbox) cancelled keeps the cart', async ({ page, request }) => {
  const t = textsFor('uk');
  const product = await accessoryInStock(request, 'uk');
  await addAccessory(page, request, 'uk');
  await startCheckout(page, 'uk', { ...UK_ADDRESS, email: 'adyen.guest@example.com' }, 'Adyen (sandbox)');
  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();

  await expect(page.getByRole('heading', { name: 'Adyen (sandbox)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/uk\/paymentfail\?result=cancel$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Payment.failTitle'));
  await expect(page.getByText(t('Payment.cancelled'))).toBeVisible();
  await expect(page.getByText(t('Payment.notCharged'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('Payment.backToCheckout') })).toHaveAttribute('href', '/uk/checkout');
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: t('Payment.viewCart') }).click();
  await expect(page).toHaveURL(/\/uk\/cart$/);
  await expect(page.getByRole('main').getByRole('link', { name: product.name }).first()).toBeVisible();
});

test('a tampered payment token shows an error and a link to the cart', async ({ page }) => {
  const t = textsFor('uk');
  await page.goto('/uk/payment-result?order=1&result=success&token=tampered.token');
  await expect(page.getByRole('alert').filter({ hasText: t('Payment.returnError', { message: '' }).trim() })).toBeVisible();
  await expect(page.getByRole('link', { name: t('Payment.viewCart') })).toHaveAttribute('href', '/uk/cart');
});

test('uk: a signed-in customer checks out with an address from the address book and keeps the card', async ({ page, request }) => {
  const t = textsFor('uk');
  const email = `signed.in.${Date.now()}@example.com`;
  const password = 'Secret123!';
  await customerWithAddress(
    request,
    'uk',
    { email, password, firstname: 'Grace', lastname: 'Hopper' },
    { street: '1 Harbourside', city: 'Bristol', postcode: 'BS1 5DB', country_code: 'GB', telephone: '0117 000 0000' },
  );
  await signInAs(page, 'uk', email, password, 'Grace');
  await addAccessory(page, request, 'uk');

  await page.goto('/uk/checkout');
  const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
  // The account's email, no email field; the address book to pick from.
  await expect(form.getByText(t('Checkout.signedInEmail', { email }))).toBeVisible();
  await expect(form.getByLabel(t('Checkout.emailLabel'))).toHaveCount(0);
  await form.getByLabel(t('Checkout.savedAddressLabel')).selectOption({ index: 1 });
  await expect(form.getByLabel(t('Checkout.streetLabel'))).toHaveValue('1 Harbourside');
  await expect(form.getByLabel(t('Checkout.postcodeLabel'))).toHaveValue('BS1 5DB');
  await expectNoSeriousViolations(page);

  await chooseMethods(page, 'uk', 'Card (sandbox)');
  await fillCard(page, 'uk', '4111 1111 1111 1111');
  await page
    .getByRole('region', { name: t('Checkout.paymentMethod') })
    .getByLabel(t('Payment.saveCardLabel'))
    .check();
  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/uk\/success$/);

  const number = lastOrderNumber(email);
  await expect(page.getByTestId('order-number')).toHaveText(t('Success.orderNumber', { number }));
  const order = backendDatabase((db) =>
    db.prepare('SELECT customer_id, customer_is_guest FROM sales_order WHERE increment_id = ?').get(number),
  ) as {
    customer_id: number | null;
    customer_is_guest: number;
  };
  expect(order.customer_id).not.toBeNull();
  expect(order.customer_is_guest).toBe(0);
  expect(
    backendDatabase((db) => db.prepare('SELECT COUNT(*) FROM vault_payment_token WHERE customer_id = ?').pluck().get(order.customer_id)),
  ).toBe(1);
});
