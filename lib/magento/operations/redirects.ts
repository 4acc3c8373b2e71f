/**
 * The middleware's redirect lookup (lib/routing/url-redirects.ts): an area of its own, so the
 * browser's route resolver (./route) does not carry it.
 */
import { MiddlewareRedirectDocument as MiddlewareRedirect } from '../generated/redirects';

export { MiddlewareRedirect };
