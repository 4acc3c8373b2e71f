import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, textsFor } from './test-support';

/** The showroom (issue 6, step 5): the frame finder, shareable results and the virtual try-on. */

const STORE = 'uk';
const t = textsFor(STORE);

/**
 * face-api's sample photos are all of groups; this crop of sample3.jpg holds one clear frontal face
 * (the woman on the left), as a shopper's own photo would.
 */
const SAMPLE = path.join(__dirname, '..', 'node_modules', '@vladmandic', 'face-api', 'demo', 'sample3.jpg');
const ONE_FACE = { left: 500, top: 220, width: 360, height: 400 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const readBox = (value: string | null): Box => {
  const [x, y, width, height] = (value ?? '').split(',').map(Number);
  return { x, y, width, height };
};

/** The camera refused, as when the shopper says no to the browser's question. */
async function refuseCamera(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (navigator.mediaDevices)
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
}

test.describe('showroom', () => {
  test('the finder works with the camera refused and saves a result whose link opens in another browser', async ({ page, browser }) => {
    await refuseCamera(page);
    await page.goto(`/${STORE}/room`);
    await expect(page.getByRole('heading', { level: 1, name: t('Showroom.title') })).toBeVisible();
    await expect(page.getByText(t('Showroom.privacy'))).toBeVisible();
    await expectNoSeriousViolations(page);

    const tryOn = page.getByRole('region', { name: t('Showroom.tryOnHeading') });
    await tryOn.getByRole('button', { name: t('Showroom.useCamera') }).click();
    await expect(tryOn.getByRole('alert')).toHaveText(t('Showroom.statusCameraDenied'));

    const finder = page.getByRole('region', { name: t('Showroom.finderHeading') });
    await expect(finder.getByText(t('Showroom.stepOf', { step: 1, total: 5 }))).toBeVisible();
    // By keyboard: choose with the space bar, go on with Enter; the next question takes the focus.
    await finder.getByRole('radio', { name: new RegExp(`^${t('Showroom.faceRound')}`) }).focus();
    await page.keyboard.press('Space');
    await expect(finder.getByRole('radio', { name: new RegExp(`^${t('Showroom.faceRound')}`) })).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(finder.getByRole('heading', { name: t('Showroom.questionStyle') })).toBeFocused();
    await finder.getByRole('radio', { name: new RegExp(`^${t('Showroom.styleMinimal')}`) }).check();
    await finder.getByRole('button', { name: t('Showroom.next') }).click();
    await expect(finder.getByRole('heading', { name: t('Showroom.questionColors') })).toBeFocused();
    await finder.getByRole('checkbox').first().check();
    await finder.getByRole('button', { name: t('Showroom.next') }).click();
    // Budgets in the store view's currency.
    const budget = finder.getByRole('radio', { name: /£/ }).first();
    await expect(budget).toBeVisible();
    await budget.check();
    await finder.getByRole('button', { name: t('Showroom.back') }).click();
    await expect(finder.getByRole('checkbox').first()).toBeChecked();
    await finder.getByRole('button', { name: t('Showroom.next') }).click();
    await expect(budget).toBeChecked();
    await finder.getByRole('button', { name: t('Showroom.next') }).click();
    await finder.getByRole('radio', { name: new RegExp(`^${t('Showroom.usageEyeglasses')}`) }).check();
    await finder.getByRole('button', { name: t('Showroom.showFrames') }).click();

    await expect(page).toHaveURL(new RegExp(`/${STORE}/room/[A-Za-z0-9_-]{24}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: t('Showroom.resultTitle') })).toBeVisible();
    const answers = page.getByRole('region', { name: t('Showroom.answersHeading') });
    await expect(answers.getByRole('definition').first()).toHaveText(t('Showroom.faceRound'));
    await expect(answers).toContainText(t('Showroom.styleMinimal'));
    const frames = page.getByRole('region', { name: t('Showroom.framesHeading') }).getByRole('heading', { level: 3 });
    await expect(frames.first()).toBeVisible();
    const names = await frames.allTextContents();
    const link = await page.getByLabel(t('Showroom.shareLabel')).inputValue();
    expect(link).toBe(page.url());
    await expectNoSeriousViolations(page);

    // Nothing of this browser comes along: the link alone shows the same result.
    const elsewhere = await browser.newContext();
    try {
      const shared = await elsewhere.newPage();
      await shared.goto(link);
      await expect(shared.getByRole('heading', { level: 1, name: t('Showroom.resultTitle') })).toBeVisible();
      await expect(shared.getByRole('region', { name: t('Showroom.framesHeading') }).getByRole('heading', { level: 3 })).toHaveText(names);
      await expect(shared.getByRole('region', { name: t('Showroom.answersHeading') })).toContainText(t('Showroom.faceRound'));
    } finally {
      await elsewhere.close();
    }
  });

  test('an unknown result answers 404 with a way to start again', async ({ page }) => {
    const response = await page.goto(`/${STORE}/room/AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: t('Showroom.notFoundTitle') })).toBeVisible();
    await page.getByRole('link', { name: t('Showroom.startAgain') }).click();
    await expect(page).toHaveURL(new RegExp(`/${STORE}/room$`));
    await expect(page.getByRole('heading', { level: 1, name: t('Showroom.title') })).toBeVisible();
  });

  test('the try-on draws the chosen frame on the face in a photo and suggests the face shape to the finder', async ({ page }) => {
    const photo = await sharp(SAMPLE).extract(ONE_FACE).jpeg().toBuffer();
    await page.goto(`/${STORE}/room`);
    await page.getByLabel(t('Showroom.choosePhoto')).setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    // The models run on the device, on the CPU where there is no GPU: give them time.
    await expect(page.getByRole('status').filter({ hasText: t('Showroom.statusPlaced') })).toBeVisible({ timeout: 90_000 });

    const tryOn = page.getByRole('region', { name: t('Showroom.tryOnHeading') });
    const frameOptions = tryOn.getByRole('group', { name: t('Showroom.frameChoice') }).locator('label');
    const frameName = (await frameOptions.filter({ has: page.getByRole('radio', { checked: true }) }).innerText()).trim();
    const canvas = tryOn.getByRole('img', { name: t('Showroom.canvasLabel', { frame: frameName }) });
    await expect(canvas).toBeVisible();
    await expect(canvas).toHaveAttribute('data-state', 'placed');
    expect(await canvas.evaluate((element: HTMLCanvasElement) => [element.width, element.height])).toEqual([
      ONE_FACE.width,
      ONE_FACE.height,
    ]);

    // The frame sits on the face: centred across it, in its upper half, about as wide as it.
    const face = readBox(await canvas.getAttribute('data-face-box'));
    const frame = readBox(await canvas.getAttribute('data-frame-box'));
    const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
    expect(face.width).toBeGreaterThan(ONE_FACE.width / 3);
    expect(centre.x).toBeGreaterThan(face.x + face.width * 0.3);
    expect(centre.x).toBeLessThan(face.x + face.width * 0.7);
    expect(centre.y).toBeGreaterThan(face.y);
    expect(centre.y).toBeLessThan(face.y + face.height / 2);
    expect(frame.x).toBeGreaterThanOrEqual(face.x - face.width * 0.1);
    expect(frame.x + frame.width).toBeLessThanOrEqual(face.x + face.width * 1.1);
    expect(frame.width / face.width).toBeGreaterThan(0.5);
    expect(frame.width / face.width).toBeLessThan(1.2);
    // Something was drawn: the canvas is not blank.
    const drawn = await canvas.evaluate((element: HTMLCanvasElement) => {
      const pixels = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
      return pixels.some((value, index) => index % 4 !== 3 && value > 0);
    });
    expect(drawn).toBe(true);

    // Another frame: drawn on the same face.
    // (Read before choosing it: once chosen it is no longer the first unchosen one.)
    const otherOption = frameOptions.filter({ has: page.getByRole('radio', { checked: false }) }).first();
    const otherName = (await otherOption.innerText()).trim();
    const otherSku = (await otherOption.getByRole('radio').getAttribute('value')) ?? '';
    await tryOn.getByRole('radio', { name: otherName }).check();
    const redrawn = tryOn.getByRole('img', { name: t('Showroom.canvasLabel', { frame: otherName }) });
    await expect(redrawn).toHaveAttribute('data-frame-sku', otherSku);
    await expect(redrawn).toHaveAttribute('data-state', 'placed');
    expect(readBox(await redrawn.getAttribute('data-face-box'))).toEqual(face);

    // The face shape estimated from the photo is offered to the finder.
    const finder = page.getByRole('region', { name: t('Showroom.finderHeading') });
    await finder.getByRole('button', { name: t('Showroom.useSuggestion') }).click();
    await expect(finder.getByRole('radio', { name: new RegExp(`\\(${t('Showroom.suggestedTag')}\\)`) })).toBeChecked();
    await expectNoSeriousViolations(page);
  });
});
