/**
 * Newsletter unsubscribe links, {storefront}/{store}/unsubscribe/{subscriber_id}/{code}: the code is
 * Magento's subscriber_confirm_code, a random 32-character code per subscriber (made when the
 * first newsletter goes to them), compared in constant time. A valid link unsubscribes at once.
 */
import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { unsubscribeSubscriber } from '../customer/newsletter';

/** Magento's Subscriber::unsubscribe message for a code that is not the subscriber's. */
export const INVALID_CODE = 'This is an invalid subscription confirmation code.';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 32;

function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The subscriber's code, made the first time it is needed. */
export function confirmCode(db: Db, subscriberId: number): string {
  db.prepare('INSERT OR IGNORE INTO newsletter_subscriber_code (subscriber_id, confirm_code) VALUES (?, ?)').run(
    subscriberId,
    randomCode(),
  );
  return db.prepare('SELECT confirm_code FROM newsletter_subscriber_code WHERE subscriber_id = ?').pluck().get(subscriberId) as string;
}

export function newsletterUnsubscribeUrl(storefrontUrl: string, storeCode: string, subscriberId: number, code: string): string {
  return `${storefrontUrl}/${storeCode}/unsubscribe/${subscriberId}/${code}`;
}

function codeMatches(db: Db, subscriberId: number, code: string): boolean {
  const stored = db.prepare('SELECT confirm_code FROM newsletter_subscriber_code WHERE subscriber_id = ?').pluck().get(subscriberId) as
    string | undefined;
  if (stored === undefined) return false;
  const expected = Buffer.from(stored);
  const given = Buffer.from(code);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

interface UnsubscribeInput {
  id: string;
  code: string;
}

/** unsubscribeEmailFromNewsletter: the link's subscriber id and code; the same answer for an unknown id as for a wrong code. */
function unsubscribeEmailFromNewsletter(context: RequestContext, input: UnsubscribeInput) {
  const id = /^\d{1,12}$/.test(input.id ?? '') ? Number(input.id) : NaN;
  const code = input.code ?? '';
  if (!Number.isInteger(id) || !code || !codeMatches(context.db, id, code)) throw inputError(INVALID_CODE);
  unsubscribeSubscriber(context.db, id);
  return { status: 'UNSUBSCRIBED' };
}

export const newsletterUnsubscribeResolvers = {
  Mutation: {
    unsubscribeEmailFromNewsletter: (_: unknown, args: { input: UnsubscribeInput }, context: RequestContext) =>
      unsubscribeEmailFromNewsletter(context, args.input),
  },
};
