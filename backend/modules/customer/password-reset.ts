/**
 * Forgotten passwords (Magento_CustomerGraphQl's requestPasswordResetEmail and resetPassword, and
 * Magento's "Reset your password" e-mail). The e-mail carries a random token in a link to the
 * storefront, {STOREFRONT_URL}/{store}/customer/account/createPassword?token=…; the account keeps
 * only the token's SHA-256. A token works once, for Magento's customer/password/
 * reset_link_expiration_period (2 hours), and only its latest one does.
 *
 * Neither call tells whether an e-mail has an account: requestPasswordResetEmail answers true
 * either way, and resetPassword answers an unknown e-mail as it answers a wrong token. A reset
 * also ends the account's lockout and signs it out everywhere (its tokens are revoked).
 */
import crypto from 'node:crypto';
import { SHOP_NAME, type RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { THROTTLES, clientIpOf, throttle } from '../../http/throttle';
import { sendEmail } from '../outbox/outbox';
import { EMAIL } from '../shared/email';
import { escapeHtml } from '../sales/confirmation-email';
import { customerByEmail, spendResetToken, timeOf, updateCustomer, utcTime, type CustomerRow } from './customers';
import { hashPassword, passwordProblem } from './password';
import { revokeCustomerTokens } from './tokens';

/** Magento's customer/password/reset_link_expiration_period: 2 hours. */
export const RESET_LINK_LIFETIME_SECONDS = 2 * 60 * 60;

const CANNOT_SET = "Cannot set the customer's password";

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

function resetEmail(context: RequestContext, customer: CustomerRow, link: string) {
  const name = `${customer.firstname} ${customer.lastname}`;
  const hours = RESET_LINK_LIFETIME_SECONDS / 3600;
  const text = [
    `${name},`,
    '',
    'There was recently a request to change the password for your account.',
    '',
    'If you requested this change, set a new password here:',
    link,
    '',
    `The link works once, for ${hours} hours.`,
    'If you did not make this request, you can ignore this email and your password will remain the same.',
    '',
    `Thank you, ${SHOP_NAME}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1>${escapeHtml(SHOP_NAME)}</h1>`,
    `<p>${escapeHtml(name)},</p>`,
    '<p>There was recently a request to change the password for your account.</p>',
    `<p>If you requested this change, set a new password here:</p><p><a href="${escapeHtml(link)}">Set a New Password</a></p>`,
    `<p>The link works once, for ${hours} hours.</p>`,
    '<p>If you did not make this request, you can ignore this email and your password will remain the same.</p>',
    '</body></html>',
  ].join('\n');
  return { storeId: context.store.store_id, to: customer.email, subject: `Reset your ${SHOP_NAME} password`, html, text };
}

function requestPasswordResetEmail(context: RequestContext, rawEmail: string): boolean {
  const email = (rawEmail ?? '').trim();
  if (!email) throw inputError('You must specify an email address.');
  if (!EMAIL.test(email)) throw inputError('The email address has an invalid format.');
  // Magento's password reset protection (by IP and e-mail), whether or not the address has an account.
  throttle(
    context,
    [THROTTLES.passwordResetPerIp, clientIpOf(context.headers)],
    [THROTTLES.passwordResetPerEmail, `${context.store.website_code}:${email}`],
  );
  const customer = customerByEmail(context.db, context.store.website_code, email);
  if (!customer) return true;
  const token = crypto.randomBytes(24).toString('base64url');
  const link = `${context.config.storefrontUrl}/${context.store.code}/customer/account/createPassword?${new URLSearchParams({ token })}`;
  context.db.transaction(() => {
    updateCustomer(context.db, customer.entity_id, { rp_token: hashOf(token), rp_token_created_at: utcTime() });
    sendEmail(context.db, resetEmail(context, customer, link));
  })();
  return true;
}

const tokenIsCurrent = (customer: CustomerRow, token: string) => {
  if (!customer.rp_token || !customer.rp_token_created_at) return false;
  const issued = timeOf(customer.rp_token_created_at);
  const expected = Buffer.from(customer.rp_token, 'hex');
  const given = Buffer.from(hashOf(token), 'hex');
  return Date.now() - issued < RESET_LINK_LIFETIME_SECONDS * 1000 && crypto.timingSafeEqual(expected, given);
};

async function resetPassword(context: RequestContext, rawEmail: string, token: string, newPassword: string): Promise<boolean> {
  const email = (rawEmail ?? '').trim();
  if (!email) throw inputError('You must specify an email address.');
  if (!EMAIL.test(email)) throw inputError('The email address has an invalid format.');
  if (!token) throw inputError('resetPasswordToken must be specified');
  if (!newPassword) throw inputError('newPassword must be specified');
  const customer = customerByEmail(context.db, context.store.website_code, email);
  if (!customer || !tokenIsCurrent(customer, token)) throw inputError(CANNOT_SET);
  const problem = passwordProblem(newPassword, customer.email);
  if (problem) throw inputError(problem);
  const passwordHash = await hashPassword(newPassword);
  return context.db.transaction(() => {
    // Spent atomically: of two requests with the same token, only the first finds it still there.
    if (!spendResetToken(context.db, customer.entity_id, customer.rp_token!)) throw inputError(CANNOT_SET);
    updateCustomer(context.db, customer.entity_id, {
      password_hash: passwordHash,
      failures_num: 0,
      first_failure: null,
      lock_expires: null,
    });
    revokeCustomerTokens(context.db, customer.entity_id);
    return true;
  })();
}

export const passwordResetMutations = {
  requestPasswordResetEmail: (_: unknown, args: { email: string }, context: RequestContext) =>
    requestPasswordResetEmail(context, args.email),
  resetPassword: (_: unknown, args: { email: string; resetPasswordToken: string; newPassword: string }, context: RequestContext) =>
    resetPassword(context, args.email, args.resetPasswordToken, args.newPassword),
};
