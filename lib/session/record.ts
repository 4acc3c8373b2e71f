/**
 * What the browser may know about the signed-in session (DESIGN.md "Client runtime"): that there
 * is one, and when it ends. Shared by the server (lib/session/session.ts) and the browser (the
 * user store); nothing here is secret.
 */

/** The HttpOnly session cookie (lib/session/session.ts seals it; the middleware only sees whether it is there). */
export const SESSION_COOKIE_NAME = 'customer_session';

/** Section 9: the sign-in token is stored for 3600 seconds. */
export const SESSION_TTL_SECONDS = 3600;

/** Section 3: the browser-storage item of the sign-in token record (`value`, `timeStored`, `ttl`). */
export const SIGNIN_TOKEN_KEY = 'signin_token';

/**
 * The record's `value`. The token itself lives only in the HttpOnly session cookie; the browser
 * keeps this marker instead, so "has a token" still means "is signed in" (section 6).
 */
export const SIGNED_IN_MARKER = 'session-cookie';

/** Where the browser asks about (GET) and ends (DELETE) its session: app/api/session/route.ts. */
export const SESSION_STATUS_PATH = '/api/session';

/** The answer of GET /api/session: never the token, only whether and until when. */
export type SessionStatus = { signedIn: false } | { signedIn: true; timeStored: number; ttl: number };
