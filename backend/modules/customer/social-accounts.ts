/**
 * Social sign-in (extension part, extensions.graphql): the providers' sign-in addresses
 * (socialLoginProviders), signing in with a provider's one-time code (generateCustomerTokenBySocialLogin,
 * which creates the account when the provider's e-mail has none), and the signed-in customer's linked
 * accounts (Customer.social_accounts, linkSocialAccount, unlinkSocialAccount). The provider here is
 * the backend's sandbox (social-sandbox.ts); a real one would redeem its code at the provider.
 *
 * An e-mail that already has an account is never signed into by a provider it is not linked to:
 * its owner links the provider from their account first (a provider's say-so is not a password).
 */
import type { RequestContext } from '../../graphql/context';
import { alreadyExistsError, authenticationError, inputError, noSuchEntityError } from '../../graphql/errors';
import { fromUid, toUid } from '../catalog/uids';
import { requireCustomer } from './access';
import { SIGN_IN_FAILED, isLocked } from './authentication';
import { customerByEmail, customerById, insertCustomer, utcTime, type CustomerRow } from './customers';
import {
  SOCIAL_PROVIDERS,
  authorizeUrl,
  isStorefrontRedirect,
  redeemSocialCode,
  type SocialIdentity,
  type SocialProvider,
} from './social-sandbox';
import { issueCustomerToken } from './tokens';

type ProviderEnum = 'GOOGLE' | 'FACEBOOK' | 'APPLE';

interface SocialAccountRow {
  entity_id: number;
  customer_id: number;
  provider: SocialProvider;
  provider_user_id: string;
  email: string | null;
  name: string | null;
  created_at: string;
}

const providerOf = (value: ProviderEnum) => value.toLowerCase() as SocialProvider;
const INVALID_CODE = 'The sign-in code is not valid or has expired. Sign in again.';

function linkedAccount(context: RequestContext, identity: SocialIdentity): SocialAccountRow | undefined {
  return context.db
    .prepare('SELECT * FROM customer_social_account WHERE website_code = ? AND provider = ? AND provider_user_id = ?')
    .get(context.store.website_code, identity.provider, identity.subject) as SocialAccountRow | undefined;
}

function accountsOf(context: RequestContext, customerId: number): SocialAccountRow[] {
  return context.db
    .prepare('SELECT * FROM customer_social_account WHERE customer_id = ? ORDER BY entity_id')
    .all(customerId) as SocialAccountRow[];
}

function link(context: RequestContext, customer: CustomerRow, identity: SocialIdentity): void {
  context.db
    .prepare(
      `INSERT INTO customer_social_account (customer_id, website_code, provider, provider_user_id, email, name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      customer.entity_id,
      customer.website_code,
      identity.provider,
      identity.subject,
      identity.email,
      `${identity.firstname} ${identity.lastname}`.trim() || null,
      utcTime(),
    );
}

function redeem(context: RequestContext, input: { provider: ProviderEnum; code: string }): SocialIdentity {
  if (!input.code) throw inputError('Required parameter "code" is missing');
  const identity = context.config.sandboxes ? redeemSocialCode(context, providerOf(input.provider), input.code) : null;
  if (!identity) throw inputError(INVALID_CODE);
  return identity;
}

function signIn(context: RequestContext, input: { provider: ProviderEnum; code: string }): { token: string } {
  const identity = redeem(context, input);
  const label = SOCIAL_PROVIDERS[identity.provider];
  const customer = context.db.transaction((): CustomerRow => {
    const linked = linkedAccount(context, identity);
    if (linked) return customerById(context.db, linked.customer_id)!;
    if (!identity.email) {
      throw inputError(
        `${label} did not share an email address, so no account can be made with it. Create an account with your email address.`,
      );
    }
    if (customerByEmail(context.db, context.store.website_code, identity.email)) {
      throw alreadyExistsError(
        `An account with this email address already exists. Sign in with your password, then link ${label} in your account.`,
      );
    }
    const id = insertCustomer(context.db, {
      website_code: context.store.website_code,
      store_id: context.store.store_id,
      email: identity.email,
      firstname: identity.firstname,
      lastname: identity.lastname,
      dob: null,
      password_hash: null,
    });
    const created = customerById(context.db, id)!;
    link(context, created, identity);
    return created;
  })();
  if (isLocked(customer)) throw authenticationError(SIGN_IN_FAILED);
  return { token: issueCustomerToken(context.db, customer.entity_id, context.config.customerTokenLifetime) };
}

function linkAccount(context: RequestContext, input: { provider: ProviderEnum; code: string }): { customer: CustomerRow } {
  const customer = requireCustomer(context);
  const identity = redeem(context, input);
  const label = SOCIAL_PROVIDERS[identity.provider];
  context.db.transaction(() => {
    const linked = linkedAccount(context, identity);
    if (linked?.customer_id === customer.entity_id) return;
    if (linked) throw alreadyExistsError(`This ${label} account is already linked to another customer account.`);
    if (accountsOf(context, customer.entity_id).some((a) => a.provider === identity.provider)) {
      throw alreadyExistsError(`A ${label} account is already linked to your account. Unlink it first.`);
    }
    link(context, customer, identity);
  })();
  return { customer };
}

function unlinkAccount(context: RequestContext, input: { uid: string }): { customer: CustomerRow } {
  const customer = requireCustomer(context);
  const id = Number(fromUid(input.uid ?? ''));
  const accounts = accountsOf(context, customer.entity_id);
  const account = accounts.find((a) => a.entity_id === id && toUid(id) === input.uid);
  if (!account) throw noSuchEntityError(`Could not find a social account with uid "${input.uid}"`);
  if (!customer.password_hash && accounts.length === 1) {
    throw inputError('This is the only way to sign in to your account. Set a password (Forgot password) before unlinking it.');
  }
  context.db.prepare('DELETE FROM customer_social_account WHERE entity_id = ?').run(account.entity_id);
  return { customer };
}

function providers(context: RequestContext, input: { redirect_uri: string; state: string }) {
  if (!isStorefrontRedirect(context, input.redirect_uri ?? '')) throw inputError('The redirect_uri must be an address of the storefront.');
  // The only provider here is the sandbox, which vouches for any e-mail: offered only while the sandboxes are on.
  if (!context.config.sandboxes) return [];
  return (Object.keys(SOCIAL_PROVIDERS) as SocialProvider[]).map((provider) => ({
    code: provider.toUpperCase(),
    label: SOCIAL_PROVIDERS[provider],
    authorize_url: authorizeUrl(context, provider, input.redirect_uri, input.state ?? ''),
  }));
}

export const socialAccountResolvers = {
  Query: {
    socialLoginProviders: (_: unknown, args: { input: { redirect_uri: string; state: string } }, context: RequestContext) =>
      providers(context, args.input),
  },
  Mutation: {
    generateCustomerTokenBySocialLogin: (_: unknown, args: { input: { provider: ProviderEnum; code: string } }, context: RequestContext) =>
      signIn(context, args.input),
    linkSocialAccount: (_: unknown, args: { input: { provider: ProviderEnum; code: string } }, context: RequestContext) =>
      linkAccount(context, args.input),
    unlinkSocialAccount: (_: unknown, args: { input: { uid: string } }, context: RequestContext) => unlinkAccount(context, args.input),
  },
  Customer: {
    social_accounts: (customer: CustomerRow, _: unknown, context: RequestContext) =>
      accountsOf(context, customer.entity_id).map((account) => ({
        uid: toUid(account.entity_id),
        provider: account.provider.toUpperCase(),
        email: account.email,
        name: account.name,
        linked_at: account.created_at,
      })),
  },
};
