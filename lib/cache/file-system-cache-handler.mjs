// @ts-check
/**
 * Next.js's cache handler (next.config.mjs `cacheHandler`) without REDIS_URL: Next's own file-system
 * cache, storing a page's HTML with its chunks fetched after its first paint (./late-scripts.mjs).
 * With REDIS_URL, ./redis-cache-handler.mjs does the same in Redis.
 */
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { entryWithLateScripts } from './late-scripts.mjs';

/** The class Next itself uses (a CommonJS module: its default export under `default`). */
const NextFileSystemCache = /** @type {any} */ (FileSystemCache).default ?? FileSystemCache;

export default class LateScriptsFileSystemCache extends NextFileSystemCache {
  /** @param {string} key @param {unknown} data @param {unknown} ctx */
  async set(key, data, ctx) {
    return super.set(key, entryWithLateScripts(data), ctx);
  }
}
