import 'server-only';
import { storefrontSettings, type StorefrontSettings } from './settings';

/**
 * The storefront server's settings (lib/env/settings.ts: every setting, its rule and default),
 * for server code only: `server-only` keeps this module, and what it reads, out of browser bundles.
 */
export function serverSettings(): StorefrontSettings {
  return storefrontSettings();
}
