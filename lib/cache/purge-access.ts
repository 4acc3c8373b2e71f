// The middleware hands purges on, so this file reads its settings through the edge-safe module.
import { storefrontSettings } from '@/lib/env/settings';

/**
 * Who may purge the storefront's cache (DESIGN.md "Freshness"): Magento sends its purges from
 * its own servers, which the merchant lists in STOREFRONT_PURGE_ALLOW (addresses or IPv4 CIDR
 * ranges, comma separated; default this machine only, 127.0.0.1 and ::1). Tools that cannot
 * come from such an address send the shared secret STOREFRONT_PURGE_SECRET in X-Purge-Secret.
 *
 * The caller's address is the TCP peer's, put in PEER_ADDRESS_HEADER by the server for every
 * request (trustPeerAddress, from instrumentation.ts), over anything the client sent: Next.js
 * keeps a client's own X-Forwarded-For, so that header cannot be trusted.
 */
export const PEER_ADDRESS_HEADER = 'x-storefront-peer-address';
/** The original caller's address, when the middleware hands a PURGE on to the purge route. */
export const PURGE_PEER_HEADER = 'x-magento-purge-peer';
export const PURGE_SECRET_HEADER = 'x-purge-secret';
export const PURGE_PATTERN_HEADER = 'x-magento-tags-pattern';
export const PURGE_ROUTE = '/api/magento-purge';
/** Marks the purge route's own later pass of a purge (app/api/magento-purge/route.ts purgeAgainLater). */
export const PURGE_SETTLE_PASS_HEADER = 'x-storefront-purge-pass';
/**
 * When a purge is applied again, after the page renders already under way when it came: most
 * take well under a second; the last pass covers a render waiting on a slow backend.
 */
export const PURGE_SETTLE_DELAYS_MS = [1000, 5000];

const DEFAULT_ALLOW = '127.0.0.1,::1';

function normalise(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed;
}

function ipv4ToNumber(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

/** Whether `address` matches one entry of the allow list (exact address, or IPv4 a.b.c.d/n). */
export function addressAllowed(address: string | null | undefined, allow = storefrontSettings().STOREFRONT_PURGE_ALLOW): boolean {
  if (!address) return false;
  const peer = normalise(address);
  return allow
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => {
      const [range, bits] = entry.split('/');
      if (bits === undefined) return normalise(range) === peer;
      const start = ipv4ToNumber(range);
      const value = ipv4ToNumber(peer);
      const size = Number(bits);
      if (start === null || value === null || !(size >= 0 && size <= 32)) return false;
      const block = 2 ** (32 - size);
      return Math.floor(start / block) === Math.floor(value / block);
    });
}

/** Constant-time comparison of the secret (no early exit on the first differing character). */
function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) difference |= (given.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  return difference === 0;
}

/** Whether a purge request may purge: the shared secret, or an allowed caller address. */
export function purgeAllowed(headers: Headers): boolean {
  const secret = storefrontSettings().STOREFRONT_PURGE_SECRET;
  const given = headers.get(PURGE_SECRET_HEADER);
  if (secret && given) return sameSecret(given, secret);
  return addressAllowed(purgePeer(headers));
}

/** The caller a purge is judged by: handed on by this server itself (a loopback call), the original caller. */
export function purgePeer(headers: Headers): string | null {
  const own = headers.get(PEER_ADDRESS_HEADER);
  return own && addressAllowed(own, DEFAULT_ALLOW) && headers.get(PURGE_PEER_HEADER) ? headers.get(PURGE_PEER_HEADER) : own;
}

/**
 * Makes the server write every request's TCP peer address into PEER_ADDRESS_HEADER, replacing
 * whatever the client sent. Called once at server start (instrumentation.ts).
 */
export function trustPeerAddress(http: typeof import('node:http')): void {
  const prototype = http.Server.prototype as unknown as {
    emit: (event: string, ...args: unknown[]) => boolean;
    peerAddressPatched?: boolean;
  };
  if (prototype.peerAddressPatched) return;
  const emit = prototype.emit;
  prototype.emit = function (this: unknown, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as import('node:http').IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  };
  prototype.peerAddressPatched = true;
}
