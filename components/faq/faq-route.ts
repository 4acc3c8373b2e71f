import { QUERY_SEGMENT, splitCatalogPath } from '@/lib/routing/static-routes';

/** The parameter of a FAQ search: `/{store}/faq?q=…`. */
export const FAQ_QUERY_PARAM = 'q';

export type FaqRoute =
  | { kind: 'index' }
  | { kind: 'search'; query: string }
  | { kind: 'category'; category: string }
  | { kind: 'question'; category: string; question: string }
  | { kind: 'unknown' };

/**
 * What `/faq/{faqId}/{faqSubId?}` names, from the route's (decoded) segments. A search arrives as
 * `~q/q=…`: the middleware moves a query string into the path so each search is cached as a page.
 */
export function faqRoute(segments: readonly string[]): FaqRoute {
  if (segments.length === 0) return { kind: 'index' };
  if (segments[0] === QUERY_SEGMENT) {
    const query = (splitCatalogPath(segments).query[FAQ_QUERY_PARAM] ?? '').trim();
    return query ? { kind: 'search', query } : { kind: 'index' };
  }
  const key = /^[a-z0-9-]{1,100}$/;
  if (segments.some((segment) => !key.test(segment))) return { kind: 'unknown' };
  if (segments.length === 1) return { kind: 'category', category: segments[0] };
  if (segments.length === 2) return { kind: 'question', category: segments[0], question: segments[1] };
  return { kind: 'unknown' };
}

export const faqPath = (store: string, category?: string, question?: string) =>
  ['', store, 'faq', category, question].filter((part) => part !== undefined).join('/');
