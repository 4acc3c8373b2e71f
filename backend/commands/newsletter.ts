/**
 * Sends a newsletter to every subscribed e-mail address (or those of one store view), each e-mail
 * with its unsubscribe link, {storefront}/{store}/unsubscribe/{subscriber_id}/{code}:
 *
 *   tsx backend/commands/newsletter.ts [--data-dir DIR] [--storefront-url URL] [--store CODE]
 *       [--subject TEXT] [--message TEXT]
 *
 * The message is plain text; a blank line separates paragraphs.
 */
import { openServices, parseArguments, runCommand } from './command-line';
import { DEFAULT_NEWSLETTER, sendNewsletter } from '../modules/newsletter-unsubscribe/newsletter-email';

const USAGE =
  'usage: tsx backend/commands/newsletter.ts [--data-dir DIR] [--storefront-url URL] [--store CODE] [--subject TEXT] [--message TEXT]';

runCommand('newsletter', USAGE, () => {
  const { values } = parseArguments(
    process.argv.slice(2),
    { values: ['data-dir', 'storefront-url', 'store', 'subject', 'message'] },
    USAGE,
  );
  const last = (name: string) => values.get(name)?.at(-1)?.[0];
  const services = openServices({ dataDir: last('data-dir'), storefrontUrl: last('storefront-url') });
  try {
    const sent = sendNewsletter(services, {
      subject: last('subject') ?? DEFAULT_NEWSLETTER.subject,
      message: (last('message') ?? DEFAULT_NEWSLETTER.message).replace(/\\n/g, '\n'),
      store: last('store'),
    });
    console.log(`[newsletter] sent ${sent} e-mail(s)`);
  } finally {
    services.db.close();
  }
});
