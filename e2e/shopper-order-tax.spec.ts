import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../lib/i18n/format';
import { seededStoreView } from '../lib/__fixtures__/store-views';
import { toBcp47 } from '../lib/store-views';
import {
  addAccessory,
  backendCustomerQuery,
  chooseMethodsAndPlace,
  createCustomerAccount,
  outboxMails,
  textsFor,
  uniqueEmail,
} from './test-support';

/**
 * An order's amounts in the account's order detail and in its confirmation e-mail follow the store
 * view's tax display, as the cart's do: the uk view shows them with VAT included ("incl. VAT 20%"),
 * the us view without tax, the tax added.
 */

interface OrderAmounts {
  items: Array<{ prices: { price: { value: number }; price_including_tax: { value: number }; row_total: { value: number }; row_total_including_tax: { value: number } } }>;
  total: {
    subtotal_excl_tax: { value: number };
    subtotal_incl_tax: { value: number };
    total_tax: { value: number };
    grand_total: { value: number; currency: string };
    taxes: Array<{ title: string }>;
  };
}

const ADDRESSES = {
  uk: { street: '12 St James’s Square', city: 'London', postcode: 'SW1Y 4LB', telephone: '+44 20 7946 0000', region: null },
  us: { street: '1 Market Street', city: 'San Francisco', postcode: '94105', telephone: '+1 415 555 0100', region: 'California' },
};

/** Signs up in `store`, orders an accessory as that customer, and answers the order's number and Magento's amounts for it. */
async function placeOrder(page: Page, request: Parameters<typeof addAccessory>[1], store: 'uk' | 'us') {
  const t = textsFor(store);
  const customer = { email: uniqueEmail(`tax-${store}`), firstname: 'Ada', lastname: 'Lovelace', password: 'Secret123!' };
  await createCustomerAccount(page, store, customer);
  await addAccessory(page, request, store);
  await page.goto(`/${store}/checkout`);
  const form = page.getByRole('region', { name: t('Checkout.shippingAddress') });
  const address = ADDRESSES[store];
  await form.getByLabel(t('Checkout.firstnameLabel'), { exact: true }).fill('Ada');
  await form.getByLabel(t('Checkout.lastnameLabel'), { exact: true }).fill('Lovelace');
  await form.getByLabel(t('Checkout.streetLabel'), { exact: true }).fill(address.street);
  await form.getByLabel(t('Checkout.cityLabel'), { exact: true }).fill(address.city);
  if (address.region) await form.getByLabel(t('Checkout.regionLabel'), { exact: true }).selectOption({ label: address.region });
  await form.getByLabel(t('Checkout.postcodeLabel'), { exact: true }).fill(address.postcode);
  await form.getByLabel(t('Checkout.telephoneLabel'), { exact: true }).fill(address.telephone);
  await chooseMethodsAndPlace(page, store);
  const confirmation = await page.getByTestId('order-number').innerText();
  const number = /\d+/.exec(confirmation)![0];
  const { customer: magento } = await backendCustomerQuery<{ customer: { orders: { items: OrderAmounts[] } } }>(
    request,
    store,
    customer,
    `query($n:String!){customer{orders(filter:{number:{eq:$n}}){items{
      items{... on OrderItem{prices{price{value} price_including_tax{value} row_total{value} row_total_including_tax{value}}}}
      total{subtotal_excl_tax{value} subtotal_incl_tax{value} total_tax{value} grand_total{value currency} taxes{title}}}}}}`,
    { n: number },
  );
  return { number, email: customer.email, amounts: magento.orders.items[0] };
}

for (const store of ['uk', 'us'] as const) {
  test(`${store}: the order detail and the confirmation e-mail show amounts ${store === 'uk' ? 'including VAT' : 'without tax, the tax added'}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // sign-up, product page, checkout and the account, on a loaded machine
    const t = textsFor(store);
    const locale = toBcp47(seededStoreView(store).locale);
    const { number, email, amounts } = await placeOrder(page, request, store);
    const withTax = store === 'uk';
    const currency = amounts.total.grand_total.currency;
    const money = (value: number) => formatMoney(value, currency, locale);
    const [line] = amounts.items;
    const price = withTax ? line.prices.price_including_tax.value : line.prices.price.value;
    const rowTotal = withTax ? line.prices.row_total_including_tax.value : line.prices.row_total.value;
    const subtotal = withTax ? amounts.total.subtotal_incl_tax.value : amounts.total.subtotal_excl_tax.value;
    const taxTitle = amounts.total.taxes[0].title;
    expect(amounts.total.total_tax.value).toBeGreaterThan(0);

    await page.goto(`/${store}/order-history/${number}`);
    const items = page.getByRole('table', { name: t('OrderHistory.itemsHeading') });
    const row = items.getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText(money(price));
    await expect(row.getByRole('cell').nth(3)).toHaveText(money(rowTotal));
    const totals = page.getByRole('region', { name: t('OrderHistory.totalsHeading') });
    await expect(totals.getByRole('term').filter({ hasText: t('OrderHistory.subtotal') }).locator('xpath=..')).toContainText(money(subtotal));
    await expect(totals.getByRole('term').filter({ hasText: taxTitle })).toHaveText(
      withTax ? t('OrderHistory.taxIncluded', { label: taxTitle }) : taxTitle,
    );
    await expect(totals.getByRole('definition').last()).toHaveText(money(amounts.total.grand_total.value));

    const [mail] = await outboxMails(request, email);
    expect(mail.text).toContain(`Subtotal${withTax ? ' (Incl. Tax)' : ''}: ${new Intl.NumberFormat(locale, { style: 'currency', currency }).format(subtotal)}`);
    expect(mail.text).toContain(`Tax: ${new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amounts.total.total_tax.value)}`);
    expect(mail.text).toContain(`Grand Total${withTax ? ' (Incl. Tax)' : ''}: `);
  });
}
