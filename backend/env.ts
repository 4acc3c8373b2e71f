import {
  check,
  object,
  optional,
  picklist,
  pipe,
  safeParse,
  string,
  transform,
  trim,
  unknown,
  type GenericSchema,
  type InferOutput,
} from 'valibot';

/**
 * Every setting the embedded backend reads from its environment, in one place: its name, its
 * rule and its default. backend/config.ts builds the server's configuration from these (flags
 * given to the server override them); the abandoned-cart reminders and the contact form read
 * theirs here too. A value that breaks its rule stops the backend at start with a message naming
 * the setting.
 */

/** Each setting's rule as the message says it (after the setting's name). */
export const BACKEND_SETTING_RULES = {
  BACKEND_PORT: 'must be a port number, 0 to 65535 (default 4010)',
  BACKEND_DATA_DIR: 'is the folder of the database, media and outbox (default .data/backend)',
  BACKEND_MEDIA_DIR: 'is the folder of the generated product images (default $BACKEND_DATA_DIR/media)',
  BACKEND_PUBLIC_URL: "must be the backend's public absolute http(s) address (default http://localhost:$BACKEND_PORT)",
  STOREFRONT_URL: "must be the storefront's public absolute http(s) address (default http://localhost:3000)",
  BACKEND_CUSTOMER_TOKEN_LIFETIME: 'must be a number of seconds above 0 (default 3600)',
  BACKEND_PENDING_PAYMENT_LIFETIME: 'must be a number of minutes above 0 (default 480)',
  BACKEND_PROFILE: 'must be one of full, magento-os (default full)',
  BACKEND_STORES: 'must be one of all, default (default all)',
  BACKEND_HTTP_CACHE_HOSTS: 'lists host:port entries, comma separated (default none)',
  BACKEND_HOST: 'is the interface to listen on (default 127.0.0.1)',
  BACKEND_SANDBOXES: 'must be 1 (on) or 0 (off, the default)',
  BACKEND_ALLOW_SANDBOXES_IN_PRODUCTION: 'must be 1 (allowed) or 0 (not, the default)',
  BACKEND_TRUSTED_PROXIES: 'lists addresses, comma separated (default 127.0.0.1,::1)',
  BACKEND_RATE_LIMIT_FACTOR: 'must be a number above 0 (default 1)',
  BACKEND_GRAPHQL_MAX_DEPTH: 'must be a whole number above 0 (default 20)',
  BACKEND_GRAPHQL_MAX_COMPLEXITY: 'must be a whole number above 0 (default 300)',
  BACKEND_GRAPHQL_MAX_ALIASES: 'must be a whole number above 0 (default 30)',
  BACKEND_ABANDONED_CART_IDLE_MINUTES: 'must be a number of minutes, 0 or more (default 60)',
  BACKEND_ABANDONED_CART_LINK_LIFETIME_MINUTES: 'must be a number of minutes, 0 or more (default 10080, 7 days)',
  BACKEND_CONTACT_EMAIL: 'is where the contact form is sent (default hello@example.com)',
  NODE_ENV: 'is development, production or test',
} as const;

export type BackendSettingName = keyof typeof BACKEND_SETTING_RULES;

/** An empty variable counts as unset: the value as `schema` takes it, or undefined. */
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const given = <T>(schema: GenericSchema<string, T>) => pipe(unknown(), transform(unset), optional(schema));
const text = given(pipe(string(), trim()));
const number = (rule: (value: number) => boolean) =>
  given(
    pipe(
      string(),
      trim(),
      check((value) => value !== '' && Number.isFinite(Number(value)) && rule(Number(value))),
      transform(Number),
    ),
  );
const httpUrl = given(
  pipe(
    string(),
    trim(),
    check((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }),
    transform((value) => value.replace(/\/+$/, '')),
  ),
);
const flag = pipe(
  given(picklist(['0', '1'])),
  transform((value) => value === '1'),
);
const whole = number((value) => Number.isInteger(value) && value >= 1);

const schema = object({
  BACKEND_PORT: number((value) => Number.isInteger(value) && value >= 0 && value <= 65535),
  BACKEND_DATA_DIR: text,
  BACKEND_MEDIA_DIR: text,
  BACKEND_PUBLIC_URL: httpUrl,
  STOREFRONT_URL: httpUrl,
  BACKEND_CUSTOMER_TOKEN_LIFETIME: number((value) => value > 0),
  BACKEND_PENDING_PAYMENT_LIFETIME: number((value) => value > 0),
  BACKEND_PROFILE: given(picklist(['full', 'magento-os'])),
  BACKEND_STORES: given(picklist(['all', 'default'])),
  // Checked entry by entry where it is used (modules/page-cache/purge.ts).
  BACKEND_HTTP_CACHE_HOSTS: optional(string()),
  BACKEND_HOST: text,
  BACKEND_SANDBOXES: flag,
  BACKEND_ALLOW_SANDBOXES_IN_PRODUCTION: flag,
  BACKEND_TRUSTED_PROXIES: pipe(
    optional(string()),
    transform((value) =>
      value === undefined
        ? undefined
        : value
            .split(',')
            .map((address) => address.trim())
            .filter(Boolean),
    ),
  ),
  BACKEND_RATE_LIMIT_FACTOR: number((value) => value > 0),
  BACKEND_GRAPHQL_MAX_DEPTH: whole,
  BACKEND_GRAPHQL_MAX_COMPLEXITY: whole,
  BACKEND_GRAPHQL_MAX_ALIASES: whole,
  BACKEND_ABANDONED_CART_IDLE_MINUTES: number((value) => value >= 0),
  BACKEND_ABANDONED_CART_LINK_LIFETIME_MINUTES: number((value) => value >= 0),
  BACKEND_CONTACT_EMAIL: text,
  NODE_ENV: optional(string()),
});

/** The settings as given, checked; undefined when unset (config.ts and the modules fill in the defaults). */
export type BackendSettings = InferOutput<typeof schema>;

/** The backend's settings of this environment, or an error naming every setting that breaks its rule. */
export function backendSettings(env: NodeJS.ProcessEnv = process.env): BackendSettings {
  const names = Object.keys(BACKEND_SETTING_RULES) as BackendSettingName[];
  const parsed = safeParse(schema, Object.fromEntries(names.map((name) => [name, env[name]])));
  if (parsed.success) return parsed.output;
  const wrong = [...new Set(parsed.issues.map((issue) => String(issue.path?.[0]?.key)))] as BackendSettingName[];
  throw new Error(
    `The backend's settings are not valid:\n- ${wrong.map((name) => `${name} ${BACKEND_SETTING_RULES[name]}, not "${env[name]}"`).join('\n- ')}`,
  );
}
