import type { TestBackend } from './test-support';

/** A password that meets Magento's rules (8+ characters, 3 classes). */
export const PASSWORD = 'Sunny-Lens-2024';

let accounts = 0;
/** An e-mail no other test uses. */
export const uniqueEmail = (label = 'shopper') => `${label}+${Date.now().toString(36)}${(accounts++).toString(36)}@example.com`;

/** The headers of a signed-in customer's request. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * What the customer tests share: accounts made and signed into over GraphQL, as the storefront
 * does, in one store view.
 */
export function customerFixtures(shop: () => TestBackend, store = 'uk') {
  async function signIn(email: string, password = PASSWORD, storeCode = store) {
    return shop().gql(
      `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
      { email, password },
      { store: storeCode },
    );
  }

  /** A new account (and its token): `createCustomerV2` then `generateCustomerToken`. */
  async function signUp(overrides: Record<string, unknown> = {}, storeCode = store) {
    const input = { firstname: 'Ada', lastname: 'Lovelace', email: uniqueEmail(), password: PASSWORD, ...overrides };
    const created = await shop().gql(
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input },
      { store: storeCode },
    );
    expect(created.body.errors).toBeUndefined();
    const token = (await signIn(input.email as string, input.password as string, storeCode)).body.data.generateCustomerToken
      .token as string;
    return { email: input.email as string, password: input.password as string, token };
  }

  /** A GraphQL call with the customer's token. */
  const asCustomer = (token: string, query: string, variables: object = {}, storeCode = store) =>
    shop().gql(query, variables, { store: storeCode, headers: bearer(token) });

  return { signIn, signUp, asCustomer };
}
