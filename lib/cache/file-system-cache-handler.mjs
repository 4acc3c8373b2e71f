// @ts-check
/**
 * Next.js's cache handler (next.config.mjs `cacheHandler`) without REDIS_URL: Next's own file-system
 * cache, storing a page's HTML as ./cached-page.mjs rewrites it (its chunks fetched after its first
 * paint, no second copy of its inline CSS).
 * With REDIS_URL, ./redis-cache-handler.mjs does the same in Redis.
 */
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { cachedPageEntry } from './cached-page.mjs';

/** The class Next itself uses (a CommonJS module: its default export under `default`). */
const NextFileSystemCache = /** @type {any} */ (FileSystemCache).default ?? FileSystemCache;

export default class LateScriptsFileSystemCache extends NextFileSystemCache {
  /** @param {string} key @param {unknown} data @param {unknown} ctx */
  async set(key, data, ctx) {
    return super.set(key, cachedPageEntry(data), ctx);
  }
}
