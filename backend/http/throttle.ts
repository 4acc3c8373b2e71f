/**
 * Throttles: how often one shopper (an IP address, an account, an e-mail address, a cart) may do
 * something that costs the shop or someone else — sign-in attempts, mail to any address, account
 * creation, uploads, reviews. Magento has some of these (the customer lockout, the password reset
 * "Max Number of Password Reset Requests" per hour by IP and e-mail); the rest is what an exposed
 * shop needs.
 *
 * Fixed windows kept in memory, per backend instance: a key's count resets `windowSeconds` after its
 * first hit. Memory, not SQLite, because the embedded backend is one process, a throttle is
 * short-lived state that may be forgotten on restart (the lockout that must survive one, Magento's
 * 10 failures, stays in customer_entity), and a counter write per request would put WAL writes on
 * every sign-in attempt. Entries are dropped once their window is over (swept when the map grows).
 *
 * A refusal is a ThrottleError: GraphQL answers it as an error with `extensions.category`
 * "graphql-input" and `extensions.retry_after` (seconds); REST as 429 with `Retry-After`.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import type { BackendConfig } from '../config';
import type { Db } from '../db/database';
import { MagentoGraphQlError } from '../graphql/errors';

export interface ThrottleRule {
  /** Names the counter: keys of different rules never share a count. */
  name: string;
  /** Hits allowed per window (multiplied by config.rateLimitFactor). */
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Every throttle of the backend, in one place. */
export const THROTTLES = {
  /** Failed sign-ins from one address, over every account (password spraying). Each account also locks after 10 (authentication.ts). */
  signInFailuresPerIp: { name: 'sign-in-failures-ip', limit: 20, windowSeconds: 15 * MINUTE },
  /** Sign-in attempts on one account from anywhere, failed or not, before its lock even counts. */
  signInAttemptsPerAccount: { name: 'sign-in-account', limit: 30, windowSeconds: 15 * MINUTE },
  /** Magento's password reset protection: 5 requests an hour, by IP and by e-mail. */
  passwordResetPerIp: { name: 'password-reset-ip', limit: 5, windowSeconds: HOUR },
  passwordResetPerEmail: { name: 'password-reset-email', limit: 5, windowSeconds: HOUR },
  contactPerIp: { name: 'contact-ip', limit: 5, windowSeconds: HOUR },
  newsletterPerIp: { name: 'newsletter-ip', limit: 10, windowSeconds: HOUR },
  productAlertPerIp: { name: 'product-alert-ip', limit: 20, windowSeconds: HOUR },
  accountCreationPerIp: { name: 'account-creation-ip', limit: 10, windowSeconds: HOUR },
  /** Prescription files (up to 10 MB each, kept until their order or UNATTACHED_UPLOAD_LIFETIME_HOURS). */
  prescriptionUploadPerIp: { name: 'prescription-upload-ip', limit: 10, windowSeconds: HOUR },
  prescriptionUploadPerIpDaily: { name: 'prescription-upload-ip-day', limit: 30, windowSeconds: 24 * HOUR },
  reviewPerIp: { name: 'review-ip', limit: 10, windowSeconds: HOUR },
} satisfies Record<string, ThrottleRule>;

/** A throttled request: the shopper may try again in `retryAfterSeconds`. */
export class ThrottleError extends MagentoGraphQlError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, 'graphql-input');
    this.extensions.retry_after = retryAfterSeconds;
  }
}

interface Window {
  count: number;
  resetsAt: number;
}

class Throttle {
  private readonly windows = new Map<string, Window>();
  constructor(private readonly factor: number) {}

  private window(rule: ThrottleRule, key: string, now: number): { id: string; window: Window | undefined } {
    const id = `${rule.name}\u0000${key}`;
    const window = this.windows.get(id);
    if (window && window.resetsAt <= now) {
      this.windows.delete(id);
      return { id, window: undefined };
    }
    return { id, window };
  }

  private limitOf(rule: ThrottleRule): number {
    return Math.max(1, Math.floor(rule.limit * this.factor));
  }

  /** Seconds until `key` may act again under `rule`, 0 when it may now. */
  wait(rule: ThrottleRule, key: string, now = Date.now()): number {
    const { window } = this.window(rule, key, now);
    return window && window.count >= this.limitOf(rule) ? Math.ceil((window.resetsAt - now) / 1000) : 0;
  }

  /** Counts a hit of `key` under `rule`. */
  hit(rule: ThrottleRule, key: string, now = Date.now()): void {
    const { id, window } = this.window(rule, key, now);
    if (window) window.count += 1;
    else {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(id, { count: 1, resetsAt: now + rule.windowSeconds * 1000 });
    }
  }

  private sweep(now: number): void {
    for (const [id, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(id);
  }
}

/** One throttle per backend instance (keyed by its database: tests run several backends in one process). */
const throttles = new WeakMap<Db, Throttle>();

function throttleOf(services: { db: Db; config: Pick<BackendConfig, 'rateLimitFactor'> }): Throttle {
  let throttle = throttles.get(services.db);
  if (!throttle) throttles.set(services.db, (throttle = new Throttle(services.config.rateLimitFactor)));
  return throttle;
}

type ThrottleServices = { db: Db; config: Pick<BackendConfig, 'rateLimitFactor'> };
type Check = readonly [rule: ThrottleRule, key: string | null | undefined];

/**
 * Refuses (throws ThrottleError) when any of `checks` is over its limit; otherwise counts one hit
 * on each. A null key (no client address, e.g. a command-line run) is not throttled.
 */
export function throttle(services: ThrottleServices, ...checks: Check[]): void {
  refuseWhenThrottled(services, ...checks);
  countHit(services, ...checks);
}

/** Refuses when any check is over its limit, without counting (for limits on failures: count them with countHit). */
export function refuseWhenThrottled(services: ThrottleServices, ...checks: Check[]): void {
  const limiter = throttleOf(services);
  const wait = Math.max(0, ...checks.map(([rule, key]) => (key ? limiter.wait(rule, key.toLowerCase()) : 0)));
  if (wait > 0) throw new ThrottleError(wait);
}

export function countHit(services: ThrottleServices, ...checks: Check[]): void {
  const limiter = throttleOf(services);
  for (const [rule, key] of checks) if (key) limiter.hit(rule, key.toLowerCase());
}

/**
 * Review posting (for the reviews module): one address may post THROTTLES.reviewPerIp reviews an
 * hour. Call it first in the createProductReview resolver; it throws ThrottleError when refused.
 */
export function throttleReview(context: ThrottleServices & { headers: IncomingHttpHeaders }): void {
  throttle(context, [THROTTLES.reviewPerIp, clientIpOf(context.headers)]);
}

// --- The client's address ---------------------------------------------------------------------

/** The address the HTTP layer found for each request, by its headers object (which every context carries). */
const clientIps = new WeakMap<IncomingHttpHeaders, string>();

const normalise = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * The shopper's address: the socket's peer, or, when the peer is a trusted proxy (the storefront's
 * server; config.trustedProxies), the right-most address of X-Forwarded-For that is not itself a
 * trusted proxy — the left-most ones are whatever the client wrote.
 */
export function clientAddress(remoteAddress: string | undefined, headers: IncomingHttpHeaders, trustedProxies: readonly string[]): string {
  const trusted = new Set(trustedProxies.map(normalise));
  let address = normalise(remoteAddress ?? '');
  if (!trusted.has(address)) return address || 'unknown';
  const forwarded = String(headers['x-forwarded-for'] ?? '')
    .split(',')
    .map(normalise)
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    if (!isIP(forwarded[i])) break; // not an address: stop at what we know
    address = forwarded[i];
    if (!trusted.has(address)) break;
  }
  return address || 'unknown';
}

/** Called by the HTTP layer once per request. */
export function rememberClientIp(headers: IncomingHttpHeaders, address: string): void {
  clientIps.set(headers, address);
}

/** The request's client address, null outside an HTTP request (commands, seeding). */
export function clientIpOf(headers: IncomingHttpHeaders): string | null {
  return clientIps.get(headers) ?? null;
}
