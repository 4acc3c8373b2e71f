/** @jest-environment jsdom */
import { browserStorage } from './browser-storage';
import { createMagentoClient, getMagentoClient, retryDelay, type FetchFunction, type MagentoClientOptions } from './client';
import {
  isInvalidCartError,
  isNetworkError,
  MagentoGraphQlError,
  MagentoNetworkError,
  MagentoParseError,
  MagentoResponseError,
  MagentoServerError,
} from './errors';

/** jsdom has no Response: this is the part of it the client reads. */
function answer(body: unknown, init: { status?: number; statusText?: string; headers?: Record<string, string> } = {}): Response {
  const headers = new Map(Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    status: init.status ?? 200,
    statusText: init.statusText ?? 'OK',
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  } as unknown as Response;
}

type FetchMock = jest.Mock<Promise<Response>, Parameters<FetchFunction>>;

function fetchAnswering(...responses: Array<Response | Error>): FetchMock {
  const mock: FetchMock = jest.fn();
  for (const response of responses) {
    if (response instanceof Error) mock.mockRejectedValueOnce(response);
    else mock.mockResolvedValueOnce(response);
  }
  return mock;
}

const client = (fetchMock: FetchMock, options: MagentoClientOptions = {}) =>
  createMagentoClient({ endpoint: '/graphql', fetch: fetchMock, ...options });

const url = (fetchMock: FetchMock, call = 0) => new URL(fetchMock.mock.calls[call][0], 'https://shop.example');
const init = (fetchMock: FetchMock, call = 0) => fetchMock.mock.calls[call][1];
const headers = (fetchMock: FetchMock, call = 0) => init(fetchMock, call).headers as Record<string, string>;

const GetCart = `
  query GetCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id   # the masked id
      ...CartNote
    }
  }
  fragment CartNote on Cart {
    note: email
    label(text: "two  spaces, kept")
  }
`;

const AddToCart = `
  mutation AddToCart($cartId: String!, $sku: String!) {
    addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) {
      cart { id }
    }
  }
`;

const dataAnswer = () => answer({ data: { cart: { id: 'c1' } } });

let onLine: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  onLine.mockRestore();
  jest.useRealTimers();
});

describe('queries', () => {
  it('go as GET with the compacted query, the operation name and the variables as URL parameters', async () => {
    const fetchMock = fetchAnswering(dataAnswer());

    const result = await client(fetchMock).query(GetCart, { cartId: 'c1' });

    expect(result).toEqual({ data: { cart: { id: 'c1' } } });
    expect(init(fetchMock).method).toBe('GET');
    expect(init(fetchMock).body).toBeUndefined();
    const sent = url(fetchMock);
    expect(sent.pathname).toBe('/graphql');
    expect(sent.searchParams.get('query')).toBe(
      'query GetCart($cartId:String!){cart(cart_id:$cartId){id ...CartNote}}fragment CartNote on Cart{note:email label(text:"two  spaces, kept")}',
    );
    expect(sent.searchParams.get('operationName')).toBe('GetCart');
    expect(JSON.parse(sent.searchParams.get('variables') ?? '')).toEqual({ cartId: 'c1' });
  });

  it('leave out empty variables and the name of an anonymous operation', async () => {
    const fetchMock = fetchAnswering(answer({ data: { storeConfig: {} } }), answer({ data: { storeConfig: {} } }));
    const magento = client(fetchMock);

    await magento.query('{ storeConfig { locale } }');
    await magento.query('query { storeConfig { locale } }', {});

    for (const call of [0, 1]) {
      expect([...url(fetchMock, call).searchParams.keys()]).toEqual(['query']);
    }
  });

  it('refuse a mutation document (GET cannot carry one)', async () => {
    const fetchMock = fetchAnswering();
    await expect(client(fetchMock).query(AddToCart, { cartId: 'c', sku: 's' })).rejects.toThrow(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('mutations', () => {
  it('go as POST with { operationName, variables, query } in a JSON body', async () => {
    const fetchMock = fetchAnswering(answer({ data: { addProductsToCart: { cart: { id: 'c1' } } } }));

    await client(fetchMock).mutate(AddToCart, { cartId: 'c1', sku: 'RB-3025' });

    expect(init(fetchMock).method).toBe('POST');
    expect(url(fetchMock).search).toBe('');
    expect(headers(fetchMock)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init(fetchMock).body as string)).toEqual({
      operationName: 'AddToCart',
      variables: { cartId: 'c1', sku: 'RB-3025' },
      query:
        'mutation AddToCart($cartId:String!$sku:String!){addProductsToCart(cartId:$cartId cartItems:[{sku:$sku quantity:1}]){cart{id}}}',
    });
  });

  it('are queued: the next starts only after the previous settles, even when it failed', async () => {
    const settle: Array<(response: Response) => void> = [];
    const fail: Array<(error: Error) => void> = [];
    const fetchMock: FetchMock = jest.fn<Promise<Response>, Parameters<FetchFunction>>(
      () =>
        new Promise<Response>((resolve, reject) => {
          settle.push(resolve);
          fail.push(reject);
        }),
    );
    const magento = client(fetchMock, { retry: { isOnline: () => false } });
    const order: string[] = [];

    const first = magento.mutate(AddToCart, { cartId: 'c', sku: '1' }).catch((error) => {
      order.push('first failed');
      throw error;
    });
    const second = magento.mutate(AddToCart, { cartId: 'c', sku: '2' }).then(() => order.push('second done'));
    const third = magento.mutate(AddToCart, { cartId: 'c', sku: '3' }).then(() => order.push('third done'));

    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fail[0](new TypeError('Failed to fetch'));
    await expect(first).rejects.toBeInstanceOf(MagentoNetworkError);
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(init(fetchMock, 1).body as string).variables.sku).toBe('2');

    settle[1](answer({ data: { addProductsToCart: null } }, { status: 500, statusText: 'Internal Server Error' }));
    await expect(second).rejects.toBeInstanceOf(MagentoServerError);
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(3);

    settle[2](answer({ data: { addProductsToCart: { cart: { id: 'c' } } } }));
    await third;
    expect(order).toEqual(['first failed', 'third done']);
  });

  it('do not wait for queries, and queries do not wait for them', async () => {
    const fetchMock: FetchMock = jest.fn<Promise<Response>, Parameters<FetchFunction>>(() => new Promise<Response>(() => undefined));
    const magento = client(fetchMock);

    void magento.mutate(AddToCart, { cartId: 'c', sku: '1' });
    await flushPromises();
    void magento.query(GetCart, { cartId: 'c' });
    await flushPromises();

    // The mutation is still pending, yet the query went out.
    expect(fetchMock.mock.calls.map(([, requestInit]) => requestInit.method)).toEqual(['POST', 'GET']);
  });
});

describe('headers', () => {
  it('default to store eu, an empty authorization and no Content-Currency', async () => {
    const fetchMock = fetchAnswering(dataAnswer());

    await client(fetchMock).query(GetCart, { cartId: 'c' });

    expect(headers(fetchMock)).toEqual({ authorization: '', store: 'eu' });
  });

  it('carry the stored store code and currency, read at request time', async () => {
    const fetchMock = fetchAnswering(dataAnswer(), dataAnswer());
    const magento = client(fetchMock);
    await magento.query(GetCart, { cartId: 'c' });

    browserStorage.setItem('store_view_code', 'uk');
    browserStorage.setItem('store_view_currency', 'GBP');
    await magento.query(GetCart, { cartId: 'c' });

    expect(headers(fetchMock, 0)).not.toHaveProperty('Content-Currency');
    expect(headers(fetchMock, 1)).toMatchObject({ store: 'uk', 'Content-Currency': 'GBP' });
  });

  it('carry a store, currency and bearer token given to the client', async () => {
    const fetchMock = fetchAnswering(dataAnswer());

    await client(fetchMock, { store: 'us', currency: 'USD', token: 't0k3n' }).query(GetCart, { cartId: 'c' });

    expect(headers(fetchMock)).toMatchObject({ authorization: 'Bearer t0k3n', store: 'us', 'Content-Currency': 'USD' });
  });

  it('store the cache id of each answer and send it on the next request', async () => {
    const fetchMock = fetchAnswering(
      answer({ data: { cart: { id: 'c' } } }, { headers: { 'X-Magento-Cache-Id': 'hash-1' } }),
      answer({ data: { cart: { id: 'c' } } }, { headers: { 'X-Magento-Cache-Id': 'hash-2' } }),
      dataAnswer(),
      dataAnswer(),
    );
    const magento = client(fetchMock);

    await magento.query(GetCart, { cartId: 'c' });
    expect(headers(fetchMock, 0)).not.toHaveProperty('X-Magento-Cache-Id');
    expect(browserStorage.getItem('magento_cache_id')).toBe('hash-1');

    await magento.mutate(AddToCart, { cartId: 'c', sku: 's' });
    expect(headers(fetchMock, 1)['X-Magento-Cache-Id']).toBe('hash-1');

    await magento.query(GetCart, { cartId: 'c' });
    expect(headers(fetchMock, 2)['X-Magento-Cache-Id']).toBe('hash-2');

    // An answer without the header keeps the stored id.
    await magento.query(GetCart, { cartId: 'c' });
    expect(headers(fetchMock, 3)['X-Magento-Cache-Id']).toBe('hash-2');
  });
});

describe('network retries', () => {
  const offline = new TypeError('Failed to fetch');

  it('retry up to 5 attempts in all, with delays growing from 300 ms within the jitter bounds', async () => {
    for (const random of [0, 0.5, 0.999]) {
      const delays: number[] = [];
      const fetchMock = fetchAnswering(offline, offline, offline, offline, offline, dataAnswer());
      const magento = client(fetchMock, {
        retry: { random: () => random, sleep: async (ms) => void delays.push(ms) },
      });

      const error = await magento.query(GetCart, { cartId: 'c' }).catch((failure: unknown) => failure);

      expect(error).toBeInstanceOf(MagentoNetworkError);
      expect(isNetworkError(error)).toBe(true);
      expect((error as MagentoNetworkError).attempts).toBe(5);
      expect((error as MagentoNetworkError).cause).toBe(offline);
      expect(fetchMock).toHaveBeenCalledTimes(5);
      expect(delays).toHaveLength(4);
      delays.forEach((delay, index) => {
        const nominal = 300 * 2 ** index;
        expect(delay).toBeGreaterThanOrEqual(nominal * 0.75);
        expect(delay).toBeLessThanOrEqual(nominal * 1.25);
        if (index > 0) expect(delay).toBeGreaterThan(delays[index - 1]);
      });
    }
  });

  it('wait on real timers: the second attempt not before the jittered 300 ms delay', async () => {
    jest.useFakeTimers();
    const fetchMock = fetchAnswering(offline, dataAnswer());
    const magento = client(fetchMock, { retry: { random: () => 0 } });

    const result = magento.query(GetCart, { cartId: 'c' });
    await jest.advanceTimersByTimeAsync(224);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ data: { cart: { id: 'c1' } } });
  });

  it('succeed once the network is back', async () => {
    const fetchMock = fetchAnswering(offline, offline, dataAnswer());
    const magento = client(fetchMock, { retry: { sleep: async () => undefined } });

    await expect(magento.query(GetCart, { cartId: 'c' })).resolves.toEqual({ data: { cart: { id: 'c1' } } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('do not happen when the browser is offline', async () => {
    onLine.mockReturnValue(false);
    const sleep = jest.fn(async () => undefined);
    const fetchMock = fetchAnswering(offline, dataAnswer());

    const error = await client(fetchMock, { retry: { sleep } })
      .query(GetCart, { cartId: 'c' })
      .catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(MagentoNetworkError);
    expect((error as MagentoNetworkError).attempts).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('do not happen for HTTP errors', async () => {
    const sleep = jest.fn(async () => undefined);
    const fetchMock = fetchAnswering(answer('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }), dataAnswer());

    await expect(client(fetchMock, { retry: { sleep } }).query(GetCart, { cartId: 'c' })).rejects.toBeInstanceOf(MagentoServerError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('do not happen for an aborted request', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const fetchMock = fetchAnswering(aborted, dataAnswer());

    await expect(client(fetchMock).query(GetCart, { cartId: 'c' }, { signal: controller.signal })).rejects.toBe(aborted);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('follow the documented formula', () => {
    expect(retryDelay(1, 0)).toBe(225);
    expect(retryDelay(1, 0.5)).toBe(300);
    expect(retryDelay(4, 1)).toBe(3000);
  });
});

describe('error rules on answers', () => {
  it('throw a server error for HTTP status 300 and above', async () => {
    const fetchMock = fetchAnswering(answer({ message: 'Maintenance' }, { status: 503, statusText: 'Service Unavailable' }));
    await expect(client(fetchMock).query(GetCart, { cartId: 'c' })).rejects.toMatchObject({
      name: 'MagentoServerError',
      status: 503,
      statusText: 'Service Unavailable',
      message: 'GetCart: 503 Service Unavailable: Maintenance',
    });
  });

  it('throw a parse error for a body that is not JSON', async () => {
    const fetchMock = fetchAnswering(answer('<!doctype html>'));
    await expect(client(fetchMock).query(GetCart, { cartId: 'c' })).rejects.toBeInstanceOf(MagentoParseError);
  });

  it('throw a response error for JSON with neither data nor errors', async () => {
    const fetchMock = fetchAnswering(answer({ extensions: {} }));
    await expect(client(fetchMock).mutate(AddToCart, { cartId: 'c', sku: 's' })).rejects.toBeInstanceOf(MagentoResponseError);
  });

  it('throw the GraphQL errors of an answer without data, recognisable as an invalid cart', async () => {
    const fetchMock = fetchAnswering(
      answer({
        data: { cart: null },
        errors: [{ message: 'Could not find a cart with ID "c"', extensions: { category: 'graphql-no-such-entity' }, path: ['cart'] }],
      }),
    );
    const error = await client(fetchMock)
      .query(GetCart, { cartId: 'c' })
      .catch((failure: unknown) => failure);

    expect(error).toBeInstanceOf(MagentoGraphQlError);
    expect(isInvalidCartError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
  });

  it('deliver a cart without its out-of-stock lines, reporting which were removed', async () => {
    const fetchMock = fetchAnswering(
      answer({
        data: { cart: { id: 'c', items: [{ uid: 'ok' }, null] } },
        errors: [{ message: 'Some of the products are out of stock.', path: ['cart', 'items', 1] }],
      }),
    );

    const result = await client(fetchMock).query(GetCart, { cartId: 'c' });

    expect(result).toEqual({
      data: { cart: { id: 'c', items: [{ uid: 'ok' }] } },
      removedItems: [{ path: ['cart', 'items', 1], message: 'Some of the products are out of stock.', item: null }],
    });
  });

  it('deliver partial data with its errors', async () => {
    const errors = [{ message: 'Price not available', path: ['cart', 'prices'] }];
    const fetchMock = fetchAnswering(answer({ data: { cart: { id: 'c', prices: null } }, errors }));

    await expect(client(fetchMock).query(GetCart, { cartId: 'c' })).resolves.toEqual({
      data: { cart: { id: 'c', prices: null } },
      errors,
    });
  });
});

describe('getMagentoClient', () => {
  it('is one client in the browser, so all mutations share one queue', () => {
    expect(getMagentoClient()).toBe(getMagentoClient());
  });
});

async function flushPromises(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}
