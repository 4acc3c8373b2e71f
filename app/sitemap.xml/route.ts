import { SITEMAP_CONTENT_TYPE, sitemapIndexDocument } from '@/lib/seo/sitemap';

// Regenerated at most hourly (sooner when the catalogue data it reads, cached 300 s, changes).
export const revalidate = 3600;

/** /sitemap.xml: the index of every public store view's sitemap. */
export async function GET(): Promise<Response> {
  return new Response(await sitemapIndexDocument(), { headers: { 'Content-Type': SITEMAP_CONTENT_TYPE } });
}
