'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { getMagentoClient } from '@/lib/magento/client';
import { SocialLoginProviders, type SocialLoginProvider } from '@/lib/magento/operations/customer';
import { useUserStore } from '@/lib/state/user-store';
import styles from './Account.module.css';
import { useGoOnAfterSignIn } from './useGoOnAfterSignIn';

/** Session-storage key of the sign-in under way at a provider: our `state`, the provider, where to go after. */
const PENDING_KEY = 'social_sign_in';

interface Pending {
  state: string;
  provider: SocialLoginProvider;
  label: string;
  redirect: string | null;
}

interface ProviderLink {
  code: SocialLoginProvider;
  label: string;
  url: string;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': '' })[c] ?? '');
}

function takePending(): Pending | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    return null;
  }
}

/**
 * Social sign-in, shown only when the backend offers providers (an extension: a Magento without
 * it answers with an error, and no button appears). Each button goes to the provider with an
 * unguessable `state` kept in this tab; the provider comes back here with a one-time code, which
 * signs in only when the state matches. The /graphql proxy keeps the token, as for a password.
 */
export function SocialSignIn({ store, redirect }: { store: string; redirect: string | null }) {
  const t = useTranslations('Account');
  const goOnAfterSignIn = useGoOnAfterSignIn(store);
  const [providers, setProviders] = useState<ProviderLink[]>([]);
  const [state, setState] = useState('');
  const [failedWith, setFailedWith] = useState<string | null>(null);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const code = query.get('code');
    if (code || query.get('error')) {
      const pending = takePending();
      window.history.replaceState(null, '', `/${store}/sign-in${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
      if (!pending || !code || pending.state !== query.get('state')) {
        setFailedWith(pending?.label ?? '');
        return;
      }
      void goOnAfterSignIn(
        () => useUserStore.getState().signInWithSocialCode({ provider: pending.provider, code }, store),
        pending.redirect,
      );
      return;
    }
    const nextState = randomState();
    setState(nextState);
    getMagentoClient()
      .query(SocialLoginProviders, { redirectUri: `${window.location.origin}/${store}/sign-in`, state: nextState }, { headers: { store } })
      .then(({ data }) =>
        setProviders(
          (data.socialLoginProviders ?? []).map((entry) => ({ code: entry.code, label: entry.label, url: entry.authorize_url })),
        ),
      )
      .catch(() => setProviders([]));
  }, [goOnAfterSignIn, redirect, store]);

  function remember(provider: ProviderLink) {
    try {
      sessionStorage.setItem(
        PENDING_KEY,
        JSON.stringify({ state, provider: provider.code, label: provider.label, redirect } satisfies Pending),
      );
    } catch {
      // Without session storage the return cannot be checked: the sign-in will be refused.
    }
  }

  if (!providers.length && failedWith === null) return null;
  return (
    <div className={styles.social}>
      {failedWith !== null ? (
        <p role="alert" className={styles.error}>
          {t('socialSignInFailed')}
        </p>
      ) : null}
      {providers.map((provider) => (
        <a key={provider.code} href={provider.url} className={styles.socialButton} onClick={() => remember(provider)}>
          {t('socialSignIn', { provider: provider.label })}
        </a>
      ))}
    </div>
  );
}
