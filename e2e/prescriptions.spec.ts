import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BACKEND_URL } from '../scripts/e2e-env';
import {
  backendQuery,
  chooseMethodsAndPlace,
  createCustomerAccount,
  expectNoSeriousViolations,
  fillAddress,
  productInStock,
  textsFor,
  uniqueEmail,
  ukAddress,
} from './test-support';

/**
 * Prescriptions (issue 6): saved prescriptions at /prescription (add and edit in a modal dialog,
 * or on /addEditDialog as a page; delete), uploads in the lens configurator (PDF and PNG taken, a
 * renamed executable refused), and an order placed with "send it later" whose e-mail link lets the
 * shopper send the prescription; a wrong key shows nothing of the order. axe on every page.
 */

const STORE = 'uk';
const t = textsFor(STORE);

/** `YYYY-MM-DD`, `days` before today. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The titles of a frame's lens option values, by their SKUs (`usage-single-vision`). */
async function lensTitles(request: APIRequestContext, sku: string): Promise<(valueSku: string) => string> {
  const { products } = await backendQuery<{
    products: { items: Array<{ options: Array<{ value?: Array<{ sku: string | null; title: string | null }> | null }> }> };
  }>(
    request,
    STORE,
    `query($sku:String){products(filter:{sku:{eq:$sku}}){items{... on CustomizableProductInterface{options{
      ... on CustomizableRadioOption{value{sku title}}}}}}}`,
    { sku },
  );
  const titles = new Map(products.items[0].options.flatMap((option) => (option.value ?? []).map((value) => [value.sku, value.title])));
  return (valueSku) => {
    const title = titles.get(valueSku);
    if (!title) throw new Error(`the frame has no ${valueSku}`);
    return title;
  };
}

/** Fills the prescription fields of `scope` (a dialog, or the page): one PD, no prism. */
async function fillPrescription(
  page: Page,
  scope: ReturnType<Page['getByRole']> | Page,
  values: { right: string; left: string; pd: string },
) {
  const right = scope.getByRole('group', { name: t('Prescription.rightEye') });
  const left = scope.getByRole('group', { name: t('Prescription.leftEye') });
  await right.getByLabel(t('Prescription.sph'), { exact: true }).fill(values.right);
  await left.getByLabel(t('Prescription.sph'), { exact: true }).fill(values.left);
  await scope.getByLabel(t('Prescription.pd'), { exact: true }).fill(values.pd);
  await scope.getByLabel(t('Prescription.date'), { exact: true }).fill(daysAgo(30));
}

test('saved prescriptions: add in the dialog (focus, Escape), edit, add on /addEditDialog as a page, delete', async ({ page, browser }) => {
  test.slow(); // four ways through the dialog and the page: 26 s of the 30 a test has on a 2-core host
  await createCustomerAccount(page, STORE, {
    email: uniqueEmail('rx-list'),
    firstname: 'Ada',
    lastname: 'Lovelace',
    password: 'Secret123!',
  });
  await page.goto(`/${STORE}/prescription`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.prescriptionTitle'));
  await expect(page.getByText(t('PrescriptionList.none'))).toBeVisible();
  await expectNoSeriousViolations(page);

  // Add, in the modal: focus moves in; the rules are checked before anything is saved.
  const add = page.getByRole('button', { name: t('PrescriptionList.add') });
  await add.click();
  const dialog = page.getByRole('dialog', { name: t('Prescription.addTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: t('Prescription.addTitle') })).toBeFocused();
  const right = dialog.getByRole('group', { name: t('Prescription.rightEye') });
  await right.getByLabel(t('Prescription.cyl'), { exact: true }).fill('-0.50');
  await dialog.getByRole('button', { name: t('Prescription.save') }).click();
  await expect(dialog.getByRole('alert')).toContainText(t('Prescription.errorSummary', { count: 5 }));
  await expect(right.getByLabel(t('Prescription.axis'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);
  await fillPrescription(page, dialog, { right: '-1.25', left: '-1', pd: '63' });
  await right.getByLabel(t('Prescription.axis'), { exact: true }).fill('90');
  await dialog.getByLabel(t('Prescription.name'), { exact: true }).fill('Everyday');
  await dialog.getByRole('button', { name: t('Prescription.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: t('PrescriptionList.saved', { name: 'Everyday' }) })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Everyday' }) });
  await expect(card).toContainText(`OD SPH -1.25 CYL -0.50 AXIS 90 · OS SPH -1.00 · PD 63 · DATE ${daysAgo(30)}`);

  // Escape closes the dialog without saving, and the focus is back on the button that opened it.
  const edit = card.getByRole('button', { name: t('PrescriptionList.editNamed', { name: 'Everyday' }) });
  await edit.click();
  const editing = page.getByRole('dialog', { name: t('Prescription.editTitle', { name: 'Everyday' }) });
  await expect(editing.getByLabel(t('Prescription.pd'), { exact: true })).toHaveValue('63');
  await editing.getByLabel(t('Prescription.pd'), { exact: true }).fill('70');
  await page.keyboard.press('Escape');
  await expect(editing).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(card).toContainText('PD 63 ·');

  // Edit, saved.
  await edit.click();
  await editing.getByLabel(t('Prescription.pd'), { exact: true }).fill('64');
  await editing.getByRole('button', { name: t('Prescription.save') }).click();
  await expect(editing).toBeHidden();
  await expect(card).toContainText('PD 64 ·');

  // Without the page's script, "add" is a link to the dialog's own page.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto(`/${STORE}/prescription`);
  await expect(plain.getByRole('link', { name: t('PrescriptionList.add') })).toHaveAttribute('href', `/${STORE}/addEditDialog`);
  await noScript.close();

  // /addEditDialog as a page: the same form; saved, back to the list.
  await page.goto(`/${STORE}/addEditDialog`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Prescription.addTitle'));
  await expectNoSeriousViolations(page);
  await fillPrescription(page, page, { right: '+2', left: '+2.25', pd: '62' });
  await page.getByLabel(t('Prescription.name'), { exact: true }).fill('Reading');
  await page.getByRole('button', { name: t('Prescription.save') }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/prescription\\?done=saved$`));
  await expect(page.getByRole('status').filter({ hasText: t('PrescriptionList.savedNotice') })).toBeVisible();
  const saved = page.getByRole('region', { name: t('PrescriptionList.listHeading') });
  // The most recent prescription first; of two written the same day, the last saved.
  await expect(saved.getByRole('heading', { level: 3 })).toHaveText(['Reading', 'Everyday']);

  // Delete, asked first.
  await page.getByRole('button', { name: t('PrescriptionList.deleteNamed', { name: 'Reading' }) }).click();
  await expect(page.getByText(t('PrescriptionList.confirmDelete', { name: 'Reading' }))).toBeVisible();
  await page.getByRole('button', { name: t('PrescriptionList.confirmDeleteYes') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('PrescriptionList.deleted', { name: 'Reading' }) })).toBeVisible();
  await expect(saved.getByRole('heading', { level: 3 })).toHaveText(['Everyday']);
  await expectNoSeriousViolations(page);
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A minimal PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** An ELF executable's first bytes, named as a picture. */
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);

test('the configurator uploads a PDF and a PNG of the prescription, and refuses a renamed executable', async ({ page, request }) => {
  const frame = await productInStock(request, STORE, 'Frames');
  const title = await lensTitles(request, frame.sku);
  await page.goto(`/${STORE}/customize/${frame.url_key}`);
  await page.getByRole('radio', { name: startsWith(title('usage-single-vision')) }).check();
  await page.getByRole('button', { name: t('Configurator.next'), exact: true }).click();
  await page.getByRole('radio', { name: t('Configurator.method_upload') }).check();
  const file = page.getByLabel(t('Prescription.uploadLabel'));

  await file.setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: EXECUTABLE });
  await expect(file).toHaveAccessibleDescription(new RegExp(`^${escape(t('Prescription.fileType'))}`));
  await expectNoSeriousViolations(page);

  await file.setInputFiles({ name: 'rx.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(t('Prescription.uploaded', { fileName: 'rx.pdf' }))).toBeVisible();
  await file.setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(t('Prescription.uploaded', { fileName: 'rx.png' }))).toBeVisible();
  await expect(file).not.toHaveAttribute('aria-invalid', 'true');

  // The upload is the prescription: on to the lenses, and the review names the file.
  const next = page.getByRole('button', { name: t('Configurator.next'), exact: true });
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: t('Configurator.heading_lensType') })).toBeFocused();
  for (const heading of ['heading_lensIndex', 'heading_coatings', 'heading_review']) {
    await next.click();
    await expect(page.getByRole('heading', { level: 2, name: t(`Configurator.${heading}`) })).toBeFocused();
  }
  await expect(page.getByRole('main')).toContainText(t('Configurator.noteUploaded', { fileName: 'rx.png' }));
});

test('"send it later": the order e-mail’s link opens the order cold, takes the prescription and confirms; a wrong key shows nothing', async ({
  page,
  request,
  browser,
}) => {
  const frame = await productInStock(request, STORE, 'Frames');
  const title = await lensTitles(request, frame.sku);
  const next = page.getByRole('button', { name: t('Configurator.next'), exact: true });
  await page.goto(`/${STORE}/customize/${frame.url_key}`);
  await page.getByRole('radio', { name: startsWith(title('usage-single-vision')) }).check();
  await next.click();
  await page.getByRole('radio', { name: t('Configurator.method_later') }).check();
  await next.click();
  await page.getByRole('radio', { name: startsWith(title('lens-type-clear')) }).check();
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: t('Configurator.heading_lensIndex') })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: t('Configurator.heading_coatings') })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: t('Configurator.heading_review') })).toBeVisible();
  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  await expect(page.getByRole('dialog', { name: t('Cart.miniCartTitle') }).getByRole('link', { name: frame.name })).toBeVisible();
  await page.keyboard.press('Escape');

  const email = uniqueEmail('rx-later');
  await page.goto(`/${STORE}/checkout`);
  await fillAddress(page, STORE, ukAddress(email));
  await chooseMethodsAndPlace(page, STORE);
  const orderNumber = /\d{6,}/.exec((await page.getByTestId('order-number').textContent()) ?? '')?.[0] ?? '';
  expect(orderNumber).toMatch(/^\d+$/);

  // The confirmation in the outbox carries the link.
  const mails = (await (await request.get(`${E2E_BACKEND_URL}/outbox`, { params: { to: email } })).json()) as Array<{ text: string }>;
  const link = /https?:\/\/\S+\/prescriptionfix\/\S+/.exec(mails.map((mail) => mail.text).join('\n'))?.[0];
  expect(link).toBeDefined();
  const path = new URL(link!).pathname;
  expect(path).toMatch(new RegExp(`^/${STORE}/prescriptionfix/${orderNumber}/[A-Za-z0-9_-]{32}$`));

  // Opened cold, as the shopper would from their mailbox.
  const mailbox = await browser.newContext();
  const fix = await mailbox.newPage();
  await fix.goto(path);
  await expect(fix.getByRole('heading', { level: 1 })).toHaveText(t('PrescriptionFix.title', { number: orderNumber }));
  const frames = fix.getByRole('region', { name: t('PrescriptionFix.framesHeading') });
  await expect(frames).toContainText(frame.name);
  await expect(frames).toContainText(t('PrescriptionFix.status_PENDING'));
  await expectNoSeriousViolations(fix);

  await fix.getByRole('radio', { name: t('PrescriptionFix.method_enter') }).check();
  await expect(fix.getByLabel(t('Prescription.name'), { exact: true })).toHaveCount(0);
  await fix
    .getByRole('group', { name: t('Prescription.rightEye') })
    .getByLabel(t('Prescription.sph'), { exact: true })
    .fill('-25');
  await fix.getByRole('button', { name: t('PrescriptionFix.submit') }).click();
  await expect(fix.getByRole('alert').first()).toBeVisible();
  await fillPrescription(fix, fix, { right: '-1.25', left: '-1', pd: '63' });
  await fix.getByRole('button', { name: t('PrescriptionFix.submit') }).click();
  await expect(fix.getByRole('heading', { name: t('PrescriptionFix.thanksTitle') })).toBeFocused();
  await expect(frames).toContainText(t('PrescriptionFix.status_SUBMITTED'));
  await expectNoSeriousViolations(fix);
  const after = (await (await request.get(`${E2E_BACKEND_URL}/outbox`, { params: { to: email } })).json()) as Array<{ subject: string }>;
  expect(after.map((mail) => mail.subject)).toContain(`We have your prescription for order #${orderNumber}`);

  // A wrong key: one clear message, nothing of the order.
  const stranger = await browser.newContext();
  const wrong = await stranger.newPage();
  await wrong.goto(`/${STORE}/prescriptionfix/${orderNumber}/${'A'.repeat(32)}`);
  await expect(wrong.getByRole('heading', { level: 1 })).toHaveText(t('PrescriptionFix.refusedTitle'));
  await expect(wrong.getByRole('main')).toContainText(t('PrescriptionFix.refused'));
  await expect(wrong.getByRole('main')).not.toContainText(orderNumber);
  await expect(wrong.getByRole('main')).not.toContainText(frame.name);
  await expect(wrong.getByRole('main').getByRole('link', { name: t('PrescriptionFix.signIn') })).toBeVisible();
  await expectNoSeriousViolations(wrong);
  // An order that does not exist: the very same answer.
  await wrong.goto(`/${STORE}/prescriptionfix/999999999/${'A'.repeat(32)}`);
  await expect(wrong.getByRole('heading', { level: 1 })).toHaveText(t('PrescriptionFix.refusedTitle'));
  await mailbox.close();
  await stranger.close();
});

/** An accessible name that starts with `text` (a choice's name goes on with its price and hint). */
function startsWith(text: string): RegExp {
  return new RegExp(`^${escape(text)}`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
