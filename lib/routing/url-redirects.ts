/**
 * Permanent and temporary redirects of renamed catalogue URLs, answered with Magento's own status
 * (301/302) before any page renders. Next's redirect() from a page can only answer 307/308, and
 * search engines should see the 301 a Magento storefront gives. Lookups are cached briefly in
 * memory; when the backend can't answer, the page renders and reports the failure itself.
 */
import { compactDocument } from '@/lib/magento/graphql-document';
import { MiddlewareRedirect } from '@/lib/magento/operations/redirects';
import type { MiddlewareRedirectQuery } from '@/lib/magento/generated/graphql';
import { allowedExternalUrl, sameSitePath } from '@/lib/security/safe-path';
import { storefrontSettings } from '@/lib/env/settings';

const TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 2000;
const LOOKUP_TIMEOUT_MS = 3000;

/** MiddlewareRedirect (lib/magento/operations/redirects.graphql), sent by the middleware's own fetch: no retries, a short timeout. */
const ROUTE_QUERY = compactDocument(MiddlewareRedirect);

export interface UrlRedirect {
  status: number;
  location: string;
}

/**
 * Where a URL rewrite's `relative_url` sends the shopper: a path of the store view (normalised,
 * never leaving the site), or an external http(s) URL only on a host of STOREFRONT_REDIRECT_HOSTS;
 * null when it may not be followed (the URL is then not found). The one rule for the middleware
 * and the catalogue route.
 */
export function redirectLocation(store: string, relativeUrl: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(relativeUrl.trim()))
    return allowedExternalUrl(relativeUrl.trim(), storefrontSettings().STOREFRONT_REDIRECT_HOSTS);
  return sameSitePath(`/${store}/${relativeUrl.replace(/^\/+/, '')}`);
}

const cache = new Map<string, { at: number; redirect: UrlRedirect | null }>();

export function clearRedirectCache(): void {
  cache.clear();
}

export async function findRedirect(store: string, path: string, backendUrl: string, now = Date.now()): Promise<UrlRedirect | null> {
  const key = `${store}:${path}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.redirect;
  let redirect: UrlRedirect | null = null;
  try {
    const url = `${backendUrl}/graphql?query=${encodeURIComponent(ROUTE_QUERY)}&variables=${encodeURIComponent(JSON.stringify({ url: path }))}`;
    const response = await fetch(url, { headers: { Store: store }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: MiddlewareRedirectQuery | null };
    const route = body.data?.route;
    if (route?.redirect_code && route.relative_url) {
      const location = redirectLocation(store, route.relative_url);
      if (location) redirect = { status: route.redirect_code, location };
    }
  } catch {
    return null; // not cached: the next request asks again
  }
  cache.set(key, { at: now, redirect });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return redirect;
}
