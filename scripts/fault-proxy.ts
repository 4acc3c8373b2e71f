/**
 * A fault-injecting HTTP proxy to put between the storefront and the backend (the fault bench,
 * and the stale-if-error tests): it passes requests on, and by chance or on command answers 5xx
 * without asking the backend, loses the reply after the backend acted (the connection is cut),
 * or delays. Loopback only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FaultRates {
  /** Share of requests answered 503 without reaching the backend. */
  error?: number;
  /** Share of requests passed on whose reply is then lost (socket destroyed). */
  lostReply?: number;
  /** Share of requests delayed by delayMs before being passed on. */
  delay?: number;
  delayMs?: number;
}

export interface FaultProxy {
  url: string;
  port: number;
  rates: FaultRates;
  /** 'down': every request fails as if the backend were gone (503); 'pass': no faults at all. */
  mode: 'faults' | 'down' | 'pass';
  /** In any mode: the requests this picks fail as if the backend were gone (503), the others go on as the mode says. */
  refuse?: (request: http.IncomingMessage) => boolean;
  /** Requests seen so far, by what happened to them. */
  counts: { passed: number; errors: number; lost: number; delayed: number; down: number };
  /** Requests seen for a path prefix (e.g. `/graphql`), to tell cache hits from misses. */
  requests: (pathPrefix?: string) => number;
  close(): Promise<void>;
}

export async function startFaultProxy(options: {
  target: string;
  port?: number;
  rates?: FaultRates;
  mode?: FaultProxy['mode'];
  random?: () => number;
}): Promise<FaultProxy> {
  const target = new URL(options.target);
  const random = options.random ?? Math.random;
  const seen: string[] = [];
  const proxy: FaultProxy = {
    url: '',
    port: 0,
    rates: options.rates ?? {},
    mode: options.mode ?? 'pass',
    counts: { passed: 0, errors: 0, lost: 0, delayed: 0, down: 0 },
    requests: (prefix = '') => seen.filter((path) => path.startsWith(prefix)).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '/');
    const fail = () => {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
      res.end(JSON.stringify({ message: 'Service Unavailable (fault proxy)' }));
    };
    if (proxy.mode === 'down' || proxy.refuse?.(req)) {
      proxy.counts.down += 1;
      req.resume();
      fail();
      return;
    }
    const faults = proxy.mode === 'faults' ? proxy.rates : {};
    const roll = random();
    const errorShare = faults.error ?? 0;
    const lostShare = faults.lostReply ?? 0;
    if (roll < errorShare) {
      proxy.counts.errors += 1;
      req.resume();
      fail();
      return;
    }
    const loseReply = roll < errorShare + lostShare;
    const delayed = random() < (faults.delay ?? 0);
    const forward = () => {
      const upstream = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          if (loseReply) {
            // The backend has acted; the caller never hears it.
            proxy.counts.lost += 1;
            answer.resume();
            answer.on('end', () => res.destroy());
            return;
          }
          proxy.counts.passed += 1;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) fail();
        else res.destroy();
      });
      req.pipe(upstream);
    };
    if (delayed) {
      proxy.counts.delayed += 1;
      req.pause();
      setTimeout(forward, faults.delayMs ?? 2000);
    } else forward();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  proxy.port = (server.address() as AddressInfo).port;
  proxy.url = `http://127.0.0.1:${proxy.port}`;
  return proxy;
}
