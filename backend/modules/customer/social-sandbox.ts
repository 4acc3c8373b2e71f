/**
 * The sandbox social sign-in provider: it stands in for Google, Facebook and Apple's OAuth
 * authorisation pages, so that signing in with them can be built and tested without their accounts.
 *
 *   GET  /sandbox/social/{google|facebook|apple}/authorize?redirect_uri=…&state=…
 *        a page, plainly marked SANDBOX, where the tester types the e-mail and name the provider
 *        would share
 *   POST the same address: form `email`, `firstname`, `lastname` (or `cancel`) → 303 to
 *        redirect_uri?code=…&state=… (or ?error=access_denied&state=…)
 *
 * The code is signed (sales/sandbox/tokens.ts), valid for five minutes and spent on first use, and
 * stands for the provider's account: the same e-mail at the same provider is the same account.
 * redirect_uri must be on the storefront's origin (STOREFRONT_URL): sending a code, or anyone, to
 * another site would make this an open redirect.
 */
import crypto from 'node:crypto';
import type { BackendServices } from '../../graphql/context';
import { EMAIL } from '../shared/email';
import { escapeHtml } from '../sales/confirmation-email';
import { html, type SandboxResponse } from '../sales/sandbox/http';
import { signToken, spendToken, verifyToken } from '../sales/sandbox/tokens';

export const SOCIAL_PROVIDERS = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;

const CODE_LIFETIME_SECONDS = 5 * 60;

/** What a provider tells about the shopper who signed in with it. */
export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the account. */
  subject: string;
  email: string | null;
  firstname: string;
  lastname: string;
}

export const isSocialProvider = (value: string): value is SocialProvider => Object.hasOwn(SOCIAL_PROVIDERS, value);

/** Whether `uri` is an absolute http(s) address on the storefront's origin (the only place codes may go). */
export function isStorefrontRedirect(services: Pick<BackendServices, 'config'>, uri: string): boolean {
  try {
    const target = new URL(uri);
    return /^https?:$/.test(target.protocol) && target.origin === new URL(services.config.storefrontUrl).origin;
  } catch {
    return false;
  }
}

export function authorizeUrl(
  services: Pick<BackendServices, 'config'>,
  provider: SocialProvider,
  redirectUri: string,
  state: string,
): string {
  const query = new URLSearchParams({ redirect_uri: redirectUri, state });
  return `${services.config.publicUrl}/sandbox/social/${provider}/authorize?${query}`;
}

/** The identity a code stands for, spending the code; null when it is not a valid, unspent code of this provider. */
export function redeemSocialCode(services: Pick<BackendServices, 'db'>, provider: SocialProvider, code: string): SocialIdentity | null {
  const payload = verifyToken(services.db, code);
  if (payload?.kind !== 'social_code' || payload.provider !== provider || !(Number(payload.exp) * 1000 > Date.now())) return null;
  if (!spendToken(services.db, code, 'social_code')) return null;
  return { provider, subject: payload.sub, email: payload.email || null, firstname: payload.firstname, lastname: payload.lastname };
}

const page = (status: number, title: string, content: string) => html(status, title, content, 'SANDBOX — not a real social sign-in');

function authorizePage(provider: SocialProvider, redirectUri: string, state: string, problem?: string): SandboxResponse {
  const label = SOCIAL_PROVIDERS[provider];
  const field = (name: string, text: string, type = 'text', autocomplete = '') =>
    `<div style="width:100%"><label for="${name}">${text}</label><br><input id="${name}" name="${name}" type="${type}"` +
    `${autocomplete ? ` autocomplete="${autocomplete}"` : ''} required style="font:inherit;width:100%;padding:.4rem"></div>`;
  return page(
    problem ? 400 : 200,
    `Sign in with ${label} (sandbox)`,
    `<h1>Sign in with ${escapeHtml(label)} (sandbox)</h1>
<p>This page stands in for ${escapeHtml(label)}. Enter what ${escapeHtml(label)} would share with the shop; nothing is checked.</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" aria-label="Sandbox ${escapeHtml(label)} account">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}"><input type="hidden" name="state" value="${escapeHtml(state)}">
${field('email', 'Email', 'email', 'email')}
${field('firstname', 'First name', 'text', 'given-name')}
${field('lastname', 'Last name', 'text', 'family-name')}
<button type="submit" name="result" value="success">Continue</button>
<button type="submit" name="result" value="cancel" formnovalidate>Cancel</button>
</form>`,
  );
}

const redirect = (location: string): SandboxResponse => ({
  status: 303,
  headers: { Location: location, 'Cache-Control': 'no-store' },
  body: '',
});

function withQuery(uri: string, query: Record<string, string>): string {
  const target = new URL(uri);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
}

function answer(services: BackendServices, provider: SocialProvider, form: URLSearchParams): SandboxResponse {
  const redirectUri = form.get('redirect_uri') ?? '';
  const state = form.get('state') ?? '';
  if (!isStorefrontRedirect(services, redirectUri))
    return page(400, 'Not allowed', '<h1>Not allowed</h1><p>This return address is not the shop’s.</p>');
  if (form.get('result') === 'cancel') return redirect(withQuery(redirectUri, { error: 'access_denied', state }));
  const email = (form.get('email') ?? '').trim();
  const firstname = (form.get('firstname') ?? '').trim();
  const lastname = (form.get('lastname') ?? '').trim();
  if (!EMAIL.test(email) || !firstname || !lastname)
    return authorizePage(provider, redirectUri, state, 'Enter an email address and a name.');
  const code = signToken(services.db, {
    kind: 'social_code',
    provider,
    sub: `sandbox-${crypto.createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 24)}`,
    email,
    firstname,
    lastname,
    exp: String(Math.floor(Date.now() / 1000) + CODE_LIFETIME_SECONDS),
    nid: crypto.randomBytes(12).toString('base64url'),
  });
  return redirect(withQuery(redirectUri, { code, state }));
}

/** Answers a /sandbox/social request, or null when the path is not one of its. */
export async function handleSocialSandbox(
  services: BackendServices,
  method: string,
  url: URL,
  readBody: () => Promise<string>,
): Promise<SandboxResponse | null> {
  const match = /^\/sandbox\/social\/([a-z]+)\/authorize$/.exec(url.pathname);
  if (!match) return null;
  const provider = match[1];
  if (!isSocialProvider(provider)) return page(404, 'Not found', '<h1>Not found</h1><p>There is no such sandbox provider.</p>');
  if (method === 'POST') return answer(services, provider, new URLSearchParams(await readBody()));
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, headers: { Allow: 'GET, POST' }, body: '' };
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  if (!isStorefrontRedirect(services, redirectUri))
    return page(400, 'Not allowed', '<h1>Not allowed</h1><p>This return address is not the shop’s.</p>');
  return authorizePage(provider, redirectUri, url.searchParams.get('state') ?? '');
}
