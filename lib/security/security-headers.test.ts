import { securityHeaders } from './security-headers.mjs';
import bareConfig, { SHOP_HEADERS_PATH } from '../../bench/bare-next/next.config.mjs';

describe('security headers (issue 5) and the benchmark baseline that carries them (issue 16)', () => {
  it('sends the opener policy and the others everywhere, HSTS only in production', () => {
    const production = Object.fromEntries(securityHeaders({ production: true }).map(({ key, value }) => [key, value]));
    expect(production).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    expect(securityHeaders({ production: false }).map(({ key }) => key)).not.toContain('Strict-Transport-Security');
  });

  it("serves the bare page's baseline route with exactly the shop's production headers, and its reference route with none", async () => {
    const rules = await bareConfig.headers!();
    expect(rules).toEqual([{ source: SHOP_HEADERS_PATH, headers: securityHeaders({ production: true }) }]);
    expect(SHOP_HEADERS_PATH).toBe('/shop-headers');
    expect(rules.some((rule) => rule.source === '/defaults' || rule.source === '/:path*')).toBe(false);
  });
});
