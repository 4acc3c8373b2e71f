/**
 * Magento_SendFriendGraphQl: sendEmailToFriend e-mails a product's link to up to five recipients
 * (Magento's defaults: sendfriend/email/max_recipients 5, max_per_hour 5), for signed-in customers
 * (guests only where the store view allows it, which none here does: Magento's default). The checks
 * and texts follow Magento 2.4.6's SendEmailToFriend resolver and SendFriendGraphQl SendEmail: the
 * sender's and recipients' fields first, then the hourly limit, the product, and SendFriend::validate()
 * (whose messages Magento joins without a separator).
 */
import { SHOP_NAME, type RequestContext } from '../../graphql/context';
import { authorizationError, inputError, noSuchEntityError } from '../../graphql/errors';
import { loadProduct } from '../catalog/products';
import { requireCustomer } from '../customer/access';
import { sendEmail } from '../outbox/outbox';
import { EMAIL } from '../shared/email';
import { escapeHtml } from '../sales/confirmation-email';
import type { Store } from '../store/stores';

const MAX_RECIPIENTS = 5;
const MAX_PER_HOUR = 5;

export const sendFriendStoreConfig = (_store: Store) => ({
  send_friend: { enabled_for_customers: true, enabled_for_guests: false },
});

interface SendEmailToFriendInput {
  product_id: number;
  sender: { name: string; email: string; message: string };
  recipients: Array<{ name: string; email: string }>;
}

function sendEmailToFriend(context: RequestContext, input: SendEmailToFriendInput | null | undefined) {
  const config = sendFriendStoreConfig(context.store).send_friend;
  if (!config.enabled_for_customers && !config.enabled_for_guests) throw inputError('"Email to a Friend" is not enabled.');
  if (context.customerId === null && !config.enabled_for_guests) throw authorizationError("The current customer isn't authorized.");
  const customer = context.customerId === null ? null : requireCustomer(context);
  if (!input) throw inputError('"input" value should be specified');
  const sender = { name: input.sender.name.trim(), email: input.sender.email.trim(), message: input.sender.message.trim() };
  if (!sender.name) throw inputError('Please provide Name of sender.');
  if (!sender.email) throw inputError('Please provide Email of sender.');
  if (!sender.message) throw inputError('Please provide Message.');
  const recipients = input.recipients.map((r) => ({ name: r.name.trim(), email: r.email.trim() }));
  if (recipients.some((r) => !r.name)) throw inputError('Please provide Name for all of recipients.');
  if (recipients.some((r) => !r.email)) throw inputError('Please provide Email for all of recipients.');
  const sentLastHour = context.db
    .prepare(
      `SELECT COUNT(DISTINCT created_at) FROM outbox_email WHERE subject LIKE @subject AND created_at >= datetime('now', '-1 hour')
          AND html LIKE @sender`,
    )
    .pluck()
    .get({ subject: `%${SHOP_NAME}%`, sender: `%data-sender="${escapeHtml(customer?.email ?? sender.email)}"%` }) as number;
  if (sentLastHour >= MAX_PER_HOUR) throw inputError(`You can't send messages more than ${MAX_PER_HOUR} times an hour.`);
  const product = loadProduct(context, input.product_id);
  if (!product || product.visibility < 2)
    throw noSuchEntityError("The product that was requested doesn't exist. Verify the product and try again.");
  // Magento\SendFriend\Model\SendFriend::validate()
  const errors: string[] = [];
  if (!EMAIL.test(sender.email)) errors.push('Invalid Sender Email');
  if (recipients.length === 0) errors.push('Please specify at least one recipient.');
  if (recipients.some((r) => !EMAIL.test(r.email))) errors.push('Please enter a correct recipient email address.');
  if (recipients.length > MAX_RECIPIENTS) errors.push(`No more than ${MAX_RECIPIENTS} emails can be sent at a time.`);
  if (errors.length) throw inputError(errors.join(''));
  const link = `${context.config.storefrontUrl}/${context.store.code}/${product.url_key}.html`;
  context.db.transaction(() => {
    for (const recipient of recipients) {
      const text = `${recipient.name},\n\n${sender.name} (${sender.email}) thinks you will like ${product.name}:\n${link}\n\n${sender.message}\n`;
      sendEmail(context.db, {
        storeId: context.store.store_id,
        to: recipient.email,
        subject: `${sender.name} sent you a product from ${SHOP_NAME}`,
        html: [
          `<!doctype html><html><body style="font-family:sans-serif" data-sender="${escapeHtml(customer?.email ?? sender.email)}">`,
          `<p>${escapeHtml(recipient.name)},</p>`,
          `<p>${escapeHtml(sender.name)} (${escapeHtml(sender.email)}) thinks you will like <a href="${escapeHtml(link)}">${escapeHtml(product.name)}</a>.</p>`,
          `<p>${escapeHtml(sender.message)}</p>`,
          '</body></html>',
        ].join(''),
        text,
      });
    }
  })();
  return { sender, recipients };
}

export const sendFriendResolvers = {
  Mutation: {
    sendEmailToFriend: (_: unknown, args: { input?: SendEmailToFriendInput | null }, context: RequestContext) =>
      sendEmailToFriend(context, args.input),
  },
};
