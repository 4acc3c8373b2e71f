import type { MagentoClient } from './client';
import type { ResolveURLQuery } from './generated/graphql';
import { ResolveURL } from './operations/route';

/*
 * The route of a catalogue URL as the browser and the server both read it. Nothing here may import
 * server code (the server's cached fetch, the settings): the navigation controller of every page
 * imports this module, so what it imports ships with every page.
 */

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

const ROUTE_TYPES: ReadonlySet<string> = new Set<RouteType>(['CATEGORY', 'PRODUCT', 'CMS_PAGE']);

/** The route as the storefront reads it: a type it has no page for (PWA_404, PWA_500) is no type. */
export function resolvedRoute(route: ResolveURLQuery['route']): ResolvedRoute | null {
  if (!route) return null;
  return { ...route, type: route.type && ROUTE_TYPES.has(route.type) ? (route.type as RouteType) : null };
}

/** Browser side, for delayed navigation: the same query through the same-origin endpoint. */
export async function resolveRouteInBrowser(client: MagentoClient, url: string): Promise<ResolvedRoute | null> {
  const result = await client.query(ResolveURL, { url });
  return resolvedRoute(result.data.route);
}
