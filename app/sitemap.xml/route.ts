import { SITEMAP_CONTENT_TYPE, sitemapIndexDocument } from '@/lib/seo/sitemap';

// Rendered per request (its parts are cached: the store views 5 min, each store view's catalogue
// data 300 s): the store views come from the backend, which `next build` does not have, so a
// build-time index would list none of them for an hour. CDNs may keep it for an hour.
export const dynamic = 'force-dynamic';

const SITEMAP_INDEX_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';

/** /sitemap.xml: the index of every public store view's sitemap. */
export async function GET(): Promise<Response> {
  return new Response(await sitemapIndexDocument(), {
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': SITEMAP_INDEX_CACHE_CONTROL },
  });
}
