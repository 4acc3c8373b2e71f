import { sameSitePath } from '@/lib/security/safe-path';

/**
 * The signed-in guard of the specification's section 2: the account areas send visitors to
 * `/{store}/sign-in` and remember where they were going (`?redirect=`), and the sign-in page
 * sends them back there, but only to a path of this site (no open redirect).
 */

/**
 * The signed-in-only areas (section 2), as the first path segment after the store code. Not
 * `/social-accounts`: public in the route table (a visitor gets the social sign-in options there).
 */
export const SIGNED_IN_AREAS = [
  'order-history',
  'address-book',
  'account-information',
  'wishlist',
  'saved-payments',
  'communications',
  'giftcard',
  'prescription',
] as const;

export type SignedInArea = (typeof SIGNED_IN_AREAS)[number];

/** The query parameter that remembers where a visitor was going. */
export const REDIRECT_PARAMETER = 'redirect';

/** Pages that must not be the place to return to after signing in (they would loop or make no sense). */
const NOT_A_DESTINATION = /^\/[^/]+\/(sign-in|create-account|forgot-password|customer\/account\/createPassword)\/?$/;

/** Whether the path after the store code (`/order-history`, `/wishlist/`) is signed-in only. */
export function isSignedInArea(pathWithoutStore: string): boolean {
  const first = pathWithoutStore.split('/')[1] ?? '';
  return (SIGNED_IN_AREAS as readonly string[]).includes(first);
}

/**
 * `value` when it is a path of this site (`/uk/order-history?page=2`), else null: the rules of
 * lib/security/safe-path.ts (no scheme, host, `//`, backslash, dot segment or encoded slash), and
 * not a sign-in page.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  const path = sameSitePath(value);
  if (!path || NOT_A_DESTINATION.test(path.split(/[?#]/, 1)[0])) return null;
  return path;
}

/** Where to go after signing in: the remembered path when it is safe, else the store view's home (section 9: default `/`). */
export function afterSignInPath(store: string, redirect: string | null | undefined): string {
  return safeRedirectPath(redirect) ?? `/${store}`;
}

/** The sign-in page of `store`, remembering `destination` when there is a safe one. */
export function signInPath(store: string, destination?: string | null): string {
  const safe = safeRedirectPath(destination);
  return safe ? `/${store}/sign-in?${REDIRECT_PARAMETER}=${encodeURIComponent(safe)}` : `/${store}/sign-in`;
}
