import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, newNonce, usesNonce } from './content-security-policy';

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
    for (const path of ['/checkout', '/sign-in/', '/order-history/100000001', '/order-history/1.json', '/wishlist', '/addEditDialog']) {
      expect([path, usesNonce(path)]).toEqual([path, true]);
    }
    for (const path of ['/prescriptionfix/100000001/key', '/productalert/unsubscribe/a/b', '/compare/abc', '/stock', '/price']) {
      expect([path, usesNonce(path)]).toEqual([path, true]);
    }
    for (const path of ['', '/', '/cart', '/eyeglasses.html', '/eyeglasses.html/~q/color%3D3', '/search.html/~q/query%3Dround', '/faq/shipping']) {
      expect([path, usesNonce(path)]).toEqual([path, false]);
    }
  });

  /** Every page file of a store view, with a path that reaches it and whether it is rendered per request. */
  function pages(): Array<{ file: string; path: string; perRequest: boolean }> {
    const found: Array<{ file: string; path: string; perRequest: boolean }> = [];
    const walk = (directory: string, segments: string[], dynamicLayout: boolean) => {
      const layout = path.join(directory, 'layout.tsx');
      const perRequestLayout = dynamicLayout || (fs.existsSync(layout) && FORCE_DYNAMIC.test(fs.readFileSync(layout, 'utf8')));
      for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
        const full = path.join(directory, entry.name);
        if (entry.isDirectory()) {
          // (group) adds no segment; [param] and [...rest] take a sample value.
          const segment = /^\(.*\)$/.test(entry.name) ? null : entry.name.replace(/^\[\[?\.\.\..*\]\]?$/, 'any').replace(/^\[.*\]$/, 'x');
          walk(full, segment ? [...segments, segment] : segments, perRequestLayout);
        } else if (entry.name === 'page.tsx') {
          const perRequest = perRequestLayout || FORCE_DYNAMIC.test(fs.readFileSync(full, 'utf8'));
          found.push({ file: path.relative(APP, full), path: `/${segments.join('/')}`, perRequest });
        }
      }
    };
    walk(APP, [], false);
    return found;
  }

  it('nonces exactly the pages rendered per request: a cached page would have scripts without the nonce', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(30);
    for (const page of all) {
      // The catalogue route ([...path]) is reached by any catalogue URL.
      const sample = page.file.startsWith('[...path]') ? '/eyeglasses.html' : page.path;
      expect([page.file, usesNonce(sample)]).toEqual([page.file, page.perRequest]);
    }
  });

  it('makes a new nonce each time', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});
