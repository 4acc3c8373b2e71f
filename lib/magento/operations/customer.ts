import { CartDetailsFields, type CartDetails } from './cart';

/**
 * Customer operations (specification, sections 4 and 7): sign in and out, the customer after
 * sign-in, account creation, password reset, and the signed-in cart (the customer's cart, the
 * guest cart merged into it, the check that the shopper may use a cart). Names as section 7 has
 * them where it names them.
 *
 * The browser never sees a token: the /graphql proxy keeps the answer of `SignIn` in the session
 * cookie and blanks it (lib/proxy/graphql-request.ts).
 */

/** Section 7 `mutation SignIn`: email and password, the token via generateCustomerToken. */
export const SignIn = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;

/**
 * Social sign-in (extension part): the store view's providers, each with the address that starts a
 * sign-in there; the provider comes back to `redirect_uri` with a one-time code and our `state`.
 */
export const SocialLoginProviders = /* GraphQL */ `
  query SocialLoginProviders($redirectUri: String!, $state: String!) {
    socialLoginProviders(input: { redirect_uri: $redirectUri, state: $state }) {
      code
      label
      authorize_url
    }
  }
`;

/** The provider's one-time code signs in; the proxy keeps the token, as for SignIn. */
export const SignInBySocialLogin = /* GraphQL */ `
  mutation SignInBySocialLogin($provider: SocialLoginProviderEnum!, $code: String!) {
    generateCustomerTokenBySocialLogin(input: { provider: $provider, code: $code }) {
      token
    }
  }
`;

/** Section 4 "Sign-out": revokes the token; the proxy then ends the session. */
export const RevokeCustomerToken = /* GraphQL */ `
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`;

/** Section 3 "Customer after sign-in". */
export const GetCustomerAfterSignIn = /* GraphQL */ `
  query GetCustomerAfterSignIn {
    customer {
      email
      firstname
      lastname
      is_subscribed
    }
  }
`;

export const CreateAccount = /* GraphQL */ `
  mutation CreateAccount($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
        firstname
        lastname
        is_subscribed
      }
    }
  }
`;

export const RequestPasswordResetEmail = /* GraphQL */ `
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`;

export const ResetPassword = /* GraphQL */ `
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`;

/** The signed-in shopper's cart of the store view (Magento creates it when there is none). */
export const GetCustomerCart = /* GraphQL */ `
  query GetCustomerCart {
    customerCart {
      ...CartDetailsFields
    }
  }
  ${CartDetailsFields}
`;

/** Section 7 `mutation CreateCartAfterSignIn`: with the bearer, createEmptyCart answers the customer's cart. */
export const CreateCartAfterSignIn = /* GraphQL */ `
  mutation CreateCartAfterSignIn {
    createEmptyCart
  }
`;

/** Section 7 `mutation MergeCartsAfterSignIn`: the guest cart (source) into the customer's (destination). */
export const MergeCartsAfterSignIn = /* GraphQL */ `
  mutation MergeCartsAfterSignIn($sourceCartId: String!, $destinationCartId: String!) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartDetailsFields
    }
  }
  ${CartDetailsFields}
`;

/** Section 7 `query GetCartDetailsAfterSignIn`: the customer's cart once it is known. */
export const GetCartDetailsAfterSignIn = /* GraphQL */ `
  query GetCartDetailsAfterSignIn($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartDetailsFields
    }
  }
  ${CartDetailsFields}
`;

/** Section 7 `query checkUserIsAuthed`: whether the shopper may use the cart (fetches only its id). */
export const CheckUserIsAuthed = /* GraphQL */ `
  query checkUserIsAuthed($cartId: String!) {
    cart(cart_id: $cartId) {
      id
    }
  }
`;

export interface CustomerAfterSignIn {
  email: string;
  firstname: string;
  lastname: string;
  is_subscribed?: boolean | null;
}

export interface SignInData {
  generateCustomerToken: { token: string | null } | null;
}

export type SocialLoginProvider = 'GOOGLE' | 'FACEBOOK' | 'APPLE';

export interface SocialLoginProvidersData {
  socialLoginProviders: Array<{ code: SocialLoginProvider; label: string; authorize_url: string }>;
}

export interface SignInBySocialLoginData {
  generateCustomerTokenBySocialLogin: { token: string | null } | null;
}

export interface RevokeCustomerTokenData {
  revokeCustomerToken: { result: boolean } | null;
}

export interface GetCustomerAfterSignInData {
  customer: CustomerAfterSignIn | null;
}

export interface CustomerCreateInput {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  is_subscribed?: boolean;
}

export interface CreateAccountData {
  createCustomerV2: { customer: CustomerAfterSignIn } | null;
}

export interface RequestPasswordResetEmailData {
  requestPasswordResetEmail: boolean | null;
}

export interface ResetPasswordData {
  resetPassword: boolean | null;
}

export interface GetCustomerCartData {
  customerCart: CartDetails;
}

export interface CreateCartAfterSignInData {
  createEmptyCart: string | null;
}

export interface MergeCartsAfterSignInData {
  mergeCarts: CartDetails;
}

export interface GetCartDetailsAfterSignInData {
  cart: CartDetails | null;
}

export interface CheckUserIsAuthedData {
  cart: { id: string } | null;
}
