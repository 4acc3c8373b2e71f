/**
 * The backend's address as the storefront's server sees it: MAGENTO_BACKEND_URL (default
 * http://localhost:4010), read here and nowhere else — the GraphQL and REST clients, the
 * same-origin proxies, the health and capability probes, media URLs, the URL-redirect lookup and
 * the Content-Security-Policy all take it from `magentoBackendUrl()`. Its rule is checked with every
 * other setting's when the server starts (lib/env/settings.ts, from instrumentation.ts); the
 * reading stays here, this small, because browser bundles import the client and so this module.
 */
export const DEFAULT_BACKEND_URL = 'http://localhost:4010';

/** The backend's base URL, without a trailing slash. */
export function magentoBackendUrl(): string {
  // `||` rather than `??`: an empty variable must not turn the URL into a relative one.
  return (process.env.MAGENTO_BACKEND_URL || DEFAULT_BACKEND_URL).replace(/\/+$/, '');
}
