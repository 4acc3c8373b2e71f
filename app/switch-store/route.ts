import { fallback, maxLength, nullable, object, parse, pipe, string } from 'valibot';
import { queryCatalog } from '@/lib/magento/server';
import { sameSitePath } from '@/lib/security/safe-path';
import { storeSwitchTarget } from '@/lib/store-switch';
import { defaultStoreCode } from '@/lib/store-views';

/**
 * GET /switch-store?to=fr&from=/uk/some-product.html — the store switcher's form target. Sends
 * the shopper (302) to the same page in the target store view (lib/store-switch.ts). The
 * Location is a path of this site, relative, percent-encoded. It changes nothing on the server
 * (so it needs no cross-site check); its input is still checked: anything unexpected reads as
 * absent, which storeSwitchTarget answers with a store view's home page.
 */
const switchSchema = object({
  to: fallback(nullable(pipe(string(), maxLength(16))), null),
  from: fallback(nullable(pipe(string(), maxLength(2048))), null),
});

export async function GET(request: Request): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const { to, from } = parse(switchSchema, { to: searchParams.get('to'), from: searchParams.get('from') });
  const target = await storeSwitchTarget(to, from, queryCatalog);
  // Built from a checked path already; checked again here so no change there can open a redirect.
  const location = sameSitePath(target)?.split('#')[0] ?? `/${defaultStoreCode()}`;
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
