import type { SocialLoginProvider } from '@/lib/magento/operations/customer';

/**
 * Linking a social sign-in to the signed-in account (extension part): the provider sends the
 * shopper back to the social accounts page with a one-time `code` and the `state` this tab made
 * before leaving; the code is used only when that state matches (no link made by another site).
 */

/** Session-storage key of the link under way (the sign-in page keeps its own, `social_sign_in`). */
export const PENDING_LINK_KEY = 'social_link';

export interface PendingLink {
  state: string;
  provider: SocialLoginProvider;
}

/** An unguessable `state`: 24 random bytes, base64url. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function rememberLink(pending: PendingLink, storage: Storage | undefined = sessionStorageOrNone()): void {
  try {
    storage?.setItem(PENDING_LINK_KEY, JSON.stringify(pending));
  } catch {
    // Without session storage the return cannot be checked: the link will be refused.
  }
}

/** The link under way, removed from storage (a state is used once), or null. */
export function takeLink(storage: Storage | undefined = sessionStorageOrNone()): PendingLink | null {
  try {
    const raw = storage?.getItem(PENDING_LINK_KEY);
    storage?.removeItem(PENDING_LINK_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { state, provider } = parsed as Partial<PendingLink>;
    return typeof state === 'string' && typeof provider === 'string' ? { state, provider } : null;
  } catch {
    return null;
  }
}

/**
 * What the provider's return address says: the code to link with when its state is the one this
 * tab kept (taken from storage only for a return); `refused` for a cancelled or forged return;
 * null when the address is not a return.
 */
export function linkReturn(
  search: string,
  takePending: () => PendingLink | null = takeLink,
): { provider: SocialLoginProvider; code: string } | 'refused' | null {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  if (!code && !query.get('error')) return null;
  const pending = takePending();
  if (!pending || !code || query.get('state') !== pending.state) return 'refused';
  return { provider: pending.provider, code };
}

/** The `SocialAccounts` message key of a provider's name. */
export function providerKey(provider: SocialLoginProvider): string {
  return `provider${provider.charAt(0)}${provider.slice(1).toLowerCase()}`;
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
