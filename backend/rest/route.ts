/**
 * What a REST route is (its request, handler, answer and errors), apart from the router that
 * registers and dispatches routes, so a module that declares routes (rest/store.ts and the
 * modules' rest.ts) and the router never import each other.
 */
import type { IncomingMessage } from 'node:http';
import type { BackendServices } from '../graphql/context';
import type { Store } from '../modules/store/stores';

/** Magento's REST error body: a message with %1-style placeholders, their parameters, and a trace. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly parameters: Record<string, string> | string[] = [],
  ) {
    super(message);
  }
}

export interface RestRequest {
  method: string;
  /** Path after /V1/, without leading slash: "guest-carts/abc/payment-information". */
  path: string;
  store: Store;
  body: unknown;
  headers: IncomingMessage['headers'];
  /** The body's bytes as sent, for a route that takes a raw body (`RestRoute.rawBody`): null when it was over the route's limit. */
  rawBody?: Buffer | null;
}

/**
 * A file as a REST answer (a route that serves bytes rather than JSON, e.g. an uploaded
 * prescription): sent as it is, with its own headers.
 */
export class RestFile {
  constructor(
    readonly bytes: Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

export type RestHandler = (request: RestRequest, params: Record<string, string>, services: BackendServices) => unknown | Promise<unknown>;

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  pattern: string; // "guest-carts/:cartId/payment-information"
  handler: RestHandler;
  /** The body is taken as raw bytes (any Content-Type, up to `maxBytes`) instead of JSON: `RestRequest.rawBody`. */
  rawBody?: { maxBytes: number };
  /**
   * A route of ours that Magento lacks (order lookup, prescriptions, payment sandboxes): absent in
   * the `magento-os` profile, where it answers as Magento answers any unknown route.
   */
  extension?: boolean;
}
