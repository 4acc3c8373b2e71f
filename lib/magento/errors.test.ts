import {
  isInvalidCartError,
  isNetworkError,
  MagentoGraphQlError,
  MagentoNetworkError,
  MagentoParseError,
  MagentoResponseError,
  MagentoServerError,
  readGraphQlAnswer,
  removeSilentErrors,
  type GraphQlErrorEntry,
} from './errors';

const ok = (body: unknown) => ({ status: 200, statusText: 'OK', body: JSON.stringify(body), operationName: 'GetCart' });

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('readGraphQlAnswer: section 8 rules', () => {
  it('delivers data without errors', () => {
    expect(readGraphQlAnswer(ok({ data: { cart: { id: 'c1' } } }))).toEqual({ data: { cart: { id: 'c1' } } });
  });

  it('turns HTTP status 300 and above into a server error with status, status text and the body message', () => {
    const error = caught(() =>
      readGraphQlAnswer({
        status: 500,
        statusText: 'Internal Server Error',
        body: '{"message":"Database is down"}',
        operationName: 'GetCart',
      }),
    );
    expect(error).toBeInstanceOf(MagentoServerError);
    expect(error).toMatchObject({
      status: 500,
      statusText: 'Internal Server Error',
      serverMessage: 'Database is down',
      message: 'GetCart: 500 Internal Server Error: Database is down',
    });

    const redirect = caught(() => readGraphQlAnswer({ status: 302, statusText: 'Found', body: '' }));
    expect(redirect).toBeInstanceOf(MagentoServerError);
    expect(redirect).toMatchObject({ status: 302, serverMessage: undefined, message: '302 Found' });
  });

  it('is a server error even when a 5xx body holds data or GraphQL errors, and keeps those errors', () => {
    const error = caught(() =>
      readGraphQlAnswer({
        status: 503,
        statusText: 'Service Unavailable',
        body: JSON.stringify({ errors: [{ message: 'a' }, { message: 'b' }], data: { x: 1 } }),
      }),
    );
    expect(error).toBeInstanceOf(MagentoServerError);
    expect((error as MagentoServerError).serverMessage).toBe('a\nb');
    expect((error as MagentoServerError).errors).toHaveLength(2);
  });

  it('turns a 200 that is not JSON into a parse error', () => {
    const error = caught(() => readGraphQlAnswer({ status: 200, statusText: 'OK', body: '<html>oops</html>' }));
    expect(error).toBeInstanceOf(MagentoParseError);
    expect(error).not.toBeInstanceOf(MagentoServerError);
    expect((error as MagentoParseError).bodyStart).toBe('<html>oops</html>');
  });

  it.each([[{}], [{ data: null }], [{ errors: [] }], [{ data: null, errors: [] }], [[1, 2]]])(
    'turns JSON with neither data nor errors (%j) into a response error',
    (body) => {
      expect(caught(() => readGraphQlAnswer(ok(body)))).toBeInstanceOf(MagentoResponseError);
    },
  );

  it('throws a GraphQL error with every message on its own line when errors come without data', () => {
    const errors = [
      { message: 'First problem', extensions: { category: 'graphql-input' }, path: ['cart'] },
      { message: 'Second problem', extensions: { category: 'graphql-authorization' }, path: ['cart'] },
    ];
    const error = caught(() => readGraphQlAnswer(ok({ errors })));

    expect(error).toBeInstanceOf(MagentoGraphQlError);
    expect((error as MagentoGraphQlError).message).toBe('First problem\nSecond problem');
    expect((error as MagentoGraphQlError).errors).toEqual(errors);
  });

  it('treats data whose every root field is null (Magento nulls the failed field) as no data', () => {
    const error = caught(() =>
      readGraphQlAnswer(ok({ data: { cart: null }, errors: [{ message: 'Could not find a cart with ID "x"', path: ['cart'] }] })),
    );
    expect(error).toBeInstanceOf(MagentoGraphQlError);
  });

  it('delivers partial data with its errors instead of throwing', () => {
    const errors = [{ message: 'Price unavailable', path: ['products', 'items', 0, 'price_range'] }];
    const result = readGraphQlAnswer(ok({ data: { products: { items: [{ sku: 'A', price_range: null }] }, storeConfig: null }, errors }));

    expect(result).toEqual({ data: { products: { items: [{ sku: 'A', price_range: null }] }, storeConfig: null }, errors });
  });

  it('removes out-of-stock errors, filters the list items they point into and clears the errors field', () => {
    const items = [
      { uid: 'line-0', product: { sku: 'A' } },
      { uid: 'line-1', product: null },
      { uid: 'line-2', product: { sku: 'C' } },
      null,
    ];
    const result = readGraphQlAnswer<{ cart: { id: string; items: unknown[] } }>(
      ok({
        data: { cart: { id: 'c1', items } },
        errors: [
          { message: 'Some of the products are out of stock.', path: ['cart', 'items', 1, 'product'] },
          { message: 'There are no source items with the in stock status', path: ['cart', 'items', 3] },
        ],
      }),
    );

    expect(result.data.cart.items.map((item) => (item as { uid: string }).uid)).toEqual(['line-0', 'line-2']);
    expect(result).not.toHaveProperty('errors');
    expect(result.removedItems).toEqual([
      { path: ['cart', 'items', 1], message: 'Some of the products are out of stock.', item: { uid: 'line-1', product: null } },
      { path: ['cart', 'items', 3], message: 'There are no source items with the in stock status', item: null },
    ]);
  });

  it('matches the silent messages as substrings and keeps the other errors', () => {
    const other = { message: 'Something else', path: ['cart', 'prices'] };
    const result = readGraphQlAnswer<{ cart: { items: Array<{ uid: string }> } }>(
      ok({
        data: { cart: { items: [{ uid: 'a' }, { uid: 'b' }] } },
        errors: [{ message: 'Product "B": The requested qty is not available', path: ['cart', 'items', 0] }, other],
      }),
    );

    expect(result.data.cart.items).toEqual([{ uid: 'b' }]);
    expect(result.errors).toEqual([other]);
  });

  it('keeps stock errors when there is no data to filter, so the reason is not lost', () => {
    const error = caught(() => readGraphQlAnswer(ok({ data: null, errors: [{ message: 'The requested qty is not available' }] })));
    expect(error).toBeInstanceOf(MagentoGraphQlError);
    expect((error as Error).message).toBe('The requested qty is not available');
  });
});

describe('removeSilentErrors', () => {
  it('removes the innermost list item the path reaches, once per item, without touching the input', () => {
    const data = {
      cart: {
        items: [
          { uid: 'a', product: { variants: [{ uid: 'v0' }, { uid: 'v1' }] } },
          { uid: 'b', product: null },
        ],
      },
    };
    const before = JSON.stringify(data);
    const errors: GraphQlErrorEntry[] = [
      { message: 'The requested qty is not available', path: ['cart', 'items', 0, 'product', 'variants', 1, 'product'] },
      { message: 'Some of the products are out of stock.', path: ['cart', 'items', 1, 'product', 'stock_status'] },
      { message: 'Some of the products are out of stock.', path: ['cart', 'items', 1, 'product'] },
    ];

    const result = removeSilentErrors(data, errors);

    expect(result.data).toEqual({ cart: { items: [{ uid: 'a', product: { variants: [{ uid: 'v0' }] } }] } });
    expect(result.removedItems.map((removed) => removed.path)).toEqual([
      ['cart', 'items', 0, 'product', 'variants', 1],
      ['cart', 'items', 1],
    ]);
    expect(result.errors).toBeUndefined();
    expect(JSON.stringify(data)).toBe(before);
  });
});

describe('isInvalidCartError', () => {
  const graphQlError = (entry: GraphQlErrorEntry) => new MagentoGraphQlError([entry]);

  it.each(['Could not find a cart with ID "abc"', "The cart isn't active.", 'The current user cannot perform operations on cart "abc"'])(
    'is true for the message "%s", whatever the category or path',
    (message) => {
      expect(isInvalidCartError(graphQlError({ message, extensions: { category: 'graphql' }, path: ['updateCartItems'] }))).toBe(true);
      expect(isInvalidCartError(graphQlError({ message }))).toBe(true);
    },
  );

  it.each([
    ['graphql-no-such-entity', 'cart'],
    ['graphql-authorization', 'cart'],
    ['graphql-no-such-entity', 'addProductsToCart'],
    ['graphql-authorization', 'mergeCarts'],
    ['graphql-authorization', 'customerCart'],
  ])('is true for category %s on the cart lookup field %s (translated message)', (category, field) => {
    expect(isInvalidCartError(graphQlError({ message: 'Le panier est introuvable', extensions: { category }, path: [field] }))).toBe(true);
  });

  it('is false for an unrelated no-such-entity or authorization error', () => {
    const unrelated: GraphQlErrorEntry[] = [
      {
        message: 'Could not find a product with SKU "X"',
        extensions: { category: 'graphql-no-such-entity' },
        path: ['addSimpleProductsToCart'],
      },
      { message: 'Product not found', extensions: { category: 'graphql-no-such-entity' }, path: ['products'] },
      { message: 'Could not find cart item with id: 5', extensions: { category: 'graphql-no-such-entity' }, path: ['updateCartItems'] },
      { message: 'Nope', extensions: { category: 'graphql-no-such-entity' }, path: ['cart', 'items', 0, 'product'] },
      { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' }, path: ['customer'] },
      { message: 'Nope', extensions: { category: 'graphql-no-such-entity' } },
      { message: 'Invalid input', extensions: { category: 'graphql-input' }, path: ['cart'] },
    ];
    for (const entry of unrelated) expect(isInvalidCartError(graphQlError(entry))).toBe(false);
  });

  it('is false for network errors, other errors and non-errors', () => {
    const network = new MagentoNetworkError('Could not find a cart', { cause: new TypeError('x'), attempts: 1 });
    expect(isInvalidCartError(network)).toBe(false);
    expect(isInvalidCartError(new Error('Could not find a cart'))).toBe(false);
    expect(isInvalidCartError(undefined)).toBe(false);
    expect(isInvalidCartError('Could not find a cart')).toBe(false);
  });

  it('reads the errors of a partial-data result, a server error and raw entries', () => {
    const entry = { message: "The cart isn't active.", path: ['cart'] };
    expect(isInvalidCartError({ data: { cart: null, other: 1 }, errors: [entry] })).toBe(true);
    expect(isInvalidCartError([entry])).toBe(true);
    expect(isInvalidCartError(entry)).toBe(true);
    expect(isInvalidCartError(new MagentoServerError({ status: 401, statusText: 'Unauthorized', errors: [entry] }))).toBe(true);
  });
});

describe('isNetworkError', () => {
  it('is true only for network errors', () => {
    expect(isNetworkError(new MagentoNetworkError('down', { cause: new TypeError('Failed to fetch'), attempts: 5 }))).toBe(true);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNetworkError(new MagentoGraphQlError([{ message: 'x' }]))).toBe(false);
    expect(isNetworkError(new MagentoServerError({ status: 502, statusText: 'Bad Gateway' }))).toBe(false);
  });
});
