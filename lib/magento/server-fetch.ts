import { stripIgnoredCharacters } from 'graphql';

/**
 * Server-side GraphQL requests to Magento (server components only). Queries go as GET with
 * whitespace-compacted text so that Magento, a CDN and Next's data cache can all cache them.
 */

const DEFAULT_BACKEND_URL = 'http://localhost:4010';

/** Revalidate cached catalogue answers after five minutes unless a tag is revalidated first. */
const DEFAULT_REVALIDATE_SECONDS = 300;

/** Every cached Magento answer carries this tag, so all of them can be dropped at once. */
export const MAGENTO_CACHE_TAG = 'magento';

export function magentoBackendUrl(): string {
  return (process.env.MAGENTO_BACKEND_URL || DEFAULT_BACKEND_URL).replace(/\/+$/, '');
}

export interface GraphQLErrorPayload {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { category?: string; [key: string]: unknown };
}

export type MagentoErrorKind = 'http' | 'parse' | 'graphql';

export class MagentoError extends Error {
  readonly kind: MagentoErrorKind;
  readonly status: number;
  readonly operationName: string | undefined;
  readonly errors: readonly GraphQLErrorPayload[];

  constructor(
    kind: MagentoErrorKind,
    message: string,
    details: { status: number; operationName?: string; errors?: readonly GraphQLErrorPayload[] },
  ) {
    super(message);
    this.name = 'MagentoError';
    this.kind = kind;
    this.status = details.status;
    this.operationName = details.operationName;
    this.errors = details.errors ?? [];
  }
}

export interface MagentoFetchOptions {
  query: string;
  variables?: Record<string, unknown>;
  /** Store code sent in the `Store` header. */
  store: string;
  /** Cache tags besides `magento` and `store:<code>`, for revalidateTag(). */
  tags?: string[];
  revalidate?: number;
}

function operationNameOf(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

export function magentoQueryUrl(query: string, variables?: Record<string, unknown>): string {
  const url = new URL(`${magentoBackendUrl()}/graphql`);
  url.searchParams.set('query', stripIgnoredCharacters(query));
  if (variables && Object.keys(variables).length > 0) {
    url.searchParams.set('variables', JSON.stringify(variables));
  }
  return url.toString();
}

export async function magentoFetch<T>({
  query,
  variables,
  store,
  tags = [],
  revalidate = DEFAULT_REVALIDATE_SECONDS,
}: MagentoFetchOptions): Promise<T> {
  const operationName = operationNameOf(query);
  const label = operationName ?? 'GraphQL query';

  const response = await fetch(magentoQueryUrl(query, variables), {
    method: 'GET',
    headers: { Store: store, 'Content-Type': 'application/json' },
    next: { revalidate, tags: [MAGENTO_CACHE_TAG, `store:${store}`, ...tags] },
  });

  const text = await response.text();
  let body: { data?: T | null; errors?: GraphQLErrorPayload[] } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }

  if (response.status >= 300) {
    throw new MagentoError('http', `${label}: HTTP ${response.status} ${response.statusText}`, {
      status: response.status,
      operationName,
      errors: body?.errors,
    });
  }
  if (body === undefined || typeof body !== 'object' || body === null) {
    throw new MagentoError('parse', `${label}: the response is not JSON`, {
      status: response.status,
      operationName,
    });
  }
  if (body.errors?.length) {
    throw new MagentoError('graphql', `${label}: ${body.errors.map((error) => error.message).join('\n')}`, {
      status: response.status,
      operationName,
      errors: body.errors,
    });
  }
  if (body.data == null) {
    throw new MagentoError('graphql', `${label}: the response has neither data nor errors`, {
      status: response.status,
      operationName,
    });
  }
  return body.data;
}
