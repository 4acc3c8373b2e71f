/**
 * Runs once when a storefront server starts (Next.js instrumentation hook). Every setting is
 * checked here (lib/env/start.ts): a value that breaks its rule — a backend address that is no
 * URL, a timeout that is no number, a production server without SESSION_SECRET — stops the start
 * with a message naming the setting, instead of failing at the first request that needs it. Not
 * while `next build` renders pages: a build needs no secret (nor a backend).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkServerEnvironment } = await import('./lib/env/start');
  await checkServerEnvironment();
  // The backend's store views, before the first page renders (lib/store-views.ts). A backend that
  // is down or slow does not hold the start: pages load them on demand and retry.
  const { loadStoreViews } = await import('./lib/store-views');
  const loaded = loadStoreViews().then(
    () => undefined,
    (error: unknown) => console.warn(`[store-views] not loaded at start: ${error instanceof Error ? error.message : String(error)}`),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([loaded, new Promise((resolve) => (timer = setTimeout(resolve, STORE_VIEWS_START_WAIT_MS)))]);
  clearTimeout(timer);
  // The purge route's allow list needs the caller's real address (lib/cache/purge-access.ts).
  const { trustPeerAddress } = await import('./lib/cache/purge-access');
  trustPeerAddress(await import('node:http'));
}

/** How long the start waits for the backend's store views. */
const STORE_VIEWS_START_WAIT_MS = 5000;
