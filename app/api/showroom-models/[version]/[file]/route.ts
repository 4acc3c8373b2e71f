import { openModelFile } from '@/lib/eyewear/model-files';

/**
 * /api/showroom-models/{face-api version}/{file}: the try-on's face models, from this site only
 * (the page's connect-src is 'self'). The version is in the URL, so a file never changes under
 * its address and browsers and CDNs may keep it for a year.
 */
export const runtime = 'nodejs';

export async function GET(_request: Request, { params }: { params: Promise<{ version: string; file: string }> }): Promise<Response> {
  const { version, file } = await params;
  const model = await openModelFile(version, file);
  if (!model) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(model.body, {
    headers: {
      'Content-Type': model.contentType,
      'Content-Length': String(model.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
