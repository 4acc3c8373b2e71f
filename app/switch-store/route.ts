import { z } from 'zod';
import { queryCatalog } from '@/lib/magento/server';
import { storeSwitchTarget } from '@/lib/store-switch';

/**
 * GET /switch-store?to=fr&from=/uk/some-product.html — the store switcher's form target. Sends
 * the shopper (302) to the same page in the target store view (lib/store-switch.ts). The
 * Location is a path of this site, relative, percent-encoded. It changes nothing on the server
 * (so it needs no cross-site check); its input is still checked: anything unexpected reads as
 * absent, which storeSwitchTarget answers with a store view's home page.
 */
const switchSchema = z.object({
  to: z.string().max(16).nullable().catch(null),
  from: z.string().max(2048).nullable().catch(null),
});

export async function GET(request: Request): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const { to, from } = switchSchema.parse({ to: searchParams.get('to'), from: searchParams.get('from') });
  const target = await storeSwitchTarget(to, from, queryCatalog);
  const location = new URL(target, 'http://storefront.invalid');
  return new Response(null, {
    status: 302,
    headers: { Location: `${location.pathname}${location.search}`, 'Cache-Control': 'no-store' },
  });
}
