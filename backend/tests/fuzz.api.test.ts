/** @jest-environment node */
/**
 * The backend's fuzz suite (issue 12): a few thousand seeded hostile requests — URLs, query strings,
 * headers, GraphQL documents (deep, wide, aliased, invalid, huge), REST bodies (wrong types, huge,
 * truncated JSON) — against a fresh backend over HTTP. Asserts: no 5xx, no reflected markup in an
 * HTML answer, and nothing written (carts, customers, orders, e-mails, subscriptions, uploads) by a
 * refused request. FUZZ_SEED=<n> replays another run; the figures are printed at the end.
 */
import {
  HOSTILE_FRAGMENTS,
  Random,
  fuzzSeed,
  hostileGraphQl,
  hostileHeaders,
  hostileJsonBody,
  hostileQuery,
  hostileText,
  isRefusal,
  markup,
  urlPiece,
} from '../../scripts/fuzz-cases';
import { useTestBackend } from './test-support';

jest.setTimeout(240_000);

const shop = useTestBackend();
const SEED = fuzzSeed();

const TABLES = [
  'quote',
  'quote_item',
  'customer_entity',
  'sales_order',
  'outbox_email',
  'newsletter_subscriber',
  'prescription_upload',
  'oauth_token',
];

interface Figures {
  cases: number;
  serverErrors: string[];
  reflections: string[];
  writesOnRefusal: string[];
}
const figures: Figures = { cases: 0, serverErrors: [], reflections: [], writesOnRefusal: [] };

function rowCounts(): number[] {
  const db = shop.backend.services.db;
  return TABLES.map((table) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number);
}

async function attempt(id: number, label: string, url: string, init: RequestInit = {}): Promise<void> {
  figures.cases += 1;
  const before = rowCounts();
  let status: number;
  let body: string;
  let contentType: string;
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    status = response.status;
    contentType = response.headers.get('content-type') ?? '';
    body = await response.text();
  } catch (error) {
    // Node's client refuses some hostile requests itself (a header it cannot send): not the server's doing.
    if (error instanceof TypeError && !/fetch failed/.test(error.message)) return;
    figures.serverErrors.push(`${label}: no answer (${(error as Error).message})`);
    return;
  }
  if (status >= 500) figures.serverErrors.push(`${label}: ${status} ${body.slice(0, 200)}`);
  if (/html/i.test(contentType) && body.includes(markup(id))) figures.reflections.push(`${label}: ${contentType}`);
  if (isRefusal(status, body)) {
    const after = rowCounts();
    const changed = TABLES.filter((_, i) => after[i] !== before[i]);
    if (changed.length) figures.writesOnRefusal.push(`${label}: ${status} wrote ${changed.join(', ')}`);
  }
}

const GRAPHQL_KEYS = ['query', 'variables', 'operationName', 'extensions'];
const PATH_STARTS = [
  '/graphql',
  '/rest/uk/V1/',
  '/rest/V1/',
  '/rest/all/V1/',
  '/media/catalog/product/',
  '/sandbox/',
  '/outbox/',
  '/health/',
  '/',
  '/rest/',
];
const REST_ROUTES = [
  ['POST', 'guest-carts/{cart}/shipping-information'],
  ['POST', 'guest-carts/{cart}/estimate-shipping-methods'],
  ['POST', 'guest-carts/{cart}/payment-information'],
  ['POST', 'carts/mine/payment-information'],
  ['GET', 'guest-carts/{cart}/order'],
  ['GET', 'prescriptions/uploads/{cart}'],
  ['POST', 'prescriptions/uploads'],
  ['GET', 'store/storeViews'],
  ['GET', 'store/storeConfigs'],
  ['POST', 'sandbox/payments/{cart}/complete'],
  ['PUT', 'guest-carts/{cart}'],
  ['DELETE', 'carts/mine'],
] as const;

afterAll(() => {
  console.log(
    `[fuzz backend] seed ${SEED}: ${figures.cases} cases, ${figures.serverErrors.length} 5xx, ` +
      `${figures.reflections.length} reflections, ${figures.writesOnRefusal.length} writes on refusal`,
  );
});

describe(`fuzzing the backend (seed ${SEED})`, () => {
  let cartId = '';
  beforeAll(async () => {
    cartId = (await shop.gql(`mutation { createEmptyCart }`, {}, { store: 'uk' })).body.data.createEmptyCart;
  });

  it('survives hostile URLs, query strings and headers', async () => {
    const random = new Random(SEED);
    for (let id = 0; id < 800; id++) {
      const start = random.pick(PATH_STARTS);
      const segments = Array.from({ length: 1 + random.int(3) }, () => urlPiece(random, hostileText(random, id)));
      const query = random.chance(0.6) ? `?${hostileQuery(random, id, GRAPHQL_KEYS)}` : '';
      const method = random.pick(['GET', 'GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);
      await attempt(
        id,
        `${method} ${start}${segments.join('/')}${query}`.slice(0, 300),
        `${shop.url}${start}${segments.join('/')}${query}`,
        {
          method,
          headers: hostileHeaders(random, id),
          body: method === 'POST' || method === 'PUT' || method === 'PATCH' ? hostileJsonBody(random, id) : undefined,
        },
      );
    }
    expect(figures.serverErrors).toEqual([]);
    expect(figures.reflections).toEqual([]);
  });

  it('survives hostile GraphQL documents, over GET and POST, and writes nothing for a refused one', async () => {
    const random = new Random(SEED + 1);
    for (let id = 1000; id < 2000; id++) {
      const request = hostileGraphQl(random, id);
      const headers = { ...hostileHeaders(random, id), 'Content-Type': random.chance(0.9) ? 'application/json' : 'text/plain' };
      if (random.chance(0.35) && request.query.length < 6000) {
        const params = new URLSearchParams({ query: request.query });
        if (request.variables !== undefined)
          params.set('variables', typeof request.variables === 'string' ? request.variables : JSON.stringify(request.variables));
        if (typeof request.operationName === 'string') params.set('operationName', request.operationName);
        await attempt(id, `GET /graphql ${request.query.slice(0, 120)}`, `${shop.url}/graphql?${params}`, { headers });
      } else {
        const body = random.chance(0.1) ? JSON.stringify(request).slice(0, random.int(200)) : JSON.stringify(request);
        await attempt(id, `POST /graphql ${request.query.slice(0, 120)}`, `${shop.url}/graphql`, { method: 'POST', headers, body });
      }
    }
    expect(figures.serverErrors).toEqual([]);
    expect(figures.reflections).toEqual([]);
    expect(figures.writesOnRefusal).toEqual([]);
  });

  it('survives REST bodies of the wrong types, truncated and huge, and writes nothing for a refused one', async () => {
    const random = new Random(SEED + 2);
    for (let id = 3000; id < 3800; id++) {
      const [method, route] = random.pick(REST_ROUTES);
      const cart = random.chance(0.5)
        ? cartId
        : urlPiece(random, random.chance(0.5) ? hostileText(random, id) : random.pick(HOSTILE_FRAGMENTS));
      const store = random.pick(['uk', 'eu', 'default', 'all', 'nope', 'UK']);
      const url = `${shop.url}/rest/${store}/V1/${route.replace('{cart}', cart)}`;
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const body = !hasBody
        ? undefined
        : route === 'prescriptions/uploads' && random.chance(0.5)
          ? new Uint8Array(random.int(4096))
          : hostileJsonBody(random, id);
      await attempt(id, `${method} ${url.slice(shop.url.length, shop.url.length + 200)}`, url, {
        method,
        headers: {
          ...hostileHeaders(random, id),
          'Content-Type': random.pick(['application/json', 'text/plain', 'image/png', 'multipart/form-data']),
        },
        body,
      });
    }
    expect(figures.serverErrors).toEqual([]);
    expect(figures.reflections).toEqual([]);
    expect(figures.writesOnRefusal).toEqual([]);
  });
});
