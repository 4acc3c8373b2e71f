import { securityHeaders } from '../../lib/security/security-headers.mjs';

/**
 * The bare baseline page of `npm run bench:lighthouse` (scripts/bench-lighthouse.ts): Next.js's
 * defaults, built with the shop's own node_modules into the shop's .data/ (never committed).
 * `/shop-headers` is the page with the storefront's security headers (lib/security/security-headers.mjs):
 * the benchmark's baseline. `/defaults` is the same page with Next's default headers, measured once
 * a round and printed beside it, so what the headers alone cost shows.
 */
export const SHOP_HEADERS_PATH = '/shop-headers';

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: '../../.data/next-bare',
  poweredByHeader: false,
  // The repository's `tsc --noEmit` checks these files; checking again in the build only takes time.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [{ source: SHOP_HEADERS_PATH, headers: securityHeaders({ production: true }) }];
  },
};

export default nextConfig;
