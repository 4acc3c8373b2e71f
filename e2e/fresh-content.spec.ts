import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { backendDatabase, backendQuery, runBackendCommand } from './test-support';

/**
 * Freshness of categories, CMS pages and URL rewrites (issue 15): `npm run catalog` changes them
 * on the running backend, which purges the storefront with Magento's tags (`cat_c_{id}`,
 * `cms_p_{id}`, a moved URL's page); the cached pages showing them refresh within seconds. On the
 * `nl` store view, which no other test reads, and undone at the end.
 */
const STORE = 'nl';
const FRESH = { timeout: 20_000, intervals: [250] };

interface MenuCategory {
  name: string;
  url_path: string;
  url_suffix: string | null;
  children: MenuCategory[];
}

async function menuCategories(request: APIRequestContext): Promise<MenuCategory[]> {
  const data = await backendQuery<{ categories: { items: Array<{ children: MenuCategory[] }> } }>(
    request,
    STORE,
    '{ categories { items { children { name url_path url_suffix children { name url_path url_suffix children { name url_path url_suffix } } } } } }',
  );
  return data.categories.items[0].children;
}

const pagePath = (category: MenuCategory) => `/${STORE}/${category.url_path}${category.url_suffix ?? '.html'}`;
const cached = async (request: APIRequestContext, url: string) => {
  expect((await request.get(url)).status()).toBe(200);
  await expect.poll(async () => (await request.get(url)).headers()['x-nextjs-cache'], FRESH).toBe('HIT');
};

test.describe('category, CMS page and URL changes reach the cached storefront', () => {
  test('a renamed category shows on its page and in the menu of other cached pages', async ({ page, request }) => {
    const [category] = await menuCategories(request);
    const home = `/${STORE}`;
    for (const url of [pagePath(category), home]) await cached(request, url);
    const name = `Renamed ${Date.now()}`;
    try {
      runBackendCommand('catalog', ['--store', STORE, '--rename-category', category.url_path, name]);
      await expect.poll(async () => (await request.get(pagePath(category))).text(), FRESH).toContain(name);
      await expect.poll(async () => (await request.get(home)).text(), FRESH).toContain(name);
      await page.goto(pagePath(category));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    } finally {
      runBackendCommand('catalog', ['--store', STORE, '--rename-category', category.url_path, category.name]);
    }
    await expect.poll(async () => (await request.get(home)).text(), FRESH).not.toContain(name);
  });

  test("a CMS page's new content shows on its cached page", async ({ page, request }) => {
    const cms = backendDatabase(
      (db) =>
        db
          .prepare(
            `SELECT r.request_path, p.identifier, p.title, p.content FROM url_rewrite r JOIN cms_page p ON p.page_id = r.entity_id
             JOIN store s ON s.store_id = r.store_id
             WHERE s.code = ? AND r.entity_type = 'cms-page' AND r.redirect_type = 0 AND p.is_active = 1 AND p.identifier NOT IN ('home', 'no-route')
             ORDER BY p.page_id LIMIT 1`,
          )
          .get(STORE) as { request_path: string; identifier: string; title: string; content: string },
    );
    const url = `/${STORE}/${cms.request_path}`;
    await cached(request, url);
    const title = `Updated ${Date.now()}`;
    const file = path.join(os.tmpdir(), `fresh-cms-${process.pid}.html`);
    const original = path.join(os.tmpdir(), `fresh-cms-${process.pid}-original.html`);
    fs.writeFileSync(file, `<p>Freshly written ${title}</p>`);
    fs.writeFileSync(original, cms.content);
    try {
      runBackendCommand('catalog', ['--store', STORE, '--set-cms-title', cms.identifier, title, '--set-cms-content', cms.identifier, file]);
      await expect.poll(async () => (await request.get(url)).text(), FRESH).toContain(`Freshly written ${title}`);
      await page.goto(url);
      await expect(page.getByText(`Freshly written ${title}`)).toBeVisible();
    } finally {
      runBackendCommand('catalog', [
        '--store',
        STORE,
        '--set-cms-title',
        cms.identifier,
        cms.title,
        '--set-cms-content',
        cms.identifier,
        original,
      ]);
      fs.rmSync(file, { force: true });
      fs.rmSync(original, { force: true });
    }
  });

  test('a moved URL: the old path redirects with 301 to the new one, which shows the page, and back', async ({ page, request }) => {
    const categories = await menuCategories(request);
    const leaf = categories.flatMap((top) => top.children).find((child) => !child.children?.length) ?? categories[1];
    const from = pagePath(leaf);
    const toPath = `${leaf.url_path}-new`;
    const to = `/${STORE}/${toPath}${leaf.url_suffix ?? '.html'}`;
    await cached(request, from);
    try {
      runBackendCommand('catalog', [
        '--store',
        STORE,
        '--move-url',
        `${leaf.url_path}${leaf.url_suffix ?? '.html'}`,
        `${toPath}${leaf.url_suffix ?? '.html'}`,
      ]);
      await expect
        .poll(async () => {
          const response = await request.get(from, { maxRedirects: 0 });
          return `${response.status()} ${response.headers()['location'] ?? ''}`;
        }, FRESH)
        .toMatch(new RegExp(`^301 (http://[^/]+)?${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1, name: leaf.name })).toBeVisible();
    } finally {
      runBackendCommand('catalog', [
        '--store',
        STORE,
        '--move-url',
        `${toPath}${leaf.url_suffix ?? '.html'}`,
        `${leaf.url_path}${leaf.url_suffix ?? '.html'}`,
      ]);
    }
    await expect.poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), FRESH).toBe(200);
  });
});
