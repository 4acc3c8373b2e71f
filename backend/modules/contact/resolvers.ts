/**
 * Magento 2.4.7's contactUs (Magento_ContactGraphQl, absent from the 2.4.6-based reference schema,
 * so declared in the extension part): the shopper's name, e-mail address, telephone and comment,
 * checked with Magento's messages and e-mailed to the shop's contact address (Magento's
 * contact/email/recipient_email: env BACKEND_CONTACT_EMAIL, default hello@example.com) with the
 * "Contact Form" template's words. The e-mail goes to the outbox.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { THROTTLES, clientIpOf, throttle } from '../../http/throttle';
import { sendEmail } from '../outbox/outbox';
import { EMAIL } from '../shared/email';
import { escapeHtml } from '../sales/confirmation-email';
import { backendSettings } from '../../env';

export const DEFAULT_CONTACT_RECIPIENT = 'hello@example.com';

/** Longest values accepted (a comment is a message, not a document). */
export const CONTACT_LIMITS = { name: 255, email: 255, telephone: 50, comment: 5000 } as const;

export const CONTACT_MESSAGES = {
  invalidEmail: 'The email address is invalid. Verify the email address and try again.',
  nameRequired: 'Name field is required.',
  commentRequired: 'Comment field is required.',
} as const;

interface ContactUsInput {
  email: string;
  name: string;
  telephone?: string | null;
  comment: string;
}

export function contactRecipient(env: NodeJS.ProcessEnv = process.env): string {
  return backendSettings(env).BACKEND_CONTACT_EMAIL ?? DEFAULT_CONTACT_RECIPIENT;
}

function tooLong(field: keyof typeof CONTACT_LIMITS, value: string) {
  if (value.length > CONTACT_LIMITS[field])
    throw inputError(`The "${field}" value must be at most ${CONTACT_LIMITS[field]} characters long.`);
}

function contactUs(context: RequestContext, input: ContactUsInput) {
  const email = (input.email ?? '').trim();
  const name = (input.name ?? '').trim();
  const telephone = (input.telephone ?? '').trim();
  const comment = (input.comment ?? '').trim();
  if (!EMAIL.test(email)) throw inputError(CONTACT_MESSAGES.invalidEmail);
  if (!name) throw inputError(CONTACT_MESSAGES.nameRequired);
  if (!comment) throw inputError(CONTACT_MESSAGES.commentRequired);
  throttle(context, [THROTTLES.contactPerIp, clientIpOf(context.headers)]);
  tooLong('email', email);
  tooLong('name', name);
  tooLong('telephone', telephone);
  tooLong('comment', comment);

  const fields: Array<[string, string]> = [
    ['Name', name],
    ['Email', email],
    ['Phone Number', telephone],
    ['Comment', comment],
  ];
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), '', `Store view: ${context.store.code}`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    '<table>',
    ...fields.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    ),
    `<tr><th align="left">Store view</th><td>${escapeHtml(context.store.code)}</td></tr>`,
    '</table>',
    '</body></html>',
  ].join('\n');
  sendEmail(context.db, { storeId: context.store.store_id, to: contactRecipient(), subject: 'Contact Form', html, text });
  return { status: true };
}

export const contactResolvers = {
  Mutation: {
    contactUs: (_: unknown, args: { input: ContactUsInput }, context: RequestContext) => contactUs(context, args.input),
  },
};
