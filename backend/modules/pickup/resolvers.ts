/**
 * Magento_InventoryInStorePickupGraphQl: pickupLocations lists the showrooms of the request's
 * website that are pickup locations, filtered, sorted and paged as Magento does. `area` finds the
 * places within `radius` km of its `search_term` ("postcode:country" or "city:country", Magento's
 * format), which is located from the shop's own sources (Magento's offline geonames tables in
 * small); an unknown place finds nothing. `productsInfo` keeps the locations that can hand over
 * every SKU: here every location while each product is salable (stock is kept per website, not per
 * showroom).
 */
import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { isSalable, loadProduct } from '../catalog/products';

interface SourceRow {
  source_code: string;
  name: string;
  email: string | null;
  contact_name: string | null;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  country_id: string;
  region_id: number | null;
  region: string | null;
  city: string;
  street: string;
  postcode: string;
  phone: string | null;
  fax: string | null;
}

interface FilterTypeInput {
  eq?: string | null;
  in?: Array<string | null> | null;
  like?: string | null;
  neq?: string | null;
  nin?: Array<string | null> | null;
}

interface PickupLocationsArgs {
  area?: { radius: number; search_term: string } | null;
  filters?: Record<string, FilterTypeInput | null> | null;
  sort?: Record<string, 'ASC' | 'DESC' | null> | null;
  pageSize?: number | null;
  currentPage?: number | null;
  productsInfo?: Array<{ sku: string } | null> | null;
}

const FILTER_COLUMNS: Record<string, keyof SourceRow> = {
  name: 'name',
  pickup_location_code: 'source_code',
  country_id: 'country_id',
  postcode: 'postcode',
  region: 'region',
  region_id: 'region_id',
  city: 'city',
  street: 'street',
};

const likeToRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/%/g, '.*')
      .replace(/_/g, '.')}$`,
    'i',
  );

function matches(value: unknown, filter: FilterTypeInput): boolean {
  const text = value === null || value === undefined ? '' : String(value);
  if (filter.eq !== undefined && filter.eq !== null && text.toLowerCase() !== filter.eq.toLowerCase()) return false;
  if (filter.neq !== undefined && filter.neq !== null && text.toLowerCase() === filter.neq.toLowerCase()) return false;
  if (filter.in && !filter.in.some((v) => v !== null && v.toLowerCase() === text.toLowerCase())) return false;
  if (filter.nin && filter.nin.some((v) => v !== null && v.toLowerCase() === text.toLowerCase())) return false;
  if (filter.like && !likeToRegExp(filter.like).test(text)) return false;
  return true;
}

/** Great-circle distance in km. */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Where a search term ("1000:BE", "Brussels:BE", "1000") is, from the places the shop knows. */
function locate(all: SourceRow[], term: string): { latitude: number; longitude: number } | null {
  const [place, country] = term.split(':').map((part) => part.trim().toLowerCase());
  const found = all.find(
    (s) =>
      (s.postcode.toLowerCase() === place || s.city.toLowerCase() === place) &&
      (!country || s.country_id.toLowerCase() === country) &&
      s.latitude !== null &&
      s.longitude !== null,
  );
  return found ? { latitude: found.latitude!, longitude: found.longitude! } : null;
}

function pickupLocations(context: RequestContext, args: PickupLocationsArgs) {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  const all = (
    context.db.prepare('SELECT * FROM inventory_source WHERE is_pickup_location_active = 1 ORDER BY source_code').all() as Array<
      SourceRow & { website_codes: string }
    >
  ).filter((s) => s.website_codes.split(',').includes(context.store.website_code));
  let found: Array<SourceRow & { distance?: number }> = all;
  for (const [field, filter] of Object.entries(args.filters ?? {})) {
    if (filter && FILTER_COLUMNS[field]) found = found.filter((s) => matches(s[FILTER_COLUMNS[field]], filter));
  }
  if (args.area) {
    const origin = locate(all, args.area.search_term);
    found = origin
      ? found
          .map((s) => ({
            ...s,
            distance: s.latitude === null ? Infinity : distanceKm(origin, s as { latitude: number; longitude: number }),
          }))
          .filter((s) => s.distance <= args.area!.radius)
      : [];
  }
  const skus = (args.productsInfo ?? []).filter((p): p is { sku: string } => Boolean(p));
  if (skus.length) {
    const allSalable = skus.every(({ sku }) => {
      const id = context.db.prepare('SELECT entity_id FROM catalog_product WHERE sku = ?').pluck().get(sku) as number | undefined;
      const product = id === undefined ? undefined : loadProduct(context, id);
      return product !== undefined && (product.type_id === 'configurable' || isSalable(product));
    });
    if (!allSalable) found = [];
  }
  const sorts = Object.entries(args.sort ?? {}).filter(([, direction]) => direction);
  if (sorts.length) {
    const key = (s: SourceRow & { distance?: number }, field: string): string | number =>
      field === 'distance' ? (s.distance ?? 0) : field === 'pickup_location_code' ? s.source_code : ((s as never)[field] ?? '');
    found = [...found].sort((a, b) => {
      for (const [field, direction] of sorts) {
        const x = key(a, field);
        const y = key(b, field);
        if (x !== y) return (x < y ? -1 : 1) * (direction === 'DESC' ? -1 : 1);
      }
      return 0;
    });
  }
  return {
    items: found.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((s) => ({ ...s, pickup_location_code: s.source_code })),
    total_count: found.length,
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(found.length / pageSize) },
  };
}

export const pickupResolvers = {
  Query: {
    pickupLocations: (_: unknown, args: PickupLocationsArgs, context: RequestContext) => pickupLocations(context, args),
  },
};
