import type { IncomingMessage } from 'node:http';
import type { BackendProfile } from '../config';
import type { BackendServices } from '../graphql/context';
import { ThrottleError } from '../http/throttle';
import type { Store } from '../modules/store/stores';
import { storeViewsRest } from './store';
import { RestError, type RestRequest, type RestRoute } from './route';

export { RestError, RestFile, type RestHandler, type RestRequest, type RestRoute } from './route';

const routes: RestRoute[] = [...storeViewsRest];

function match(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/');
  const s = path.split('/');
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i].startsWith(':')) {
      try {
        params[p[i].slice(1)] = decodeURIComponent(s[i]);
      } catch {
        return null; // malformed percent-encoding: no route has such a parameter
      }
    } else if (p[i] !== s[i]) return null;
  }
  return params;
}

/** The routes a backend serves in its profile. */
function routesOf(profile: BackendProfile): RestRoute[] {
  return profile === 'full' ? routes : routes.filter((r) => !r.extension);
}

/** The raw-body limit of the route a request goes to, or null when its body is JSON. */
export function rawBodyLimit(method: string, path: string, profile: BackendProfile = 'full'): number | null {
  return routesOf(profile).find((r) => r.method === method && match(r.pattern, path))?.rawBody?.maxBytes ?? null;
}

/** Runs a REST request: `{ status, body }` in Magento's shapes (or a RestFile), errors included. */
export async function handleRest(
  request: RestRequest,
  services: BackendServices,
): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
  const candidates = routesOf(services.config.profile).filter((r) => match(r.pattern, request.path));
  if (candidates.length === 0) return { status: 404, body: { message: 'Request does not match any route.', trace: null } };
  const route = candidates.find((r) => r.method === request.method);
  if (!route) return { status: 405, body: { message: 'Request does not match any route.', trace: null } };
  try {
    return { status: 200, body: await route.handler(request, match(route.pattern, request.path)!, services) };
  } catch (error) {
    if (error instanceof ThrottleError) {
      return {
        status: 429,
        body: { message: error.message, parameters: [], trace: null },
        headers: { 'Retry-After': String(error.retryAfterSeconds) },
      };
    }
    if (error instanceof RestError)
      return { status: error.status, body: { message: error.message, parameters: error.parameters, trace: null } };
    console.error('[backend] REST', request.method, request.path, error);
    return {
      status: 500,
      body: { message: 'Internal Error. Details are available in Magento log file. Report ID: webapi-rest', trace: null },
    };
  }
}

/** Adds a module's routes; `extension` marks routes of ours that a stock Magento does not have. */
export function registerRestRoutes(extra: RestRoute[], origin: 'magento' | 'extension' = 'magento'): void {
  routes.push(...extra.map((route) => (origin === 'extension' ? { ...route, extension: true } : route)));
}
