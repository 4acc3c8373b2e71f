/** @jest-environment node */
import { signToken } from '../modules/sales/sandbox/tokens';
import { customerFixtures, uniqueEmail } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signUp, asCustomer } = customerFixtures(() => shop, STORE);

const NOT_AUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };
const INVALID_CODE = 'The sign-in code is not valid or has expired. Sign in again.';

const storefront = () => shop.backend.services.config.storefrontUrl;
const returnUri = () => `${storefront()}/${STORE}/social/return`;

interface Identity {
  email: string;
  firstname?: string;
  lastname?: string;
}

/** The shopper's trip through the sandbox provider: its page, then the form; answers where it sends them back. */
async function throughProvider(provider: string, identity: Identity | 'cancel', state = 'state-123'): Promise<URL> {
  const providers = await shop.gql(
    `query($input: SocialLoginProvidersInput!) { socialLoginProviders(input: $input) { code label authorize_url } }`,
    { input: { redirect_uri: returnUri(), state } },
    { store: STORE },
  );
  const start = providers.body.data.socialLoginProviders.find((p: { code: string }) => p.code === provider.toUpperCase()).authorize_url;
  const page = await fetch(start);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('SANDBOX — not a real social sign-in');
  const form = new URLSearchParams({ redirect_uri: returnUri(), state });
  if (identity === 'cancel') form.set('result', 'cancel');
  else {
    form.set('result', 'success');
    form.set('email', identity.email);
    form.set('firstname', identity.firstname ?? 'Grace');
    form.set('lastname', identity.lastname ?? 'Hopper');
  }
  const pressed = await fetch(start, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(pressed.status).toBe(303);
  const back = new URL(pressed.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(returnUri());
  expect(back.searchParams.get('state')).toBe(state);
  return back;
}

const codeFor = async (provider: string, identity: Identity) => (await throughProvider(provider, identity)).searchParams.get('code')!;

const socialSignIn = (provider: string, code: string) =>
  shop.gql(
    `mutation($input: SocialLoginCodeInput!) { generateCustomerTokenBySocialLogin(input: $input) { token } }`,
    { input: { provider, code } },
    { store: STORE },
  );

const SOCIAL = `social_accounts { uid provider email name linked_at }`;
const link = (token: string, provider: string, code: string) =>
  asCustomer(token, `mutation($input: SocialLoginCodeInput!) { linkSocialAccount(input: $input) { customer { email ${SOCIAL} } } }`, {
    input: { provider, code },
  });
const unlink = (token: string, uid: string) =>
  asCustomer(token, `mutation($uid: ID!) { unlinkSocialAccount(input: { uid: $uid }) { customer { ${SOCIAL} } } }`, { uid });
const me = async (token: string) => (await asCustomer(token, `{ customer { email firstname lastname ${SOCIAL} } }`)).body.data.customer;

// ---------------------------------------------------------------------------------------------

describe('the sandbox sign-in provider', () => {
  it('lists Google, Facebook and Apple with their sign-in addresses', async () => {
    const { body } = await shop.gql(
      `{ socialLoginProviders(input: { redirect_uri: "${returnUri()}", state: "s" }) { code label authorize_url } }`,
      {},
      { store: STORE },
    );
    expect(body.data.socialLoginProviders.map((p: any) => [p.code, p.label])).toEqual([
      ['GOOGLE', 'Google'],
      ['FACEBOOK', 'Facebook'],
      ['APPLE', 'Apple'],
    ]);
    const url = new URL(body.data.socialLoginProviders[0].authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${shop.url}/sandbox/social/google/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirect_uri: returnUri(), state: 's' });
  });

  it('sends nobody, and no code, to another site (no open redirect)', async () => {
    for (const target of [
      'https://evil.example/return',
      '//evil.example/return',
      'javascript:alert(1)',
      `${storefront()}.evil.example/x`,
    ]) {
      const query = await shop.gql(
        `query($uri: String!) { socialLoginProviders(input: { redirect_uri: $uri, state: "s" }) { code } }`,
        { uri: target },
        { store: STORE },
      );
      expect(query.body.errors?.[0].message).toBe('The redirect_uri must be an address of the storefront.');
      const page = await fetch(`${shop.url}/sandbox/social/google/authorize?${new URLSearchParams({ redirect_uri: target, state: 's' })}`);
      expect(page.status).toBe(400);
      const posted = await fetch(`${shop.url}/sandbox/social/google/authorize`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          redirect_uri: target,
          state: 's',
          result: 'success',
          email: 'a@example.com',
          firstname: 'A',
          lastname: 'B',
        }).toString(),
        redirect: 'manual',
      });
      expect(posted.status).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
    }
    expect((await fetch(`${shop.url}/sandbox/social/myspace/authorize?redirect_uri=${encodeURIComponent(returnUri())}`)).status).toBe(404);
  });

  it('returns an error, not a code, when the shopper cancels', async () => {
    const back = await throughProvider('google', 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });
});

describe('signing in with a social account', () => {
  it('creates the account for a new e-mail, and signs the same account in next time', async () => {
    const email = uniqueEmail('grace');
    const first = await socialSignIn('GOOGLE', await codeFor('google', { email }));
    const token = first.body.data.generateCustomerTokenBySocialLogin.token;
    expect(await me(token)).toEqual({
      email,
      firstname: 'Grace',
      lastname: 'Hopper',
      social_accounts: [{ uid: expect.any(String), provider: 'GOOGLE', email, name: 'Grace Hopper', linked_at: expect.any(String) }],
    });
    const again = await socialSignIn('GOOGLE', await codeFor('google', { email }));
    expect((await me(again.body.data.generateCustomerTokenBySocialLogin.token)).email).toBe(email);
    expect(shop.backend.services.db.prepare('SELECT COUNT(*) FROM customer_entity WHERE email = ?').pluck().get(email)).toBe(1);
  });

  it('spends a code once, and refuses a code of another provider, an altered or an expired one', async () => {
    const code = await codeFor('facebook', { email: uniqueEmail('once') });
    expect((await socialSignIn('GOOGLE', code)).body.errors?.[0].message).toBe(INVALID_CODE);
    expect((await socialSignIn('FACEBOOK', code)).body.data.generateCustomerTokenBySocialLogin.token).toEqual(expect.any(String));
    expect((await socialSignIn('FACEBOOK', code)).body.errors?.[0]).toMatchObject({
      message: INVALID_CODE,
      extensions: { category: 'graphql-input' },
    });
    expect((await socialSignIn('FACEBOOK', `${code}x`)).body.errors?.[0].message).toBe(INVALID_CODE);
    const expired = signToken(shop.backend.services.db, {
      kind: 'social_code',
      provider: 'facebook',
      sub: 'sandbox-expired',
      email: uniqueEmail('late'),
      firstname: 'Late',
      lastname: 'Comer',
      exp: String(Math.floor(Date.now() / 1000) - 1),
      nid: 'x',
    });
    expect((await socialSignIn('FACEBOOK', expired)).body.errors?.[0].message).toBe(INVALID_CODE);
  });

  it('never signs into an existing account that has not linked the provider; its owner links it first', async () => {
    const { email, token } = await signUp();
    const refused = await socialSignIn('APPLE', await codeFor('apple', { email }));
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'An account with this email address already exists. Sign in with your password, then link Apple in your account.',
      extensions: { category: 'graphql-already-exists' },
    });
    const linked = await link(token, 'APPLE', await codeFor('apple', { email }));
    expect(linked.body.data.linkSocialAccount.customer.social_accounts).toEqual([expect.objectContaining({ provider: 'APPLE', email })]);
    const signedIn = await socialSignIn('APPLE', await codeFor('apple', { email }));
    expect((await me(signedIn.body.data.generateCustomerTokenBySocialLogin.token)).email).toBe(email);
  });
});

describe('linking and unlinking social accounts', () => {
  it('links one account per provider, never one already linked to someone else, and unlinks', async () => {
    const { token } = await signUp();
    const googleEmail = uniqueEmail('google');
    expect((await link(token, 'GOOGLE', await codeFor('google', { email: googleEmail }))).body.errors).toBeUndefined();
    // The same Google account again: nothing changes.
    expect(
      (await link(token, 'GOOGLE', await codeFor('google', { email: googleEmail }))).body.data.linkSocialAccount.customer.social_accounts,
    ).toHaveLength(1);
    expect((await link(token, 'GOOGLE', await codeFor('google', { email: uniqueEmail('second') }))).body.errors?.[0].message).toBe(
      'A Google account is already linked to your account. Unlink it first.',
    );
    const other = await signUp();
    expect((await link(other.token, 'GOOGLE', await codeFor('google', { email: googleEmail }))).body.errors?.[0]).toMatchObject({
      message: 'This Google account is already linked to another customer account.',
      extensions: { category: 'graphql-already-exists' },
    });

    const [account] = (await me(token)).social_accounts;
    expect((await unlink(other.token, account.uid)).body.errors?.[0]).toMatchObject({
      message: `Could not find a social account with uid "${account.uid}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect((await unlink(token, account.uid)).body.data.unlinkSocialAccount.customer.social_accounts).toEqual([]);
    // Unlinked, it may now be linked by the other customer.
    expect((await link(other.token, 'GOOGLE', await codeFor('google', { email: googleEmail }))).body.errors).toBeUndefined();
  });

  it('keeps a way to sign in: an account made by a social sign-in cannot unlink its only one', async () => {
    const email = uniqueEmail('only');
    const token = (await socialSignIn('GOOGLE', await codeFor('google', { email }))).body.data.generateCustomerTokenBySocialLogin.token;
    const [account] = (await me(token)).social_accounts;
    expect((await unlink(token, account.uid)).body.errors?.[0].message).toBe(
      'This is the only way to sign in to your account. Set a password (Forgot password) before unlinking it.',
    );
  });

  it('needs a signed-in customer', async () => {
    const code = await codeFor('google', { email: uniqueEmail() });
    const { body } = await shop.gql(
      `mutation($code: String!) { linkSocialAccount(input: { provider: GOOGLE, code: $code }) { customer { email } } }`,
      { code },
      { store: STORE },
    );
    expect(body.errors?.[0]).toMatchObject(NOT_AUTHORIZED);
  });
});
