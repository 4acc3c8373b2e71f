/**
 * Whether the backend answers, as the middleware last saw it: a cheap GraphQL GET, repeated at
 * most every HEALTH_TTL_MS and in the background once a first answer is known, so no page waits
 * on it but the very first. Only an answer below 500 counts as up; a refused connection, a
 * timeout or a 5xx is down. The middleware uses it to answer a page that cannot render while the
 * backend is down with 503 and Retry-After instead of a 500 (middleware.ts).
 */
import { magentoBackendUrl } from '@/lib/magento/backend-url';

const HEALTH_TTL_MS = 2000;
const PROBE_TIMEOUT_MS = 2000;
const PROBE_QUERY = `/graphql?query=${encodeURIComponent('{__typename}')}&variables=${encodeURIComponent('{}')}`;

interface Health {
  up: boolean;
  checkedAt: number;
  checking: Promise<boolean> | null;
}

const health: Health = { up: true, checkedAt: 0, checking: null };

async function probe(): Promise<boolean> {
  try {
    const response = await fetch(`${magentoBackendUrl()}${PROBE_QUERY}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

function check(): Promise<boolean> {
  health.checking ??= probe()
    .then((up) => {
      health.up = up;
      health.checkedAt = Date.now();
      return up;
    })
    .finally(() => {
      health.checking = null;
    });
  return health.checking;
}

/** The backend's last known state; the first call waits for the first probe. */
export async function backendAnswers(now = Date.now()): Promise<boolean> {
  if (!health.checkedAt) return check();
  if (now - health.checkedAt >= HEALTH_TTL_MS) void check();
  return health.up;
}

/** Forgets what was seen (tests). */
export function resetBackendHealth(): void {
  health.up = true;
  health.checkedAt = 0;
  health.checking = null;
}
