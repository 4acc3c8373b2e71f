/**
 * Abandoned-cart reminders:
 *
 *   tsx backend/commands/abandoned-carts.ts [--data-dir DIR] [--storefront-url URL]
 *       [--idle-minutes N] [--link-lifetime-minutes N]
 *
 * Every active cart with items and an e-mail address left untouched for more than N minutes
 * (default: env BACKEND_ABANDONED_CART_IDLE_MINUTES, else 60) gets one reminder e-mail, ever, in
 * the outbox, with a recovery link to STOREFRONT_URL (or --storefront-url) that works once for
 * --link-lifetime-minutes (default: env BACKEND_ABANDONED_CART_LINK_LIFETIME_MINUTES, else 7 days).
 */
import { openServices, numberArgument, parseArguments, runCommand } from './command-line';
import { reminderSettings, sendAbandonedCartReminders } from '../modules/abandoned-cart/reminders';

const USAGE =
  'usage: tsx backend/commands/abandoned-carts.ts [--data-dir DIR] [--storefront-url URL] [--idle-minutes N] [--link-lifetime-minutes N]';

runCommand('abandoned-carts', USAGE, () => {
  const { values } = parseArguments(
    process.argv.slice(2),
    { values: ['data-dir', 'storefront-url', 'idle-minutes', 'link-lifetime-minutes'] },
    USAGE,
  );
  const last = (name: string) => values.get(name)?.at(-1)?.[0];
  const defaults = reminderSettings();
  const idle = last('idle-minutes');
  const lifetime = last('link-lifetime-minutes');
  const options = {
    idleMinutes: idle === undefined ? defaults.idleMinutes : numberArgument('idle-minutes', idle),
    linkLifetimeMinutes: lifetime === undefined ? defaults.linkLifetimeMinutes : numberArgument('link-lifetime-minutes', lifetime),
  };
  const services = openServices({ dataDir: last('data-dir'), storefrontUrl: last('storefront-url') });
  try {
    const sent = sendAbandonedCartReminders(services, options);
    console.log(`[abandoned-carts] sent ${sent} reminder(s) for carts idle for more than ${options.idleMinutes} minute(s)`);
  } finally {
    services.db.close();
  }
});
