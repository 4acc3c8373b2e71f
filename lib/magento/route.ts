import { redirectLocation } from '@/lib/routing/url-redirects';
import type { MagentoClient } from './client';
import { ResolveURL } from './operations/route';
import { queryCatalog } from './server';

export type RouteType = 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE';

export interface ResolvedRoute {
  __typename: string;
  type: RouteType | null;
  relative_url: string | null;
  redirect_code: number;
  identifier?: string | null;
  uid?: string | null;
  sku?: string | null;
  url_key?: string | null;
}

/** What the storefront does with a URL (spec section 2, "Any other URL"). */
export type RouteOutcome =
  | { kind: 'external'; location: string }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'not-found' }
  | { kind: 'page'; route: ResolvedRoute & { type: RouteType } };

export function routeOutcome(store: string, route: ResolvedRoute | null): RouteOutcome {
  if (!route) return { kind: 'not-found' };
  const relative = route.relative_url ?? '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative.trim())) {
    // An external URL rewrite: followed only to an allowed host (lib/routing/url-redirects.ts).
    const location = redirectLocation(store, relative);
    return location ? { kind: 'external', location } : { kind: 'not-found' };
  }
  if (route.redirect_code) {
    const location = redirectLocation(store, relative);
    return location ? { kind: 'redirect', location, status: route.redirect_code } : { kind: 'not-found' };
  }
  if (!route.type || !(route.uid || route.identifier)) return { kind: 'not-found' };
  return { kind: 'page', route: route as ResolvedRoute & { type: RouteType } };
}

/** Server side: resolves a catalogue URL for a store view (cached; throws when the backend fails). */
export async function resolveRoute(store: string, url: string): Promise<ResolvedRoute | null> {
  const data = await queryCatalog<{ route: ResolvedRoute | null }>(store, ResolveURL, { url }, ['route']);
  return data.route;
}

/** Browser side, for delayed navigation: the same query through the same-origin endpoint. */
export async function resolveRouteInBrowser(client: MagentoClient, url: string): Promise<ResolvedRoute | null> {
  const result = await client.query<{ route: ResolvedRoute | null }>(ResolveURL, { url });
  return result.data.route;
}
