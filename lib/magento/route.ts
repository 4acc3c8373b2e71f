import { redirectLocation } from '@/lib/routing/url-redirects';
import { ResolveURL } from './operations/route';
import { resolvedRoute, type ResolvedRoute, type RouteType } from './route-browser';
import { queryCatalog } from './server';

export type { ResolvedRoute, RouteType } from './route-browser';

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

