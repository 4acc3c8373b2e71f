/**
 * Stock and price alerts (Magento's product alert cron job), with the catalogue changes that
 * trigger them:
 *
 *   tsx backend/commands/product-alerts.ts [--data-dir DIR] [--storefront-url URL]
 *       [--set-stock SKU QTY]... [--set-price SKU AMOUNT --store CODE]... [--send]
 *
 * --set-stock sets a product's quantity on hand (a configurable product's: every variant's), in
 * stock when above 0. --set-price sets its price in a store view's currency (no special price).
 * --send then e-mails the alerts that are due: one e-mail per subscriber to the outbox, with the
 * unsubscribe links (to STOREFRONT_URL or --storefront-url). Changes come before sending, and purge
 * the cached pages that show the product (see catalog.ts).
 */
import { closeServices, openServices, numberArgument, parseArguments, runCommand, UsageError } from './command-line';
import { setPrice, setStock } from '../modules/productalert/catalog-changes';
import { sendProductAlerts } from '../modules/productalert/sender';

const USAGE =
  'usage: tsx backend/commands/product-alerts.ts [--data-dir DIR] [--storefront-url URL] [--set-stock SKU QTY]... [--set-price SKU AMOUNT --store CODE]... [--send]';

runCommand('product-alerts', USAGE, async () => {
  const { values, switches } = parseArguments(
    process.argv.slice(2),
    { values: ['data-dir', 'storefront-url', 'store'], switches: ['send'], repeatable: ['set-stock', 'set-price'] },
    USAGE,
  );
  const stock = values.get('set-stock') ?? [];
  const prices = values.get('set-price') ?? [];
  const store = values.get('store')?.at(-1)?.[0];
  if (prices.length && !store) throw new UsageError('--set-price needs --store CODE');
  if (!stock.length && !prices.length && !switches.has('send')) throw new UsageError('Nothing to do');

  const services = openServices({ dataDir: values.get('data-dir')?.at(-1)?.[0], storefrontUrl: values.get('storefront-url')?.at(-1)?.[0] });
  try {
    for (const [sku, qty] of stock) {
      const changed = setStock(services, sku, numberArgument('set-stock', qty));
      console.log(`[product-alerts] ${sku}: ${qty} in stock (${changed} product${changed === 1 ? '' : 's'})`);
    }
    for (const [sku, amount] of prices) {
      const changed = setPrice(services, sku, store!, numberArgument('set-price', amount));
      console.log(`[product-alerts] ${sku}: price ${amount} in ${store} (${changed} product${changed === 1 ? '' : 's'})`);
    }
    if (switches.has('send')) {
      const run = sendProductAlerts(services);
      console.log(`[product-alerts] sent ${run.emails} e-mail(s): ${run.stock} stock alert(s), ${run.price} price alert(s)`);
    }
  } finally {
    await closeServices(services); // after the purges of the changes above
  }
});
