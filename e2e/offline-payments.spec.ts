import { expect, test } from '@playwright/test';
import { addAccessory, backendDatabase, chooseMethods, fillAddress, paymentTitle, textsFor, ukAddress, type AddressInput } from './test-support';

// Issue 11 "Checkout on any Magento" and issue 17: Magento Open Source's offline payment methods,
// titled per store view in its language, to the success page; the UK sells gift cards in pounds.

// A whole checkout per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const DE_ADDRESS: AddressInput = {
  email: 'bank.transfer@example.com',
  firstname: 'Lise',
  lastname: 'Meitner',
  street: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  telephone: '030 1234567',
};

const UK_ADDRESS: AddressInput = ukAddress('purchase.order@example.com');

function lastOrder(email: string): { increment_id: string; method: string; po_number: string | null } {
  return backendDatabase(
    (db) =>
      db
        .prepare(
          `SELECT o.increment_id, p.method, p.po_number FROM sales_order o JOIN sales_order_payment p ON p.parent_id = o.entity_id
            WHERE o.customer_email = ? ORDER BY o.entity_id DESC LIMIT 1`,
        )
        .get(email) as { increment_id: string; method: string; po_number: string | null },
  );
}

test('de: guest checkout by bank transfer, every method titled in German', async ({ page, request }) => {
  const t = textsFor('de');
  await addAccessory(page, request, 'de');
  await page.goto('/de/checkout');
  await fillAddress(page, 'de', DE_ADDRESS);
  await chooseMethods(page, 'de', 'Banküberweisung');
  const payment = page.getByRole('region', { name: t('Checkout.paymentMethod') });
  for (const title of ['Scheck / Zahlungsanweisung', 'Nachnahme', 'Karte (Testumgebung)']) {
    await expect(payment.getByRole('radio', { name: title })).toBeVisible();
  }
  await expect(payment).not.toContainText('Check / Money order');

  await page.getByRole('button', { name: t('Checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/de\/success$/);
  const order = lastOrder(DE_ADDRESS.email);
  expect(order.method).toBe('banktransfer');
  await expect(page.getByTestId('order-number')).toHaveText(t('Success.orderNumber', { number: order.increment_id }));
});

test('uk: guest checkout with a purchase order and its number', async ({ page, request }) => {
  const t = textsFor('uk');
  await addAccessory(page, request, 'uk');
  await page.goto('/uk/checkout');
  await fillAddress(page, 'uk', UK_ADDRESS);
  await chooseMethods(page, 'uk', paymentTitle('uk', 'purchaseorder'));

  // Without its number the order is not sent, and the shopper is told what is missing.
  const place = page.getByRole('button', { name: t('Checkout.placeOrder') });
  await place.click();
  const poNumber = page.getByLabel(t('CheckoutPayment.poNumber'));
  await expect(page.getByText(t('CheckoutPayment.poNumberRequired'))).toBeVisible();
  await expect(poNumber).toHaveAttribute('aria-invalid', 'true');

  await poNumber.fill('PO-2026-117');
  await place.click();
  await expect(page).toHaveURL(/\/uk\/success$/);
  const order = lastOrder(UK_ADDRESS.email);
  expect(order).toMatchObject({ method: 'purchaseorder', po_number: 'PO-2026-117' });
  await expect(page.getByTestId('order-number')).toHaveText(t('Success.orderNumber', { number: order.increment_id }));
});

test('uk: the gift card listing is in pounds', async ({ page }) => {
  await page.goto('/uk/gift-cards.html');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('£');
  await expect(page.getByRole('main')).not.toContainText('€');
});
