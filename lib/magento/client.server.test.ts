/**
 * The client on the server (Node, no window): server components call it with their store view.
 * @jest-environment node
 */
import { createMagentoClient, getMagentoClient, type FetchFunction } from './client';
import { MagentoNetworkError } from './errors';

function answer(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, headers });
}

const GetStoreConfig = 'query GetStoreConfig { storeConfig { locale } }';
const savedBackendUrl = process.env.MAGENTO_BACKEND_URL;

afterEach(() => {
  process.env.MAGENTO_BACKEND_URL = savedBackendUrl;
});

describe('the client on the server', () => {
  it('calls ${MAGENTO_BACKEND_URL}/graphql, default http://localhost:4010', async () => {
    const fetchMock = jest.fn<ReturnType<FetchFunction>, Parameters<FetchFunction>>(async () => answer({ data: { storeConfig: {} } }));

    delete process.env.MAGENTO_BACKEND_URL;
    await createMagentoClient({ fetch: fetchMock }).query(GetStoreConfig);
    process.env.MAGENTO_BACKEND_URL = 'https://magento.example/';
    await createMagentoClient({ fetch: fetchMock }).query(GetStoreConfig);

    expect(fetchMock.mock.calls[0][0]).toMatch(/^http:\/\/localhost:4010\/graphql\?query=/);
    expect(fetchMock.mock.calls[1][0]).toMatch(/^https:\/\/magento\.example\/graphql\?query=/);
  });

  it('passes Next.js cache options through, merging the tags of client and request', async () => {
    const fetchMock = jest.fn<ReturnType<FetchFunction>, Parameters<FetchFunction>>(async () => answer({ data: { storeConfig: {} } }));
    const magento = createMagentoClient({ fetch: fetchMock, store: 'uk', next: { revalidate: 300, tags: ['magento', 'store:uk'] } });

    await magento.query(GetStoreConfig, undefined, { next: { tags: ['store-config'] }, cache: 'force-cache' });

    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      next: { revalidate: 300, tags: ['magento', 'store:uk', 'store-config'] },
      cache: 'force-cache',
      headers: { store: 'uk', authorization: '' },
    });
  });

  it('neither keeps nor sends a cache id: on the server it would belong to no one shopper', async () => {
    const fetchMock = jest.fn<ReturnType<FetchFunction>, Parameters<FetchFunction>>(async () =>
      answer({ data: { storeConfig: {} } }, { 'X-Magento-Cache-Id': 'hash' }),
    );
    const magento = createMagentoClient({ fetch: fetchMock });

    await magento.query(GetStoreConfig);
    await magento.query(GetStoreConfig);

    expect(fetchMock.mock.calls[1][1].headers).not.toHaveProperty('X-Magento-Cache-Id');
  });

  it('does not retry network errors', async () => {
    const sleep = jest.fn(async () => undefined);
    const fetchMock = jest.fn<ReturnType<FetchFunction>, Parameters<FetchFunction>>(async () => {
      throw new TypeError('fetch failed');
    });

    await expect(createMagentoClient({ fetch: fetchMock, retry: { sleep } }).query(GetStoreConfig)).rejects.toBeInstanceOf(
      MagentoNetworkError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('gives each caller its own client, so no queue is shared between shoppers', () => {
    expect(getMagentoClient()).not.toBe(getMagentoClient());
  });
});

describe("Magento's cache tags and timeouts on the server", () => {
  it("tags each cached request with its own tag and reports the answer's X-Magento-Tags under it", async () => {
    const fetchMock = jest.fn<ReturnType<FetchFunction>, Parameters<FetchFunction>>(async () =>
      answer({ data: { storeConfig: {} } }, { 'X-Magento-Tags': 'cat_p,cat_p_5,FPC' }),
    );
    const heard: Array<[string, string[]]> = [];
    const magento = createMagentoClient({
      fetch: fetchMock,
      store: 'uk',
      next: { revalidate: 300, tags: ['magento'] },
      onCacheTags: (requestTag, tags) => heard.push([requestTag, tags]),
    });
    await magento.query(GetStoreConfig);
    await createMagentoClient({ fetch: fetchMock, store: 'fr', next: { revalidate: 300 }, onCacheTags: (tag, tags) => heard.push([tag, tags]) }).query(GetStoreConfig);

    const sentTags = fetchMock.mock.calls[0][1].next?.tags ?? [];
    expect(sentTags[0]).toBe('magento');
    expect(sentTags[1]).toMatch(/^magento-request:[0-9a-z]+$/);
    expect(heard[0]).toEqual([sentTags[1], ['cat_p', 'cat_p_5', 'FPC']]);
    // Another store view is another cache entry, so another tag.
    expect(heard[1][0]).not.toBe(heard[0][0]);
  });

  it('gives up on a backend that does not answer in time, as a network error', async () => {
    const hanging: FetchFunction = (_url, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const started = Date.now();
    await expect(createMagentoClient({ fetch: hanging, timeoutMs: 200 }).query(GetStoreConfig)).rejects.toBeInstanceOf(MagentoNetworkError);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
