import createNextIntlPlugin from 'next-intl/plugin';

// The backend's media host (product images) is the only remote image source.
const backend = new URL(process.env.MAGENTO_BACKEND_URL || 'http://localhost:4010');
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const isDevelopment = process.env.NODE_ENV === 'development';

/**
 * Security headers on every response (issue 5 "Security").
 *
 * The Content-Security-Policy has no per-request nonce, on purpose. Next.js can put a nonce on
 * its scripts only while rendering a request (its CSP guide: "you must use dynamic rendering to
 * add nonces"), and a page rendered per request cannot be kept by ISR or a CDN. The catalogue
 * pages are public, rendered once per store view and cached (DESIGN.md "Rendering and caching"):
 * that is where the shop's speed comes from, and a nonce would throw it away. Hashes cannot
 * replace it either: the App Router's inline scripts carry each page's own data
 * (`self.__next_f.push(...)`), so there is no fixed list to hash. Hence `'unsafe-inline'` for
 * scripts (never `'unsafe-eval'` outside development, where React needs it for its error
 * overlays), and everything else kept tight: scripts, styles, fonts and connections only from
 * this site; images also from the backend's media host; no plugins (`object-src 'none'`), no
 * `<base>` hijack, forms only to this site, no framing (`frame-ancestors 'none'`). What limits
 * an injected script: React escapes everything it renders, the sign-in token is in an HttpOnly
 * cookie no script can read, and `connect-src 'self'` keeps fetch and beacons to this site.
 * The sandbox payment and social sign-in pages are reached by navigation, which CSP does not
 * restrict, so they need no entry.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDevelopment ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${backend.origin}`,
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // The camera for step 5's virtual try-on, on this site only.
  { key: 'Permissions-Policy', value: 'camera=(self), geolocation=(), microphone=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // HTTPS only once served in production (browsers ignore it on plain http://localhost).
  ...(isDevelopment ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `npm test` builds into its own directory (.data/next-e2e) against the test backend, so it
  // never leaves pages cached from that backend in the .next that `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  // `npm test` type-checks the whole repository (storefront and backend) with `tsc --noEmit`
  // before it builds; checking again inside `next build` would only double the build time.
  typescript: { ignoreBuildErrors: true },
  images: {
    remotePatterns: [
      {
        protocol: /** @type {'http' | 'https'} */ (backend.protocol.slice(0, -1)),
        hostname: backend.hostname,
        port: backend.port,
        pathname: '/media/**',
      },
    ],
    // The embedded backend runs on this machine; Next refuses to optimise images from local
    // addresses unless told to. Never enabled for a remote Magento.
    dangerouslyAllowLocalIP: loopbackHosts.has(backend.hostname),
  },
};

// next-intl reads the store view's messages through i18n/request.ts.
export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
