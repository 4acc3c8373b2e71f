import { readFile } from 'node:fs/promises';
import { parseCapabilitiesFile } from '@/lib/features/capabilities';
import { sessionSecret } from '@/lib/session/secret';
import { SettingsError, storefrontSettings, type StorefrontSettings } from './settings';

// Not `server-only` like ./server.ts: instrumentation.ts, which imports this, is outside the App
// Router's server components, where that marker is refused.

/**
 * Run once when the server starts (instrumentation.ts): every setting checked against its rule,
 * then what needs more than a rule — the session secret (required in production, generated in
 * development: lib/session/secret.ts) and the capabilities file, read and parsed. The first
 * problem stops the start with a message naming the setting.
 */
export async function checkServerEnvironment(): Promise<StorefrontSettings> {
  const settings = storefrontSettings();
  sessionSecret();
  const file = settings.MAGENTO_CAPABILITIES_FILE;
  if (file) {
    try {
      parseCapabilitiesFile(await readFile(file, 'utf8'));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new SettingsError(
        ['MAGENTO_CAPABILITIES_FILE'],
        `MAGENTO_CAPABILITIES_FILE names no usable capabilities file ("${file}"): ${reason}`,
      );
    }
  }
  return settings;
}
