/**
 * Capability detection (DESIGN.md "Core and optional features"): what the backend offers, learned
 * at run time and kept for a few minutes.
 *
 * - GraphQL capabilities (`Type.field`) come from introspection of the backend's schema, or — where
 *   production disables introspection — from a capabilities file that
 *   `npm run check:magento -- --url <graphql url> --write-capabilities <file>` writes
 *   (`MAGENTO_CAPABILITIES_FILE`).
 * - REST capabilities cannot be introspected; each is probed with a request that changes nothing
 *   (restCapabilityProbes): Magento answers a route it does not have with its webapi error "Request
 *   does not match any route.", and a route it has with that route's own answer (for the guest
 *   order lookup of a made-up cart: "No such entity").
 *
 * Never fatal: when the backend cannot be asked, the last known answer stays in use (and is asked
 * again soon); before any answer, "core only" is assumed for a short while.
 */
import type { Capability } from './registry';

/** How long an answer is used before it is asked again (in the background). */
export const CAPABILITIES_TTL_MS = 5 * 60 * 1000;
/** After a failure: how soon to ask again. */
export const CAPABILITIES_RETRY_MS = 30 * 1000;

export const CAPABILITIES_FILE_VARIABLE = 'MAGENTO_CAPABILITIES_FILE';

/** What `check:magento --write-capabilities` writes and the storefront reads. */
export interface CapabilitiesFile {
  format: 1;
  /** The GraphQL endpoint it was read from. */
  source?: string;
  written_at?: string;
  /** Every capability the backend offers, of those the feature registry names. */
  capabilities: Capability[];
  /** For people reading the file: which features that makes available. */
  features?: Record<string, boolean>;
}

/** The capabilities listed in a capabilities file's text; throws a clear error when it is not one. */
export function parseCapabilitiesFile(text: string): Set<Capability> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('the capabilities file is not JSON');
  }
  const list = (json as Partial<CapabilitiesFile> | null)?.capabilities;
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
    throw new Error('the capabilities file has no "capabilities" list of strings');
  }
  return new Set(list as string[]);
}

const ROUTE_NOT_FOUND = 'Request does not match any route.';

export interface RestProbe {
  capability: Capability;
  /** Path under `/rest/{store}/V1/`. */
  path: string;
}

/** The REST capabilities of the registry and the harmless request that tells whether each exists. */
export const REST_PROBES: readonly RestProbe[] = [
  // A made-up cart id (Magento's masked ids are 32 characters): never a real cart's order.
  { capability: 'rest:GET /V1/guest-carts/:cartId/order', path: 'guest-carts/00000000000000000000000000000000/order' },
];

/**
 * Probes each REST capability at `restBase` (`https://shop.example/rest/default/V1/`): present
 * unless Magento answers that no route matches. A probe that gets no answer counts as absent.
 */
export async function probeRestCapabilities(
  restBase: string,
  fetchFunction: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
): Promise<Set<Capability>> {
  const found = new Set<Capability>();
  await Promise.all(
    REST_PROBES.map(async (probe) => {
      try {
        const response = await fetchFunction(`${restBase.replace(/\/+$/, '')}/${probe.path}`, {
          method: 'GET',
          headers: { Accept: 'application/json' },
        });
        const text = await response.text();
        let message: unknown;
        try {
          message = (JSON.parse(text) as { message?: unknown } | null)?.message;
        } catch {
          message = undefined;
        }
        // 404 and 405 with Magento's router message: no such route. Anything else: the route answered.
        const noRoute = (response.status === 404 || response.status === 405) && message === ROUTE_NOT_FOUND;
        if (!noRoute && response.status < 500) found.add(probe.capability);
      } catch {
        // No answer: absent for now; the next detection asks again.
      }
    }),
  );
  return found;
}

export type CapabilitySource = 'detected' | 'last-known' | 'core-only';

export interface CapabilityDetectorOptions {
  /** Asks the backend (or reads the file); rejects when it cannot tell. */
  detect: () => Promise<Set<Capability>>;
  now?: () => number;
  ttlMs?: number;
  retryMs?: number;
  log?: (message: string) => void;
}

export interface CapabilityDetector {
  /** What the backend offers, as far as known now. Never rejects. */
  current(): Promise<ReadonlySet<Capability>>;
  /** Where the last answer of current() came from. */
  source(): CapabilitySource;
}

const NOTHING: ReadonlySet<Capability> = new Set();

/**
 * Keeps the backend's capabilities: asks on first need, answers from memory for `ttlMs`, then
 * answers with the old set while it asks again in the background. A failure keeps the last known
 * set (or, before any, nothing: core only) and asks again after `retryMs`.
 */
export function createCapabilityDetector(options: CapabilityDetectorOptions): CapabilityDetector {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? CAPABILITIES_TTL_MS;
  const retryMs = options.retryMs ?? CAPABILITIES_RETRY_MS;
  const log = options.log ?? ((message: string) => console.warn(message));
  let known: ReadonlySet<Capability> | undefined;
  /** When the current answer (or the failure) stops being fresh. */
  let freshUntil = 0;
  let lastSource: CapabilitySource = 'core-only';
  let asking: Promise<ReadonlySet<Capability>> | undefined;
  /** The last failure said, so a backend that keeps refusing (introspection disabled) is reported once. */
  let lastLogged: string | undefined;

  function ask(): Promise<ReadonlySet<Capability>> {
    asking ??= options
      .detect()
      .then(
        (capabilities) => {
          known = capabilities;
          lastLogged = undefined;
          freshUntil = now() + ttlMs;
          lastSource = 'detected';
          return capabilities;
        },
        (error: unknown) => {
          freshUntil = now() + retryMs;
          lastSource = known ? 'last-known' : 'core-only';
          const message =
            `Storefront features: cannot read the backend's capabilities (${error instanceof Error ? error.message : String(error)}); ` +
            (known ? 'keeping the last known ones.' : 'only core features for now.');
          if (message !== lastLogged) log(message);
          lastLogged = message;
          return known ?? NOTHING;
        },
      )
      .finally(() => {
        asking = undefined;
      });
    return asking;
  }

  return {
    async current() {
      if (now() < freshUntil) return known ?? NOTHING;
      if (known) {
        // Stale: answer at once, refresh behind.
        void ask();
        return known;
      }
      return ask();
    },
    source: () => lastSource,
  };
}
