import createNextIntlPlugin from 'next-intl/plugin';

// The backend's media host (product images) is the only remote image source.
const backend = new URL(process.env.MAGENTO_BACKEND_URL || 'http://localhost:4010');
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `npm test` builds into its own directory (.data/next-e2e) against the test backend, so it
  // never leaves pages cached from that backend in the .next that `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
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
