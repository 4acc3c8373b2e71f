'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { isPlainClick, opensHere } from '@/lib/routing/navigation';
import { afterSignInPath } from '@/lib/session/guard';

/** What the shopper has done since watching began: whether they set off somewhere themselves. */
export interface NavigationWatch {
  left(): boolean;
  stop(): void;
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/**
 * Watches for the shopper leaving the page themselves: following a link in this tab (a plain
 * anchor or a client-side one), going back or forward, or the address changing in any other way.
 * A click that opens another tab or window, downloads, or goes to a place within the page does not
 * count.
 */
export function watchShopperNavigation(target: Window = window): NavigationWatch {
  const startedAt = withoutFragment(target.location.href);
  let left = false;
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !opensHere(link)) return;
    // A link within the page (the skip link to the content) leaves nothing.
    if (withoutFragment(link.href) === startedAt) return;
    left = true;
  };
  const onLeave = () => {
    left = true;
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('popstate', onLeave);
  target.addEventListener('pagehide', onLeave);
  return {
    left: () => left || withoutFragment(target.location.href) !== startedAt,
    stop() {
      target.removeEventListener('click', onClick, true);
      target.removeEventListener('popstate', onLeave);
      target.removeEventListener('pagehide', onLeave);
    },
  };
}

/**
 * Signs in (or creates the account) and then goes where the shopper was going — unless they have
 * already set off somewhere else. The header greets the customer as soon as their details arrive,
 * while the cart merge is still under way; a click on that greeting must win over the page's own
 * redirect, which would otherwise overtake it and land the shopper on the home page.
 */
export function useGoOnAfterSignIn(store: string) {
  const router = useRouter();
  return useCallback(
    async (signIn: () => Promise<boolean>, redirect: string | null | undefined): Promise<boolean> => {
      const watch = watchShopperNavigation();
      try {
        const signedIn = await signIn();
        if (signedIn && !watch.left()) router.replace(afterSignInPath(store, redirect));
        return signedIn;
      } finally {
        watch.stop();
      }
    },
    [router, store],
  );
}
