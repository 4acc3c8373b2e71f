import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { unifyAsyncLoadersIn } from './scripts/turbopack-async-loaders.mjs';
import { addCompileHintsIn } from './scripts/compile-hints.mjs';
import { securityHeaders } from './lib/security/security-headers.mjs';
// Typed operations (scripts/codegen.ts) are written, when missing or stale, before anything Next runs.
import './scripts/codegen-if-stale.mjs';

const isDevelopment = process.env.NODE_ENV === 'development';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `npm test` builds into its own directory (.data/next-e2e) against the test backend, so it
  // never leaves pages cached from that backend in the .next that `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Several instances share one cache (pages, data, tags) in Redis when REDIS_URL is set at start
  // (README "Running several instances"); otherwise Next's file-system cache. Both store a page's
  // HTML rewritten for a phone (lib/cache/cached-page.mjs, issue 16): its chunks fetched after its
  // first paint, and no second copy of its inline CSS in the RSC payload.
  cacheHandler: fileURLToPath(
    new URL(process.env.REDIS_URL ? './lib/cache/redis-cache-handler.mjs' : './lib/cache/file-system-cache-handler.mjs', import.meta.url),
  ),
  poweredByHeader: false,
  // Every page's metadata in its <head>, resolved before the head is sent, for every visitor (Next
  // streams it into the body for browsers by default). Streamed, a page's <title> is taken down
  // and put back on each router.refresh(): after a save on an account page the tab showed the
  // address for about 300 ms, and a screen reader met a page with no name. Our metadata reads only
  // what the page reads anyway (store view, translations, the product), so waiting for it costs
  // nothing a shopper sees; Lighthouse already got it this way (it is on Next's own list).
  htmlLimitedBots: /.*/,
  experimental: {
    // The page's CSS in a <style> in the head instead of render-blocking <link>s (issue 16): a
    // first visit on a slow phone network paints without two more round trips (the Content-
    // Security-Policy allows inline styles, lib/security/content-security-policy.ts).
    inlineCss: true,
    // Inlined, a request costs nothing, so Turbopack's CSS chunking is told so: each page carries
    // the styles it uses instead of the whole shop's 71-74 KB (home 21.4 KB of CSS in its HTML,
    // search 30.9, the category/product route 47.5; written twice, in the <style> and the RSC payload;
    // a cached page's payload copy is emptied: lib/cache/inline-css-payload.mjs).
    cssChunking: { type: 'graph', requestCost: 1000 },
  },
  compiler: {
    // One body per async loader in the build's chunks (browser and server): this Turbopack writes some with different
    // chunk lists under one module id, and the runtime keeps whichever comes first, so an import
    // could fail on a page where the loader's module is not loaded (scripts/turbopack-async-loaders.mjs).
    async runAfterProductionCompile({ distDir, projectDir }) {
      const { loaders, files } = await unifyAsyncLoadersIn(path.resolve(projectDir, distDir));
      if (loaders > 0) console.log(`  Async loaders: ${loaders} written with different chunk lists, unified in ${files} chunks`);
      // Every browser chunk compiled eagerly, off the main thread while it streams in (issue 16).
      const hints = await addCompileHintsIn(path.resolve(projectDir, distDir));
      console.log(`  Compile hints: ${hints.changed} of ${hints.chunks} browser chunks`);
    },
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ production: !isDevelopment }) }];
  },
  // `npm test` type-checks the whole repository (storefront and backend) with `tsc --noEmit`
  // before it builds; checking again inside `next build` would only double the build time.
  typescript: { ignoreBuildErrors: true },
  // Magento's media host is known only at run time (storeConfig.secure_base_media_url: the backend,
  // /pub/media/, a CDN), while remote patterns are fixed by the build. So no remote source at all:
  // media are served under the shop's own /media/ (app/media/[...path]/route.ts, lib/media.ts) and
  // optimised as local images, whatever host they come from: `images` needs no remote pattern.
  // Fewer candidate widths than Next's ten (up to 3840): every product card's srcset is written twice
  // per page, in the HTML and in the RSC payload the browser parses before the page responds
  // (issue 16); a card is at most 19rem wide, a gallery 720px, and 1920 covers a phone at 3× and
  // a desktop's full-width banner.
  images: { deviceSizes: [640, 828, 1200, 1920], imageSizes: [64, 128, 256, 384] },
};

// next-intl reads the store view's messages through i18n/request.ts. Its catalogue loader compiles
// every ICU message of messages/*.json at build time (icu-minify), so neither the browser nor the
// server parses messages at run time, and no page ships the ICU parser (intl-messageformat, ~9 KiB
// gzip in every page's first load before; issue 16). Messages stay plain JSON in the repository.
export default createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
