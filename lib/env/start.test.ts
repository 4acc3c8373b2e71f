import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverSettings } from './server';
import { checkServerEnvironment } from './start';

const saved = { ...process.env };
const folder = mkdtempSync(path.join(tmpdir(), 'brillora-env-'));

beforeEach(() => {
  process.env.SESSION_SECRET = 's'.repeat(40);
});
afterEach(() => {
  for (const name of ['SESSION_SECRET', 'MAGENTO_CAPABILITIES_FILE', 'STOREFRONT_BACKEND_TIMEOUT_MS']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('the start-up check', () => {
  it('passes with the defaults, and server code reads the settings of the process', async () => {
    await expect(checkServerEnvironment()).resolves.toMatchObject({ STOREFRONT_BACKEND_TIMEOUT_MS: 8000 });
    process.env.STOREFRONT_BACKEND_TIMEOUT_MS = '1500';
    expect(serverSettings().STOREFRONT_BACKEND_TIMEOUT_MS).toBe(1500);
  });

  it('stops on a value that breaks its rule, naming the setting', async () => {
    process.env.STOREFRONT_BACKEND_TIMEOUT_MS = 'eight seconds';
    await expect(checkServerEnvironment()).rejects.toThrow(/STOREFRONT_BACKEND_TIMEOUT_MS must be a whole number/);
  });

  it('reads the capabilities file: a missing or broken one stops the start, naming the setting', async () => {
    process.env.MAGENTO_CAPABILITIES_FILE = path.join(folder, 'missing.json');
    await expect(checkServerEnvironment()).rejects.toThrow(/^MAGENTO_CAPABILITIES_FILE names no usable capabilities file/);
    const broken = path.join(folder, 'broken.json');
    writeFileSync(broken, '{"format":1}');
    process.env.MAGENTO_CAPABILITIES_FILE = broken;
    await expect(checkServerEnvironment()).rejects.toThrow(/no "capabilities" list/);
    const good = path.join(folder, 'good.json');
    writeFileSync(good, JSON.stringify({ format: 1, capabilities: ['Query.faqCategories'] }));
    process.env.MAGENTO_CAPABILITIES_FILE = good;
    await expect(checkServerEnvironment()).resolves.toMatchObject({ MAGENTO_CAPABILITIES_FILE: good });
  });
});
