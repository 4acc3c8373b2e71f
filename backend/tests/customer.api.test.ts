/** @jest-environment node */
import { LOCKOUT_FAILURES } from '../modules/customer/authentication';
import { DEMO_CUSTOMER } from '../db/seed';
import { PASSWORD, bearer, customerFixtures, uniqueEmail } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signIn, signUp, asCustomer } = customerFixtures(() => shop, STORE);
const db = () => shop.backend.services.db;

const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const NOT_AUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };

const CUSTOMER = `firstname lastname email is_subscribed date_of_birth default_billing default_shipping
  addresses { id firstname lastname street city postcode telephone company vat_id region { region_code region region_id } region_id
    country_code default_shipping default_billing }`;

const customerOf = async (token: string, store = STORE) => (await asCustomer(token, `{ customer { ${CUSTOMER} } }`, {}, store)).body;
const tokenCount = (email: string) =>
  (
    db()
      .prepare(
        'SELECT COUNT(*) AS n FROM oauth_token t JOIN customer_entity c ON c.entity_id = t.customer_id WHERE c.email = ? AND t.revoked = 0',
      )
      .get(email) as { n: number }
  ).n;
const mails = async (email: string) => (await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(email)}`)).json()) as any[];

// ---------------------------------------------------------------------------------------------

describe('signing up and signing in', () => {
  it('creates an account, signs in with it and reads it', async () => {
    const email = uniqueEmail();
    const created = await shop.gql(
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { firstname lastname email is_subscribed date_of_birth } } }`,
      { input: { firstname: ' Ada ', lastname: 'Lovelace', email, password: PASSWORD, date_of_birth: '1990-12-10' } },
      { store: STORE },
    );
    expect(created.body).toEqual({
      data: {
        createCustomerV2: {
          customer: { firstname: 'Ada', lastname: 'Lovelace', email, is_subscribed: false, date_of_birth: '1990-12-10' },
        },
      },
    });
    const signedIn = await signIn(email);
    const token = signedIn.body.data.generateCustomerToken.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect((await customerOf(token)).data.customer).toMatchObject({ email, firstname: 'Ada', addresses: [], default_shipping: null });
    // Only the token's hash is stored.
    expect(db().prepare('SELECT COUNT(*) AS n FROM oauth_token WHERE token_hash = ?').get(token)).toEqual({ n: 0 });
  });

  it('refuses an e-mail already used in the website, but not in another website', async () => {
    const { email } = await signUp();
    const again = await shop.gql(
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { firstname: 'Ada', lastname: 'Byron', email: email.toUpperCase(), password: PASSWORD } },
      { store: STORE },
    );
    expect(again.body.errors).toEqual([
      expect.objectContaining({
        message: 'A customer with the same email address already exists in an associated website.',
        extensions: { category: 'graphql-already-exists' },
      }),
    ]);
    // Accounts are per website: the same e-mail may have one in the us website.
    await signUp({ email }, 'us');
  });

  it('checks names, e-mail and Magento password rules', async () => {
    const create = (input: Record<string, unknown>) =>
      shop.gql(
        `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
        { input: { firstname: 'Ada', lastname: 'Lovelace', email: uniqueEmail(), password: PASSWORD, ...input } },
        { store: STORE },
      );
    const message = async (input: Record<string, unknown>) => (await create(input)).body.errors?.[0]?.message;
    expect(await message({ firstname: ' ', lastname: '' })).toBe('Required parameters are missing: First Name, Last Name');
    expect(await message({ email: 'ada@' })).toBe('"ada@" is not a valid email address.');
    expect(await message({ password: 'Ab1!' })).toBe('The password needs at least 8 characters. Create a new password and try again.');
    expect(await message({ password: 'onlylowercase1' })).toBe(
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    );
    expect(await message({ password: ' Sunny-Lens-2024' })).toBe(
      "The password can't begin or end with a space. Verify the password and try again.",
    );
    expect(await message({ email: 'Same.As-Email1@example.com', password: 'same.as-email1@example.com' })).toBe(
      "The password can't be the same as the email address. Create a new password and try again.",
    );
    expect(await message({ date_of_birth: '2001-02-30' })).toBe('Invalid value of "2001-02-30" provided for the date_of_birth field.');
    expect((await create({ firstname: '' })).body.errors?.[0]?.extensions).toEqual({ category: 'graphql-input' });
  });

  it('answers a wrong password, an unknown e-mail and another website alike', async () => {
    const { email } = await signUp();
    const failures = [await signIn(email, 'Wrong-Password-1'), await signIn(uniqueEmail('nobody')), await signIn(email, PASSWORD, 'us')];
    for (const failure of failures) {
      expect(failure.body).toEqual({
        data: { generateCustomerToken: null },
        errors: [expect.objectContaining({ message: SIGN_IN_FAILED, extensions: { category: 'graphql-authentication' } })],
      });
    }
    expect((await signIn('', PASSWORD)).body.errors?.[0].message).toBe('Specify the "email" value.');
    expect((await signIn(email, '')).body.errors?.[0].message).toBe('Specify the "password" value.');
  });
});

describe('lockout after repeated failed sign-ins (lockout_failures 10, lockout_threshold 10 minutes)', () => {
  it('locks the account, refuses even the right password, and lets it in once the lock has passed', async () => {
    const { email } = await signUp();
    for (let i = 1; i < LOCKOUT_FAILURES; i++)
      expect((await signIn(email, `Wrong-Password-${i}`)).body.errors?.[0].message).toBe(SIGN_IN_FAILED);
    // Nine failures: not locked yet, and a success clears the count.
    expect((await signIn(email)).body.data.generateCustomerToken.token).toEqual(expect.any(String));
    for (let i = 1; i <= LOCKOUT_FAILURES; i++) await signIn(email, `Wrong-Password-${i}`);
    const locked = db().prepare('SELECT failures_num, lock_expires FROM customer_entity WHERE email = ?').get(email) as any;
    expect(locked.failures_num).toBe(LOCKOUT_FAILURES);
    const lockMinutes = (Date.parse(`${locked.lock_expires.replace(' ', 'T')}Z`) - Date.now()) / 60_000;
    expect(lockMinutes).toBeGreaterThan(9);
    expect(lockMinutes).toBeLessThanOrEqual(10);

    // Locked: the right password gets the same answer as a wrong one, and the lock does not grow.
    expect((await signIn(email)).body.errors?.[0].message).toBe(SIGN_IN_FAILED);
    expect(db().prepare('SELECT lock_expires FROM customer_entity WHERE email = ?').pluck().get(email)).toBe(locked.lock_expires);

    db().prepare("UPDATE customer_entity SET lock_expires = '2000-01-01 00:00:00' WHERE email = ?").run(email);
    expect((await signIn(email)).body.data.generateCustomerToken.token).toEqual(expect.any(String));
    expect(db().prepare('SELECT failures_num, lock_expires FROM customer_entity WHERE email = ?').get(email)).toEqual({
      failures_num: 0,
      lock_expires: null,
    });
  });

  it('starts counting again when the first failure is older than the threshold', async () => {
    const { email } = await signUp();
    for (let i = 1; i < LOCKOUT_FAILURES; i++) await signIn(email, 'Wrong-Password-1');
    db().prepare("UPDATE customer_entity SET first_failure = '2000-01-01 00:00:00' WHERE email = ?").run(email);
    await signIn(email, 'Wrong-Password-1');
    expect(db().prepare('SELECT failures_num, lock_expires FROM customer_entity WHERE email = ?').get(email)).toEqual({
      failures_num: 1,
      lock_expires: null,
    });
  });
});

describe('sign-in tokens', () => {
  it('refuses customer operations without a token', async () => {
    const { body } = await shop.gql(`{ customer { email } }`, {}, { store: STORE });
    expect(body.errors).toEqual([expect.objectContaining(NOT_AUTHORIZED)]);
  });

  it('refuses every request with an expired, revoked or unknown token, guest operations included', async () => {
    const { email, token } = await signUp();
    const guestQuery = (headers: Record<string, string>) => shop.gql(`{ storeConfig { store_code } }`, {}, { store: STORE, headers });
    expect((await guestQuery(bearer(token))).body).toEqual({ data: { storeConfig: { store_code: 'uk' } } });
    expect((await guestQuery(bearer('not-a-token'))).body).toEqual({ errors: [NOT_AUTHORIZED] });
    // An empty bearer (a storefront without a token) is a guest.
    expect((await guestQuery({ Authorization: 'Bearer ' })).body.data).toEqual({ storeConfig: { store_code: 'uk' } });

    db()
      .prepare(
        "UPDATE oauth_token SET expires_at = '2000-01-01 00:00:00' WHERE customer_id = (SELECT entity_id FROM customer_entity WHERE email = ?)",
      )
      .run(email);
    expect((await customerOf(token)).errors).toEqual([NOT_AUTHORIZED]);
    expect((await guestQuery(bearer(token))).body).toEqual({ errors: [NOT_AUTHORIZED] });
  });

  it('lasts the configured lifetime (1 hour by default)', async () => {
    const { email } = await signUp();
    const row = db()
      .prepare(
        'SELECT t.created_at, t.expires_at FROM oauth_token t JOIN customer_entity c ON c.entity_id = t.customer_id WHERE c.email = ?',
      )
      .get(email) as { created_at: string; expires_at: string };
    const seconds = (Date.parse(`${row.expires_at}Z`) - Date.parse(`${row.created_at}Z`)) / 1000;
    expect(seconds).toBe(3600);

    const config = shop.backend.services.config;
    config.customerTokenLifetime = 1;
    try {
      const token = (await signIn(email)).body.data.generateCustomerToken.token;
      expect((await customerOf(token)).data.customer.email).toBe(email);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await customerOf(token)).errors).toEqual([NOT_AUTHORIZED]);
    } finally {
      config.customerTokenLifetime = 3600;
    }
  });

  it('revokes every token of the customer on sign-out', async () => {
    const { email, token } = await signUp();
    const other = (await signIn(email)).body.data.generateCustomerToken.token;
    expect(tokenCount(email)).toBe(2);
    const revoked = await asCustomer(token, `mutation { revokeCustomerToken { result } }`);
    expect(revoked.body).toEqual({ data: { revokeCustomerToken: { result: true } } });
    expect((await customerOf(token)).errors).toEqual([NOT_AUTHORIZED]);
    expect((await customerOf(other)).errors).toEqual([NOT_AUTHORIZED]);
    expect((await shop.gql(`mutation { revokeCustomerToken { result } }`, {}, { store: STORE })).body.errors).toEqual([
      expect.objectContaining(NOT_AUTHORIZED),
    ]);
  });

  it('is valid only in the store views of the customer’s website', async () => {
    const { token } = await signUp({}, 'ae_en');
    expect((await customerOf(token, 'ae_ar')).data.customer.firstname).toBe('Ada');
    expect((await customerOf(token, 'uk')).errors).toEqual([NOT_AUTHORIZED]);
  });

  it('keeps answers with a token out of shared caches', async () => {
    const { token } = await signUp();
    const { headers } = await asCustomer(token, `{ storeConfig { store_code } }`);
    expect(headers.get('cache-control')).toBe('no-store');
    const guest = await shop.gql(`{ storeConfig { store_code } }`, {}, { store: STORE });
    expect(guest.headers.get('x-magento-cache-id')).not.toBe(headers.get('x-magento-cache-id'));
  });
});

describe('account information', () => {
  it('updates the name and date of birth', async () => {
    const { token } = await signUp();
    const updated = await asCustomer(
      token,
      `mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname lastname date_of_birth } } }`,
      { input: { firstname: 'Augusta', date_of_birth: '1815-12-10' } },
    );
    expect(updated.body.data.updateCustomerV2.customer).toEqual({
      firstname: 'Augusta',
      lastname: 'Lovelace',
      date_of_birth: '1815-12-10',
    });
    expect((await customerOf(token)).data.customer).toMatchObject({ firstname: 'Augusta', date_of_birth: '1815-12-10' });
    const empty = await asCustomer(
      token,
      `mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname } } }`,
      { input: { lastname: '' } },
    );
    expect(empty.body.errors?.[0].message).toBe('Required parameters are missing: Last Name');
  });

  it('changes the e-mail only with the right password', async () => {
    const { email, token } = await signUp();
    const taken = (await signUp()).email;
    const change = (newEmail: string, password: string) =>
      asCustomer(
        token,
        `mutation($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }`,
        {
          email: newEmail,
          password,
        },
      );
    expect((await change(uniqueEmail(), 'Wrong-Password-1')).body.errors?.[0]).toMatchObject({
      message: "The password doesn't match this account. Verify the password and try again.",
      extensions: { category: 'graphql-authentication' },
    });
    expect((await change(taken, PASSWORD)).body.errors?.[0]).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-already-exists' },
    });
    expect((await change('not-an-email', PASSWORD)).body.errors?.[0].message).toBe('"not-an-email" is not a valid email address.');
    const newEmail = uniqueEmail('renamed');
    expect((await change(newEmail, PASSWORD)).body.data.updateCustomerEmail.customer.email).toBe(newEmail);
    expect((await signIn(newEmail)).body.data.generateCustomerToken.token).toEqual(expect.any(String));
    expect((await signIn(email)).body.errors?.[0].message).toBe(SIGN_IN_FAILED);
  });

  it('changes the password: the old one stops working, the new one must follow the rules', async () => {
    const { email, token } = await signUp();
    const change = (currentPassword: string, newPassword: string) =>
      asCustomer(
        token,
        `mutation($current: String!, $new: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $new) { email } }`,
        { current: currentPassword, new: newPassword },
      );
    expect((await change('Wrong-Password-1', 'Another-Pass-99')).body.errors?.[0].message).toBe(
      "The password doesn't match this account. Verify the password and try again.",
    );
    expect((await change(PASSWORD, 'short')).body.errors?.[0].message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
    expect((await change(PASSWORD, 'Another-Pass-99')).body).toEqual({ data: { changeCustomerPassword: { email } } });
    expect((await signIn(email)).body.errors?.[0].message).toBe(SIGN_IN_FAILED);
    expect((await signIn(email, 'Another-Pass-99')).body.data.generateCustomerToken.token).toEqual(expect.any(String));
  });
});

describe('password reset by e-mail', () => {
  const request = (email: string) =>
    shop.gql(`mutation($email: String!) { requestPasswordResetEmail(email: $email) }`, { email }, { store: STORE });
  const reset = (email: string, token: string, newPassword = 'Brand-New-Pass-1') =>
    shop.gql(
      `mutation($email: String!, $token: String!, $password: String!) { resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`,
      { email, token, password: newPassword },
      { store: STORE },
    );
  /** The token of the newest reset link mailed to `email`. */
  async function linkToken(email: string): Promise<string> {
    const [mail] = await mails(email);
    expect(mail.subject).toBe('Reset your Brillora password');
    const link = /https?:\/\/\S+\/customer\/account\/createPassword\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    expect(link.startsWith(`${shop.backend.services.config.storefrontUrl}/${STORE}/customer/account/createPassword?token=`)).toBe(true);
    expect(mail.html).toContain(link);
    return new URL(link).searchParams.get('token')!;
  }

  it('answers true whether or not the e-mail has an account, and mails only an account', async () => {
    const nobody = uniqueEmail('nobody');
    expect((await request(nobody)).body).toEqual({ data: { requestPasswordResetEmail: true } });
    expect(await mails(nobody)).toEqual([]);
    expect((await request('not-an-email')).body.errors?.[0].message).toBe('The email address has an invalid format.');
  });

  it('sets a new password with the link from the outbox, once; the old password and sessions stop working', async () => {
    const { email, token: session } = await signUp();
    expect((await request(email)).body.data.requestPasswordResetEmail).toBe(true);
    const token = await linkToken(email);
    expect((await reset(uniqueEmail('other'), token)).body.errors?.[0]).toMatchObject({
      message: "Cannot set the customer's password",
      extensions: { category: 'graphql-input' },
    });
    // A weak password is refused with Magento's rule, and the link still works afterwards.
    expect((await reset(email, token, 'weak')).body.errors?.[0].message).toBe(
      'The password needs at least 8 characters. Create a new password and try again.',
    );
    expect((await reset(email, token)).body).toEqual({ data: { resetPassword: true } });
    expect((await signIn(email)).body.errors?.[0].message).toBe(SIGN_IN_FAILED);
    expect((await signIn(email, 'Brand-New-Pass-1')).body.data.generateCustomerToken.token).toEqual(expect.any(String));
    expect((await customerOf(session)).errors).toEqual([NOT_AUTHORIZED]);
    // Single use.
    expect((await reset(email, token, 'Third-Pass-333')).body.errors?.[0].message).toBe("Cannot set the customer's password");
  });

  it('refuses an expired link, and one replaced by a newer request', async () => {
    const { email } = await signUp();
    await request(email);
    const first = await linkToken(email);
    db().prepare("UPDATE customer_entity SET rp_token_created_at = datetime('now', '-121 minutes') WHERE email = ?").run(email);
    expect((await reset(email, first)).body.errors?.[0].message).toBe("Cannot set the customer's password");

    await request(email);
    const second = await linkToken(email);
    await request(email);
    const third = await linkToken(email);
    expect((await reset(email, second)).body.errors?.[0].message).toBe("Cannot set the customer's password");
    expect((await reset(email, third)).body.data.resetPassword).toBe(true);
  });

  it('unlocks a locked account', async () => {
    const { email } = await signUp();
    for (let i = 0; i < LOCKOUT_FAILURES; i++) await signIn(email, 'Wrong-Password-1');
    await request(email);
    expect((await reset(email, await linkToken(email))).body.data.resetPassword).toBe(true);
    expect((await signIn(email, 'Brand-New-Pass-1')).body.data.generateCustomerToken.token).toEqual(expect.any(String));
  });
});

describe('newsletter', () => {
  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    shop.gql(`mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`, { email }, { store: STORE, headers });

  it('subscribes a guest once, and not with an e-mail that belongs to a customer', async () => {
    const email = uniqueEmail('news');
    expect((await subscribe(email)).body).toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } });
    expect((await subscribe(email)).body.errors?.[0].message).toBe('This email address is already subscribed.');
    expect((await subscribe('nope')).body.errors?.[0].message).toBe('Enter a valid email address.');
    expect((await subscribe(' ')).body.errors?.[0].message).toBe('You must specify an email address to subscribe to a newsletter.');
    const customer = await signUp();
    expect((await subscribe(customer.email)).body.errors?.[0].message).toBe('Cannot create a newsletter subscription.');
  });

  it("follows a customer's new e-mail, over a guest's subscription of it", async () => {
    const { token } = await signUp({ is_subscribed: true });
    const taken = uniqueEmail('guest-news');
    await subscribe(taken);
    const moved = await asCustomer(
      token,
      `mutation($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email is_subscribed } } }`,
      { email: taken, password: PASSWORD },
    );
    expect(moved.body.data.updateCustomerEmail.customer).toEqual({ email: taken, is_subscribed: true });
  });

  it('is_subscribed follows sign-up, the subscription mutation and account updates', async () => {
    const subscribed = await signUp({ is_subscribed: true });
    expect((await customerOf(subscribed.token)).data.customer.is_subscribed).toBe(true);

    const { email, token } = await signUp();
    expect((await customerOf(token)).data.customer.is_subscribed).toBe(false);
    expect((await subscribe(email, bearer(token))).body.data.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
    expect((await customerOf(token)).data.customer.is_subscribed).toBe(true);
    const off = await asCustomer(token, `mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { is_subscribed } } }`);
    expect(off.body.data.updateCustomerV2.customer.is_subscribed).toBe(false);
    const on = await asCustomer(token, `mutation { updateCustomerV2(input: { is_subscribed: true }) { customer { is_subscribed } } }`);
    expect(on.body.data.updateCustomerV2.customer.is_subscribed).toBe(true);
  });
});

describe('address book', () => {
  const ADDRESS = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: ['12 St James’s Square'],
    city: 'London',
    postcode: 'SW1Y 4JH',
    country_code: 'GB',
    telephone: '+44 20 7946 0000',
  };
  const create = (token: string, input: object, store = STORE) =>
    asCustomer(
      token,
      `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id city postcode country_code default_shipping default_billing region { region_code region region_id } } }`,
      { input },
      store,
    );
  const update = (token: string, id: number, input: object) =>
    asCustomer(
      token,
      `mutation($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { id city street default_shipping } }`,
      { id, input },
    );
  const remove = (token: string, id: number) => asCustomer(token, `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`, { id });

  it('creates, updates and deletes addresses, with default billing and shipping', async () => {
    const { token } = await signUp();
    const home = await create(token, { ...ADDRESS, default_shipping: true, default_billing: true });
    expect(home.body.data.createCustomerAddress).toMatchObject({
      city: 'London',
      country_code: 'GB',
      default_shipping: true,
      default_billing: true,
    });
    const homeId = home.body.data.createCustomerAddress.id;
    const work = (await create(token, { ...ADDRESS, street: ['1 Princes Street'], city: 'Edinburgh', postcode: 'EH2 2EQ' })).body.data
      .createCustomerAddress;
    expect(work.default_shipping).toBe(false);

    expect((await update(token, work.id, { city: 'Leith', default_shipping: true })).body.data.updateCustomerAddress).toEqual({
      id: work.id,
      city: 'Leith',
      street: ['1 Princes Street'],
      default_shipping: true,
    });
    const customer = (await customerOf(token)).data.customer;
    expect(customer.default_shipping).toBe(String(work.id));
    expect(customer.default_billing).toBe(String(homeId));
    expect(customer.addresses.map((a: any) => [a.city, a.default_shipping, a.default_billing])).toEqual([
      ['London', false, true],
      ['Leith', true, false],
    ]);

    expect((await remove(token, homeId)).body.errors?.[0].message).toBe(
      `Customer Address ${homeId} is set as default billing address and can not be deleted`,
    );
    expect((await remove(token, work.id)).body.errors?.[0].message).toBe(
      `Customer Address ${work.id} is set as default shipping address and can not be deleted`,
    );
    const spare = (await create(token, ADDRESS)).body.data.createCustomerAddress.id;
    expect((await remove(token, spare)).body).toEqual({ data: { deleteCustomerAddress: true } });
    expect((await customerOf(token)).data.customer.addresses).toHaveLength(2);
  });

  it('applies the rules of the address’s country and of the store view', async () => {
    const { token } = await signUp();
    const errors = async (input: object, store = STORE) => (await create(token, input, store)).body.errors?.map((e: any) => e.message);
    expect(await errors({ ...ADDRESS, postcode: '75001' })).toEqual(['Invalid value of "75001" provided for the postcode field.']);
    expect(await errors({ ...ADDRESS, country_code: 'FR', postcode: '75001' })).toEqual([
      'Invalid value of "FR" provided for the countryId field.',
    ]);
    expect(await errors({ ...ADDRESS, city: '', telephone: '' })).toEqual([
      '"city" is required. Enter and try again.',
      '"telephone" is required. Enter and try again.',
    ]);
    const { firstname: _f, telephone: _t, ...incomplete } = ADDRESS;
    expect(await errors(incomplete)).toEqual(['Required parameters are missing: firstname, telephone']);

    // The us store view: a US address needs its state, given by code or id.
    const us = await signUp({}, 'us');
    const usAddress = { ...ADDRESS, street: ['1 Market Street'], city: 'San Francisco', postcode: '94105', country_code: 'US' };
    expect((await create(us.token, usAddress, 'us')).body.errors?.map((e: any) => e.message)).toEqual([
      '"regionId" is required. Enter and try again.',
    ]);
    const california = await create(us.token, { ...usAddress, region: { region_code: 'CA' } }, 'us');
    expect(california.body.data.createCustomerAddress.region).toEqual({
      region_code: 'CA',
      region: 'California',
      region_id: expect.any(Number),
    });
    const regionId = california.body.data.createCustomerAddress.region.region_id;
    expect((await create(us.token, { ...usAddress, postcode: '9410' }, 'us')).body.errors?.[0].message).toBe(
      'Invalid value of "9410" provided for the postcode field.',
    );
    expect(
      (await create(us.token, { ...usAddress, region: { region_id: regionId } }, 'us')).body.data.createCustomerAddress.region.region_code,
    ).toBe('CA');
  });

  it('never lets one customer read, change or delete another’s address', async () => {
    const owner = await signUp();
    const id = (await create(owner.token, ADDRESS)).body.data.createCustomerAddress.id;
    const intruder = await signUp();
    const denied = {
      message: `Current customer does not have permission to address with ID "${id}"`,
      extensions: { category: 'graphql-authorization' },
    };
    expect((await update(intruder.token, id, { city: 'Paris' })).body.errors?.[0]).toMatchObject(denied);
    expect((await remove(intruder.token, id)).body.errors?.[0]).toMatchObject(denied);
    expect((await customerOf(intruder.token)).data.customer.addresses).toEqual([]);
    expect((await update(owner.token, 999_999, { city: 'Paris' })).body.errors?.[0]).toMatchObject({
      message: 'Could not find a address with ID "999999"',
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect((await shop.gql(`mutation { deleteCustomerAddress(id: ${id}) }`, {}, { store: STORE })).body.errors?.[0]).toMatchObject(
      NOT_AUTHORIZED,
    );
    expect((await customerOf(owner.token)).data.customer.addresses[0].city).toBe('London');
  });
});

describe('the demo customer', () => {
  it(`signs in on every store view as ${DEMO_CUSTOMER.email}, with two valid addresses and a past order`, async () => {
    for (const store of shop.backend.services.stores.all) {
      const signedIn = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, store.code);
      const token = signedIn.body.data.generateCustomerToken.token;
      const { body } = await asCustomer(
        token,
        `{ customer { firstname lastname is_subscribed default_shipping addresses { id city country_code }
           orders(scope: WEBSITE) { total_count items { number status items { product_name quantity_ordered } } } } }`,
        {},
        store.code,
      );
      const customer = body.data.customer;
      expect(customer).toMatchObject({ firstname: 'Veronica', lastname: 'Costello', is_subscribed: true });
      expect(customer.addresses).toHaveLength(2);
      expect(customer.addresses.every((a: any) => a.country_code === store.country_id)).toBe(true);
      expect(customer.default_shipping).toBe(String(customer.addresses[0].id));
      expect(customer.orders.total_count).toBe(1);
      expect(customer.orders.items[0]).toMatchObject({ status: 'Complete', items: [expect.anything(), expect.anything()] });
      // Its addresses pass the address book's own rules for the store view.
      for (const address of customer.addresses) {
        const resaved = await asCustomer(
          token,
          `mutation($id: Int!, $city: String) { updateCustomerAddress(id: $id, input: { city: $city }) { city } }`,
          { id: address.id, city: address.city },
          store.code,
        );
        expect(resaved.body).toEqual({ data: { updateCustomerAddress: { city: address.city } } });
      }
    }
  });
});
