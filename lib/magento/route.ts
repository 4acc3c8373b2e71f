import { redirectLocation } from '@/lib/routing/url-redirects';
import type { MagentoClient } from './client';
import type { ResolveURLQuery } from './generated/graphql';
import { ResolveURL } from './operations/route';
import { queryCatalog } from './server';

export type RouteType = 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE';

/**
 * View model of ResolveURL's route (resolvedRoute): the answer is a union by `__typename`, flattened
 * here into one shape with the page fields optional, and `type` narrowed to the pages the storefront has.
 */
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
  const data = await queryCatalog(store, ResolveURL, { url }, ['route']);
  return resolvedRoute(data.route);
}

const ROUTE_TYPES: ReadonlySet<string> = new Set<RouteType>(['CATEGORY', 'PRODUCT', 'CMS_PAGE']);

/** The route as the storefront reads it: a type it has no page for (PWA_404, PWA_500) is no type. */
function resolvedRoute(route: ResolveURLQuery['route']): ResolvedRoute | null {
  if (!route) return null;
  return { ...route, type: route.type && ROUTE_TYPES.has(route.type) ? (route.type as RouteType) : null };
}

/** Browser side, for delayed navigation: the same query through the same-origin endpoint. */
export async function resolveRouteInBrowser(client: MagentoClient, url: string): Promise<ResolvedRoute | null> {
  const result = await client.query(ResolveURL, { url });
  return resolvedRoute(result.data.route);
}
