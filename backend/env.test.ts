import { resolveConfig } from './config';
import { backendSettings } from './env';
import { reminderSettings } from './modules/abandoned-cart/reminders';
import { contactRecipient } from './modules/contact/resolvers';

const env = (values: Record<string, string> = {}) => values as NodeJS.ProcessEnv;

describe('the backend settings', () => {
  it('has today’s defaults when nothing is set', () => {
    const config = resolveConfig({}, env());
    expect(config).toMatchObject({
      port: 4010,
      publicUrl: 'http://localhost:4010',
      storefrontUrl: 'http://localhost:3000',
      customerTokenLifetime: 3600,
      pendingPaymentLifetime: 480,
      profile: 'full',
      stores: 'all',
      host: '127.0.0.1',
      sandboxes: false,
      trustedProxies: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      rateLimitFactor: 1,
      queryLimits: { depth: 20, complexity: 300, aliases: 30 },
    });
    expect(config.dataDir).toMatch(/\.data\/backend$/);
    expect(config.httpCacheHosts).toBeUndefined();
    expect(reminderSettings(env())).toEqual({ idleMinutes: 60, linkLifetimeMinutes: 7 * 24 * 60 });
    expect(contactRecipient(env())).toBe('hello@example.com');
  });

  it('reads valid values, an empty one counting as unset', () => {
    const config = resolveConfig(
      {},
      env({
        BACKEND_PORT: '4111',
        BACKEND_PUBLIC_URL: 'https://media.example/',
        BACKEND_PROFILE: 'magento-os',
        BACKEND_STORES: '',
        BACKEND_SANDBOXES: '0',
        BACKEND_TRUSTED_PROXIES: ' 10.0.0.1 , ,10.0.0.2',
        BACKEND_RATE_LIMIT_FACTOR: '2.5',
        BACKEND_GRAPHQL_MAX_DEPTH: '25',
      }),
    );
    expect(config).toMatchObject({
      port: 4111,
      publicUrl: 'https://media.example',
      profile: 'magento-os',
      stores: 'all',
      sandboxes: false,
      trustedProxies: ['10.0.0.1', '10.0.0.2'],
      rateLimitFactor: 2.5,
      queryLimits: { depth: 25, complexity: 300, aliases: 30 },
    });
    expect(reminderSettings(env({ BACKEND_ABANDONED_CART_IDLE_MINUTES: '0' })).idleMinutes).toBe(0);
    expect(contactRecipient(env({ BACKEND_CONTACT_EMAIL: ' shop@example.com ' }))).toBe('shop@example.com');
  });

  it('prefers the flags given to the server', () => {
    expect(resolveConfig({ port: 4200, profile: 'full' }, env({ BACKEND_PORT: '4111', BACKEND_PROFILE: 'magento-os' }))).toMatchObject({
      port: 4200,
      profile: 'full',
    });
  });

  it.each([
    ['BACKEND_PORT', '70000'],
    ['BACKEND_PORT', 'four'],
    ['BACKEND_PUBLIC_URL', 'localhost:4010'],
    ['STOREFRONT_URL', 'shop.example'],
    ['BACKEND_CUSTOMER_TOKEN_LIFETIME', '0'],
    ['BACKEND_PENDING_PAYMENT_LIFETIME', 'soon'],
    ['BACKEND_PROFILE', 'commerce'],
    ['BACKEND_STORES', 'some'],
    ['BACKEND_SANDBOXES', 'yes'],
    ['BACKEND_RATE_LIMIT_FACTOR', '-1'],
    ['BACKEND_GRAPHQL_MAX_COMPLEXITY', '1.5'],
    ['BACKEND_ABANDONED_CART_LINK_LIFETIME_MINUTES', '-5'],
  ])('refuses %s=%s, naming the setting', (name, value) => {
    expect(() => backendSettings(env({ [name]: value }))).toThrow(new RegExp(`^The backend's settings are not valid:\\n- ${name} must `));
    expect(() => resolveConfig({}, env({ [name]: value }))).toThrow(name);
  });
});
