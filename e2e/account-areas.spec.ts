import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../lib/i18n/format';
import { toBcp47 } from '../lib/store-views';
import { seededStoreView } from '../lib/__fixtures__/store-views';
import {
  accessoryInStock,
  addAccessory,
  backendCustomerQuery,
  chooseMethodsAndPlace,
  createCustomerAccount,
  expectNoSeriousViolations,
  signInAs,
  textsFor,
  uniqueEmail,
  refreshOf,
  watchTitle,
  type NewCustomer,
} from './test-support';

/**
 * The account areas (issue 5, "Account areas"): order history with an order placed through the
 * checkout, its detail and Reorder; the address book with a country's postcode rule; account
 * information; the newsletter; saved payments; social accounts. axe on every area, and in the
 * right-to-left store view.
 */

const store = 'uk';
const t = textsFor(store);
const locale = toBcp47(seededStoreView(store).locale);

function newCustomer(label: string, firstname = 'Ada'): NewCustomer {
  return { email: uniqueEmail(label), firstname, lastname: 'Lovelace', password: 'Secret123!' };
}

/** The signed-in checkout's shipping address (a customer has no e-mail field: their account's is used). */
async function fillShippingAddress(page: Page): Promise<void> {
  const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
  const email = form.getByLabel(t('Checkout.emailLabel'), { exact: true });
  await expect(form.getByLabel(t('Checkout.firstnameLabel'), { exact: true })).toBeVisible();
  if (await email.isVisible()) throw new Error('a signed-in customer is asked for an e-mail address');
  await form.getByLabel(t('Checkout.firstnameLabel'), { exact: true }).fill('Ada');
  await form.getByLabel(t('Checkout.lastnameLabel'), { exact: true }).fill('Lovelace');
  await form.getByLabel(t('Checkout.streetLabel'), { exact: true }).fill('12 St James’s Square');
  await form.getByLabel(t('Checkout.cityLabel'), { exact: true }).fill('London');
  await form.getByLabel(t('Checkout.postcodeLabel'), { exact: true }).fill('SW1Y 4LB');
  await form.getByLabel(t('Checkout.telephoneLabel'), { exact: true }).fill('+44 20 7946 0000');
}

test('an order placed at the checkout is in the order history, with its detail; Reorder puts it in the cart again', async ({
  page,
  request,
}) => {
  test.slow(); // a whole checkout, then the account: 26 s of the 30 a test has on a 2-core host
  const customer = newCustomer('orders');
  await createCustomerAccount(page, store, customer);

  await page.goto(`/${store}/order-history`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.orderHistoryTitle'));
  await expect(page.getByText(t('OrderHistory.noOrders'))).toBeVisible();
  await expectNoSeriousViolations(page);

  const product = await accessoryInStock(request, store);
  await addAccessory(page, request, store);
  await page.goto(`/${store}/checkout`);
  await fillShippingAddress(page);
  await chooseMethodsAndPlace(page, store);
  const confirmation = await page.getByTestId('order-number').innerText();
  const [before, after] = t('Success.orderNumber', { number: '\u0000' }).split('\u0000');
  const number = confirmation.slice(before.length, confirmation.length - after.length);
  expect(number).toMatch(/^\d+$/);

  // Magento's own answer for this order, to check the totals the pages show.
  const { customer: magento } = await backendCustomerQuery<{
    customer: { orders: { items: Array<{ status: string; total: { grand_total: { value: number; currency: string } } }> } };
  }>(
    request,
    store,
    customer,
    'query($n:String!){customer{orders(filter:{number:{eq:$n}}){items{status total{grand_total{value currency}}}}}}',
    {
      n: number,
    },
  );
  const grandTotal = magento.orders.items[0].total.grand_total;
  const total = formatMoney(grandTotal.value, grandTotal.currency, locale);

  await page.goto(`/${store}/order-history`);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(total);
  await expect(row).toContainText(t('OrderHistory.statusPending'));
  await expect(page.getByText(t('OrderHistory.orderCount', { count: 1 }))).toBeVisible();

  // The filter finds it by number, and says so when nothing matches.
  const search = page.getByRole('search', { name: t('OrderHistory.filterTitle') });
  await search.getByLabel(t('OrderHistory.filterLabel')).fill('NONE');
  await search.getByRole('button', { name: t('OrderHistory.filterButton') }).click();
  await expect(page.getByText(t('OrderHistory.noMatchingOrders', { number: 'NONE' }))).toBeVisible();
  await expect(page).toHaveURL(/number=NONE/);
  await search.getByLabel(t('OrderHistory.filterLabel')).fill(number.slice(-3));
  await search.getByRole('button', { name: t('OrderHistory.filterButton') }).click();
  await expect(page.getByRole('row').filter({ hasText: number })).toBeVisible();

  await page.getByRole('link', { name: t('OrderHistory.viewOrder', { number }) }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/order-history/${number}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('OrderHistory.orderTitle', { number }));
  const items = page.getByRole('table', { name: t('OrderHistory.itemsHeading') });
  await expect(items.getByRole('rowheader', { name: product.name })).toBeVisible();
  const shipping = page.getByRole('region', { name: t('OrderHistory.shippingAddress') });
  await expect(shipping).toContainText('12 St James’s Square');
  await expect(shipping).toContainText('SW1Y 4LB');
  await expect(page.getByRole('region', { name: t('OrderHistory.paymentMethod') })).toContainText('Check / Money order');
  const totals = page.getByRole('region', { name: t('OrderHistory.totalsHeading') });
  await expect(totals.getByRole('definition').last()).toHaveText(total);
  await expect(totals).toContainText(t('OrderHistory.grandTotal'));
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: t('OrderHistory.reorder') }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/cart$`));
  await expect(page.getByRole('main').getByRole('link', { name: product.name })).toBeVisible();

  // An order number the customer does not have: not found, still within the account pages.
  const missing = await page.goto(`/${store}/order-history/1`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Errors.notFoundTitle'));
  await expect(page.getByRole('navigation', { name: t('Account.accountNavigation') })).toBeVisible();
});

test('the demo customer’s past order shows its lens choices', async ({ page }) => {
  await signInAs(page, store, 'roni_cost@example.com', 'roni_cost3@example.com', 'Veronica');
  await page.goto(`/${store}/order-history`);
  const seeded = page.getByRole('row').filter({ hasText: '14 Feb 2025' }).first();
  await expect(seeded).toContainText(t('OrderHistory.statusComplete'));
  await seeded.getByRole('link').click();
  const items = page.getByRole('table', { name: t('OrderHistory.itemsHeading') });
  await expect(items.getByText(new RegExp(`^${t('OrderHistory.optionValue', { label: 'Usage', value: '' }).trim()} `))).toBeVisible();
  await expect(items.getByText(/^Prescription: OD SPH/)).toBeVisible();
});

test('address book: add with the country’s postcode rule, edit, make default, delete', async ({ page }) => {
  await createCustomerAccount(page, store, newCustomer('addresses'));
  await page.goto(`/${store}/address-book`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.addressBookTitle'));
  await expect(page.getByText(t('AddressBook.noAddresses'))).toBeVisible();
  await expectNoSeriousViolations(page);

  async function addAddress(street: string, city: string, postcode: string) {
    await page.getByRole('button', { name: t('AddressBook.addAddress') }).click();
    const form = page.getByRole('form', { name: t('AddressBook.newAddressTitle') });
    await form.getByLabel(t('Checkout.firstnameLabel'), { exact: true }).fill('Ada');
    await form.getByLabel(t('Checkout.lastnameLabel'), { exact: true }).fill('Lovelace');
    await form.getByLabel(t('Checkout.streetLabel'), { exact: true }).fill(street);
    await form.getByLabel(t('Checkout.cityLabel'), { exact: true }).fill(city);
    await form.getByLabel(t('Checkout.postcodeLabel'), { exact: true }).fill(postcode);
    await form.getByLabel(t('Checkout.telephoneLabel'), { exact: true }).fill('+44 20 7946 0000');
    await form.getByRole('button', { name: t('AddressBook.saveAddress') }).click();
    return form;
  }

  // The United Kingdom's postcode rule, checked before anything is sent; nothing typed is lost.
  const form = await addAddress('10 Downing Street', 'London', '12345');
  const postcode = form.getByLabel(t('Checkout.postcodeLabel'), { exact: true });
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription(t('Checkout.postcodeInvalidError'));
  await expect(postcode).toBeFocused();
  await expect(form.getByLabel(t('Checkout.streetLabel'), { exact: true })).toHaveValue('10 Downing Street');
  await expectNoSeriousViolations(page);
  await postcode.fill('SW1A 2AA');
  await form.getByRole('button', { name: t('AddressBook.saveAddress') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('AddressBook.addressAdded'));
  await expect(page.getByRole('main').getByRole('status')).toBeFocused();
  const first = page.getByRole('listitem').filter({ hasText: '10 Downing Street' });
  // The first address of the book is its default shipping and billing address.
  await expect(first).toContainText(t('AddressBook.defaultShipping'));
  await expect(first).toContainText(t('AddressBook.defaultBilling'));

  await addAddress('221B Baker Street', 'London', 'NW1 6XE');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('AddressBook.addressAdded'));

  await page.getByRole('button', { name: t('AddressBook.editAddressNamed', { address: '221B Baker Street, London' }) }).click();
  const edit = page.getByRole('form', { name: t('AddressBook.editAddressTitle') });
  await expect(edit.getByLabel(t('Checkout.postcodeLabel'), { exact: true })).toHaveValue('NW1 6XE');
  await edit.getByLabel(t('Checkout.cityLabel'), { exact: true }).fill('Marylebone');
  await edit.getByRole('button', { name: t('AddressBook.saveAddress') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('AddressBook.addressSaved'));

  await page.getByRole('button', { name: t('AddressBook.makeDefaultBillingNamed', { address: '221B Baker Street, Marylebone' }) }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    t('AddressBook.defaultBillingSaved', { address: '221B Baker Street, Marylebone' }),
  );

  // Saved in Magento: still there after reading the page again.
  await page.reload();
  const second = page.getByRole('listitem').filter({ hasText: '221B Baker Street' });
  await expect(second).toContainText('Marylebone, NW1 6XE');
  await expect(second).toContainText(t('AddressBook.defaultBilling'));
  await expect(page.getByRole('listitem').filter({ hasText: '10 Downing Street' })).not.toContainText(t('AddressBook.defaultBilling'));

  // A default address cannot be deleted (Magento keeps it); the billing default goes back first.
  await page.getByRole('button', { name: t('AddressBook.makeDefaultBillingNamed', { address: '10 Downing Street, London' }) }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    t('AddressBook.defaultBillingSaved', { address: '10 Downing Street, London' }),
  );
  await page.getByRole('button', { name: t('AddressBook.deleteAddressNamed', { address: '221B Baker Street, Marylebone' }) }).click();
  const question = page.getByRole('group', { name: t('AddressBook.confirmDelete', { address: '221B Baker Street, Marylebone' }) });
  await question.getByRole('button', { name: t('AddressBook.confirmDeleteYes') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    t('AddressBook.addressDeleted', { address: '221B Baker Street, Marylebone' }),
  );
  await page.reload();
  await expect(page.getByText('221B Baker Street')).toHaveCount(0);
  await expect(page.getByText('10 Downing Street')).toBeVisible();
});

// Two tests rather than one walk through four pages: on a slower host the walk took more than the 30 s a test has.
test('account information and communications', async ({ page }) => {
  const customer = newCustomer('details');
  await createCustomerAccount(page, store, customer);

  await page.goto(`/${store}/account-information`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.accountInformationTitle'));
  await expectNoSeriousViolations(page);
  const name = page.getByRole('form', { name: t('AccountInformation.nameHeading') });
  await name.getByLabel(t('Account.firstnameLabel')).fill('Augusta');
  await name.getByRole('button', { name: t('AccountInformation.saveName') }).click();
  await expect(name.getByRole('status')).toHaveText(t('AccountInformation.nameSaved'));
  await expect(name.getByRole('status')).toBeFocused();
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: 'Augusta' }) })).toBeVisible();

  // Magento's password rules in the browser, and Magento's refusal of a wrong current password.
  const password = page.getByRole('form', { name: t('AccountInformation.passwordHeading') });
  await password.getByLabel(t('AccountInformation.currentPasswordLabel')).fill('Wrong123!');
  await password.getByLabel(t('AccountInformation.newPasswordLabel'), { exact: true }).fill('password');
  await password.getByRole('button', { name: t('AccountInformation.savePassword') }).click();
  await expect(password.getByLabel(t('AccountInformation.newPasswordLabel'), { exact: true })).toHaveAccessibleDescription(
    t('Account.passwordClasses'),
  );
  await password.getByLabel(t('AccountInformation.newPasswordLabel'), { exact: true }).fill('NewSecret123!');
  await password.getByLabel(t('AccountInformation.confirmPasswordLabel')).fill('NewSecret123!');
  await password.getByRole('button', { name: t('AccountInformation.savePassword') }).click();
  await expect(password.getByRole('alert')).toContainText("The password doesn't match this account.");

  await page.reload();
  await expect(page.getByRole('form', { name: t('AccountInformation.nameHeading') }).getByLabel(t('Account.firstnameLabel'))).toHaveValue(
    'Augusta',
  );

  await page.goto(`/${store}/communications`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.communicationsTitle'));
  const newsletter = page.getByRole('checkbox', { name: t('Communications.newsletterLabel') });
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  // Each save reads the page again (router.refresh): its tab keeps its name all the while.
  let titles = await watchTitle(page);
  let refreshed = refreshOf(page, '/communications');
  await page.getByRole('button', { name: t('Communications.save') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('Communications.subscribed'));
  await refreshed;
  expect(await titles()).not.toContain('');
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: t('Communications.newsletterLabel') })).toBeChecked();
  await page.getByRole('checkbox', { name: t('Communications.newsletterLabel') }).uncheck();
  titles = await watchTitle(page);
  refreshed = refreshOf(page, '/communications');
  await page.getByRole('button', { name: t('Communications.save') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('Communications.unsubscribed'));
  await refreshed;
  expect(await titles()).not.toContain('');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: t('Communications.newsletterLabel') })).not.toBeChecked();
});

test('saved payments and social accounts', async ({ page }) => {
  await createCustomerAccount(page, store, newCustomer('social'));

  await page.goto(`/${store}/saved-payments`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.savedPaymentsTitle'));
  await expect(page.getByText(t('SavedPayments.noCards'))).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`/${store}/social-accounts`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.socialAccountsTitle'));
  await expect(page.getByText(t('SocialAccounts.noneLinked'))).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: t('SocialAccounts.link', { provider: 'Google' }) }).click();
  await expect(page).toHaveURL(/\/sandbox\/social\/google\/authorize/);
  await page.getByLabel('Email').fill(uniqueEmail('linked'));
  await page.getByLabel('First name').fill('Augusta');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/social-accounts$`));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('SocialAccounts.linked', { provider: 'Google' }));
  await expect(page.getByRole('heading', { name: 'Google', level: 3 })).toBeVisible();
  await expect(page.getByRole('link', { name: t('SocialAccounts.link', { provider: 'Google' }) })).toHaveCount(0);
  await page.getByRole('button', { name: t('SocialAccounts.unlink', { provider: 'Google' }) }).click();
  await page.getByRole('button', { name: t('SocialAccounts.confirmUnlinkYes') }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(t('SocialAccounts.unlinked', { provider: 'Google' }));
  await expect(page.getByText(t('SocialAccounts.noneLinked'))).toBeVisible();
});

test('the account areas in the right-to-left store view', async ({ page }) => {
  const rtl = 'ae_ar';
  const ar = textsFor(rtl);
  await createCustomerAccount(page, rtl, newCustomer('rtl', 'Layla'));
  for (const [area, title] of [
    ['order-history', 'orderHistoryTitle'],
    ['address-book', 'addressBookTitle'],
    ['account-information', 'accountInformationTitle'],
    ['saved-payments', 'savedPaymentsTitle'],
    ['communications', 'communicationsTitle'],
    ['social-accounts', 'socialAccountsTitle'],
  ]) {
    await page.goto(`/${rtl}/${area}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar(`Account.${title}`));
  }
  await page.goto(`/${rtl}/address-book`);
  await page.getByRole('button', { name: ar('AddressBook.addAddress') }).click();
  await expect(page.getByRole('form', { name: ar('AddressBook.newAddressTitle') })).toBeVisible();
  await expectNoSeriousViolations(page);
});
