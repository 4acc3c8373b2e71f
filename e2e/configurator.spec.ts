import { expect, test, type Locator, type Page } from '@playwright/test';
import { backendQuery, expectNoSeriousViolations, productInStock, textsFor } from './test-support';

const STORE = 'de';
const LOCALE = 'de-DE';
const t = textsFor(STORE);

interface OptionValue {
  sku: string | null;
  title: string | null;
  price: number | null;
}
interface FrameAnswer {
  products: {
    items: Array<{
      sku: string;
      name: string;
      price_range: { minimum_price: { final_price: { value: number } } };
      variants?: Array<{
        product: { sku: string; stock_status: string; price_range: { minimum_price: { final_price: { value: number } } } };
      }>;
      options: Array<{ title: string; value?: OptionValue[] | null; text?: { sku: string | null } | null }>;
    }>;
  };
}

/** The frame's price (the variant the configurator starts on: the first in stock) and its lens options, from the backend. */
async function frameFacts(request: Parameters<typeof productInStock>[0], sku: string) {
  const { products } = await backendQuery<FrameAnswer>(
    request,
    STORE,
    `query($sku:String){products(filter:{sku:{eq:$sku}}){items{sku name price_range{minimum_price{final_price{value}}}
      ... on ConfigurableProduct{variants{product{sku stock_status price_range{minimum_price{final_price{value}}}}}}
      ... on CustomizableProductInterface{options{title
        ... on CustomizableRadioOption{value{sku title price}}
        ... on CustomizableCheckboxOption{value{sku title price}}
        ... on CustomizableAreaOption{text: value{sku}}}}}}}`,
    { sku },
  );
  const product = products.items[0];
  const variant = product.variants?.find((candidate) => candidate.product.stock_status === 'IN_STOCK');
  const price = (variant?.product ?? product).price_range.minimum_price.final_price.value;
  const values = new Map(
    product.options.flatMap((option) => (option.value ?? []).map((value) => [value.sku, { ...value, option: option.title }])),
  );
  const value = (valueSku: string) => {
    const found = values.get(valueSku);
    if (!found?.title) throw new Error(`the frame has no ${valueSku}`);
    return { title: found.title, price: found.price ?? 0, option: found.option };
  };
  const prescriptionTitle = product.options.find((option) => option.text?.sku === 'prescription')?.title;
  return { price, value, prescriptionTitle: prescriptionTitle ?? '' };
}

/** "292,00 €" → 292. */
async function euros(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

const dioptres = (value: number) =>
  new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value);

/** `YYYY-MM-DD`, `days` from today. */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function expectStep(page: Page, heading: string): Promise<void> {
  const title = page.getByRole('heading', { level: 2, name: heading });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expectNoSeriousViolations(page);
}

test('de: single-vision lenses with a typed prescription — errors per field, fixed, in the cart with the lens summary and the right total', async ({
  page,
  request,
}) => {
  // Every step of the configurator, two accessibility checks and the cart: slow on a busy machine.
  test.slow();
  const frame = await productInStock(request, STORE, 'Frames');
  const facts = await frameFacts(request, frame.sku);
  const singleVision = facts.value('usage-single-vision');
  const blueLight = facts.value('lens-type-blue-light');
  const index160 = facts.value('lens-index-160');
  const waterRepellent = facts.value('coatings-water-repellent');
  const next = page.getByRole('button', { name: t('Configurator.next'), exact: true });
  const summary = page.getByRole('complementary', { name: t('Configurator.asideLabel') });

  // From the frame's product page.
  await page.goto(`/${STORE}/${frame.url_key}${frame.url_suffix ?? '.html'}`);
  await page.getByRole('link', { name: t('Product.chooseLenses') }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/customize/${frame.url_key}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Configurator.title', { name: frame.name }));

  // 1. Usage.
  await expect(page.getByText(t('Configurator.progress', { current: 1, total: 6 }))).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('radio', { name: singleVision.title }).check();
  await next.click();

  // 2. Prescription: typed, with three mistakes.
  await expectStep(page, t('Configurator.heading_prescription'));
  await page.getByRole('radio', { name: t('Configurator.method_enter') }).check();
  const right = page.getByRole('group', { name: t('Prescription.rightEye') });
  const left = page.getByRole('group', { name: t('Prescription.leftEye') });
  const rightSph = right.getByLabel(t('Prescription.sph'), { exact: true });
  const rightAxis = right.getByLabel(t('Prescription.axis'), { exact: true });
  const date = page.getByLabel(t('Prescription.date'), { exact: true });
  await rightSph.fill('-25');
  await right.getByLabel(t('Prescription.cyl'), { exact: true }).fill('-0,50');
  await left.getByLabel(t('Prescription.sph'), { exact: true }).fill('-1,75');
  await page.getByLabel(t('Prescription.pd'), { exact: true }).fill('63');
  await date.fill(day(400));
  await next.click();

  const sphRange = t('Prescription.sphRange', { min: dioptres(-20), max: dioptres(20) });
  const axisMissing = t('Prescription.axisRequiredWithCyl');
  const future = t('Prescription.dateInFuture');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(t('Prescription.errorSummary', { count: 3 }));
  await expect(rightSph).toHaveAttribute('aria-invalid', 'true');
  await expect(rightSph).toHaveAccessibleDescription(new RegExp(`^${escape(sphRange)}`));
  await expect(rightSph).toBeFocused();
  await expect(rightAxis).toHaveAttribute('aria-invalid', 'true');
  await expect(rightAxis).toHaveAccessibleDescription(new RegExp(`^${escape(axisMissing)}`));
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(new RegExp(`^${escape(future)}`));
  await expect(page.getByRole('heading', { level: 2, name: t('Configurator.heading_prescription') })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Fixed: strength |−2.50 − 0.50| = 3.00 → index 1.60 is recommended.
  await rightSph.fill('-2,5');
  await rightAxis.fill('90');
  const written = day(-30);
  await date.fill(written);
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(rightSph).not.toHaveAttribute('aria-invalid', 'true');
  await next.click();

  // 3. Lens type.
  await expectStep(page, t('Configurator.heading_lensType'));
  await page.getByRole('radio', { name: blueLight.title }).check();
  await next.click();

  // 4. Lens index: the recommendation is chosen and marked.
  await expectStep(page, t('Configurator.heading_lensIndex'));
  const recommended = page.getByRole('radio', { name: index160.title });
  await expect(recommended).toBeChecked();
  await expect(page.locator('label', { has: recommended })).toContainText(t('Configurator.recommended'));
  await next.click();

  // 5. Coatings.
  await expectStep(page, t('Configurator.heading_coatings'));
  await page.getByRole('checkbox', { name: waterRepellent.title }).check();
  await next.click();

  // 6. Review, with the running total.
  await expectStep(page, t('Configurator.heading_review'));
  const lensSummary = `OD SPH -2.50 CYL -0.50 AXIS 90 · OS SPH -1.75 · PD 63 · DATE ${written}`;
  await expect(main.getByText(lensSummary)).toBeVisible();
  const expected = facts.price + singleVision.price + blueLight.price + index160.price + waterRepellent.price;
  const totalLabel = t('Configurator.total', { amount: '#' }).split('#')[0];
  expect(await euros(summary.getByText(new RegExp(`^${escape(totalLabel)}`)))).toBeCloseTo(expected, 2);

  await page.getByRole('button', { name: t('Product.addToCart') }).click();
  const miniCart = page.getByRole('dialog', { name: t('Cart.miniCartTitle') });
  await expect(miniCart.getByRole('link', { name: frame.name })).toBeVisible();
  await expect(miniCart).toContainText(lensSummary);
  await page.keyboard.press('Escape');

  // The cart: the lens choices and the prescription on the line, and the total.
  await page.goto(`/${STORE}/cart`);
  const line = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: frame.name }) });
  for (const choice of [singleVision, blueLight, index160, waterRepellent]) {
    await expect(line.getByText(t('Cart.option', { label: choice.option, value: choice.title }), { exact: true })).toBeVisible();
  }
  await expect(line.getByText(t('Cart.option', { label: facts.prescriptionTitle, value: lensSummary }), { exact: true })).toBeVisible();
  const cartSummary = page.getByRole('region', { name: t('Cart.summaryHeading') });
  const grandTotal = cartSummary.getByRole('definition').last();
  await expect.poll(() => euros(grandTotal)).toBeCloseTo(expected, 2);
  await expectNoSeriousViolations(page);
});

test('de: choices survive a reload, non-prescription lenses skip the prescription, an unknown frame is not found', async ({
  page,
  request,
}) => {
  const frame = await productInStock(request, STORE, 'Frames');
  const facts = await frameFacts(request, frame.sku);
  await page.goto(`/${STORE}/customize/${frame.url_key}`);
  // The frame's picture: next/image's attributes from the server's picture set (components/ui/picture-set.ts), preloaded.
  const picture = page.locator('main img').first();
  const source = await picture.getAttribute('src');
  expect(source).toMatch(/^\/_next\/image\?url=%2Fmedia%2F[^&]+&w=\d+&q=\d+$/);
  expect(await picture.getAttribute('srcset')).not.toContain('__picture__');
  await expect(page.locator('head link[rel="preload"][as="image"]').first()).toHaveAttribute(
    'imagesrcset',
    (await picture.getAttribute('srcset'))!,
  );
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('radio', { name: facts.value('usage-non-prescription').title }).check();
  await expect(page.getByText(t('Configurator.progress', { current: 1, total: 5 }))).toBeVisible();
  await page.getByRole('button', { name: t('Configurator.next'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('Configurator.heading_lensType') })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: t('Configurator.heading_lensType') })).toBeVisible();
  await page.getByRole('button', { name: t('Configurator.back') }).click();
  await expect(page.getByRole('radio', { name: facts.value('usage-non-prescription').title })).toBeChecked();

  const response = await page.goto(`/${STORE}/customize/no-such-frame`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Configurator.notFoundTitle'));
  await page.getByRole('link', { name: t('Configurator.chooseFrame') }).click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/customize$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Configurator.indexTitle'));
  await expectNoSeriousViolations(page);
  const [before, after] = t('Configurator.chooseLensesFor', { name: '#' }).split('#');
  await page
    .getByRole('link', { name: new RegExp(`^${escape(before)}.+${escape(after)}$`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${STORE}/customize/[^/]+$`));
  await expect(page.getByRole('heading', { level: 2, name: t('Configurator.heading_usage') })).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
