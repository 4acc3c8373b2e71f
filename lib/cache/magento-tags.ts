// Server-side only by use (queryCatalog and the purge route), but reachable from client modules
// through lib/magento/server.ts: so no static import of Node modules or ioredis here (the browser
// bundle could not resolve them); they are loaded when first used, on the server.
import type { Redis } from 'ioredis';
// Not lib/env/server (server-only): lib/magento/server.ts, which client components reach, imports this.
import { storefrontSettings } from '@/lib/env/settings';

const node = () => ({ fs: process.getBuiltinModule('node:fs'), path: process.getBuiltinModule('node:path') });

/**
 * Which cached requests carry which of Magento's cache tags (DESIGN.md "Freshness").
 *
 * Next's data cache takes a fetch's tags before the request is sent, but Magento names the
 * entities of an answer only in its `X-Magento-Tags`. So every cached catalogue request carries
 * its own tag (lib/magento/client.ts requestCacheTag), pages built from it collect that tag, and
 * this index remembers, for each Magento tag, the request tags whose answers carried it. A purge
 * of `cat_p_5` then revalidates exactly those request tags: their data and their pages.
 *
 * With REDIS_URL the index lives in Redis, shared by every instance (a set per Magento tag);
 * without it, in memory, written to the build's cache folder so a restart keeps it.
 */

/** Carried by every catalogue request: a full purge (`.*`) revalidates it. */
export const MAGENTO_CACHE_TAG = 'magento';

const KEY_PREFIX = () => `${storefrontSettings().REDIS_KEY_PREFIX}magento-tag:`;
/** Index sets live as long as a page may stay cached, with margin; a purge-free week drops them. */
const REDIS_INDEX_TTL_SECONDS = 7 * 24 * 3600;

interface TagIndex {
  remember(requestTag: string, magentoTags: readonly string[]): void;
  requestTagsFor(magentoTags: readonly string[]): Promise<string[]>;
}

class FileTagIndex implements TagIndex {
  private readonly tags = new Map<string, Set<string>>();
  private writeTimer: NodeJS.Timeout | undefined;

  constructor(private readonly file: string) {
    const { fs } = node();
    try {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
      for (const [tag, requests] of Object.entries(saved)) this.tags.set(tag, new Set(requests));
    } catch {
      // No index yet (or a broken one): it fills again as pages render.
    }
  }

  remember(requestTag: string, magentoTags: readonly string[]): void {
    let changed = false;
    for (const tag of magentoTags) {
      let requests = this.tags.get(tag);
      if (!requests) this.tags.set(tag, (requests = new Set()));
      if (!requests.has(requestTag)) {
        requests.add(requestTag);
        changed = true;
      }
    }
    if (changed) this.scheduleWrite();
  }

  async requestTagsFor(magentoTags: readonly string[]): Promise<string[]> {
    return [...new Set(magentoTags.flatMap((tag) => [...(this.tags.get(tag) ?? [])]))];
  }

  private scheduleWrite(): void {
    if (this.writeTimer) return;
    this.writeTimer = setTimeout(() => {
      this.writeTimer = undefined;
      const saved = Object.fromEntries([...this.tags].map(([tag, requests]) => [tag, [...requests]]));
      const { fs, path } = node();
      fs.promises
        .mkdir(path.dirname(this.file), { recursive: true })
        .then(() => fs.promises.writeFile(`${this.file}.tmp`, JSON.stringify(saved)))
        .then(() => fs.promises.rename(`${this.file}.tmp`, this.file))
        .catch((error: unknown) => console.error('[cache] could not save the Magento tag index:', error));
    }, 1000);
    this.writeTimer.unref?.();
  }
}

class RedisTagIndex implements TagIndex {
  constructor(private readonly redis: Redis) {}

  remember(requestTag: string, magentoTags: readonly string[]): void {
    const pipeline = this.redis.pipeline();
    for (const tag of magentoTags) pipeline.sadd(KEY_PREFIX() + tag, requestTag).expire(KEY_PREFIX() + tag, REDIS_INDEX_TTL_SECONDS);
    // Redis away for a while: this request's tags are lost, so a later purge falls back to a wider one.
    pipeline.exec().catch(() => undefined);
  }

  async requestTagsFor(magentoTags: readonly string[]): Promise<string[]> {
    if (!magentoTags.length) return [];
    return this.redis.sunion(...magentoTags.map((tag) => KEY_PREFIX() + tag));
  }
}

/**
 * One index per server process: Next bundles this module into several route chunks, and each
 * copy must see what the others remembered (the purge route reads what page renders wrote).
 */
interface ProcessIndex {
  index?: TagIndex;
  pending?: Promise<TagIndex>;
}
const shared: ProcessIndex = ((globalThis as { [key: symbol]: ProcessIndex })[Symbol.for('brillora.magento-tag-index')] ??= {});

/** A Redis connection for the storefront's own use: fails fast while Redis is away, reconnects by itself. */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ 'ioredis'
  )) as typeof import('ioredis');
  const redis = new RedisClient(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on('error', () => undefined); // reconnects by itself; callers see their own command's error
  // Without an offline queue, commands sent while connecting fail: wait (briefly) for the connection.
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 2000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  return redis;
}

async function tagIndex(): Promise<TagIndex> {
  if (shared.index) return shared.index;
  shared.pending ??= (async () => {
    const { REDIS_URL: url, NEXT_DIST_DIR } = storefrontSettings();
    shared.index = url
      ? new RedisTagIndex(await connectRedis(url))
      : new FileTagIndex(node().path.join(process.cwd(), NEXT_DIST_DIR, 'cache', 'magento-tags.json'));
    return shared.index;
  })();
  return shared.pending;
}

/** Remembers that the answer to `requestTag` carried `magentoTags` (never throws, never waits). */
export function rememberMagentoTags(requestTag: string, magentoTags: readonly string[]): void {
  const tags = magentoTags.filter((tag) => tag !== 'FPC');
  if (!tags.length) return;
  if (shared.index) shared.index.remember(requestTag, tags);
  else
    void tagIndex().then(
      (ready) => ready.remember(requestTag, tags),
      () => undefined,
    );
}

/** The request tags whose answers carried any of `magentoTags`. */
export async function requestTagsFor(magentoTags: readonly string[]): Promise<string[]> {
  return (await tagIndex()).requestTagsFor(magentoTags);
}

/**
 * The tags named by a purge's X-Magento-Tags-Pattern: Magento's `((^|,)cat_p_1(,|$))|...` form,
 * or '*' for `.*` (everything). Null when the pattern is neither (refused: a typo must not
 * silently purge nothing, nor everything).
 */
export function tagsOfPurgePattern(pattern: string | null): string[] | '*' | null {
  const text = pattern?.trim();
  if (!text) return null;
  if (text === '.*') return '*';
  const tags = [...text.matchAll(/\(\(\^\|,\)([\w.:-]+)\(,\|\$\)\)/g)].map((match) => match[1]);
  if (!tags.length || tags.map((tag) => `((^|,)${tag}(,|$))`).join('|') !== text) return null;
  return tags;
}
