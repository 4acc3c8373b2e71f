/**
 * Magento's purge requests (Magento_CacheInvalidate with Varnish configured): when something a
 * cached page shows changes, a `PURGE /` request goes to every host of `http_cache_hosts` with the
 * changed entities' tags as `X-Magento-Tags-Pattern`, in Magento's regular-expression form
 * `((^|,)cat_p_1(,|$))|((^|,)cat_p_2(,|$))`, or `.*` to purge everything.
 *
 * The hosts come from BACKEND_HTTP_CACHE_HOSTS (`host:port` list, comma separated; `npm start`
 * names the storefront). The running backend writes them to its data folder, so that commands run
 * from another shell (catalog, product-alerts) purge the same hosts, as Magento's CLI reads env.php.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BackendConfig } from '../../config';
import type { Db } from '../../db/database';
import { CACHE_TAG } from './cache-tags';

export const PURGE_HEADER = 'X-Magento-Tags-Pattern';
export const PURGE_ALL_PATTERN = '.*';
/** Magento keeps each purge's header under Varnish's 8 KB line limit by sending tags in batches. */
const MAX_PATTERN_LENGTH = 7500;
const PURGE_TIMEOUT_MS = 5000;
const HOSTS_FILE = 'http-cache-hosts.json';

export interface HttpCacheHost {
  host: string;
  port: number;
}

/** Parses `host:port, host2:port2` (port 80 when absent); throws on a malformed entry. */
export function parseHttpCacheHosts(value: string | undefined): HttpCacheHost[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry.replace(/^https?:\/\//, '').replace(/\/$/, ''));
      const port = Number(match?.[2] ?? 80);
      if (!match || !(port > 0 && port < 65536)) throw new Error(`Invalid http cache host: ${entry} (expected host:port)`);
      return { host: match[1], port };
    });
}

/** Magento's pattern for a set of tags, in batches short enough for one header each. */
export function purgePatterns(tags: readonly string[]): string[] {
  const patterns: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const tag of [...new Set(tags)]) {
    const part = `((^|,)${tag}(,|$))`;
    if (current.length && length + part.length + 1 > MAX_PATTERN_LENGTH) {
      patterns.push(current.join('|'));
      current = [];
      length = 0;
    }
    current.push(part);
    length += part.length + 1;
  }
  if (current.length) patterns.push(current.join('|'));
  return patterns;
}

export const productTags = (ids: readonly number[]) => ids.map((id) => `${CACHE_TAG.product}_${id}`);
export const categoryTags = (ids: readonly number[]) => ids.map((id) => `${CACHE_TAG.category}_${id}`);

/** The products and the configurable products they are variants of (whose pages show them too). */
export function withParents(db: Db, ids: readonly number[]): number[] {
  const parents = db
    .prepare('SELECT DISTINCT parent_id FROM catalog_product_relation WHERE child_id IN (SELECT value FROM json_each(?))')
    .pluck()
    .all(JSON.stringify(ids)) as number[];
  return [...new Set([...ids, ...parents])];
}

/** Sends one PURGE; resolves with the status, or null when the host did not answer (logged, never thrown). */
function sendPurge(target: HttpCacheHost, pattern: string, log: (message: string) => void): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: target.host.replace(/^\[|\]$/g, ''),
        port: target.port,
        path: '/',
        method: 'PURGE',
        headers: { [PURGE_HEADER]: pattern },
        timeout: PURGE_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? null));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => {
      log(`purge to ${target.host}:${target.port} failed: ${error.message}`);
      resolve(null);
    });
    request.end();
  });
}

export class CachePurger {
  /** Purges sent and not yet answered, so a command can wait for them before it exits. */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    readonly hosts: readonly HttpCacheHost[],
    private readonly log: (message: string) => void = (message) => console.error(`[backend] ${message}`),
  ) {}

  /** Purges the tags (or everything with `'*'`) on every host; never throws. */
  purge(tags: readonly string[] | '*'): Promise<void> {
    if (!this.hosts.length || (tags !== '*' && !tags.length)) return Promise.resolve();
    const patterns = tags === '*' ? [PURGE_ALL_PATTERN] : purgePatterns(tags);
    const sent = Promise.all(this.hosts.flatMap((host) => patterns.map((pattern) => sendPurge(host, pattern, this.log)))).then(
      () => undefined,
    );
    this.pending.add(sent);
    void sent.finally(() => this.pending.delete(sent));
    return sent;
  }

  /** Settles once every purge sent so far has been answered or has failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

/** One purger per database connection, so code that only holds `db` (stock moves) can purge. */
const purgers = new WeakMap<Db, CachePurger>();

export function attachPurger(db: Db, purger: CachePurger): CachePurger {
  purgers.set(db, purger);
  return purger;
}

export function purgerOf(db: Db): CachePurger | undefined {
  return purgers.get(db);
}

/** Purges after the current write transaction: a purge heard before the commit would refresh to old data. */
export function purgeAfterCommit(db: Db, tags: readonly string[]): void {
  const purger = purgers.get(db);
  if (!purger || !tags.length) return;
  setImmediate(() => void purger.purge(tags));
}

/** The hosts of BACKEND_HTTP_CACHE_HOSTS, else those the running backend wrote to the data folder. */
export function httpCacheHostsFor(config: Pick<BackendConfig, 'dataDir' | 'httpCacheHosts'>): HttpCacheHost[] {
  if (config.httpCacheHosts !== undefined) return parseHttpCacheHosts(config.httpCacheHosts);
  try {
    return parseHttpCacheHosts(JSON.parse(fs.readFileSync(path.join(config.dataDir, HOSTS_FILE), 'utf8')) as string);
  } catch {
    return [];
  }
}

/** Remembers the running backend's hosts in its data folder for the commands. */
export function rememberHttpCacheHosts(config: Pick<BackendConfig, 'dataDir' | 'httpCacheHosts'>): void {
  const file = path.join(config.dataDir, HOSTS_FILE);
  if (config.httpCacheHosts === undefined) fs.rmSync(file, { force: true });
  else fs.writeFileSync(file, JSON.stringify(config.httpCacheHosts));
}
