// @ts-check
/**
 * Next.js's cache handler (next.config.mjs `cacheHandler`) when REDIS_URL is set: pages, data and
 * tags of every storefront instance in one Redis (or Valkey), so N instances behind a load
 * balancer serve the same copy of a page and one purge reaches all of them (DESIGN.md
 * "Freshness and many instances"). Without REDIS_URL Next keeps its file-system cache.
 *
 *  - Entries: `{prefix}{build id}:entry:{key}` (a new build never serves another build's pages).
 *  - Tags: one hash `{prefix}tags`, tag → when it was marked stale / expired (revalidateTag).
 *    An entry older than a stale mark comes back stale (served, and rebuilt in the background:
 *    when the rebuild fails the stale copy stays, stale-if-error); older than an expiry, absent.
 *  - Redis away, or back but empty (restarted): reads fall back to this instance's last copies in
 *    memory (written back once Redis answers), writes are dropped meanwhile, so catalogue pages
 *    keep being served; it reconnects by itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { cachedPageEntry } from './cached-page.mjs';

const PREFIX = process.env.REDIS_KEY_PREFIX || 'brillora:';
const TAGS_KEY = `${PREFIX}tags`;
/** Entries outlive their revalidate time so a stale copy can be served when a rebuild fails. */
const ENTRY_TTL_SECONDS = Number(process.env.REDIS_CACHE_TTL_SECONDS) || 7 * 24 * 3600;
const MEMORY_ENTRIES = 300;
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** @type {Redis | undefined} */
let connection;
function redis() {
  connection ??= new Redis(/** @type {string} */ (process.env.REDIS_URL), {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  connection.on('error', () => undefined); // each command reports its own failure
  return connection;
}

/**
 * The connection, once it is ready (or after a short wait): without an offline queue a command
 * sent while connecting fails at once, and the first requests of a new instance would all miss.
 */
async function ready() {
  const client = redis();
  if (client.status === 'ready') return client;
  // One wait shared by every caller (not a listener per command).
  connecting ??= new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      connecting = undefined;
      resolve(undefined);
    };
    const timer = setTimeout(done, CONNECT_WAIT_MS);
    client.on('ready', done);
  });
  await connecting;
  return client;
}
/** @type {Promise<unknown> | undefined} */
let connecting;
const CONNECT_WAIT_MS = 1000;

/** This instance's last copies (an LRU), for when Redis is away. */
const memory = new Map();
/** Tag marks this instance made or read, for when Redis is away. */
const memoryTags = new Map();

function remember(key, entry) {
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value);
}

/** JSON with Buffers and Maps (page payloads hold both). */
function serialize(entry) {
  return JSON.stringify(entry, function (key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { __buffer: raw.toString('base64') };
    if (raw instanceof Map) return { __map: [...raw] };
    return value;
  });
}

function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.__buffer === 'string') return Buffer.from(value.__buffer, 'base64');
      if (Array.isArray(value.__map)) return new Map(value.__map);
    }
    return value;
  });
}

function buildIdOf(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir ?? '', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'build';
  }
}

/** The tags an entry answers to: a page's own (its header), a fetch's (stored and asked with). */
function tagsOf(entry, ctx) {
  const tags = new Set(entry.tags ?? []);
  for (const tag of ctx?.tags ?? []) tags.add(tag);
  for (const tag of ctx?.softTags ?? []) tags.add(tag);
  const header = entry.value?.headers?.[NEXT_CACHE_TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/** 'expired', 'stale' or 'fresh' for an entry written at `lastModified` with these tags. */
async function tagState(tags, lastModified) {
  if (!tags.length) return 'fresh';
  let marks;
  try {
    marks = (await (await ready()).hmget(TAGS_KEY, ...tags)).map((mark, i) => {
      const parsed = mark ? JSON.parse(mark) : memoryTags.get(tags[i]);
      if (parsed) memoryTags.set(tags[i], parsed);
      return parsed;
    });
  } catch {
    marks = tags.map((tag) => memoryTags.get(tag));
  }
  const now = Date.now();
  let state = 'fresh';
  for (const mark of marks) {
    if (!mark) continue;
    if (typeof mark.expired === 'number' && mark.expired <= now && mark.expired > lastModified) return 'expired';
    if (typeof mark.stale === 'number' && mark.stale > lastModified) state = 'stale';
  }
  return state;
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    this.entryPrefix = `${PREFIX}${buildIdOf(ctx.serverDistDir)}:entry:`;
  }

  async get(key, ctx) {
    let entry;
    try {
      const text = await (await ready()).get(this.entryPrefix + key);
      entry = text ? deserialize(text) : null;
      if (entry) remember(key, entry);
      else if (memory.has(key)) {
        // Redis came back empty (restarted): this instance's copy, written back for the others.
        entry = memory.get(key);
        void this.store(key, entry);
      }
    } catch {
      entry = memory.get(key) ?? null; // Redis away: this instance's last copy, if any
    }
    if (!entry) return null;
    const state = await tagState(tagsOf(entry, ctx), entry.lastModified);
    if (state === 'expired') return null;
    if (state === 'stale') {
      // Older than its revalidate time: Next serves it and rebuilds in the background.
      const revalidate = entry.cacheControl?.revalidate ?? ctx?.revalidate ?? entry.value?.revalidate ?? 1;
      return { ...entry, lastModified: Date.now() - (Number(revalidate) + 1) * 1000 };
    }
    return entry;
  }

  async set(key, data, ctx) {
    const entry = {
      // A page's HTML as a phone should get it (./cached-page.mjs).
      value: cachedPageEntry(data),
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      tags: ctx?.tags ?? [],
    };
    remember(key, entry);
    if (data === null) {
      await (await ready()).del(this.entryPrefix + key).catch(() => undefined);
      return;
    }
    await this.store(key, entry);
  }

  async store(key, entry) {
    await (await ready()).set(this.entryPrefix + key, serialize(entry), 'EX', ENTRY_TTL_SECONDS).catch(() => undefined);
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!list.length) return;
    const now = Date.now();
    const mark = durations
      ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
      : { expired: now };
    for (const tag of list) memoryTags.set(tag, mark);
    await (
      await ready()
    )
      .hset(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, JSON.stringify(mark)])))
      .catch((error) => console.error('[cache] could not mark tags in Redis:', error?.message ?? error));
  }

  resetRequestCache() {}
}
