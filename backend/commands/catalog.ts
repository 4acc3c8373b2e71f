/**
 * Catalogue changes from the command line (what a merchant does in Magento's admin), each purging
 * the cached pages that show the product on the hosts of BACKEND_HTTP_CACHE_HOSTS (or those the
 * running backend wrote to its data folder):
 *
 *   npm run catalog -- [--data-dir DIR] [--store CODE]
 *       [--set-price SKU AMOUNT]... [--set-stock SKU QTY]... [--rename SKU NAME]...
 *       [--rename-category ID|URL_KEY NAME]... [--set-cms-title IDENTIFIER TITLE]...
 *       [--set-cms-content IDENTIFIER FILE]... [--move-url OLD_PATH NEW_PATH]... [--purge-all]
 *
 * --set-price sets the price in the --store view's currency, or in every store view without --store.
 * --set-stock sets the quantity on hand (a configurable product's: every variant's).
 * --rename sets the name in the --store view, or the default name without --store.
 * --rename-category renames a category (by id, URL key or URL path) in the --store view, or its default name.
 * --set-cms-title / --set-cms-content change a CMS page's title, or its HTML content read from FILE.
 * --move-url gives the page at OLD_PATH (`sunglasses.html`) the path NEW_PATH, the old one redirecting
 *   there with 301, in the --store view or every store view where OLD_PATH leads to a page.
 * --purge-all purges everything (Magento's "Flush Magento Cache" with Varnish).
 * The running backend sees the changes at once (its listing index follows the database).
 */
import { closeServices, numberArgument, openServices, parseArguments, runCommand, UsageError } from './command-line';
import { renameProduct, setPrice, setStock } from '../modules/productalert/catalog-changes';
import fs from 'node:fs';
import { moveUrl, renameCategory, updateCmsPage } from '../modules/page-cache/content-changes';
import { purgerOf } from '../modules/page-cache/purge';

const USAGE =
  'usage: npm run catalog -- [--data-dir DIR] [--store CODE] [--set-price SKU AMOUNT]... [--set-stock SKU QTY]... [--rename SKU NAME]...' +
  ' [--rename-category ID|URL_KEY NAME]... [--set-cms-title IDENTIFIER TITLE]... [--set-cms-content IDENTIFIER FILE]...' +
  ' [--move-url OLD_PATH NEW_PATH]... [--purge-all]';
const CONTENT_CHANGES = ['rename-category', 'set-cms-title', 'set-cms-content', 'move-url'] as const;

runCommand('catalog', USAGE, async () => {
  const { values, switches } = parseArguments(
    process.argv.slice(2),
    {
      values: ['data-dir', 'storefront-url', 'store'],
      switches: ['purge-all'],
      repeatable: ['set-price', 'set-stock', 'rename', ...CONTENT_CHANGES],
    },
    USAGE,
  );
  const prices = values.get('set-price') ?? [];
  const stock = values.get('set-stock') ?? [];
  const names = values.get('rename') ?? [];
  const store = values.get('store')?.at(-1)?.[0];
  const contentChanges = CONTENT_CHANGES.some((name) => values.has(name));
  if (!prices.length && !stock.length && !names.length && !contentChanges && !switches.has('purge-all'))
    throw new UsageError('Nothing to do');
  // Read before anything changes: a missing file changes nothing.
  const cmsContents = (values.get('set-cms-content') ?? []).map(([identifier, file]) => {
    try {
      return [identifier, fs.readFileSync(file, 'utf8')] as const;
    } catch (error) {
      throw new UsageError(`--set-cms-content: cannot read ${file} (${error instanceof Error ? error.message : String(error)})`);
    }
  });

  const services = openServices({ dataDir: values.get('data-dir')?.at(-1)?.[0], storefrontUrl: values.get('storefront-url')?.at(-1)?.[0] });
  try {
    if (store && !services.stores.get(store)) throw new UsageError(`No store view ${store}`);
    for (const [sku, amount] of prices) {
      const price = numberArgument('set-price', amount);
      const codes = store ? [store] : services.stores.all.map((view) => view.code);
      for (const code of codes) setPrice(services, sku, code, price);
      console.log(`[catalog] ${sku}: price ${amount} in ${store ?? 'every store view'}`);
    }
    for (const [sku, qty] of stock) {
      const changed = setStock(services, sku, numberArgument('set-stock', qty));
      console.log(`[catalog] ${sku}: ${qty} in stock (${changed} product${changed === 1 ? '' : 's'})`);
    }
    for (const [sku, name] of names) {
      renameProduct(services, sku, name, store);
      console.log(`[catalog] ${sku}: named "${name}" in ${store ?? 'the default store view'}`);
    }
    for (const [category, name] of values.get('rename-category') ?? []) {
      const id = renameCategory(services, category, name, store);
      console.log(`[catalog] category ${id}: named "${name}" in ${store ?? 'the default store view'}`);
    }
    for (const [identifier, title] of values.get('set-cms-title') ?? []) {
      const id = updateCmsPage(services, identifier, { title }, store);
      console.log(`[catalog] CMS page ${identifier} (${id}): title "${title}"`);
    }
    for (const [identifier, content] of cmsContents) {
      const id = updateCmsPage(services, identifier, { content }, store);
      console.log(`[catalog] CMS page ${identifier} (${id}): new content (${content.length} characters)`);
    }
    for (const [from, to] of values.get('move-url') ?? []) {
      const changed = moveUrl(services, from, to, store);
      console.log(`[catalog] ${from} moved to ${to}, with a permanent redirect (${changed} store view${changed === 1 ? '' : 's'})`);
    }
    if (switches.has('purge-all')) void purgerOf(services.db)?.purge('*');
    const hosts = purgerOf(services.db)?.hosts ?? [];
    console.log(
      hosts.length ? `[catalog] purging ${hosts.map((h) => `${h.host}:${h.port}`).join(', ')}` : '[catalog] no http cache hosts to purge',
    );
  } finally {
    await closeServices(services);
  }
});
