/**
 * The fuzz suite's inputs: a seeded pseudo-random generator and the hostile material it draws from
 * (URLs, query strings, headers, GraphQL documents, REST bodies). Used by the backend's fuzz test
 * (backend/tests/fuzz.api.test.ts) and the storefront's (e2e/fuzz.spec.ts). The same seed gives
 * the same cases, so a failure can be replayed: FUZZ_SEED=<n> reruns a run's cases.
 */

/** Mulberry32: small, fast and good enough to spread cases; not for secrets. */
export class Random {
  private state: number;
  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

export const fuzzSeed = (fallback = 20261127) => Number(process.env.FUZZ_SEED) || fallback;

/**
 * A marker each hostile input carries: markup an HTML answer must never contain as it is (it
 * would run in the shopper's browser). Reflection = the raw `<svg/onload=fz…>` in an HTML body.
 */
export const markup = (id: number) => `<svg/onload=fz${id}>`;

/** Whether an answer refused the request: an HTTP error, or GraphQL errors with no data at all. */
export function isRefusal(status: number, body: string): boolean {
  if (status >= 400) return true;
  try {
    const json = JSON.parse(body) as { data?: unknown; errors?: unknown[] };
    return Array.isArray(json.errors) && json.errors.length > 0 && (json.data === undefined || json.data === null);
  } catch {
    return false;
  }
}

/** Hostile or malformed text fragments: encodings, markup, injections, control characters. */
export const HOSTILE_FRAGMENTS = [
  '%',
  '%E0%A4%A',
  '%zz',
  '%00',
  '%2e%2e%2f',
  '..%2f..%2f',
  '../../etc/passwd',
  '..\\..\\windows',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '"><img src=x onerror=alert(1)>',
  "'><script>alert(1)</script>",
  '{{7*7}}',
  '${7*7}',
  "' OR 1=1 --",
  '"; DROP TABLE quote; --',
  '%0d%0aSet-Cookie:%20x=1',
  '\u202eevil',
  '\uffff',
  '🙂',
  'a'.repeat(300),
  '[]',
  '{}',
  'null',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
] as const;

/** A hostile string with the reflection marker in it (raw, or percent-encoded when it goes in a URL). */
export function hostileText(random: Random, id: number): string {
  const parts = [random.pick(HOSTILE_FRAGMENTS), markup(id)];
  if (random.chance(0.5)) parts.reverse();
  if (random.chance(0.3)) parts.push(random.pick(HOSTILE_FRAGMENTS));
  return parts.join('');
}

/** Percent-encodes some characters of `text`, and sometimes leaves it raw (what a broken link does). */
export function urlPiece(random: Random, text: string): string {
  const mode = random.int(3);
  if (mode === 0) return encodeURIComponent(text);
  if (mode === 1) return text.replace(/[ #?]/g, (c) => encodeURIComponent(c));
  return text
    .replace(/[<>" ]/g, (c) => encodeURIComponent(c))
    .replace(/#/g, '%23')
    .replace(/\?/g, '%3F');
}

/** A query string of hostile keys and values (raw % sequences included). */
export function hostileQuery(random: Random, id: number, keys: readonly string[]): string {
  const count = 1 + random.int(3);
  const pairs: string[] = [];
  for (let i = 0; i < count; i++) {
    const key = random.chance(0.7) ? random.pick(keys) : urlPiece(random, random.pick(HOSTILE_FRAGMENTS));
    pairs.push(`${key}=${urlPiece(random, hostileText(random, id))}`);
  }
  return pairs.join('&');
}

/** Hostile request headers (names Magento and the storefront read). */
export function hostileHeaders(random: Random, id: number): Record<string, string> {
  const value = () => hostileText(random, id).replace(/[\r\n\u0000-\u001f\u007f-\uffff]/g, '?');
  const headers: Record<string, string> = {};
  if (random.chance(0.4)) headers.Store = random.chance(0.5) ? value() : random.pick(['uk', 'eu', 'default', 'nope', '']);
  if (random.chance(0.3)) headers['Content-Currency'] = random.chance(0.5) ? value() : random.pick(['EUR', 'XXX', 'gbp']);
  if (random.chance(0.3)) headers.Authorization = random.pick(['Bearer ', 'Bearer x y', 'Basic Zm9vOmJhcg==', `Bearer ${value()}`]);
  if (random.chance(0.3)) headers['X-Forwarded-For'] = random.pick(['1.2.3.4', 'not-an-ip', '::1, 999.1.1.1', value()]);
  if (random.chance(0.2)) headers['X-Magento-Cache-Id'] = value();
  if (random.chance(0.2)) headers['Accept-Language'] = value();
  return headers;
}

// --- GraphQL documents --------------------------------------------------------------------------

const FIELDS = ['storeConfig { store_code }', 'countries { id }', 'currency { base_currency_code }', 'categoryList { uid name }'];

/** GraphQL documents a client should never send: deep, wide, aliased, invalid, huge, wrongly typed. */
export function hostileGraphQl(random: Random, id: number): { query: string; variables?: unknown; operationName?: unknown } {
  switch (random.int(9)) {
    case 0: {
      const depth = 15 + random.int(200);
      return { query: `{ categoryList { ${'children { '.repeat(depth)}uid${' }'.repeat(depth)} } }` };
    }
    case 1:
      return { query: `{ storeConfig { ${'store_code '.repeat(100 + random.int(3000))} } }` };
    case 2: {
      const aliases = 20 + random.int(500);
      return { query: `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: ${random.pick(FIELDS)}`).join(' ')} }` };
    }
    case 3: {
      // A valid document cut anywhere.
      const whole = `query Q($s: String) { products(search: $s, pageSize: 2) { items { sku name } } }`;
      return { query: whole.slice(0, random.int(whole.length)), variables: { s: hostileText(random, id) } };
    }
    case 4:
      return { query: `{ ${hostileText(random, id)} }` };
    case 5:
      // Wrong variable types.
      return {
        query: `query Q($s: String, $n: Int) { products(search: $s, pageSize: $n) { total_count } }`,
        variables: random.pick([{ s: 5, n: 'x' }, { s: [], n: 1e12 }, { s: { a: 1 }, n: -5 }, 'not json', [1, 2], null, { n: 2 ** 40 }]),
        operationName: random.pick([undefined, 'Q', 'Nope', 5, hostileText(random, id)]),
      };
    case 6: {
      // Fragments spread inside each other: exponential if expanded naively.
      const levels = 10 + random.int(40);
      const fragments = Array.from({ length: levels }, (_, i) =>
        i === levels - 1 ? `fragment F${i} on StoreConfig { store_code }` : `fragment F${i} on StoreConfig { ...F${i + 1} ...F${i + 1} }`,
      );
      return { query: `{ storeConfig { ...F0 } } ${fragments.join(' ')}` };
    }
    case 7:
      // Mutations with hostile input (refused before or while running; nothing may be written).
      return random.pick([
        {
          query: `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
          variables: { e: hostileText(random, id), p: hostileText(random, id) },
        },
        {
          query: `mutation($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }`,
          variables: { i: { firstname: hostileText(random, id), lastname: '', email: hostileText(random, id), password: 'x' } },
        },
        {
          query: `mutation($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "nope", quantity: -1 }]) { cart { id } } }`,
          variables: { c: hostileText(random, id) },
        },
        { query: `mutation { placeOrder(input: { cart_id: "${random.pick(['', 'x', '0', "' OR 1=1"])}" }) { orderV2 { number } } }` },
        { query: `mutation($e: String!) { requestPasswordResetEmail(email: $e) }`, variables: { e: hostileText(random, id) } },
      ]);
    default:
      return { query: random.pick(['', ' ', '{', '}', 'query', '{ __typename', '#', 'subscription { x }', 'mutation']) };
  }
}

// --- REST bodies ----------------------------------------------------------------------------------

/** JSON bodies of the wrong shape, truncated JSON, or big ones. */
export function hostileJsonBody(random: Random, id: number): string {
  const hostile = hostileText(random, id);
  switch (random.int(7)) {
    case 0:
      return random.pick(['null', '[]', '0', '"x"', 'true', '{}', '[{}]']);
    case 1: {
      const whole = JSON.stringify({ addressInformation: { shipping_address: { firstname: hostile, street: [hostile] } } });
      return whole.slice(0, random.int(whole.length));
    }
    case 2:
      return JSON.stringify({
        paymentMethod: { method: random.pick(['checkmo', 'sandbox_card', hostile, 5, null]), additional_data: hostile },
        billingAddress: random.pick([hostile, [], 7, { street: 5 }]),
        email: hostile,
      });
    case 3:
      return JSON.stringify({
        addressInformation: random.pick([hostile, [], null, { shipping_method_code: [], shipping_carrier_code: {} }]),
      });
    case 4:
      return JSON.stringify({ address: { country_id: hostile, postcode: random.pick([5, [], {}, hostile]) } });
    case 5:
      // A deeply nested value.
      return `${'['.repeat(2000 + random.int(5000))}${']'.repeat(2000)}`;
    default:
      return JSON.stringify({ [hostile]: hostile, __proto__: { admin: true }, big: 'x'.repeat(random.int(200_000)) });
  }
}
