import type { IncomingHttpHeaders } from 'node:http';
import type { BackendConfig } from '../config';
import type { Db } from '../db/database';
import type { CatalogIndex } from '../modules/catalog/catalog-index';
import type { Store, StoreDirectory } from '../modules/store/stores';

/** Long-lived parts of the backend, shared by every request. */
export interface BackendServices {
  db: Db;
  config: BackendConfig;
  stores: StoreDirectory;
  catalogIndex: CatalogIndex;
}

/** What a resolver knows about the request it serves. */
export interface RequestContext extends BackendServices {
  store: Store;
  /** Display currency: the store's own, or the one asked for by `Content-Currency`. */
  currency: string;
  headers: IncomingHttpHeaders;
  /** The signed-in customer (from the request's bearer token), null for a guest. */
  customerId: number | null;
}

export const SHOP_NAME = 'Brillora';
