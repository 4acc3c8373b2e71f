import type { Db } from '../../db/database';

/** The catalog root every store view shares (Magento's "Default Category"). */
export const ROOT_CATEGORY_ID = 2;

export interface Store {
  store_id: number;
  code: string;
  name: string;
  website_code: string;
  group_code: string;
  locale: string;
  currency: string;
  country_id: string;
  allowed_countries: string;
  timezone: string;
  weight_unit: string;
  is_default: number;
  sort_order: number;
}

/** The store views, read once: they only change with a re-seed. */
export class StoreDirectory {
  readonly all: Store[];
  readonly default: Store;
  private readonly byCode: Map<string, Store>;
  private readonly byId: Map<number, Store>;

  constructor(db: Db) {
    this.all = db.prepare('SELECT * FROM store ORDER BY sort_order, store_id').all() as Store[];
    if (this.all.length === 0) throw new Error('No store views in the database: seed it first');
    this.byCode = new Map(this.all.map((s) => [s.code, s]));
    this.byId = new Map(this.all.map((s) => [s.store_id, s]));
    this.default = this.all.find((s) => s.is_default) ?? this.all[0];
  }

  /** Magento picks the store view from the `Store` header; absent or unknown gives the default one. */
  resolve(code: string | undefined | null): Store {
    return (code && this.byCode.get(code.trim().toLowerCase())) || this.default;
  }

  byStoreId(id: number): Store | undefined {
    return this.byId.get(id);
  }

  get(code: string): Store | undefined {
    return this.byCode.get(code);
  }
}
