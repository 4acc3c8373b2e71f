import { DEFAULT_BACKEND_URL, magentoBackendUrl } from './backend-url';

const saved = process.env.MAGENTO_BACKEND_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.MAGENTO_BACKEND_URL;
  else process.env.MAGENTO_BACKEND_URL = saved;
});

function setting(value: string | undefined) {
  if (value === undefined) delete process.env.MAGENTO_BACKEND_URL;
  else process.env.MAGENTO_BACKEND_URL = value;
}

describe('the backend URL', () => {
  it('is the local backend when the setting is missing or empty', () => {
    setting(undefined);
    expect(magentoBackendUrl()).toBe(DEFAULT_BACKEND_URL);
    setting('');
    expect(magentoBackendUrl()).toBe(DEFAULT_BACKEND_URL);
  });

  it('drops trailing slashes', () => {
    setting('https://shop.example/magento//');
    expect(magentoBackendUrl()).toBe('https://shop.example/magento');
  });
});
