import {
  check,
  minLength,
  object,
  optional,
  pipe,
  regex,
  safeParse,
  string,
  transform,
  trim,
  undefined_,
  union,
  unknown,
  type GenericSchema,
  type InferOutput,
} from 'valibot';
import { DEFAULT_BACKEND_URL } from '@/lib/magento/backend-url';

/**
 * Every setting the storefront's server reads from its environment, in one place: its name, its
 * rule and its default. The server checks them all when it starts (lib/env/start.ts, from
 * instrumentation.ts): a value that breaks its rule stops the start with a message naming the
 * setting, instead of failing the first request that needs it. Server code reads them through
 * `serverSettings()` (lib/env/server.ts, `server-only`). This file holds no Node-only code: the
 * edge middleware's modules read them here (`storefrontSettings()`), and so do the two modules
 * that client components reach through lib/magento/operations (lib/magento/server.ts and
 * lib/cache/magento-tags.ts).
 *
 * lib/cache/redis-cache-handler.mjs, which Next loads as plain JavaScript, reads its three REDIS_*
 * settings itself; their rules are checked here all the same.
 *
 * `NEXT_PUBLIC_*` settings are not here: Next writes them into the browser bundle at build time.
 * The backend's URL is read by lib/magento/backend-url.ts (browser bundles import it, and this
 * file stays out of them); its rule is checked here with the rest.
 */

/** An empty variable counts as unset (`FOO= npm start`). */
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** A setting whose empty value counts as unset: the value as `schema` takes it, else `fallback`. */
function given<T>(schema: GenericSchema<string, T>): GenericSchema<unknown, T | undefined>;
function given<T>(schema: GenericSchema<string, T>, fallback: T): GenericSchema<unknown, T>;
function given<T>(schema: GenericSchema<string, T>, fallback?: T) {
  return pipe(unknown(), transform(unset), optional(schema, fallback as never));
}
/** A setting as it is given: text, or undefined when unset (an empty value stays empty). */
const asGiven = union([string(), undefined_()]);

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A comma-separated list: its entries trimmed, empty ones left out. */
const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const isIpv4 = (value: string) => IPV4.test(value) && value.split('.').every((part) => Number(part) <= 255);
/** An address or IPv4 CIDR range of the purge allow list (IPv6 addresses are matched as written). */
function isAllowEntry(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined) return false;
  if (bits !== undefined) return isIpv4(address) && /^\d{1,2}$/.test(bits) && Number(bits) <= 32;
  return isIpv4(address) || (address.includes(':') && /^[0-9a-f:.]+$/i.test(address));
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** Each setting's rule as the start-up message says it (after the setting's name). */
export const SETTING_RULES = {
  MAGENTO_BACKEND_URL: `must be the backend's absolute http(s) address (default ${DEFAULT_BACKEND_URL})`,
  REDIS_URL: 'must be a redis:// or rediss:// URL (unset: the cache tags are kept in a file)',
  REDIS_CACHE_TTL_SECONDS: 'must be a whole number of seconds above 0 (default 604800, 7 days)',
  REDIS_KEY_PREFIX: "is the prefix of the storefront's Redis keys (default brillora:)",
  STOREFRONT_PURGE_ALLOW: 'must list addresses or IPv4 CIDR ranges, comma separated (default 127.0.0.1,::1)',
  STOREFRONT_PURGE_SECRET: 'is the shared secret of purge requests (unset: none accepted)',
  STOREFRONT_BACKEND_TIMEOUT_MS: 'must be a whole number of milliseconds above 0 (default 8000)',
  SITE_URL: "must be the storefront's public absolute http(s) address (default NEXT_PUBLIC_SITE_URL, else http://localhost:3000)",
  CUSTOMIZE_CATEGORY_UIDS: 'must list Magento category uids, comma separated (default eyeglasses and sunglasses)',
  STOREFRONT_REDIRECT_HOSTS: 'must list host names (with an optional :port), comma separated (default none)',
  SESSION_SECRET: 'must be at least 32 characters long (required in production)',
  CUSTOMER_SESSION_TTL_SECONDS: 'must be a whole number of seconds above 0 (default 3600; it can only shorten the session)',
  MAGENTO_CAPABILITIES_FILE: "must name a readable capabilities file (unset: the backend's schema is asked)",
  STOREFRONT_DISABLED_FEATURES: 'lists features to turn off, comma separated (names that are no feature are reported and ignored)',
  NEXT_DIST_DIR: "is the build's folder (default .next)",
} as const;

export type SettingName = keyof typeof SETTING_RULES;

const optionalText = given(pipe(string(), trim()));
/** A whole number above 0, or undefined when unset. */
const positiveWhole = given(
  pipe(
    string(),
    trim(),
    regex(/^\d+$/),
    transform(Number),
    check((value) => value > 0),
  ),
);
const url = (protocols: string[]) =>
  pipe(
    string(),
    trim(),
    check((value) => isUrlWith(value, protocols)),
  );

const schema = object({
  MAGENTO_BACKEND_URL: pipe(
    given(url(['http:', 'https:']), DEFAULT_BACKEND_URL),
    transform((value) => value.replace(/\/+$/, '')),
  ),
  REDIS_URL: given(url(['redis:', 'rediss:'])),
  REDIS_CACHE_TTL_SECONDS: pipe(
    positiveWhole,
    transform((value) => value ?? 7 * 24 * 3600),
  ),
  // `||` as before: an empty prefix is the default one.
  REDIS_KEY_PREFIX: given(string(), 'brillora:'),
  // Unset is this machine only; set but empty allows no address (the secret still works).
  STOREFRONT_PURGE_ALLOW: pipe(
    asGiven,
    transform((value) => value ?? '127.0.0.1,::1'),
    check((value) => commaList(value).every(isAllowEntry)),
  ),
  STOREFRONT_PURGE_SECRET: optionalText,
  STOREFRONT_BACKEND_TIMEOUT_MS: pipe(
    positiveWhole,
    transform((value) => value ?? 8000),
  ),
  SITE_URL: given(url(['http:', 'https:'])),
  CUSTOMIZE_CATEGORY_UIDS: pipe(
    asGiven,
    transform(commaList),
    check((uids) => uids.every((uid) => /^[A-Za-z0-9+/=_-]+$/.test(uid))),
  ),
  STOREFRONT_REDIRECT_HOSTS: pipe(
    asGiven,
    transform((value) => commaList(value).map((host) => host.toLowerCase())),
    check((hosts) => hosts.every((host) => HOST.test(host))),
  ),
  SESSION_SECRET: given(pipe(string(), trim(), minLength(32))),
  CUSTOMER_SESSION_TTL_SECONDS: positiveWhole,
  MAGENTO_CAPABILITIES_FILE: optionalText,
  STOREFRONT_DISABLED_FEATURES: optionalText,
  NEXT_DIST_DIR: given(pipe(string(), trim()), '.next'),
});

/** The settings with their defaults filled in. */
export type StorefrontSettings = InferOutput<typeof schema>;

/** A start refused for settings that break their rules; the message names each one. */
export class SettingsError extends Error {
  constructor(
    readonly settings: string[],
    message: string,
  ) {
    super(message);
    this.name = 'SettingsError';
  }
}

type Environment = Record<string, string | undefined>;

const NAMES = Object.keys(SETTING_RULES) as SettingName[];
let last: { given: (string | undefined)[]; settings: StorefrontSettings } | undefined;

/** The settings of this environment, or a SettingsError naming every setting that breaks its rule. */
export function storefrontSettings(env: Environment = process.env): StorefrontSettings {
  const values = NAMES.map((name) => env[name]);
  // Read on every use (tests and the start-up change the environment), parsed once per change.
  if (last && values.every((value, index) => value === last?.given[index])) return last.settings;
  const parsed = safeParse(schema, Object.fromEntries(NAMES.map((name, index) => [name, values[index]])));
  if (parsed.success) {
    last = { given: values, settings: parsed.output };
    return parsed.output;
  }
  const names = [...new Set(parsed.issues.map((issue) => String(issue.path?.[0]?.key)))] as SettingName[];
  // Values that may hold a password are not repeated in the message (it goes to the server's log).
  const lines = names.map((name) => `${name} ${SETTING_RULES[name]}${SECRET.has(name) ? '' : `, not "${env[name]}"`}`);
  throw new SettingsError(names, `The storefront's settings are not valid:\n- ${lines.join('\n- ')}`);
}

const SECRET = new Set<SettingName>(['SESSION_SECRET', 'STOREFRONT_PURGE_SECRET', 'REDIS_URL']);
