/**
 * The customer account (Magento_CustomerGraphQl): createCustomerV2, generateCustomerToken,
 * revokeCustomerToken, updateCustomerV2, updateCustomerEmail and changeCustomerPassword, with
 * Magento's validation, texts and categories. Accounts belong to the website of the store view
 * they are created in.
 */
import type { RequestContext } from '../../graphql/context';
import { alreadyExistsError, authenticationError, authorizationError, inputError } from '../../graphql/errors';
import { EMAIL } from '../shared/email';
import { requireCustomer } from './access';
import { SIGN_IN_FAILED, authenticate, checkCustomerPassword } from './authentication';
import { customerByEmail, customerById, insertCustomer, updateCustomer, type CustomerRow } from './customers';
import { moveSubscription, setCustomerSubscription } from './newsletter';
import { hashPassword, passwordProblem } from './password';
import { THROTTLES, clientIpOf, countHit, refuseWhenThrottled, throttle } from '../../http/throttle';
import { bearerToken, issueCustomerToken, revokeCustomerTokens, revokeOtherCustomerTokens } from './tokens';

export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';

interface CustomerCreateInput {
  prefix?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  suffix?: string | null;
  email?: string | null;
  date_of_birth?: string | null;
  /** Deprecated alias of date_of_birth (CustomerInput, CustomerCreateInput). */
  dob?: string | null;
  taxvat?: string | null;
  gender?: number | null;
  password?: string | null;
  is_subscribed?: boolean | null;
  allow_remote_shopping_assistance?: boolean | null;
}

type CustomerUpdateInput = Omit<CustomerCreateInput, 'email' | 'password'>;

/** CustomerInput of the deprecated createCustomer and updateCustomer: every field, e-mail and password included. */
type CustomerInput = CustomerCreateInput;

/** Magento's gender options (customer attribute "gender"). */
const GENDERS = new Set([1, 2, 3]);

/** The optional name parts, tax/VAT number and gender of an input, as columns to store ({} when none is given). */
function optionalAttributes(input: CustomerCreateInput): Partial<CustomerRow> {
  const fields: Partial<CustomerRow> = {};
  for (const key of ['prefix', 'middlename', 'suffix', 'taxvat'] as const) {
    if (input[key] !== undefined) fields[key] = input[key]?.trim() || null;
  }
  if (input.gender !== undefined) {
    if (input.gender !== null && !GENDERS.has(input.gender)) throw inputError(`"${input.gender}" is not a valid gender.`);
    fields.gender = input.gender;
  }
  return fields;
}

/** date_of_birth, or the deprecated dob when only it is given. */
const birthDateOf = (input: CustomerCreateInput) => (input.date_of_birth !== undefined ? input.date_of_birth : input.dob);

const LABELS = { firstname: 'First Name', lastname: 'Last Name', email: 'Email' } as const;

/** Magento's ValidateCustomerData: required attributes present (by label), then the e-mail's format. */
function checkCustomerData(input: Partial<Record<keyof typeof LABELS, string | null>>, required: ReadonlyArray<keyof typeof LABELS>): void {
  const missing = required.filter((key) => !(input[key] ?? '').trim()).map((key) => LABELS[key]);
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  const email = input.email?.trim();
  if (email !== undefined && !EMAIL.test(email)) throw inputError(`"${email}" is not a valid email address.`);
}

/** A date of birth as Magento keeps it ("YYYY-MM-DD"); null clears it. */
function dateOfBirth(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== match[0] || date.getTime() > Date.now()) {
    throw inputError(`Invalid value of "${value}" provided for the date_of_birth field.`);
  }
  return match[0];
}

const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed: customer_entity/.test(error.message);

async function createCustomer(context: RequestContext, input: CustomerCreateInput): Promise<{ customer: CustomerRow }> {
  checkCustomerData(input, ['firstname', 'lastname', 'email']);
  const email = input.email!.trim();
  const dob = dateOfBirth(birthDateOf(input));
  const extra = optionalAttributes(input);
  const password = input.password ?? null;
  if (password !== null) {
    const problem = passwordProblem(password, email);
    if (problem) throw inputError(problem);
  }
  const website = context.store.website_code;
  throttle(context, [THROTTLES.accountCreationPerIp, clientIpOf(context.headers)]);
  if (customerByEmail(context.db, website, email)) throw alreadyExistsError(EMAIL_TAKEN);
  const passwordHash = password === null ? null : await hashPassword(password);
  try {
    return context.db.transaction(() => {
      const id = insertCustomer(context.db, {
        website_code: website,
        store_id: context.store.store_id,
        email,
        firstname: input.firstname!.trim(),
        lastname: input.lastname!.trim(),
        dob,
        password_hash: passwordHash,
      });
      const customer = Object.keys(extra).length ? updateCustomer(context.db, id, extra) : customerById(context.db, id)!;
      if (input.is_subscribed) setCustomerSubscription(context.db, customer, true, context.store.store_id);
      return { customer };
    })();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExistsError(EMAIL_TAKEN); // created meanwhile by a concurrent request
    throw error;
  }
}

async function generateToken(context: RequestContext, email: string, password: string): Promise<{ token: string }> {
  if (!email?.trim()) throw inputError('Specify the "email" value.');
  if (!password) throw inputError('Specify the "password" value.');
  // Password spraying: failures per address over every account; guessing: attempts per account.
  const ip = clientIpOf(context.headers);
  const account = `${context.store.website_code}:${email.trim()}`;
  throttle(context, [THROTTLES.signInAttemptsPerAccount, account]);
  refuseWhenThrottled(context, [THROTTLES.signInFailuresPerIp, ip]);
  const customer = await authenticate(context.db, context.store.website_code, email, password);
  if (!customer) {
    countHit(context, [THROTTLES.signInFailuresPerIp, ip]);
    throw authenticationError(SIGN_IN_FAILED);
  }
  return { token: issueCustomerToken(context.db, customer.entity_id, context.config.customerTokenLifetime) };
}

/** Magento's CheckCustomerPassword, which guards changes to the e-mail and the password. */
export async function checkCurrentPassword(context: RequestContext, customer: CustomerRow, password: string): Promise<void> {
  const check = await checkCustomerPassword(context.db, customer, password);
  if (check === 'locked') throw authenticationError('The account is locked.');
  if (check === 'invalid') throw authenticationError("The password doesn't match this account. Verify the password and try again.");
}

function updateAccount(context: RequestContext, input: CustomerUpdateInput | null | undefined): { customer: CustomerRow } {
  const customer = requireCustomer(context);
  if (!input || Object.keys(input).length === 0) throw inputError('"input" value should be specified');
  checkCustomerData(
    input,
    (['firstname', 'lastname'] as const).filter((key) => input[key] !== undefined),
  );
  const fields: Partial<CustomerRow> = {};
  if (input.firstname !== undefined) fields.firstname = input.firstname!.trim();
  if (input.lastname !== undefined) fields.lastname = input.lastname!.trim();
  if (birthDateOf(input) !== undefined) fields.dob = dateOfBirth(birthDateOf(input));
  Object.assign(fields, optionalAttributes(input));
  return context.db.transaction(() => {
    const updated = Object.keys(fields).length ? updateCustomer(context.db, customer.entity_id, fields) : customer;
    if (typeof input.is_subscribed === 'boolean') setCustomerSubscription(context.db, updated, input.is_subscribed, context.store.store_id);
    return { customer: updated };
  })();
}

async function updateEmail(context: RequestContext, rawEmail: string, password: string): Promise<{ customer: CustomerRow }> {
  const customer = requireCustomer(context);
  const email = (rawEmail ?? '').trim();
  if (email === customer.email) return { customer };
  if (!password) throw inputError('Provide the current "password" to change "email".');
  await checkCurrentPassword(context, customer, password);
  checkCustomerData({ email }, ['email']);
  const owner = customerByEmail(context.db, customer.website_code, email);
  if (owner && owner.entity_id !== customer.entity_id) throw alreadyExistsError(EMAIL_TAKEN);
  try {
    return context.db.transaction(() => {
      moveSubscription(context.db, customer, email);
      return { customer: updateCustomer(context.db, customer.entity_id, { email }) };
    })();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExistsError(EMAIL_TAKEN);
    throw error;
  }
}

async function changePassword(context: RequestContext, currentPassword: string, newPassword: string): Promise<CustomerRow> {
  const customer = requireCustomer(context);
  if (!currentPassword?.trim()) throw inputError('Specify the "currentPassword" value.');
  if (!newPassword?.trim()) throw inputError('Specify the "newPassword" value.');
  await checkCurrentPassword(context, customer, currentPassword);
  const problem = passwordProblem(newPassword, customer.email);
  if (problem) throw inputError(problem);
  const passwordHash = await hashPassword(newPassword);
  // Whoever held another of the customer's tokens (another device, a stolen one) is signed out, as
  // after a reset; the token this change was made with stays valid: the shopper who just proved the
  // password stays signed in here (the mutation answers a Customer, so a new token could not be handed back).
  return context.db.transaction(() => {
    revokeOtherCustomerTokens(context.db, customer.entity_id, bearerToken(context.headers));
    return updateCustomer(context.db, customer.entity_id, { password_hash: passwordHash, rp_token: null, rp_token_created_at: null });
  })();
}

/** The deprecated updateCustomer: updateCustomerV2 and, when the e-mail changes, updateCustomerEmail's checks. */
async function updateCustomerWithEmail(
  context: RequestContext,
  input: CustomerInput | null | undefined,
): Promise<{ customer: CustomerRow }> {
  const customer = requireCustomer(context);
  if (!input || Object.keys(input).length === 0) throw inputError('"input" value should be specified');
  const { email, password, ...rest } = input;
  if (email !== undefined && email !== null && email.trim() !== customer.email) await updateEmail(context, email, password ?? '');
  return Object.keys(rest).length ? updateAccount(context, rest) : { customer: requireCustomer(context) };
}

/** isEmailAvailable: whether no account of the store view's website uses the e-mail. */
function isEmailAvailable(context: RequestContext, email: string): { is_email_available: boolean } {
  const trimmed = (email ?? '').trim();
  if (!trimmed) throw inputError('Email must be specified');
  if (!EMAIL.test(trimmed)) throw inputError('Email is invalid');
  return { is_email_available: !customerByEmail(context.db, context.store.website_code, trimmed) };
}

/**
 * deleteCustomer: removes the signed-in customer's account with its addresses, tokens and lists;
 * their orders stay, without the customer (Magento's sales_order.customer_id is ON DELETE SET NULL),
 * and their carts are closed.
 */
function deleteAccount(context: RequestContext): boolean {
  const customer = requireCustomer(context);
  context.db.transaction(() => {
    context.db.prepare('UPDATE sales_order SET customer_id = NULL WHERE customer_id = ?').run(customer.entity_id);
    context.db.prepare('UPDATE quote SET customer_id = NULL, is_active = 0 WHERE customer_id = ?').run(customer.entity_id);
    context.db.prepare('DELETE FROM customer_entity WHERE entity_id = ?').run(customer.entity_id);
  })();
  return true;
}

/**
 * generateCustomerTokenAsAdmin (Magento_LoginAsCustomerGraphQl RequestCustomerToken) needs an admin's
 * token with the "Login as Customer" permission; this backend has no admin users, so every request
 * is refused as Magento refuses one without that token (after its check of the e-mail given).
 */
function generateTokenAsAdmin(input: { customer_email?: string | null } | null | undefined): never {
  if (!input?.customer_email?.trim()) throw inputError('Specify the "customer email" value.');
  throw authorizationError("The current customer isn't authorized.");
}

export const accountQueries = {
  isEmailAvailable: (_: unknown, args: { email: string }, context: RequestContext) => isEmailAvailable(context, args.email),
};

export const accountMutations = {
  deleteCustomer: (_: unknown, __: unknown, context: RequestContext) => deleteAccount(context),
  generateCustomerTokenAsAdmin: (_: unknown, args: { input?: { customer_email?: string | null } | null }) =>
    generateTokenAsAdmin(args.input),
  createCustomer: (_: unknown, args: { input: CustomerInput }, context: RequestContext) => createCustomer(context, args.input ?? {}),
  updateCustomer: (_: unknown, args: { input: CustomerInput }, context: RequestContext) => updateCustomerWithEmail(context, args.input),
  createCustomerV2: (_: unknown, args: { input: CustomerCreateInput }, context: RequestContext) =>
    createCustomer(context, args.input ?? {}),
  generateCustomerToken: (_: unknown, args: { email: string; password: string }, context: RequestContext) =>
    generateToken(context, args.email, args.password),
  revokeCustomerToken: (_: unknown, __: unknown, context: RequestContext) => {
    revokeCustomerTokens(context.db, requireCustomer(context).entity_id);
    return { result: true };
  },
  updateCustomerV2: (_: unknown, args: { input: CustomerUpdateInput }, context: RequestContext) => updateAccount(context, args.input),
  updateCustomerEmail: (_: unknown, args: { email: string; password: string }, context: RequestContext) =>
    updateEmail(context, args.email, args.password),
  changeCustomerPassword: (_: unknown, args: { currentPassword: string; newPassword: string }, context: RequestContext) =>
    changePassword(context, args.currentPassword, args.newPassword),
};
