/**
 * The bare baseline page of `npm run bench:lighthouse` (scripts/bench-lighthouse.ts): Next.js's
 * defaults, built with the shop's own node_modules into the shop's .data/ (never committed).
 */
/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: '../../.data/next-bare',
  poweredByHeader: false,
  // The repository's `tsc --noEmit` checks these files; checking again in the build only takes time.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
