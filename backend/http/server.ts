import crypto from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { BackendServices, RequestContext } from '../graphql/context';
import type { MagentoErrorCategory } from '../graphql/errors';
import { GraphQlExecutor, cacheIdFor } from '../graphql/execute';
import { buildSchema } from '../graphql/schema';
import { handleSocialSandbox } from '../modules/customer/social-sandbox';
import { NOT_AUTHORIZED, readBearer } from '../modules/customer/tokens';
import { handleOutbox } from '../modules/outbox/http';
import { FPC_TAG, cacheTagsOf, tagEntityFields } from '../modules/page-cache/cache-tags';
import { handleSandbox } from '../modules/sales/sandbox/http';
import { RestFile, handleRest, rawBodyLimit } from '../rest/router';
import { clientAddress, rememberClientIp } from './throttle';

const MAX_BODY_BYTES = 12 * 1024 * 1024; // prescriptions may be uploaded as base64 (step 5)

/** Backend pages (the sandboxes' HTML) are never shown inside another site's frame (clickjacking). */
const NO_FRAMING = { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HttpError(413, 'Request body is too large.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The body's bytes for a route that takes a raw body (an uploaded file): null when it is over
 * `limit`. An over-long body is still read to its end (and dropped) so that the client hears the
 * refusal rather than a reset connection, unless it goes on past four times the limit.
 */
function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit * 4) {
        reject(new HttpError(413, 'Request body is too large.'));
        req.destroy();
      }
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Decoding error: Unable to unserialize value. Error: Syntax error');
  }
}

/**
 * The embedded backend's request handler: /graphql, /rest, /media, /health, the payment sandboxes'
 * /sandbox pages (modules/sales/sandbox/http.ts), the social sign-in sandbox's /sandbox/social pages
 * (modules/customer/social-sandbox.ts) and /outbox — those three only while the sandboxes are on
 * (config.sandboxes, BACKEND_SANDBOXES=1); otherwise they answer 404 like any unknown path.
 */
export function createRequestHandler(services: BackendServices, log: (error: unknown) => void = (e) => console.error('[backend]', e)) {
  const executor = new GraphQlExecutor(tagEntityFields(buildSchema(services.config.profile)), log, services.config.queryLimits);
  const cacheSalt = crypto.createHash('sha256').update(services.config.dataDir).digest('hex').slice(0, 16);
  const mediaRoot = services.config.mediaDir;

  function contextFor(req: IncomingMessage): RequestContext | { error: string; category: MagentoErrorCategory } {
    const code = (req.headers.store as string | undefined)?.trim();
    // Magento's StoreValidator refuses a store code it does not have (the full profile, which
    // serves the specification's store views, falls back to the default one as it always did).
    if (code && services.config.profile === 'magento-os' && !services.stores.get(code.toLowerCase()))
      return { error: 'Requested store is not found', category: 'graphql-input' };
    const store = services.stores.resolve(code);
    const requested = (req.headers['content-currency'] as string | undefined)?.trim().toUpperCase();
    if (requested && requested !== store.currency) return { error: 'Please correct the target currency', category: 'graphql-input' };
    // Magento 2.4.7's AuthorizationRequestValidator: a bearer that is not a valid token refuses the
    // whole request, guest operations included, before anything runs (we answer it in the words and
    // category of its resolvers, which storefronts recognise as "signed out").
    const bearer = readBearer(services.db, req.headers, store);
    if (bearer.kind === 'invalid') return { error: NOT_AUTHORIZED, category: 'graphql-authorization' };
    const customerId = bearer.kind === 'customer' ? bearer.customerId : null;
    return { ...services, store, currency: store.currency, headers: req.headers, customerId };
  }

  async function graphql(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method === 'GET' ? 'GET' : 'POST';
    const request =
      method === 'GET'
        ? {
            query: url.searchParams.get('query'),
            variables: url.searchParams.get('variables'),
            operationName: url.searchParams.get('operationName'),
          }
        : (parseJson(await readBody(req)) as Record<string, unknown>);
    const context = contextFor(req);
    if ('error' in context) {
      send(res, 200, { errors: [{ message: context.error, extensions: { category: context.category } }] }, { 'Cache-Control': 'no-store' });
      return;
    }
    const result = await executor.run(request, method, context);
    // Magento's tags of the entities in a cacheable answer, for the caches in front to purge by.
    const tags = result.cacheable ? { 'X-Magento-Tags': tagsHeader(cacheTagsOf(context)) } : undefined;
    send(res, result.status, result.body, {
      ...tags,
      // Magento's customer groups: 0 NOT LOGGED IN, 1 General (every customer of this shop).
      'X-Magento-Cache-Id': cacheIdFor(context, context.customerId === null ? 0 : 1, cacheSalt),
      'Cache-Control': result.cacheable && !req.headers.authorization ? 'public, max-age=60, s-maxage=300' : 'no-store',
      Vary: 'Store, Content-Currency, Authorization',
    });
  }

  async function rest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // /rest/V1/... or /rest/{store_code}/V1/...
    const match = /^\/rest\/(?:([a-z0-9_]+)\/)?V1\/(.+)$/.exec(url.pathname);
    if (!match) {
      send(res, 404, { message: 'Request does not match any route.', trace: null });
      return;
    }
    const store = match[1] && match[1] !== 'all' && match[1] !== 'default' ? services.stores.get(match[1]) : services.stores.default;
    if (!store) {
      send(res, 400, { message: 'Requested store is not found', trace: null });
      return;
    }
    const method = req.method ?? 'GET';
    const rawLimit = method === 'GET' || method === 'DELETE' ? null : rawBodyLimit(method, match[2], services.config.profile);
    const rawBody = rawLimit === null ? undefined : await readRawBody(req, rawLimit);
    const body = method === 'GET' || method === 'DELETE' || rawLimit !== null ? undefined : parseJson(await readBody(req));
    const result = await handleRest({ method, path: match[2], store, body, headers: req.headers, rawBody }, services);
    if (result.body instanceof RestFile) {
      res.writeHead(result.status, { ...result.body.headers, 'Content-Length': result.body.bytes.length });
      res.end(result.body.bytes);
    } else send(res, result.status, result.body, { 'Cache-Control': 'no-store', ...result.headers });
  }

  function media(req: IncomingMessage, res: ServerResponse, url: URL): void {
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname.slice('/media/'.length));
    } catch {
      send(res, 404, { message: 'Not found' });
      return;
    }
    const file = path.resolve(mediaRoot, relative);
    if (!file.startsWith(mediaRoot + path.sep) || !CONTENT_TYPES[path.extname(file).toLowerCase()]) {
      send(res, 404, { message: 'Not found' });
      return;
    }
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) {
        send(res, 404, { message: 'Not found' });
        return;
      }
      const etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag });
        res.end();
        return;
      }
      res.writeHead(200, {
        'Content-Type': CONTENT_TYPES[path.extname(file).toLowerCase()],
        'Content-Length': stat.size,
        'Cache-Control': 'public, max-age=604800',
        ETag: etag,
      });
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file).pipe(res);
    });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    rememberClientIp(req.headers, clientAddress(req.socket.remoteAddress, req.headers, services.config.trustedProxies));
    const { sandboxes } = services.config;
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://backend.local');
    } catch {
      send(res, 400, { message: 'Bad request', trace: null });
      return;
    }
    try {
      if (url.pathname === '/health') send(res, 200, { status: 'ok' }, { 'Cache-Control': 'no-store' });
      else if (url.pathname === '/graphql') {
        if (req.method !== 'GET' && req.method !== 'POST') send(res, 405, { message: 'Method not allowed' }, { Allow: 'GET, POST' });
        else await graphql(req, res, url);
      } else if (url.pathname.startsWith('/rest/')) {
        // The sandbox payments' REST routes (payment-action, complete) exist only with the sandboxes.
        if (!sandboxes && /^\/rest\/(?:[a-z0-9_]+\/)?V1\/sandbox\//.test(url.pathname))
          send(res, 404, { message: 'Request does not match any route.', trace: null });
        else await rest(req, res, url);
      } else if (url.pathname.startsWith('/media/') && (req.method === 'GET' || req.method === 'HEAD')) media(req, res, url);
      else if (url.pathname.startsWith('/sandbox/') && sandboxes && services.config.profile === 'full') {
        const method = req.method ?? 'GET';
        const sandbox =
          (await handleSocialSandbox(services, method, url, () => readBody(req))) ??
          (await handleSandbox(services, method, url, () => readBody(req)));
        if (!sandbox) send(res, 404, { message: 'Not found' });
        else {
          res.writeHead(sandbox.status, { ...sandbox.headers, ...NO_FRAMING, 'Content-Length': Buffer.byteLength(sandbox.body) });
          res.end(req.method === 'HEAD' ? undefined : sandbox.body);
        }
      } else {
        const outbox = sandboxes && url.pathname.startsWith('/outbox') ? handleOutbox(services.db, req.method ?? 'GET', url) : null;
        if (outbox) send(res, outbox.status, outbox.body, { 'Cache-Control': 'no-store' });
        else send(res, 404, { message: 'Not found' });
      }
    } catch (error) {
      if (error instanceof HttpError) send(res, error.status, { message: error.message, trace: null });
      else {
        log(error);
        if (!res.headersSent) send(res, 500, { message: 'Internal server error' });
      }
    }
  };
}

/**
 * The X-Magento-Tags value. An answer naming thousands of entities (a sitemap's product list)
 * keeps only the general tags (`cat_p`, ...), so its header stays within what HTTP clients accept
 * (16 KB in Node's); it is then refreshed by its lifetime rather than by purges of single entities.
 */
export function tagsHeader(tags: readonly string[]): string {
  const all = [...tags, FPC_TAG].join(',');
  return all.length <= MAX_TAGS_HEADER ? all : [...tags.filter((tag) => !/_\d+$/.test(tag)), FPC_TAG].join(',');
}
const MAX_TAGS_HEADER = 8000;

export function createHttpServer(services: BackendServices): http.Server {
  const server = http.createServer(createRequestHandler(services));
  server.keepAliveTimeout = 65_000;
  return server;
}
