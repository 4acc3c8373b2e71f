// Edge runtime (middleware): no Redis client here, so the shared generation of
// redirect-generation.ts is read through the purge route, over a loopback request.
import { PURGE_ROUTE } from './purge-access';

/** How often a middleware looks at the shared generation, at most (only while it serves pages). */
export const REDIRECT_GENERATION_CHECK_MS = 1000;

interface Follower {
  checkedAt: number;
  generation?: string;
}
const follower: Follower = { checkedAt: 0 };

/**
 * Calls `clear` when the shared generation moved since the last look. Cheap: one loopback GET at
 * most every REDIRECT_GENERATION_CHECK_MS (short timeout); without Redis the route says so and
 * this looks again only a minute later.
 */
export async function followRedirectGeneration(origin: string, clear: () => void, now = Date.now()): Promise<void> {
  if (now - follower.checkedAt < REDIRECT_GENERATION_CHECK_MS) return;
  follower.checkedAt = now;
  try {
    const answer = await fetch(new URL(PURGE_ROUTE, origin), { cache: 'no-store', signal: AbortSignal.timeout(500) });
    const { generation } = (await answer.json()) as { generation?: string | null };
    if (typeof generation !== 'string') {
      follower.checkedAt = now + 60_000 - REDIRECT_GENERATION_CHECK_MS;
      return;
    }
    if (follower.generation !== undefined && follower.generation !== generation) clear();
    follower.generation = generation;
  } catch {
    // The route did not answer in time: look again next time.
  }
}
