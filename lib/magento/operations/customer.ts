import { CartDetailsFields, type CartDetails } from './cart';
import {
  SignInDocument as SignIn,
  SocialLoginProvidersDocument as SocialLoginProviders,
  SignInBySocialLoginDocument as SignInBySocialLogin,
  RevokeCustomerTokenDocument as RevokeCustomerToken,
  GetCustomerAfterSignInDocument as GetCustomerAfterSignIn,
  CreateAccountDocument as CreateAccount,
  RequestPasswordResetEmailDocument as RequestPasswordResetEmail,
  ResetPasswordDocument as ResetPassword,
  GetCustomerCartDocument as GetCustomerCart,
  CreateCartAfterSignInDocument as CreateCartAfterSignIn,
  MergeCartsAfterSignInDocument as MergeCartsAfterSignIn,
  checkUserIsAuthedDocument as CheckUserIsAuthed,
} from '../generated/customer';
import type {
  CustomerCreateInput as CustomerCreateInputOfMagento,
  GetCustomerAfterSignInQuery,
  SocialLoginProviderEnum,
  checkUserIsAuthedQuery,
} from '../generated/graphql';
export {
  SignIn,
  SocialLoginProviders,
  SignInBySocialLogin,
  RevokeCustomerToken,
  GetCustomerAfterSignIn,
  CreateAccount,
  RequestPasswordResetEmail,
  ResetPassword,
  GetCustomerCart,
  CreateCartAfterSignIn,
  MergeCartsAfterSignIn,
  CheckUserIsAuthed,
};

/**
 * Customer operations (specification, sections 4 and 7): sign in and out, the customer after
 * sign-in, account creation, password reset, and the signed-in cart (the customer's cart, the
 * guest cart merged into it, the check that the shopper may use a cart). Names as section 7 has
 * them where it names them.
 *
 * The browser never sees a token: the /graphql proxy keeps the answer of `SignIn` in the session
 * cookie and blanks it (lib/proxy/graphql-request.ts).
 */

type CustomerAnswer = NonNullable<GetCustomerAfterSignInQuery['customer']>;

/** The customer as the storefront keeps it (customerAfterSignIn): name and e-mail never null. */
export type CustomerAfterSignIn = { [K in 'email' | 'firstname' | 'lastname']: NonNullable<CustomerAnswer[K]> } & Partial<
  Pick<CustomerAnswer, 'is_subscribed'>
>;

/** GetCustomerAfterSignIn's customer as the storefront keeps it: Magento's nullable name and e-mail read as empty. */
export function customerAfterSignIn(customer: GetCustomerAfterSignInQuery['customer']): CustomerAfterSignIn | null {
  if (!customer) return null;
  const { email, firstname, lastname, is_subscribed } = customer;
  return { email: email ?? '', firstname: firstname ?? '', lastname: lastname ?? '', is_subscribed };
}

export type SocialLoginProvider = SocialLoginProviderEnum;

/** Magento's CustomerCreateInput as the account form sends it: with the password it then signs in with. */
export type CustomerCreateInput = Pick<CustomerCreateInputOfMagento, 'email' | 'firstname' | 'lastname' | 'is_subscribed'> & {
  password: NonNullable<CustomerCreateInputOfMagento['password']>;
};

export type CheckUserIsAuthedData = checkUserIsAuthedQuery;
