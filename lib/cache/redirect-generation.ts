// Server side (the purge route). The middleware's side, without Redis (edge runtime), is
// redirect-generation-follow.ts.
import type { Redis } from 'ioredis';
import { connectRedis } from './magento-tags';
import { serverSettings } from '@/lib/env/server';

/**
 * With several instances (REDIS_URL), a purge reaches one of them, but every instance's middleware
 * remembers redirects of catalogue URLs (lib/routing/url-redirects.ts, 5 minutes). Each purge
 * counts up a generation in Redis; each middleware reads it (through the purge route, at most every
 * REDIRECT_GENERATION_CHECK_MS) and forgets its redirects when it changed. Without Redis there is
 * one instance, which clears its own on the purge (middleware.ts handOnPurge).
 */
const KEY = () => `${serverSettings().REDIS_KEY_PREFIX}redirect-generation`;

interface Shared {
  redis?: Promise<Redis>;
}
const shared: Shared = ((globalThis as { [key: symbol]: Shared })[Symbol.for('brillora.redirect-generation')] ??= {});

function redis(): Promise<Redis> | null {
  const url = serverSettings().REDIS_URL;
  if (!url) return null;
  shared.redis ??= connectRedis(url);
  return shared.redis;
}

/** After a purge: a new generation for every instance (no-op without Redis; never throws). */
export async function bumpRedirectGeneration(): Promise<void> {
  try {
    await (await redis())?.incr(KEY());
  } catch {
    // Redis away: the other instances keep their redirects for their 5 minutes at most.
  }
}

/** The shared generation, or null without Redis (or while it is away). */
export async function redirectGeneration(): Promise<string | null> {
  try {
    const client = await redis();
    return client ? ((await client.get(KEY())) ?? '0') : null;
  } catch {
    return null;
  }
}
