/**
 * Runs once when a storefront server starts (Next.js instrumentation hook). The session secret is
 * resolved here so that a production server without SESSION_SECRET stops at start-up with a
 * clear message (lib/session/secret.ts), instead of failing at the first sign-in. Not while
 * `next build` renders pages: a build needs no secret.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { sessionSecret } = await import('./lib/session/secret');
  sessionSecret();
  // The purge route's allow list needs the caller's real address (lib/cache/purge-access.ts).
  const { trustPeerAddress } = await import('./lib/cache/purge-access');
  trustPeerAddress(await import('node:http'));
}
