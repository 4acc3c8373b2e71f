/** @jest-environment node */
jest.mock('@/lib/magento/server', () => ({ queryCatalog: jest.fn(), CATALOG_REVALIDATE_SECONDS: 300 }));
jest.mock('@/lib/store-views', () => ({ loadStoreViews: jest.fn(), storeViews: jest.fn() }));
jest.mock('@/lib/magento/client', () => ({ createMagentoClient: jest.fn() }));
jest.mock('@/lib/env/server', () => ({ serverSettings: () => ({ STOREFRONT_DISABLED_FEATURES: '' }) }));

import { createMagentoClient } from '@/lib/magento/client';
import { queryCatalog } from '@/lib/magento/server';
import { loadStoreViews, storeViews, type StoreView } from '@/lib/store-views';
import { DEGRADED_PAGE_SECONDS, shortenPageLife } from './page-life';

/**
 * A page rendered with part of it missing (menu, footer links, store list, the backend's
 * capabilities) asks Next for a short life: the one fetch Next reads a page's revalidate from.
 */
const realFetch = global.fetch;
let fetchMock: jest.Mock;
const shortened = () => fetchMock.mock.calls.filter(([, init]) => init?.next?.revalidate === DEGRADED_PAGE_SECONDS).length;

beforeEach(() => {
  fetchMock = jest.fn(async () => new Response('degraded'));
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('shortenPageLife', () => {
  it("asks for DEGRADED_PAGE_SECONDS with a fetch that needs no network, far below the catalogue's life", async () => {
    await shortenPageLife();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/^data:/);
    expect(init.next).toEqual({ revalidate: DEGRADED_PAGE_SECONDS });
    expect(DEGRADED_PAGE_SECONDS).toBeLessThan(60);
  });

  it('never throws: the page keeps its usual life when the fetch fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(shortenPageLife()).resolves.toBeUndefined();
  });

  it('works with the real fetch outside a render (a data: URL)', async () => {
    global.fetch = realFetch;
    await expect(shortenPageLife()).resolves.toBeUndefined();
  });
});

describe('the parts that frame every page', () => {
  const views = [{ code: 'uk', name: 'United Kingdom' }] as unknown as StoreView[];

  it('the menu and footer links: a failure gives the empty part and a short page life; an answer, neither', async () => {
    const { getNavigationMenu, getFooterLinks } = await import('@/lib/magento/navigation');
    jest.mocked(queryCatalog).mockRejectedValueOnce(new Error('backend down'));
    await expect(getNavigationMenu('uk')).resolves.toEqual([]);
    expect(shortened()).toBe(1);
    jest.mocked(queryCatalog).mockRejectedValueOnce(new Error('timeout'));
    await expect(getFooterLinks('uk')).resolves.toEqual({ pages: [], copyright: null });
    expect(shortened()).toBe(2);

    jest.mocked(queryCatalog).mockResolvedValueOnce({ categories: { items: [{ children: [] }] } });
    await expect(getNavigationMenu('fr')).resolves.toEqual([]);
    expect(shortened()).toBe(2);
  });

  it('the store list: short only when no list is known at all, not with the last known one', async () => {
    const { getStoreViewNames } = await import('@/lib/magento/navigation');
    jest.mocked(loadStoreViews).mockRejectedValueOnce(new Error('backend down'));
    jest.mocked(storeViews).mockReturnValueOnce(views);
    await expect(getStoreViewNames()).resolves.toEqual([{ code: 'uk', name: 'United Kingdom' }]);
    expect(shortened()).toBe(0);

    jest.mocked(loadStoreViews).mockRejectedValueOnce(new Error('backend down'));
    jest.mocked(storeViews).mockReturnValueOnce([]);
    await expect(getStoreViewNames()).resolves.toEqual([]);
    expect(shortened()).toBe(1);
  });

  it('the optional features: short while "core only" is a guess, not once the backend has answered', async () => {
    const query = jest.fn().mockRejectedValueOnce(new Error('backend down'));
    jest.mocked(createMagentoClient).mockReturnValue({ query } as unknown as ReturnType<typeof createMagentoClient>);
    const { getEnabledFeatures } = await import('@/lib/features/server');
    await expect(getEnabledFeatures('uk')).resolves.toEqual([]);
    expect(shortened()).toBe(1);
  });

  it('the optional features: the backend answered, the page keeps its usual life', async () => {
    const types = [{ name: 'Query', fields: [{ name: 'products' }] }];
    const query = jest.fn().mockResolvedValue({ data: { __schema: { types } } });
    jest.mocked(createMagentoClient).mockReturnValue({ query } as unknown as ReturnType<typeof createMagentoClient>);
    await jest.isolateModulesAsync(async () => {
      const { getEnabledFeatures } = await import('@/lib/features/server');
      await getEnabledFeatures('uk');
    });
    expect(query).toHaveBeenCalled();
    expect(shortened()).toBe(0);
  });
});
