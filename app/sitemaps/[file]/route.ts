import { SITEMAP_CONTENT_TYPE, sitemapFileDocument } from '@/lib/seo/sitemap';

export const revalidate = 3600;

// Rendered on first request and then cached: `next build` needs no backend.
export function generateStaticParams(): { file: string }[] {
  return [];
}

/** /sitemaps/{store}.xml and /sitemaps/{store}-{n}.xml: a public store view's URLs; anything else is 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const xml = await sitemapFileDocument((await params).file);
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'Content-Type': SITEMAP_CONTENT_TYPE } });
}
