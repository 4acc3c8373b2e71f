import { SettingsError, storefrontSettings } from './settings';

/** The settings of an environment that sets only `given` (the rest unset). */
const read = (given: Record<string, string> = {}) => storefrontSettings(given);

/** The setting(s) a refused environment names, and the message. */
function refusal(given: Record<string, string>): { settings: string[]; message: string } {
  try {
    read(given);
  } catch (error) {
    if (error instanceof SettingsError) return { settings: error.settings, message: error.message };
    throw error;
  }
  throw new Error(`not refused: ${JSON.stringify(given)}`);
}

describe('the storefront server settings', () => {
  it('has today’s defaults when nothing is set', () => {
    expect(read()).toEqual({
      MAGENTO_BACKEND_URL: 'http://localhost:4010',
      REDIS_URL: undefined,
      REDIS_CACHE_TTL_SECONDS: 604800,
      REDIS_KEY_PREFIX: 'brillora:',
      STOREFRONT_PURGE_ALLOW: '127.0.0.1,::1',
      STOREFRONT_PURGE_SECRET: undefined,
      STOREFRONT_BACKEND_TIMEOUT_MS: 8000,
      SITE_URL: undefined,
      CUSTOMIZE_CATEGORY_UIDS: [],
      STOREFRONT_REDIRECT_HOSTS: [],
      SESSION_SECRET: undefined,
      CUSTOMER_SESSION_TTL_SECONDS: undefined,
      MAGENTO_CAPABILITIES_FILE: undefined,
      STOREFRONT_DISABLED_FEATURES: undefined,
      NEXT_DIST_DIR: '.next',
    });
  });

  it('takes an empty variable for an unset one (the purge allow list excepted: empty allows no address)', () => {
    const settings = read({
      MAGENTO_BACKEND_URL: '',
      REDIS_KEY_PREFIX: '',
      STOREFRONT_BACKEND_TIMEOUT_MS: ' ',
      NEXT_DIST_DIR: '',
      STOREFRONT_PURGE_ALLOW: '',
    });
    expect(settings.MAGENTO_BACKEND_URL).toBe('http://localhost:4010');
    expect(settings.REDIS_KEY_PREFIX).toBe('brillora:');
    expect(settings.STOREFRONT_BACKEND_TIMEOUT_MS).toBe(8000);
    expect(settings.NEXT_DIST_DIR).toBe('.next');
    expect(settings.STOREFRONT_PURGE_ALLOW).toBe('');
  });

  it('reads valid values', () => {
    const settings = read({
      MAGENTO_BACKEND_URL: 'https://magento.example/shop//',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_KEY_PREFIX: 'eu:',
      STOREFRONT_PURGE_ALLOW: '10.0.0.0/8, 192.168.1.5,::1',
      STOREFRONT_PURGE_SECRET: 'purge-me',
      STOREFRONT_BACKEND_TIMEOUT_MS: '2500',
      SITE_URL: 'https://brillora.example',
      CUSTOMIZE_CATEGORY_UIDS: ' Mw== , ,OA==',
      STOREFRONT_REDIRECT_HOSTS: ' Blog.Example.com , ,shop.example:8443',
      SESSION_SECRET: 'x'.repeat(32),
      CUSTOMER_SESSION_TTL_SECONDS: '20',
      MAGENTO_CAPABILITIES_FILE: '/etc/brillora/capabilities.json',
      STOREFRONT_DISABLED_FEATURES: 'faq, showroom',
      NEXT_DIST_DIR: '.next-e2e',
    });
    expect(settings).toMatchObject({
      MAGENTO_BACKEND_URL: 'https://magento.example/shop',
      REDIS_URL: 'redis://cache:6379/2',
      STOREFRONT_BACKEND_TIMEOUT_MS: 2500,
      CUSTOMIZE_CATEGORY_UIDS: ['Mw==', 'OA=='],
      STOREFRONT_REDIRECT_HOSTS: ['blog.example.com', 'shop.example:8443'],
      CUSTOMER_SESSION_TTL_SECONDS: 20,
      STOREFRONT_DISABLED_FEATURES: 'faq, showroom',
    });
  });

  it.each([
    ['MAGENTO_BACKEND_URL', 'localhost:4010'],
    ['MAGENTO_BACKEND_URL', '/graphql'],
    ['MAGENTO_BACKEND_URL', 'ftp://backend.example'],
    ['REDIS_URL', 'cache:6379'],
    ['REDIS_CACHE_TTL_SECONDS', 'a week'],
    ['STOREFRONT_PURGE_ALLOW', '10.0.0.0/33'],
    ['STOREFRONT_PURGE_ALLOW', 'magento.example'],
    ['STOREFRONT_BACKEND_TIMEOUT_MS', 'soon'],
    ['STOREFRONT_BACKEND_TIMEOUT_MS', '0'],
    ['STOREFRONT_BACKEND_TIMEOUT_MS', '1.5'],
    ['SITE_URL', 'brillora.example'],
    ['CUSTOMIZE_CATEGORY_UIDS', 'Mw==;Nw=='],
    ['STOREFRONT_REDIRECT_HOSTS', 'https://blog.example.com'],
    ['SESSION_SECRET', 'too-short'],
    ['CUSTOMER_SESSION_TTL_SECONDS', 'soon'],
  ])('refuses %s=%s, naming the setting', (name, value) => {
    const { settings, message } = refusal({ [name]: value });
    expect(settings).toEqual([name]);
    expect(message).toContain(`- ${name} must`);
  });

  it('names every setting that breaks its rule, and repeats no secret', () => {
    const { settings, message } = refusal({
      STOREFRONT_BACKEND_TIMEOUT_MS: 'soon',
      SESSION_SECRET: 'hunter2',
      REDIS_URL: 'http://user:password@cache',
    });
    expect(settings.sort()).toEqual(['REDIS_URL', 'SESSION_SECRET', 'STOREFRONT_BACKEND_TIMEOUT_MS']);
    expect(message).toContain('STOREFRONT_BACKEND_TIMEOUT_MS must be a whole number of milliseconds above 0 (default 8000), not "soon"');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('password');
  });

  it('reads the environment again when it changes', () => {
    expect(read({ STOREFRONT_BACKEND_TIMEOUT_MS: '100' }).STOREFRONT_BACKEND_TIMEOUT_MS).toBe(100);
    expect(read({ STOREFRONT_BACKEND_TIMEOUT_MS: '200' }).STOREFRONT_BACKEND_TIMEOUT_MS).toBe(200);
  });
});
