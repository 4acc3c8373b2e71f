import { register } from './instrumentation';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.resetModules();
});

function environment(values: Record<string, string | undefined>) {
  process.env = { ...saved, NEXT_RUNTIME: 'nodejs', ...values };
  for (const [key, value] of Object.entries(values)) if (value === undefined) delete process.env[key];
}

describe('server start-up', () => {
  it('stops a production server without SESSION_SECRET with a clear message', async () => {
    environment({ NODE_ENV: 'production', SESSION_SECRET: undefined, NEXT_PHASE: undefined });
    await expect(register()).rejects.toThrow(/SESSION_SECRET is not set/);
  });

  it('stops a server whose MAGENTO_BACKEND_URL is no http(s) address, naming the setting', async () => {
    environment({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-enough-length', MAGENTO_BACKEND_URL: 'localhost:4010' });
    await expect(register()).rejects.toThrow(/MAGENTO_BACKEND_URL must be the backend's absolute http\(s\) address/);
  });

  it('stops a server whose settings break their rules, naming each one', async () => {
    environment({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-enough-length',
      STOREFRONT_BACKEND_TIMEOUT_MS: 'soon',
      SITE_URL: 'shop.example',
    });
    await expect(register()).rejects.toThrow(/STOREFRONT_BACKEND_TIMEOUT_MS must be a whole number[^]*SITE_URL must be/);
  });

  it('starts with a secret, and never asks for one while building', async () => {
    environment({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-enough-length' });
    await expect(register()).resolves.toBeUndefined();
    environment({ NODE_ENV: 'production', SESSION_SECRET: undefined, NEXT_PHASE: 'phase-production-build' });
    await expect(register()).resolves.toBeUndefined();
  });
});
