import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a Varnish stand-in heard: Magento's purge is `PURGE /` with `X-Magento-Tags-Pattern`. */
export interface HeardPurge {
  method: string;
  path: string;
  pattern: string;
}

/**
 * A Varnish stand-in listed in BACKEND_HTTP_CACHE_HOSTS for the suite: answers 200 to everything
 * and records what it hears, in order (tests take what they expect with `heard.splice(0)`). Call it
 * at the top of a suite, before useTestBackend, so the backend sees the setting when it starts.
 */
export function useVarnishStandIn(): HeardPurge[] {
  const heard: HeardPurge[] = [];
  const varnish = http.createServer((req, res) => {
    heard.push({ method: req.method ?? '', path: req.url ?? '', pattern: String(req.headers['x-magento-tags-pattern'] ?? '') });
    res.writeHead(200).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => varnish.listen(0, '127.0.0.1', resolve));
    process.env.BACKEND_HTTP_CACHE_HOSTS = `127.0.0.1:${(varnish.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.BACKEND_HTTP_CACHE_HOSTS;
    await new Promise((resolve) => varnish.close(resolve));
  });
  return heard;
}
