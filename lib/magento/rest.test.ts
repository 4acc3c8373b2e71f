/** @jest-environment jsdom */
import { browserStorage } from './browser-storage';
import { MagentoNetworkError, MagentoParseError } from './errors';
import { fillPlaceholders, MagentoRestError, restRequest } from './rest';

/** jsdom has no Response: this is the part of it the REST client reads. */
function answer(body: unknown, status = 200, statusText = 'OK'): Response {
  return {
    status,
    statusText,
    headers: { get: () => null },
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  } as unknown as Response;
}

type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit]>;

beforeEach(() => {
  window.localStorage.clear();
});

describe('restRequest', () => {
  it('POSTs JSON with credentials to /rest/{store}/V1/ and resolves to the JSON answer', async () => {
    browserStorage.setItem('store_view_code', 'uk');
    const fetchMock: FetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(async () => answer('"000000042"'));
    const body = { cartId: 'abc', email: 'a@b.example', paymentMethod: { method: 'checkmo' } };

    const orderId = await restRequest<string>('POST', 'guest-carts/abc/payment-information', body, { fetch: fetchMock });

    expect(orderId).toBe('000000042');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/rest/uk/V1/guest-carts/abc/payment-information');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('uses store eu by default and a configurable base', async () => {
    const fetchMock: FetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(async () => answer(true));

    await restRequest('POST', '/carts/mine/shipping-information', {}, { fetch: fetchMock });
    await restRequest('POST', 'carts/mine/shipping-information', {}, { fetch: fetchMock, store: 'fr' });
    await restRequest('POST', 'carts/mine/shipping-information', {}, { fetch: fetchMock, baseUrl: 'https://api.example/rest/V1' });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/rest/eu/V1/carts/mine/shipping-information',
      '/rest/fr/V1/carts/mine/shipping-information',
      'https://api.example/rest/V1/carts/mine/shipping-information',
    ]);
  });

  it('shares identical in-flight GET requests: one fetch, one promise', async () => {
    const release: Array<(response: Response) => void> = [];
    const fetchMock: FetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(
      () => new Promise<Response>((resolve) => release.push(resolve)),
    );

    const first = restRequest<{ id: number }>('GET', 'guest-carts/abc', undefined, { fetch: fetchMock });
    const second = restRequest<{ id: number }>('GET', 'guest-carts/abc', undefined, { fetch: fetchMock });
    const other = restRequest('GET', 'guest-carts/xyz', undefined, { fetch: fetchMock });

    expect(second).toBe(first);
    expect(other).not.toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    release.forEach((resolve) => resolve(answer({ id: 1 })));
    await expect(first).resolves.toEqual({ id: 1 });
    await other;
  });

  it('sends a GET again once the previous one settled, and never shares POSTs', async () => {
    const fetchMock: FetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(async () => answer({ id: 1 }));

    await restRequest('GET', 'guest-carts/abc', undefined, { fetch: fetchMock });
    await restRequest('GET', 'guest-carts/abc', undefined, { fetch: fetchMock });
    await Promise.all([
      restRequest('POST', 'guest-carts/abc/payment-information', {}, { fetch: fetchMock }),
      restRequest('POST', 'guest-carts/abc/payment-information', {}, { fetch: fetchMock }),
    ]);

    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('forgets a failed in-flight GET, so the next one is sent', async () => {
    const fetchMock: FetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
    fetchMock.mockResolvedValueOnce(answer({ message: 'Oops' }, 500, 'Internal Server Error'));
    fetchMock.mockResolvedValueOnce(answer({ id: 1 }));

    await expect(restRequest('GET', 'guest-carts/abc', undefined, { fetch: fetchMock })).rejects.toBeInstanceOf(MagentoRestError);
    await expect(restRequest('GET', 'guest-carts/abc', undefined, { fetch: fetchMock })).resolves.toEqual({ id: 1 });
  });

  it('throws MagentoRestError with method, URL, status, status text, the filled message, parameters and trace', async () => {
    const fetchMock: FetchMock = jest.fn<Promise<Response>, [string, RequestInit]>(async () =>
      answer({ message: 'The payment is %1', parameters: ['declined'], trace: '#0 Magento\\Quote\\Model\\...' }, 400, 'Bad Request'),
    );

    const error = await restRequest('POST', 'guest-carts/abc/payment-information', {}, { fetch: fetchMock, store: 'uk' }).catch(
      (failure: unknown) => failure,
    );

    expect(error).toBeInstanceOf(MagentoRestError);
    expect(error).toMatchObject({
      method: 'POST',
      url: '/rest/uk/V1/guest-carts/abc/payment-information',
      status: 400,
      statusText: 'Bad Request',
      serverMessage: 'The payment is declined',
      parameters: ['declined'],
      trace: '#0 Magento\\Quote\\Model\\...',
      message: 'POST /rest/uk/V1/guest-carts/abc/payment-information 400 Bad Request: The payment is declined',
    });
  });

  it('fills named placeholders and reads a failure without a JSON body', async () => {
    const fetchMock: FetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
    fetchMock.mockResolvedValueOnce(
      answer(
        { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'abc' } },
        404,
        'Not Found',
      ),
    );
    fetchMock.mockResolvedValueOnce(answer('<html>Bad gateway</html>', 502, 'Bad Gateway'));

    await expect(restRequest('GET', 'guest-carts/abc', undefined, { fetch: fetchMock })).rejects.toMatchObject({
      message: 'GET /rest/eu/V1/guest-carts/abc 404 Not Found: No such entity with cartId = abc',
      parameters: { fieldName: 'cartId', fieldValue: 'abc' },
      trace: undefined,
    });
    await expect(restRequest('GET', 'guest-carts/abc', undefined, { fetch: fetchMock })).rejects.toMatchObject({
      name: 'MagentoRestError',
      status: 502,
      serverMessage: undefined,
      message: 'GET /rest/eu/V1/guest-carts/abc 502 Bad Gateway',
    });
  });

  it('throws a network error when there is no answer, and a parse error for a success that is not JSON', async () => {
    const fetchMock: FetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(answer('<html>'));

    await expect(restRequest('POST', 'guest-carts/abc/shipping-information', {}, { fetch: fetchMock })).rejects.toBeInstanceOf(
      MagentoNetworkError,
    );
    await expect(restRequest('POST', 'guest-carts/abc/shipping-information', {}, { fetch: fetchMock })).rejects.toBeInstanceOf(
      MagentoParseError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('fillPlaceholders', () => {
  it('replaces %1..%n from a list, longest placeholder first', () => {
    const parameters = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    expect(fillPlaceholders('%1 and %10', parameters)).toBe('one and ten');
  });

  it('replaces %name from an object and digit keys as PHP integer keys', () => {
    expect(fillPlaceholders('"%value" is not valid for %1', { value: 'x', 0: 'country_id' })).toBe('"x" is not valid for country_id');
  });

  it('leaves placeholders without a parameter as they are', () => {
    expect(fillPlaceholders('Missing %1 and %name', [])).toBe('Missing %1 and %name');
    expect(fillPlaceholders('Missing %name', undefined)).toBe('Missing %name');
  });
});
