import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret that encrypts the session cookie. Every instance behind a load balancer shares it
 * (DESIGN.md "Rendering and caching"), so it comes from the environment: SESSION_SECRET, at least
 * 32 characters. In development a missing secret is generated once and kept in
 * `.data/session-secret` (a gitignored folder), so restarting `next dev` keeps shoppers signed in.
 * In production a missing or short secret is an error at start-up, never a silent weak default.
 */

export const MIN_SECRET_LENGTH = 32;
export const DEV_SECRET_FILE = path.join('.data', 'session-secret');

export class SessionSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionSecretError';
  }
}

export interface SecretEnvironment {
  SESSION_SECRET?: string;
  NODE_ENV?: string;
}

export interface SecretOptions {
  env?: SecretEnvironment;
  /** Where the development default is kept; default `.data/session-secret` under the working directory. */
  devSecretFile?: string;
}

let cached: string | undefined;

/** Reads the development default, or writes a new one (first writer wins when two start together). */
function developmentSecret(file: string): string {
  try {
    const known = readFileSync(file, 'utf8').trim();
    if (known.length >= MIN_SECRET_LENGTH) return known;
  } catch {
    // Not there yet: made below.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch {
    // Another process wrote it first (EEXIST): use theirs, so both read the same cookies.
    const written = readFileSync(file, 'utf8').trim();
    if (written.length >= MIN_SECRET_LENGTH) return written;
    throw new SessionSecretError(`${file} holds no usable session secret; delete it to have a new one generated.`);
  }
}

/** The session secret, or a SessionSecretError saying what to set. */
export function resolveSessionSecret(options: SecretOptions = {}): string {
  const env = options.env ?? process.env;
  const given = env.SESSION_SECRET?.trim();
  if (given) {
    if (given.length < MIN_SECRET_LENGTH) {
      throw new SessionSecretError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long (it has ${given.length}).`);
    }
    return given;
  }
  if (env.NODE_ENV === 'production') {
    throw new SessionSecretError(
      `SESSION_SECRET is not set. The storefront encrypts the sign-in session cookie with it: set it to a random string of at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 32\`), the same on every instance.`,
    );
  }
  return developmentSecret(options.devSecretFile ?? path.join(process.cwd(), DEV_SECRET_FILE));
}

/** The process's session secret, resolved once. */
export function sessionSecret(): string {
  cached ??= resolveSessionSecret();
  return cached;
}

/**
 * The secret for a storefront this machine starts itself (`npm start`, the benchmarks): SESSION_SECRET
 * when set, else the development default kept under `root` — a production server (`next start`)
 * refuses to run without one, and a real deployment sets its own.
 */
export function localSessionSecret(root: string, env: SecretEnvironment = process.env): string {
  return env.SESSION_SECRET?.trim() || resolveSessionSecret({ env: {}, devSecretFile: path.join(root, DEV_SECRET_FILE) });
}
