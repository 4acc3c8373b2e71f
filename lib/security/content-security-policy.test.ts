import fs from 'node:fs';
import path from 'node:path';
import { SIGNED_IN_AREAS } from '@/lib/session/guard';
import { NONCE_PAGES, contentSecurityPolicy, newNonce, usesNonce } from './content-security-policy';

const APP = path.join(__dirname, '..', '..', 'app', '[store]');
const FORCE_DYNAMIC = /export const dynamic = 'force-dynamic'/;

describe('the Content-Security-Policy', () => {
  it('gives personal pages a nonce with strict-dynamic, and cached catalogue pages no nonce', () => {
    const personal = contentSecurityPolicy({ nonce: 'abc', development: false, mediaOrigin: 'http://media.test' });
    expect(personal).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(personal).not.toContain("script-src 'self' 'unsafe-inline'");
    const catalogue = contentSecurityPolicy({ development: false, mediaOrigin: 'http://media.test' });
    expect(catalogue).toContain("script-src 'self' 'unsafe-inline'");
    for (const policy of [personal, catalogue]) {
      expect(policy).toContain('img-src \'self\' data: blob: http://media.test');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("form-action 'self'");
      expect(policy).not.toContain('unsafe-eval');
    }
    expect(contentSecurityPolicy({ development: true, mediaOrigin: 'http://m' })).toContain("'unsafe-eval'");
  });

  it('knows which pages get a nonce', () => {
    expect(usesNonce('/checkout')).toBe(true);
    expect(usesNonce('/sign-in/')).toBe(true);
    expect(usesNonce('/order-history/100000001')).toBe(true);
    expect(usesNonce('/wishlist')).toBe(true);
    expect(usesNonce('')).toBe(false);
    expect(usesNonce('/cart')).toBe(false);
    expect(usesNonce('/eyeglasses.html')).toBe(false);
  });

  it('only nonces pages rendered per request: a prerendered page would have scripts without the nonce', () => {
    for (const page of NONCE_PAGES) {
      const file = path.join(APP, ...page.split('/').filter(Boolean), 'page.tsx');
      expect([page, FORCE_DYNAMIC.test(fs.readFileSync(file, 'utf8'))]).toEqual([page, true]);
    }
    // The signed-in areas are rendered per request by their shared layout.
    expect(SIGNED_IN_AREAS.length).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(APP, '(account)', 'layout.tsx'), 'utf8')).toMatch(FORCE_DYNAMIC);
  });

  it('makes a new nonce each time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});
