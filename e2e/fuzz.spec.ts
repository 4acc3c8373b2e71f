/**
 * The storefront's fuzz suite (issue 12): seeded hostile URLs, query strings, headers, GraphQL
 * documents and REST bodies against the running test storefront (its pages and its /graphql,
 * /rest and /sandbox proxies). Asserts: no 5xx, no reflected markup in an HTML answer, nothing
 * written in the backend's database by a refused request. FUZZ_SEED=<n> replays another run.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
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
} from '../scripts/fuzz-cases';
import { backendDatabase } from './test-support';

/**
 * URLs with malformed percent-encoding (`/eu/%`, `/eu/%E0%A4%A`, `?query=%E0%A4%A`) still answer
 * 500 on this branch: the fix (a 404 or 400 page in the shop's layout) is engineer "secfront"'s,
 * issue 12. Their cases run and are counted apart; set this to true once that branch is merged, so
 * they are asserted like every other case.
 */
const SECFRONT_MALFORMED_URLS_FIXED = true;

const SEED = fuzzSeed();
const STORES = ['eu', 'uk', 'default', 'us', 'nope', 'EU'];
const PAGES = [
  '',
  'search.html',
  'sign-in',
  'create-account',
  'forgot-password',
  'contact',
  'cart',
  'checkout',
  'faq',
  'productalert',
  'unsubscribe',
  'customer/account/createPassword',
  'prescriptionfix',
  'compare',
  'x.html',
];
const QUERY_KEYS = ['query', 'q', 'redirect', 'to', 'from', 'page', 'p', 'product_list_order', 'token', 'id', 'code', 'state', 'price'];
const TABLES = ['quote', 'customer_entity', 'sales_order', 'outbox_email', 'newsletter_subscriber', 'prescription_upload'];

interface Figures {
  cases: number;
  serverErrors: string[];
  reflections: string[];
  writesOnRefusal: string[];
  pendingSecfront: number;
  pendingSecfrontServerErrors: number;
}

const rowCounts = () => backendDatabase((db) => TABLES.map((table) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number));

/**
 * Whether any part of the URL's path or query is not valid percent-encoded UTF-8, as sent or once
 * decoded (Next.js hands pages their params decoded once; `%25E0%25A4%25A` is `%E0%A4%A` there).
 */
function hasMalformedPercentEncoding(target: string): boolean {
  const [pathPart, query = ''] = target.split('?', 2);
  const pieces = [...pathPart.split('/'), ...query.split(/[&=]/)];
  return pieces.some((piece) => {
    try {
      decodeURIComponent(decodeURIComponent(piece));
      return false;
    } catch {
      return true;
    }
  });
}

test.describe(`fuzzing the storefront (seed ${SEED})`, () => {
  test.setTimeout(240_000);

  test('no 5xx, no reflected markup, nothing written for a refused request', async ({ request, baseURL }) => {
    const random = new Random(SEED);
    const figures: Figures = {
      cases: 0,
      serverErrors: [],
      reflections: [],
      writesOnRefusal: [],
      pendingSecfront: 0,
      pendingSecfrontServerErrors: 0,
    };

    async function attempt(
      id: number,
      method: string,
      target: string,
      options: { headers?: Record<string, string>; data?: string | Buffer; checkWrites?: boolean } = {},
      api: APIRequestContext = request,
    ) {
      const pending = !SECFRONT_MALFORMED_URLS_FIXED && hasMalformedPercentEncoding(target);
      figures.cases += 1;
      if (pending) figures.pendingSecfront += 1;
      const before = options.checkWrites ? rowCounts() : null;
      const label = `${method} ${target.slice(0, 200)}`;
      let status: number;
      let contentType: string;
      let body: string;
      try {
        const response = await api.fetch(`${baseURL}${target}`, {
          method,
          headers: options.headers,
          data: options.data,
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 30_000,
        });
        status = response.status();
        contentType = response.headers()['content-type'] ?? '';
        body = method === 'HEAD' ? '' : await response.text();
      } catch (error) {
        // The client itself refuses some inputs (an invalid header or URL): nothing reached the shop.
        if (/Invalid|invalid/.test((error as Error).message)) return;
        throw error;
      }
      if (status >= 500) {
        if (pending) figures.pendingSecfrontServerErrors += 1;
        else figures.serverErrors.push(`${method} ${target.slice(0, 1000)}: ${status}`);
      }
      if (/html/i.test(contentType) && body.includes(markup(id))) figures.reflections.push(label);
      if (before && isRefusal(status, body)) {
        const after = rowCounts();
        const changed = TABLES.filter((_, i) => after[i] !== before[i]);
        if (changed.length) figures.writesOnRefusal.push(`${label}: ${status} wrote ${changed.join(', ')}`);
      }
    }

    // 1. Pages: hostile paths, query strings and headers.
    for (let id = 0; id < 320; id++) {
      const store = random.pick(STORES);
      const page = random.pick(PAGES);
      const extra = random.chance(0.6) ? `/${urlPiece(random, hostileText(random, id))}` : '';
      const query = random.chance(0.6) ? `?${hostileQuery(random, id, QUERY_KEYS)}` : '';
      const target = random.chance(0.1)
        ? `/switch-store?to=${urlPiece(random, random.pick(STORES))}&from=${urlPiece(random, `/${store}/${random.pick(HOSTILE_FRAGMENTS)}${markup(id)}`)}`
        : `/${store}${page ? `/${page}` : ''}${extra}${query}`;
      await attempt(id, random.pick(['GET', 'GET', 'GET', 'HEAD', 'POST']), target, { headers: hostileHeaders(random, id) });
    }

    // 2. The GraphQL proxy: hostile documents over GET and POST (same-origin, as the browser sends them).
    for (let id = 1000; id < 1200; id++) {
      const graphql = hostileGraphQl(random, id);
      // The proxy takes the token from the session, never from the browser: no Authorization here.
      const { Authorization: _ignored, ...hostile } = hostileHeaders(random, id);
      const headers = { ...hostile, Origin: baseURL!, 'Content-Type': 'application/json' };
      if (random.chance(0.4) && graphql.query.length < 4000) {
        const params = new URLSearchParams({ query: graphql.query });
        if (graphql.variables !== undefined) params.set('variables', JSON.stringify(graphql.variables));
        await attempt(id, 'GET', `/graphql?${params}`, { headers });
      } else {
        const data = random.chance(0.1) ? JSON.stringify(graphql).slice(0, random.int(100)) : JSON.stringify(graphql);
        await attempt(id, 'POST', '/graphql', { headers, data, checkWrites: true });
      }
    }

    // 3. The REST and card proxies: bodies of the wrong type, truncated, huge.
    const restRoutes = [
      'rest/uk/V1/guest-carts/{cart}/shipping-information',
      'rest/uk/V1/guest-carts/{cart}/payment-information',
      'rest/eu/V1/guest-carts/{cart}/estimate-shipping-methods',
      'rest/uk/V1/carts/mine/payment-information',
      'rest/uk/V1/prescriptions/uploads',
      'sandbox/card/tokenize',
    ];
    for (let id = 2000; id < 2180; id++) {
      const cart = urlPiece(random, random.chance(0.5) ? hostileText(random, id) : random.pick(['x', '0', 'abc']));
      const target = `/${random.pick(restRoutes).replace('{cart}', cart)}`;
      await attempt(id, 'POST', target, {
        headers: {
          ...hostileHeaders(random, id),
          Origin: baseURL!,
          'Content-Type': random.pick(['application/json', 'text/plain', 'image/png']),
        },
        data: hostileJsonBody(random, id),
        checkWrites: true,
      });
    }

    console.log(
      `[fuzz storefront] seed ${SEED}: ${figures.cases} cases, ${figures.serverErrors.length} 5xx, ${figures.reflections.length} reflections, ` +
        `${figures.writesOnRefusal.length} writes on refusal; pending secfront (malformed percent-encoding): ` +
        `${figures.pendingSecfront} cases, ${figures.pendingSecfrontServerErrors} 5xx`,
    );
    expect(figures.serverErrors).toEqual([]);
    expect(figures.reflections).toEqual([]);
    expect(figures.writesOnRefusal).toEqual([]);
  });
});
