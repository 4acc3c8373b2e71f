'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { browserAccountRequest } from '@/lib/account/browser';
import { linkReturn, providerKey, randomState, rememberLink } from '@/lib/account/social';
import { linkSocialAccount } from '@/lib/magento/operations/account';
import { SocialLoginProviders, type SocialLoginProvider } from '@/lib/magento/operations/customer';
import { useShowNotice } from './NoticeArea';
import { refusalText } from './ResultMessage';
import styles from './Areas.module.css';

interface ProviderLink {
  code: SocialLoginProvider;
  url: string;
}

/**
 * "Link Google" and the like, for the providers not linked yet (shown only when the backend offers
 * social sign-in). Each goes to the provider with a `state` kept in this tab; back here with a
 * code and that state, the account is linked (linkSocialAccount) and the list read again.
 */
export function LinkSocialAccount({ store, linked }: { store: string; linked: SocialLoginProvider[] }) {
  const t = useTranslations('SocialAccounts');
  const router = useRouter();
  const notify = useShowNotice();
  const [providers, setProviders] = useState<ProviderLink[]>([]);
  const [state, setState] = useState('');
  const handled = useRef(false);
  const page = `/${store}/social-accounts`;

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const answer = linkReturn(window.location.search);
    if (answer !== null) {
      // The code is spent once: it leaves the address (and the history) at once.
      router.replace(page, { scroll: false });
      if (answer === 'refused') {
        notify('error', t('linkFailed'));
      } else {
        const name = t(providerKey(answer.provider));
        linkSocialAccount(browserAccountRequest(store), answer)
          .then(() => {
            router.refresh();
            notify('success', t('linked', { provider: name }));
          })
          .catch((error: unknown) => notify('error', refusalText(error, t('linkFailed'))));
      }
    }
    const nextState = randomState();
    setState(nextState);
    browserAccountRequest(store)
      .client.query(SocialLoginProviders, { redirectUri: `${window.location.origin}${page}`, state: nextState }, { headers: { store } })
      .then(({ data }) => setProviders((data.socialLoginProviders ?? []).map((entry) => ({ code: entry.code, url: entry.authorize_url }))))
      .catch(() => setProviders([]));
  }, [notify, page, router, store, t]);

  const available = providers.filter((provider) => !linked.includes(provider.code));
  if (!providers.length) return null;
  return (
    <section className={styles.section} aria-labelledby="social-accounts-link">
      <h2 id="social-accounts-link">{t('linkHeading')}</h2>
      {available.length ? (
        <ul className={styles.actions}>
          {available.map((provider) => (
            <li key={provider.code}>
              <a href={provider.url} className={styles.secondary} onClick={() => rememberLink({ state, provider: provider.code })}>
                {t('link', { provider: t(providerKey(provider.code)) })}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('allLinked')}</p>
      )}
    </section>
  );
}
