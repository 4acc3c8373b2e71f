import { MagentoGraphQlError, MagentoServerError } from './errors';
import { MagentoRestError } from './rest';

/**
 * How long the backend asked the shopper to wait before trying again, in seconds, or null when the
 * request was not refused for being one too many: a GraphQL error carrying `extensions.retry_after`
 * (the embedded backend's throttles), or a REST 429 (its `Retry-After`, else a minute).
 */
export function throttleWaitSeconds(error: unknown): number | null {
  if (error instanceof MagentoRestError) return error.status === 429 ? (error.retryAfterSeconds ?? 60) : null;
  const entries = error instanceof MagentoGraphQlError || error instanceof MagentoServerError ? error.errors : [];
  for (const entry of entries) {
    const wait = entry.extensions?.retry_after;
    if (typeof wait === 'number' && Number.isFinite(wait) && wait > 0) return wait;
  }
  return null;
}

/** The wait as the shopper reads it: whole minutes, at least one. */
export const throttleWaitMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
