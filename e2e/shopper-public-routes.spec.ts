import { expect, test, type Page } from '@playwright/test';
import { E2E_CORE_STOREFRONT_URL } from '../scripts/e2e-env';
import { backendQuery, createCustomerAccount, expectNoSeriousViolations, productInStock, textsFor, uniqueEmail } from './test-support';

/**
 * The specification's route table makes /addEditDialog and /social-accounts public: a visitor
 * gets the prescription form kept in the browser (then saved to the account after sign-in, or
 * used in the lens configurator) and the social sign-in options, not a redirect to sign in.
 */

const STORE = 'uk';
const t = textsFor(STORE);

/** `YYYY-MM-DD`, `days` before today. */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

const eye = (page: Page, name: 'rightEye' | 'leftEye') => page.getByRole('group', { name: t(`Prescription.${name}`) });
const sph = (page: Page, name: 'rightEye' | 'leftEye') => eye(page, name).getByLabel(t('Prescription.sph'), { exact: true });

test('a visitor’s prescription on /addEditDialog: checked in their language, kept in the browser per store view, used in the configurator, saved to the account after sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const response = await page.goto(`/${STORE}/addEditDialog`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/${STORE}/addEditDialog$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Prescription.addTitle'));
  await expect(page.getByText(t('KeptPrescription.intro'))).toBeVisible();

  // Bad input: told in the shopper's language, at the field; nothing typed is lost.
  await sph(page, 'rightEye').fill('abc');
  await page.getByRole('button', { name: t('KeptPrescription.keep') }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: t('Prescription.notANumber') })).toBeVisible();
  await expect(sph(page, 'rightEye')).toHaveAttribute('aria-invalid', 'true');
  await expect(sph(page, 'rightEye')).toBeFocused();
  await expectNoSeriousViolations(page);

  await sph(page, 'rightEye').fill('-1.25');
  await sph(page, 'leftEye').fill('-1');
  await page.getByLabel(t('Prescription.pd'), { exact: true }).fill('63');
  await page.getByLabel(t('Prescription.date'), { exact: true }).fill(daysAgo(30));
  await page.getByLabel(t('Prescription.name'), { exact: true }).fill('Kept one');
  await page.getByRole('button', { name: t('KeptPrescription.keep') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('KeptPrescription.kept') })).toBeVisible();

  // Kept across a reload, in this store view only.
  await page.reload();
  await expect(sph(page, 'rightEye')).toHaveValue('-1.25');
  await expect(page.getByLabel(t('Prescription.name'), { exact: true })).toHaveValue('Kept one');
  const de = textsFor('de');
  await page.goto('/de/addEditDialog');
  await expect(page.getByRole('group', { name: de('Prescription.rightEye') }).getByLabel(de('Prescription.sph'), { exact: true })).toHaveValue(
    '',
  );

  // Where a prescription attaches to the order: the configurator offers the kept one.
  const frame = await productInStock(request, STORE, 'Frames');
  const { products } = await backendQuery<{ products: { items: Array<{ options: Array<{ value?: Array<{ sku: string | null; title: string }> }> }> } }>(
    request,
    STORE,
    `query($sku:String){products(filter:{sku:{eq:$sku}}){items{... on CustomizableProductInterface{options{
      ... on CustomizableRadioOption{value{sku title}}}}}}}`,
    { sku: frame.sku },
  );
  const singleVision = products.items[0].options.flatMap((option) => option.value ?? []).find((value) => value.sku === 'usage-single-vision')!;
  await page.goto(`/${STORE}/customize/${frame.url_key}`);
  await page.getByRole('radio', { name: new RegExp(`^${singleVision.title}`) }).check();
  await page.getByRole('button', { name: t('Configurator.next'), exact: true }).click();
  await page.getByRole('radio', { name: t('Configurator.method_enter') }).check();
  await page.getByRole('button', { name: t('KeptPrescription.use') }).click();
  await expect(sph(page, 'rightEye')).toHaveValue('-1.25');
  await expect(sph(page, 'leftEye')).toHaveValue('-1');

  // Signing in from the form comes back to it, which offers to save the kept prescription to the account.
  await page.goto(`/${STORE}/addEditDialog`);
  await expect(page.getByRole('link', { name: t('KeptPrescription.signInToSave') })).toHaveAttribute(
    'href',
    `/${STORE}/sign-in?redirect=${encodeURIComponent(`/${STORE}/addEditDialog`)}`,
  );
  await createCustomerAccount(page, STORE, {
    email: uniqueEmail('rx-kept'),
    firstname: 'Ada',
    lastname: 'Lovelace',
    password: 'Secret123!',
  });
  await page.goto(`/${STORE}/addEditDialog`);
  await expect(page.getByRole('status').filter({ hasText: t('KeptPrescription.offerToSave') })).toBeVisible();
  await expect(sph(page, 'rightEye')).toHaveValue('-1.25');
  await page.getByRole('button', { name: t('Prescription.save') }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/prescription\\?done=saved$`));
  const saved = page.getByRole('region', { name: t('PrescriptionList.listHeading') });
  await expect(saved.getByRole('heading', { level: 3 })).toHaveText(['Kept one']);
  // Saved to the account, the browser no longer keeps it.
  await page.goto(`/${STORE}/addEditDialog`);
  await expect(page.getByLabel(t('Prescription.name'), { exact: true })).toHaveValue(t('Prescription.defaultName'));
  await expect(page.getByText(t('KeptPrescription.offerToSave'))).toHaveCount(0);
});

test('a visitor on /social-accounts gets the social sign-in options, and comes back there signed in', async ({ page }) => {
  const response = await page.goto(`/${STORE}/social-accounts`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/${STORE}/social-accounts$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.socialAccountsTitle'));
  await expect(page.getByRole('link', { name: t('SocialAccounts.passwordSignIn') })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: t('Account.socialSignIn', { provider: 'Google' }) }).click();
  await expect(page).toHaveURL(/\/sandbox\/social\/google\/authorize/);
  await page.getByLabel('Email').fill(uniqueEmail('social-visitor'));
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/social-accounts$`));
  // Signed in: the account's view of the page, as before.
  await expect(page.getByRole('heading', { level: 2, name: t('SocialAccounts.linkedHeading') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('Account.accountNavigation') })).toBeVisible();
});

test.describe('with the social sign-in and prescription features off', () => {
  test.use({ baseURL: E2E_CORE_STOREFRONT_URL });
  test.describe.configure({ timeout: 240_000 });

  test('a visitor gets the shop’s not-found page on both', async ({ page }) => {
    for (const path of ['/social-accounts', '/addEditDialog']) {
      const response = await page.goto(`/${STORE}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(t('Errors.notFoundTitle'));
    }
  });
});
