import { NextResponse, type NextRequest } from 'next/server';
import { QUERY_SEGMENT, canonicalQuery, isStaticRoute } from '@/lib/routing/static-routes';
import { clearRedirectCache, findRedirect } from '@/lib/routing/url-redirects';
import { mediaOrigins } from '@/lib/media';
import { DEFAULT_BACKEND_URL, magentoBackendUrl } from '@/lib/magento/backend-url';
import { backendAnswers } from '@/lib/proxy/backend-health';
import { contentSecurityPolicy, newNonce, usesNonce } from '@/lib/security/content-security-policy';
import { isMalformedUrlPart } from '@/lib/security/safe-path';
import { pathOutOfBounds } from '@/lib/cache/path-bounds';
import { followRedirectGeneration } from '@/lib/cache/redirect-generation-follow';
import { isSignedInArea, signInPath } from '@/lib/session/guard';
import { SESSION_COOKIE_NAME } from '@/lib/session/record';
import { defaultStoreCode, isStoreCode, loadStoreViews, matchStoreCode } from '@/lib/store-views';
import { STORE_COOKIES } from '@/lib/store-cookies';
import { PEER_ADDRESS_HEADER, PURGE_PATTERN_HEADER, PURGE_PEER_HEADER, PURGE_ROUTE, PURGE_SECRET_HEADER } from '@/lib/cache/purge-access';

export { STORE_COOKIES };

/**
 * Store-view routing (spec section 2). The first path segment is the store code when it is one
 * of the backend's store views (lib/store-views.ts, loaded here and kept per TTL), longest code
 * first. A known code other than the active one becomes the active store view; `/` goes to the
 * active store view, else `eu` when the backend has it, else the backend's default store view;
 * any path without a store code is a path of the active store view and is redirected under it.
 * While the backend is down the last-known list is used; with none known yet, the request goes
 * on and the page shows the shop's error page.
 * The active store view is the cookie the browser writes (lib/store-cookies.ts): no page
 * response sets a cookie.
 */
export async function middleware(request: NextRequest) {
  if (request.method === 'PURGE') return handOnPurge(request);
  const { pathname, search } = request.nextUrl;
  await loadStoreViews().catch(() => undefined);
  const cookieStore = request.cookies.get(STORE_COOKIES.code)?.value;
  const active = isStoreCode(cookieStore) ? cookieStore : defaultStoreCode();
  const store = matchStoreCode(pathname);

  if (isMalformedUrlPart(pathname) || isMalformedUrlPart(search)) return malformedUrl(request, store ?? active);
  // Past the bounds of any page (lib/cache/path-bounds.ts): answered before anything renders or is cached.
  const listingState = search ? canonicalQuery(request.nextUrl.searchParams, store ? pathname.slice(store.length + 1) : pathname) : '';
  const outOfBounds = pathOutOfBounds(pathname, listingState);
  if (outOfBounds) return malformedUrl(request, store ?? active, outOfBounds);

  if (!store) {
    const target = request.nextUrl.clone();
    target.pathname = pathname === '/' ? `/${active}` : `/${active}${pathname}`;
    const response = NextResponse.redirect(target, pathname === '/' ? 307 : 308);
    // Where it goes depends on the store cookie: no shared cache may keep it for everyone.
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Vary', 'Cookie');
    return response;
  }

  const rest = pathname.slice(store.length + 1);
  if (isSignedInArea(rest)) {
    const guarded = guardSignedInArea(request, store);
    if (guarded) return guarded;
  }
  // (`/{store}/~q` is the not-found page malformedUrl asks for: no catalogue URL to look up.)
  if (rest && rest !== `/${QUERY_SEGMENT}` && !rest.includes(`/${QUERY_SEGMENT}/`) && !isStaticRoute(rest)) {
    // Another instance may have taken a purge (REDIS_URL): its moved URLs count here too.
    await followRedirectGeneration(request.nextUrl.origin, clearRedirectCache);
    const redirect = await findRedirect(store, rest.slice(1), magentoBackendUrl());
    if (redirect) {
      const target = new URL(redirect.location, request.nextUrl);
      target.search = search;
      return NextResponse.redirect(target, redirect.status);
    }
  }
  if (answersPageWhileDown(request) && !(await backendAnswers())) {
    const answer = await pageWhileBackendDown(request);
    if (answer) return answer;
  }
  let response: NextResponse;
  const query = search ? canonicalQuery(request.nextUrl.searchParams, rest) : '';
  // A personal page gets a fresh nonce, handed to Next through the request's CSP header.
  const nonce = usesNonce(rest) ? newNonce() : undefined;
  const policy = contentSecurityPolicy({ nonce, development: process.env.NODE_ENV === 'development', mediaOrigin: imageOrigins() });
  if (query && rest && !rest.includes(`/${QUERY_SEGMENT}/`) && isListingPath(rest)) {
    const target = request.nextUrl.clone();
    target.pathname = `/${store}${rest.replace(/\/$/, '')}/${QUERY_SEGMENT}/${encodeURIComponent(query)}`;
    target.search = '';
    response = NextResponse.rewrite(target);
  } else if (nonce) {
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', policy);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  response.headers.set('Content-Security-Policy', policy);

  return response;
}

/**
 * Magento's purge requests come as `PURGE /` (Varnish protocol) to each host of its
 * http_cache_hosts; route handlers take standard methods only, so the purge route gets it as a
 * POST, with the caller's address for its allow list (app/api/magento-purge/route.ts).
 */
async function handOnPurge(request: NextRequest): Promise<NextResponse> {
  const headers: Record<string, string> = { [PURGE_PEER_HEADER]: request.headers.get(PEER_ADDRESS_HEADER) ?? '' };
  for (const name of [PURGE_PATTERN_HEADER, PURGE_SECRET_HEADER]) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  try {
    const answer = await fetch(new URL(PURGE_ROUTE, request.nextUrl.origin), { method: 'POST', headers, cache: 'no-store' });
    // A moved URL (a new URL rewrite) is purged with its page's tag: the redirects this
    // middleware looked up may have changed with it.
    if (answer.ok) clearRedirectCache();
    return new NextResponse(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  } catch {
    return NextResponse.json({ message: 'Purge failed' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '1' } });
  }
}

/** Marks the middleware's own request for a page while the backend is down (see pageWhileBackendDown). */
const UNAVAILABLE_CHECK_HEADER = 'x-storefront-unavailable-check';
/** How long a shopper (or a crawler) is asked to wait before trying again when the backend is down. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * A document request for a page (not Next's client navigation data, not our own inner request):
 * GET, HEAD (a crawler's or a monitor's check) or a plain POST to a page URL; a server action
 * (Next-Action header) answers in its own format and handles its failure itself.
 */
function answersPageWhileDown(request: NextRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD' || (request.method === 'POST' && !request.headers.has('next-action'))) &&
    !request.headers.has('rsc') &&
    !request.headers.has('next-router-prefetch') &&
    !request.headers.has(UNAVAILABLE_CHECK_HEADER)
  );
}

/**
 * While the backend is down, a page that was never cached cannot render: Next would answer its
 * error page with 500, which tells a crawler or a CDN the shop is broken. The page is asked for
 * here once more (the inner request skips this check) and answered as it is when it renders (a
 * cached copy: stale rather than broken), else with the same error page, in the shopper's language
 * with its retry link, as 503 with Retry-After. Null when even that fails: the request then goes on.
 */
async function pageWhileBackendDown(request: NextRequest): Promise<NextResponse | null> {
  const headers = new Headers(request.headers);
  headers.set(UNAVAILABLE_CHECK_HEADER, '1');
  headers.delete('accept-encoding');
  // HEAD and POST ask for the page as GET does (a POST's body is not the page's to read).
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) headers.delete(name);
  let page: Response;
  try {
    page = await fetch(request.nextUrl.href, { headers, cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  } catch {
    return null;
  }
  // A POST to a page that renders goes on to Next as it came; only its failure is answered here.
  if (request.method === 'POST' && page.status < 500) {
    await page.body?.cancel();
    return null;
  }
  const answer = new Headers(page.headers);
  for (const name of ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']) answer.delete(name);
  // Next's own instructions to itself (the inner request's rewrite) are not this answer's.
  for (const name of [...answer.keys()]) if (name.startsWith('x-middleware-')) answer.delete(name);
  const body = request.method === 'HEAD' ? null : page.body;
  if (!body) await page.body?.cancel();
  if (page.status < 500) return new NextResponse(body, { status: page.status, headers: answer });
  answer.set('Retry-After', String(RETRY_AFTER_SECONDS));
  answer.set('Cache-Control', 'no-store');
  return new NextResponse(body, { status: 503, headers: answer });
}

/**
 * The signed-in guard (spec section 2), before any page renders so a visitor never sees one:
 * without a session cookie the account areas send to the sign-in page, remembering the path and
 * query. Only the cookie's presence is checked here, so the middleware stays on the edge runtime
 * and needs no secret: the browser drops the cookie when the session ends (Max-Age = ttl), and the
 * account layout opens it and asks Magento before rendering anything personal.
 */
function guardSignedInArea(request: NextRequest, store: string): NextResponse | null {
  if (request.cookies.get(SESSION_COOKIE_NAME)?.value) return null;
  const target = new URL(signInPath(store, `${request.nextUrl.pathname}${request.nextUrl.search}`), request.nextUrl);
  const response = NextResponse.redirect(target, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * Image hosts besides the shop itself: the backend (Magento's placeholders under /static/) and the
 * media base URL of any store view whose media the shop does not serve under its own /media/
 * (lib/media.ts).
 */
function imageOrigins(): string {
  return [...new Set([backendOrigin(), ...mediaOrigins()])].join(' ');
}

/**
 * A URL whose percent-encoding does not decode (`/eu/%`, `?query=%E0%A4%A`) names no page: the
 * store view's not-found page with 404, never a server error, and nothing of the URL shown back.
 * The page is the catalogue route's answer to its empty path (`/{store}/~q`, not found without
 * asking the backend), fetched and answered from here: Next itself fails with a 500 on such a URL
 * (it decodes the original path's route parameters even after a rewrite). When that fails too,
 * a bare 400. A path past the bounds of any page gets the same page with `status` (404, or 414
 * for a URL too long), so it is never rendered nor cached under its own name.
 */
async function malformedUrl(request: NextRequest, store: string, status: 404 | 414 = 404): Promise<NextResponse> {
  const policy = contentSecurityPolicy({ development: process.env.NODE_ENV === 'development', mediaOrigin: imageOrigins() });
  try {
    const page = await fetch(new URL(`/${store}/${QUERY_SEGMENT}`, request.nextUrl.origin), {
      headers: { accept: 'text/html' },
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    if (page.status !== 404) throw new Error(`not-found page answered ${page.status}`);
    return new NextResponse(page.body, {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': policy, 'Cache-Control': 'no-store' },
    });
  } catch {
    return new NextResponse(null, {
      status: status === 404 ? 400 : status,
      headers: { 'Content-Security-Policy': policy, 'Cache-Control': 'no-store' },
    });
  }
}

/** The backend's origin. */
function backendOrigin(): string {
  try {
    return new URL(magentoBackendUrl()).origin;
  } catch {
    return DEFAULT_BACKEND_URL;
  }
}

/** Category, product and search URLs: their query string is listing state worth caching per value. */
function isListingPath(rest: string): boolean {
  return rest === '/search.html' || !isStaticRoute(rest);
}

export const config = {
  matcher: [
    // Every page path except Next's own files, the paths served by or proxied to the backend
    // (/graphql, /rest, /media, /api, /sandbox), the store switcher, sitemaps and the site's own
    // files at the root (/favicon.ico, /robots.txt). Any deeper path with an extension is a page
    // (catalogue URLs end in .html; /eu/order-history/1.json must get the guard and the policy).
    '/((?!_next/|(?:graphql|rest|media|api|sandbox|switch-store|sitemaps)(?:/|$)|[^/]*\\.(?:ico|png|jpe?g|gif|webp|avif|svg|txt|xml|json|webmanifest|woff2?|css|js|map)$).*)',
  ],
};
