import { DEFAULT_BACKEND_URL, magentoBackendUrl } from './backend-url';

/**
 * The backend's base URL once checked: an absolute http(s) URL, else an error naming the setting.
 * instrumentation.ts calls it when the server starts, so a misspelt MAGENTO_BACKEND_URL stops the
 * start with a clear message instead of failing every request.
 */
export function checkBackendUrl(): string {
  const value = magentoBackendUrl();
  let protocol: string | undefined;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new Error(`MAGENTO_BACKEND_URL must be the backend's absolute http(s) address (e.g. ${DEFAULT_BACKEND_URL}), not "${value}"`);
  }
  return value;
}
