import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BACKEND_URL } from '../scripts/e2e-env';
import { addAccessory, expectNoSeriousViolations, textsFor } from './test-support';

/**
 * Customer accounts and the signed-in session (issue 5): account creation, sign-in and sign-out,
 * the guest cart merged at sign-in, the signed-in guard, the password reset by e-mail, the
 * session's end, and the security around it (the token out of scripts' reach, cross-site posts
 * refused, security headers).
 */

const store = 'uk';
const t = textsFor(store);
const PASSWORD = 'Secret123!';

function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The sign-in form on the page (the header has a "Sign in" link too). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: t('Account.signInTitle') });
  await form.getByLabel(t('Account.emailLabel')).fill(email);
  await form.getByLabel(t('Account.passwordLabel'), { exact: true }).fill(password);
  await form.getByRole('button', { name: t('Account.signInButton') }).click();
}

/** Creates an account through the page and waits until the header greets the customer. */
async function createAccount(page: Page, email: string, firstname = 'Ada'): Promise<void> {
  await page.goto(`/${store}/create-account?email=${encodeURIComponent(email)}&firstName=${firstname}&lastName=Lovelace`);
  const form = page.getByRole('form', { name: t('Account.createAccountTitle') });
  await form.getByLabel(t('Account.passwordLabel'), { exact: true }).fill(PASSWORD);
  await form.getByLabel(t('Account.confirmationLabel')).fill(PASSWORD);
  await form.getByRole('button', { name: t('Account.createAccountButton') }).click();
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: firstname }) })).toBeVisible();
}

/** Signs out from the header and waits for the page it reloads (or the home page it goes to) to load. */
async function signOut(page: Page): Promise<void> {
  // A full document load: sign-out ends with location.reload() or location.assign().
  const loaded = page.waitForEvent('load');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('AccountMenu.signOut') })
    .click();
  await loaded;
  await expect(page.getByRole('banner').getByRole('link', { name: t('AccountMenu.signIn') })).toBeVisible();
}

async function customerCartNames(page: Page): Promise<string[]> {
  return page.evaluate(async (storeCode) => {
    const query = encodeURIComponent('{customerCart{items{product{name}}}}');
    const answer = await (await fetch(`/graphql?query=${query}`, { headers: { store: storeCode } })).json();
    return (answer.data?.customerCart?.items ?? []).map((item: { product: { name: string } }) => item.product.name);
  }, store);
}

async function latestResetLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mails = (await (await request.get(`${E2E_BACKEND_URL}/outbox`, { params: { to: email } })).json()) as Array<{ text: string }>;
    link = /https?:\/\/\S+\/customer\/account\/createPassword\?token=[\w-]+/.exec(mails[0]?.text ?? '')?.[0];
    expect(link).toBeTruthy();
  }).toPass();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('create an account, sign out, a wrong password, then sign in: the guest cart is merged into the customer’s', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ada');
  await page.goto(`/${store}/create-account?email=${encodeURIComponent(email)}&firstName=Ada&lastName=Lovelace`);
  const form = page.getByRole('form', { name: t('Account.createAccountTitle') });
  // Prefilled from the order's query parameters, as /success links here.
  await expect(form.getByLabel(t('Account.emailLabel'))).toHaveValue(email);
  await expect(form.getByLabel(t('Account.firstnameLabel'))).toHaveValue('Ada');
  await expect(form.getByLabel(t('Account.lastnameLabel'))).toHaveValue('Lovelace');
  await expectNoSeriousViolations(page);

  // Magento's password rules are checked in the browser; nothing typed is lost.
  await form.getByLabel(t('Account.passwordLabel'), { exact: true }).fill('password');
  await form.getByLabel(t('Account.confirmationLabel')).fill('different');
  await form.getByRole('button', { name: t('Account.createAccountButton') }).click();
  await expect(form.getByText(t('Account.passwordClasses'))).toBeVisible();
  await expect(form.getByText(t('Account.passwordMismatch'))).toBeVisible();
  await expect(form.getByLabel(t('Account.emailLabel'))).toHaveValue(email);

  await form.getByLabel(t('Account.passwordLabel'), { exact: true }).fill(PASSWORD);
  await form.getByLabel(t('Account.confirmationLabel')).fill(PASSWORD);
  await form.getByLabel(t('Account.newsletterLabel')).check();
  await form.getByRole('button', { name: t('Account.createAccountButton') }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}$`));
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: 'Ada' }) })).toBeVisible();

  await signOut(page);

  // As a guest: an item in the cart.
  await addAccessory(page, request, store);
  await expect(page.getByRole('link', { name: t('Header.cart') })).toContainText('1');

  await page.goto(`/${store}/sign-in`);
  await signIn(page, email, 'Wrong123!');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('sign-in was incorrect');
  await expect(page.getByRole('form', { name: t('Account.signInTitle') }).getByLabel(t('Account.emailLabel'))).toHaveValue(email);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${store}$`));
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: 'Ada' }) })).toBeVisible();
  await expect.poll(() => customerCartNames(page)).toHaveLength(1);
  await expect(page.getByRole('link', { name: t('Header.cart') })).toContainText('1');
});

test('each signed-in area sends a visitor to sign in, and back there after signing in', async ({ page }) => {
  const email = uniqueEmail('guard');
  await createAccount(page, email);
  await signOut(page);

  for (const area of [
    'order-history',
    'address-book',
    'account-information',
    'wishlist',
    'saved-payments',
    'communications',
    'giftcard',
    'prescription',
  ]) {
    const response = await page.request.get(`/${store}/${area}`, { maxRedirects: 0 });
    expect(response.status(), area).toBe(307);
    expect(response.headers()['location'], area).toMatch(
      new RegExp(`/${store}/sign-in\\?redirect=${encodeURIComponent(`/${store}/${area}`)}$`),
    );
  }

  await page.goto(`/${store}/address-book`);
  await expect(page).toHaveURL(new RegExp(`/${store}/sign-in\\?redirect=${encodeURIComponent(`/${store}/address-book`)}$`));
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${store}/address-book$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.addressBookTitle'));
  await expect(page.getByRole('navigation', { name: t('Account.accountNavigation') })).toBeVisible();
  await expectNoSeriousViolations(page);

  // An account page is the customer's own: never cached.
  const own = await page.request.get(`/${store}/address-book`);
  expect(own.headers()['cache-control']).toMatch(/private/);
  expect(own.headers()['cache-control']).toMatch(/no-store/);

  // No open redirect: another site is never where sign-in leads.
  await signOut(page);
  await page.goto(`/${store}/sign-in?redirect=${encodeURIComponent('//evil.example/')}`);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${store}$`));
});

test('forgot password: the e-mailed link sets a new password, once; the old password stops working', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await createAccount(page, email);
  await signOut(page);

  await page.goto(`/${store}/forgot-password`);
  const form = page.getByRole('form', { name: t('Account.forgotPasswordTitle') });
  await form.getByLabel(t('Account.emailLabel')).fill(email);
  await form.getByRole('button', { name: t('Account.sendResetLink') }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(t('Account.resetLinkSent', { email }));

  // An address without an account gets the very same answer.
  await page.goto(`/${store}/forgot-password`);
  const stranger = uniqueEmail('nobody');
  await form.getByLabel(t('Account.emailLabel')).fill(stranger);
  await form.getByRole('button', { name: t('Account.sendResetLink') }).click();
  await expect(page.getByRole('status').filter({ hasText: stranger })).toHaveText(t('Account.resetLinkSent', { email: stranger }));

  const link = await latestResetLink(request, email);
  const newPassword = 'Another456?';
  await page.goto(link);
  const reset = page.getByRole('form', { name: t('Account.createPasswordTitle') });
  await reset.getByLabel(t('Account.emailLabel')).fill(email);
  await reset.getByLabel(t('Account.newPasswordLabel')).fill(newPassword);
  await reset.getByLabel(t('Account.confirmationLabel')).fill(newPassword);
  await reset.getByRole('button', { name: t('Account.savePassword') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('Account.passwordSaved') })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await reset.getByLabel(t('Account.emailLabel')).fill(email);
  await reset.getByLabel(t('Account.newPasswordLabel')).fill('Third789!x');
  await reset.getByLabel(t('Account.confirmationLabel')).fill('Third789!x');
  await reset.getByRole('button', { name: t('Account.savePassword') }).click();
  await expect(reset.getByRole('link', { name: t('Account.requestNewLink') })).toBeVisible();

  await page.goto(`/${store}/sign-in`);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: 'Ada' }) })).toBeVisible();

  // A link without its token says so, and offers a new one.
  await page.goto(`/${store}/customer/account/createPassword`);
  await expect(page.getByText(t('Account.resetTokenMissing'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: t('Account.requestNewLink') })).toBeVisible();
});

test('social sign-in through the sandbox provider, back to where the shopper was going', async ({ page }) => {
  await page.goto(`/${store}/sign-in?redirect=${encodeURIComponent(`/${store}/communications`)}`);
  await page.getByRole('link', { name: t('Account.socialSignIn', { provider: 'Google' }) }).click();
  await expect(page).toHaveURL(/\/sandbox\/social\/google\/authorize/);
  await page.getByLabel('Email').fill(uniqueEmail('social'));
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${store}/communications$`));
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: 'Grace' }) })).toBeVisible();

  // A return that does not carry this tab's state signs no one in.
  await signOut(page);
  await page.goto(`/${store}/sign-in?code=forged&state=forged`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('Account.socialSignInFailed'));
  expect(await page.evaluate(async () => (await fetch('/api/session')).json())).toEqual({ signedIn: false });
});

test('the session ends by itself at its end: signed out and reloaded', async ({ page }) => {
  await createAccount(page, uniqueEmail('expiry'));
  // Make the browser's record end in two seconds; the 1-second check signs out and reloads.
  await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('signin_token') ?? '{}');
    localStorage.setItem('signin_token', JSON.stringify({ ...record, timeStored: Date.now() - (record.ttl - 2) * 1000 }));
  });
  await page.reload();
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: 'Ada' }) })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await expect(page.getByRole('banner').getByRole('link', { name: t('AccountMenu.signIn') })).toBeVisible({ timeout: 10_000 });
  await reloaded;
  expect(await page.evaluate(() => localStorage.getItem('signin_token'))).toBeNull();
  expect(await page.evaluate(async () => (await fetch('/api/session')).json())).toEqual({ signedIn: false });
});

test('an expired record on load signs out', async ({ page }) => {
  await createAccount(page, uniqueEmail('stale'));
  await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem('signin_token') ?? '{}');
    localStorage.setItem('signin_token', JSON.stringify({ ...record, timeStored: Date.now() - (record.ttl + 5) * 1000 }));
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: t('AccountMenu.signIn') })).toBeVisible();
  await expect.poll(async () => page.evaluate(async () => (await fetch('/api/session')).json())).toEqual({ signedIn: false });
});

test('the token is never where a script can read it', async ({ page, context }) => {
  const email = uniqueEmail('token');
  await createAccount(page, email);
  await signOut(page);
  await page.goto(`/${store}/sign-in`);
  const signInAnswer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes('SignIn'),
  );
  await signIn(page, email, PASSWORD);
  const answer = await (await signInAnswer).json();
  expect(answer.data.generateCustomerToken.token).toBe('');
  await expect(page.getByRole('link', { name: t('AccountMenu.greeting', { name: 'Ada' }) })).toBeVisible();

  const session = (await context.cookies()).find((cookie) => cookie.name === 'customer_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    html: document.documentElement.outerHTML,
  }));
  expect(readable.cookie).not.toContain('customer_session');
  expect(JSON.parse(readable.local.signin_token)).toEqual({
    value: 'session-cookie',
    timeStored: expect.any(Number),
    ttl: expect.any(Number),
  });
  for (const text of [readable.cookie, JSON.stringify(readable.local), JSON.stringify(readable.session), readable.html]) {
    expect(text).not.toContain(session!.value);
  }
});

test('a cross-site POST to a state-changing endpoint is refused', async ({ request }) => {
  const evil = { Origin: 'https://evil.example', 'Content-Type': 'application/json' };
  const graphql = await request.post('/graphql', { headers: evil, data: { query: 'mutation { createEmptyCart }' } });
  expect(graphql.status()).toBe(403);
  const rest = await request.post(`/rest/${store}/V1/guest-carts/x/payment-information`, { headers: evil, data: {} });
  expect(rest.status()).toBe(403);
  const session = await request.delete('/api/session', { headers: evil });
  expect(session.status()).toBe(403);
});

test('security headers on catalogue and account pages', async ({ request }) => {
  for (const path of [`/${store}`, `/${store}/sign-in`]) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'];
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    expect(csp, path).toContain("form-action 'self'");
    expect(csp, path).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=(self)');
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
  }
  // Personal pages (rendered per request) run only the scripts carrying this response's nonce.
  const signIn = await request.get(`/${store}/sign-in`);
  const nonce = /'nonce-([^']+)'/.exec(signIn.headers()['content-security-policy'])?.[1];
  expect(nonce).toBeTruthy();
  expect(await signIn.text()).toContain(`nonce="${nonce}"`);
  expect((await request.get(`/${store}`)).headers()['content-security-policy']).not.toContain('nonce-');
});

test('pages work under the Content-Security-Policy: no violation while signing in', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`/${store}`);
  await createAccount(page, uniqueEmail('csp'));
  await page.goto(`/${store}/order-history`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Account.orderHistoryTitle'));
  expect(violations).toEqual([]);
});
