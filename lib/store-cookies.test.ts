/** @jest-environment jsdom */
import { STORE_COOKIES, rememberStoreView } from './store-cookies';

describe('the store view remembered in the browser', () => {
  beforeEach(() => {
    for (const name of Object.values(STORE_COOKIES)) document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('writes the store-view cookies the middleware reads for `/`', () => {
    rememberStoreView('ae_ar', 'AED', 'http://localhost:4010/media/');
    expect(document.cookie).toContain(`${STORE_COOKIES.code}=ae_ar`);
    expect(document.cookie).toContain(`${STORE_COOKIES.currency}=AED`);
    expect(document.cookie).toContain(`${STORE_COOKIES.mediaUrl}=${encodeURIComponent('http://localhost:4010/media/')}`);
  });

  it('writes nothing when they are already right', () => {
    rememberStoreView('uk', 'GBP', '/media/');
    const writes: string[] = [];
    const fake = {
      get cookie() {
        return document.cookie;
      },
      set cookie(value: string) {
        writes.push(value);
      },
    } as unknown as Document;
    rememberStoreView('uk', 'GBP', '/media/', fake);
    expect(writes).toEqual([]);
    rememberStoreView('fr', 'EUR', '/media/', fake);
    expect(writes.map((write) => write.split(';')[0])).toEqual([`${STORE_COOKIES.code}=fr`, `${STORE_COOKIES.currency}=EUR`]);
  });
});
