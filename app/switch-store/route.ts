import { queryCatalog } from '@/lib/magento/server';
import { storeSwitchTarget } from '@/lib/store-switch';

/**
 * GET /switch-store?to=fr&from=/uk/some-product.html — the store switcher's form target. Sends
 * the shopper (302) to the same page in the target store view (lib/store-switch.ts). The
 * Location is a path of this site, relative, percent-encoded.
 */
export async function GET(request: Request): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const target = await storeSwitchTarget(searchParams.get('to'), searchParams.get('from'), queryCatalog);
  const location = new URL(target, 'http://storefront.invalid');
  return new Response(null, {
    status: 302,
    headers: { Location: `${location.pathname}${location.search}`, 'Cache-Control': 'no-store' },
  });
}
