'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { confirmLeavingPage, isPlainClick, opensHere, shouldDelayNavigation, withoutStoreCode } from '@/lib/routing/navigation';
import { useAppStore } from '@/lib/state/app-store';
import { READY_ATTRIBUTE, READY_VALUE } from '@/lib/page-ready.mjs';
import { onMissingMarkup } from './missing-markup';

/** How long the loading indicator may stay up before a navigation is taken as finished. */
const STUCK_NAVIGATION_MS = 15_000;

/** What shows that the shopper is about to follow a link. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The path, query and hash a link leads to inside the shop (another page of this origin, opened here), or null. */
function shopHref(anchor: HTMLAnchorElement): string | null {
  if (!opensHere(anchor)) return null;
  const target = new URL(anchor.href, window.location.href);
  if (target.origin !== window.location.origin) return null;
  if (target.pathname === window.location.pathname && target.search === window.location.search) return null; // same page, e.g. a #hash
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Client navigation of the specification's section 2. Shop links are plain anchors (no next/link):
 * clicks on them are taken over in the capture phase; shop routes and the same page go at once; catalogue
 * URLs first set the page-loading flag, resolve their route (cache-first, stored per URL without
 * its redirect fields: components/app/route-prefetch.ts, loaded at the first such click), then
 * navigate; the flag clears when the new page is in place. Pages with half-filled forms are asked
 * about first.
 */
export function NavigationController({ store }: { store: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const t = useTranslations('App');
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (!pending.current) return;
    pending.current = null;
    useAppStore.getState().setPageLoading(false);
  }, [pathname, searchParams]);

  // A static part rendered without its markup (components/ui/StaticHtmlPart.tsx) gets it from the page's own payload.
  useEffect(() => onMissingMarkup(() => router.refresh()), [router]);

  useEffect(() => {
    async function navigate(href: string, target: URL) {
      const app = useAppStore.getState();
      if (!(await confirmLeavingPage(t('leavePage')))) return;
      pending.current = href;
      // Section 2 for every client navigation: the server's render of the next page may take a
      // while too, and the indicator shows nothing at first, then the shimmer.
      app.setPageLoading(true);
      // A navigation that ends where it started (a redirect back) changes no path: do not leave
      // the shimmer over the page.
      setTimeout(() => {
        if (pending.current !== href) return;
        pending.current = null;
        useAppStore.getState().setPageLoading(false);
      }, STUCK_NAVIGATION_MS);
      if (!shouldDelayNavigation(window.location.pathname, target.pathname)) {
        router.push(href);
        return;
      }
      const url = withoutStoreCode(target.pathname).replace(/^\//, '');
      try {
        // Loaded at the first such click (the GraphQL client is in no page's first load).
        const { resolveBeforeNavigation } = await import('./route-prefetch');
        await resolveBeforeNavigation(store, url);
        if (pending.current !== href) return; // another click won
      } catch {
        // The server renders the error page for a route it cannot resolve.
      }
      if (pending.current === href) router.push(href);
    }

    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor ? shopHref(anchor) : null;
      if (!href) return;
      event.preventDefault();
      void navigate(href, new URL(href, window.location.href));
    }

    // Links are plain anchors on server-rendered pages (no next/link to hydrate, nothing fetched
    // for links that merely scroll into view): a page is prefetched when the shopper reaches for its
    // link, a pointer over it, a finger on it or the keyboard's focus.
    let lastIntent: string | null = null;
    function onIntent(event: Event) {
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor ? shopHref(anchor) : null;
      if (!href || href === lastIntent) return; // the same link again (the pointer moved over its children)
      lastIntent = href;
      router.prefetch(href);
    }

    document.addEventListener('click', onClick, true);
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    // Observable: from here on a click on a shop link is a client navigation (before hydration it
    // is the browser's own). Browser tests wait for it rather than for time to pass.
    document.documentElement.setAttribute(READY_ATTRIBUTE, READY_VALUE);
    return () => {
      document.removeEventListener('click', onClick, true);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
      document.documentElement.removeAttribute(READY_ATTRIBUTE);
    };
  }, [router, store, t]);

  return null;
}
