import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MagentoError, magentoFetch } from './server-fetch';

/** A stand-in GraphQL endpoint: each test sets how it answers and reads what it received. */
let server: Server;
let received: IncomingMessage[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"data":{}}' };
const savedBackendUrl = process.env.MAGENTO_BACKEND_URL;

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.MAGENTO_BACKEND_URL = `http://127.0.0.1:${port}/`;
});

afterAll(async () => {
  process.env.MAGENTO_BACKEND_URL = savedBackendUrl;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

const query = `
  query GetThing($id: String) {
    thing(id: $id) {
      name   # a comment
      label(text: "two  spaces")
    }
  }
`;

describe('magentoFetch', () => {
  it('sends a GET with compacted query text, variables and the Store header', async () => {
    answer = { status: 200, body: '{"data":{"thing":{"name":"Aviator"}}}' };

    const data = await magentoFetch<{ thing: { name: string } }>({
      query,
      variables: { id: '7' },
      store: 'uk',
    });

    expect(data).toEqual({ thing: { name: 'Aviator' } });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('GET');
    expect(request.headers.store).toBe('uk');
    expect(request.headers['content-type']).toBe('application/json');
    const url = new URL(request.url ?? '', 'http://x');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('query')).toBe('query GetThing($id:String){thing(id:$id){name label(text:"two  spaces")}}');
    expect(JSON.parse(url.searchParams.get('variables') ?? 'null')).toEqual({ id: '7' });
  });

  it('leaves out empty variables', async () => {
    answer = { status: 200, body: '{"data":{"ok":true}}' };
    await magentoFetch({ query: '{ ok }', store: 'eu' });
    const url = new URL(received[0].url ?? '', 'http://x');
    expect(url.searchParams.has('variables')).toBe(false);
  });

  it('throws an http error for a status of 300 or above', async () => {
    answer = { status: 503, body: 'Service Unavailable' };
    const error = await magentoFetch({ query, store: 'eu' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MagentoError);
    expect(error).toMatchObject({ kind: 'http', status: 503, operationName: 'GetThing' });
  });

  it('throws a parse error for a body that is not JSON', async () => {
    answer = { status: 200, body: '<html>maintenance</html>' };
    await expect(magentoFetch({ query, store: 'eu' })).rejects.toMatchObject({
      name: 'MagentoError',
      kind: 'parse',
    });
  });

  it('throws a graphql error carrying the errors and their categories', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'No such entity.', extensions: { category: 'graphql-no-such-entity' } }, { message: 'Second problem.' }],
      }),
    };
    const error = (await magentoFetch({ query, store: 'eu' }).catch((e: unknown) => e)) as MagentoError;
    expect(error.kind).toBe('graphql');
    expect(error.message).toBe('GetThing: No such entity.\nSecond problem.');
    expect(error.errors[0].extensions?.category).toBe('graphql-no-such-entity');
  });

  it('throws when the answer has neither data nor errors', async () => {
    answer = { status: 200, body: '{}' };
    await expect(magentoFetch({ query, store: 'eu' })).rejects.toMatchObject({ kind: 'graphql' });
  });
});
