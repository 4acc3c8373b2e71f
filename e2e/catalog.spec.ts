import { type APIRequestContext, type Request, expect, test } from '@playwright/test';
import { backendQuery, clientNavigationReady, expectNoSeriousViolations, rscPayload, textsFor, untilCached } from './test-support';

interface Aggregation {
  attribute_code: string;
  options: Array<{ value: string; count: number }>;
}

for (const store of ['uk', 'fr', 'ae_ar']) {
  test(`${store}: home → category → filter → sort → page 2 → product → variant`, async ({ page, request }) => {
    // Seven pages with an accessibility check on four: the longest journey, slow on a busy machine.
    test.slow();
    const t = textsFor(store);
    await page.goto(`/${store}`);
    await expectNoSeriousViolations(page);

    // Category, from the header's menu.
    const top = await backendQuery<{ categories: { items: Array<{ uid: string; name: string; url_path: string }> } }>(
      request,
      store,
      '{categories(filters:{parent_category_uid:{eq:"Mg=="}}){items{uid name url_path}}}',
    );
    const category = top.categories.items[0];
    await page
      .getByRole('navigation', { name: t('Header.categories') })
      .getByRole('link', { name: category.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${store}/${category.url_path}\\.html$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expectNoSeriousViolations(page);

    // Filter by the option with the most frames, so the result still has a second page.
    const listing = await backendQuery<{ products: { aggregations: Aggregation[] } }>(
      request,
      store,
      'query($uid:String!){products(filter:{category_uid:{eq:$uid}}){aggregations{attribute_code options{value count}}}}',
      { uid: category.uid },
    );
    const [code, value] = listing.products.aggregations
      .filter((a) => ['gender', 'frame_material', 'brand', 'color'].includes(a.attribute_code))
      .flatMap((a) => a.options.map((o) => [a.attribute_code, o.value, o.count] as const))
      .filter(([, , count]) => count > 12)
      .sort((a, b) => b[2] - a[2])[0];
    await page.locator(`aside a[href*="${code}=${value}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`[?&]${code}=${value}`));

    // Sort by price; the filter stays.
    await page.getByRole('combobox', { name: t('Listing.sortLabel'), exact: true }).selectOption('price');
    await expect(page).toHaveURL(/product_list_order=price/);
    await expect(page).toHaveURL(new RegExp(`[?&]${code}=${value}`));

    // Second page, still filtered and sorted.
    await page
      .getByRole('navigation', { name: t('Listing.pagination') })
      .getByRole('link', { name: t('Listing.pageLabel', { page: 2 }) })
      .click();
    await expect(page).toHaveURL(/[?&]p=2/);
    await expect(page).toHaveURL(/product_list_order=price/);
    await expectNoSeriousViolations(page);

    // A product from the grid.
    const link = page.locator('main article').first().getByRole('link').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    // A product page never rendered before: its first render is the slow part on a busy machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 20_000 });
    await expectNoSeriousViolations(page);

    // Another colour: the URL and the gallery follow the variant.
    const colours = page.locator('main fieldset').first().getByRole('radio');
    expect(await colours.count()).toBeGreaterThan(1);
    const firstImage = await page.locator('main img').first().getAttribute('src');
    const other = (await colours.nth(0).isChecked()) ? colours.nth(1) : colours.nth(0);
    await other.check({ force: true });
    await expect(page).toHaveURL(/[?&]color=\d+/);
    await expect.poll(async () => page.locator('main img').first().getAttribute('src')).not.toBe(firstImage);
    // The island fills the new picture's path into the server's attribute template (components/ui/picture-set.ts).
    const shown = page.locator('main img').first();
    expect(await shown.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fmedia%2F[^&]+&w=\d+&q=\d+$/);
    expect(await shown.getAttribute('srcset')).not.toContain('__picture__');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}

test('search suggests products as the shopper types, and lists results', async ({ page }) => {
  const t = textsFor('uk');
  await page.goto('/uk');
  const box = page.getByRole('combobox', { name: t('Search.label') });
  await box.fill('aviator');
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  expect((await option.textContent())!.toLowerCase()).toContain('aviator');
  await expectNoSeriousViolations(page);
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/uk\/search\.html\?query=aviator/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('aviator');
  await expect(page.locator('main article').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the Arabic store view is right to left and mirrors its layout', async ({ page }) => {
  await page.goto('/ae_ar/eyeglasses.html');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
  // The shop's name (the home link) sits on the right in RTL.
  const home = page.getByRole('banner').getByRole('link', { name: textsFor('ae_ar')('Common.shopName'), exact: true });
  const box = (await home.boundingBox())!;
  expect(box.x + box.width / 2).toBeGreaterThan(page.viewportSize()!.width / 2);
  await expectNoSeriousViolations(page);
});

test("a listing carries its filter options in the page's payload as data, not as one element tree per link, and its cards' island texts once", async ({
  request,
}) => {
  for (const path of ['/uk/eyeglasses.html', '/uk/search.html?query=nordvik']) {
    const html = await (await request.get(path)).text();
    // The server-rendered panel: every option a link that works without JavaScript.
    const links = [...html.matchAll(/<a href="[^"]*" class="[^"]*" data-kind="(?:single|multiple)"[^>]* rel="nofollow">/g)];
    expect(links.length).toBeGreaterThan(20);
    const payload = rscPayload(html);
    expect(payload.length).toBeGreaterThan(10_000);
    // Hydration gets the hrefs and texts (components/catalog/FilterLists.tsx), not each link's elements and attributes.
    expect(payload).toContain('"groups":[');
    expect(payload).not.toContain('"data-kind"');
    expect(payload.split('"rel":"nofollow"').length - 1).toBeLessThan(links.length / 10);
    // The hearts and "Compare" of every card share one texts object (components/catalog/card-texts.ts); each card adds its name.
    const cards = html.split('aria-label="Add ').length - 1;
    expect(cards).toBeGreaterThan(8);
    expect(payload.split('"texts":{').length - 1).toBe(1);
    expect(payload).not.toContain('"labels":{"add"');
  }
});

// Issue 16: a cached catalogue page's chunks are fetched after its first paint
// (lib/cache/late-scripts.mjs, AFTER_THE_FIRST_PAINT): its head loads them from one inline script,
// none is asked for before the browser reports the first contentful paint (so none can arrive and
// run before it), and the page works as before once they run.
test('a cached catalogue page fetches its JavaScript once it is painted, and works as before', async ({ page, request }) => {
  const t = textsFor('uk');
  const path = '/uk/sunglasses.html';
  // The first render is answered before it is stored, with Next's own tags; the cached copy is rewritten.
  await untilCached(request, path);
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<script data-late-scripts="">');
  expect(head).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
  expect(head).not.toContain('rel="preload" as="script"');

  await page.goto(path);
  const compare = page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${t('ProductCard.compare')} `) })
    .first();
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    chunks: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.chunks.length).toBeGreaterThan(3);
  // None before the first contentful paint is on screen.
  expect(timing.painted).toBeGreaterThan(0);
  expect(Math.min(...timing.chunks)).toBeGreaterThanOrEqual(timing.painted);
  // Each chunk in the document once: React found the loader's scripts and added none again.
  const sources = await page
    .locator('script[src*="/_next/static/chunks/"]')
    .evaluateAll((scripts) => scripts.map((s) => s.getAttribute('src')));
  expect(new Set(sources).size).toBe(sources.length);
});

// Issue 16: a cached page's RSC payload does not carry its inline CSS a second time
// (lib/cache/inline-css-payload.mjs), nor the markup of its static parts (the cards' pictures and
// texts, the menu's links, the footer: lib/cache/static-html-payload.mjs). React takes the head's
// styles and the parts' markup as they are, and keeps them through a client navigation away and
// back (the router renders the page again from that payload).
/** The cached page's inline CSS, after checking that none of its rules is in the page's payload. */
async function inlineCssOnce(request: APIRequestContext, path: string): Promise<string> {
  await untilCached(request, path);
  const html = await (await request.get(path)).text();
  const styles = [...html.matchAll(/<style data-precedence="[^"]*" data-href="[^"]*">([^<]*)<\/style>/g)].map((match) => match[1]);
  const css = styles.join('');
  expect(css.length).toBeGreaterThan(5_000);
  const payload = rscPayload(html);
  // Each rule is in the head once, and in the payload not at all.
  const rules = css.match(/[^{}]+\{[^{}]+\}/g)!.filter((rule) => rule.length > 40);
  expect(rules.length).toBeGreaterThan(50);
  for (const rule of rules) expect(payload, path).not.toContain(rule);
  expect(payload).toMatch(/"precedence":"next","href":"\/_next\/static\/chunks\/[^"]+\.css","children":"\$[0-9a-f]+"/);
  // Every static part is in the payload without its markup (a text row's is emptied: "T0,").
  expect(payload).toContain('"staticMarkup":"","staticMarkupKey":');
  expect(payload).not.toMatch(/"staticMarkup":"(?!"|\$[0-9a-f]+")/);
  const footer = /<footer[^>]*>(.*?)<\/footer>/s.exec(html)![1];
  expect(footer.length).toBeGreaterThan(1_000);
  for (const link of footer.match(/<a [^>]+>[^<]+<\/a>/g)!) expect(payload, path).not.toContain(link);
  return css;
}

test("a cached catalogue page's payload has no second copy of its inline CSS, and the page stays styled through a navigation away and back", async ({
  page,
  request,
}) => {
  const path = '/uk/sunglasses.html';
  const css = await inlineCssOnce(request, path);
  // A product page's payload also has a hint row (the preload of its main image) the reader must pass.
  const product = /href="(\/uk\/[^"/]+-sunglasses\.html)"/.exec(await (await request.get(path)).text())![1];
  await inlineCssOnce(request, product);
  expect(rscPayload(await (await request.get(product)).text())).toMatch(/(^|\n):HL\[/);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await clientNavigationReady(page);
  const look = () =>
    page.evaluate(() => {
      const card = document.querySelector('main article');
      const grid = card?.closest('ul');
      return {
        grid: grid ? getComputedStyle(grid).display : null,
        card: card ? getComputedStyle(card).display : null,
        cards: [...document.querySelectorAll('main article')].map((article) => article.textContent?.trim() ?? ''),
        pictures: document.querySelectorAll('main article img').length,
        // Each card's heart and "Compare" (late islands: their server markup is not in the payload).
        toggles: [...document.querySelectorAll('main article button')].map((button) => button.getAttribute('aria-label') ?? button.textContent),
        menu: document.querySelector('nav ul ul')?.innerHTML.length ?? 0,
        footer: document.querySelector('footer')?.innerHTML.length ?? 0,
        styles: [...document.querySelectorAll('style[data-precedence]')].reduce((sum, style) => sum + (style.textContent?.length ?? 0), 0),
      };
    });
  const before = await look();
  expect(before.grid).toBe('grid');
  expect(before.styles).toBe(css.length);

  const card = page.getByRole('main').locator('article a').first();
  const name = (await card.textContent())!.trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Going back renders the page from the payload it came with: nothing is asked of the server
  // (a part without its markup would have the page refreshed: components/ui/StaticHtmlPart.tsx).
  const asked: string[] = [];
  const listen = (request: Request) => {
    if (request.headers()['rsc']) asked.push(request.url());
  };
  page.on('request', listen);
  await page.goBack();
  await expect(page.getByRole('main').locator('article a').first()).toHaveText(name);
  const after = await look();
  await page.waitForTimeout(500);
  page.off('request', listen);
  expect(asked).toEqual([]);
  expect({ grid: after.grid, card: after.card }).toEqual({ grid: before.grid, card: before.card });
  // The cards rendered again from the document's payload have their pictures and texts.
  expect(before.cards.length).toBeGreaterThan(3);
  expect(before.cards.every((text) => text.length > 10)).toBe(true);
  expect(before.pictures).toBeGreaterThan(3);
  expect(before.menu).toBeGreaterThan(100);
  expect(before.footer).toBeGreaterThan(1_000);
  expect(before.toggles.length).toBeGreaterThanOrEqual(2 * before.cards.length);
  expect({ cards: after.cards, pictures: after.pictures, toggles: after.toggles, menu: after.menu, footer: after.footer }).toEqual({
    cards: before.cards,
    pictures: before.pictures,
    toggles: before.toggles,
    menu: before.menu,
    footer: before.footer,
  });
  // The head's styles are all still there (a page navigated to may have added its own).
  expect(after.styles).toBeGreaterThanOrEqual(before.styles);
  expect(errors).toEqual([]);
});
