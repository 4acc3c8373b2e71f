import type { RequestContext } from '../../graphql/context';
import { noSuchEntityError } from '../../graphql/errors';

interface CountryRow {
  country_id: string;
  iso3_code: string;
  name_locale: string | null;
  name_english: string | null;
}

/** Magento's Country, with the store view's allowed countries only (as Magento does). */
function loadCountries(context: RequestContext, only?: string): object[] {
  const allowed = context.store.allowed_countries
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const ids = only ? allowed.filter((c) => c === only) : allowed;
  if (ids.length === 0) return [];
  const rows = context.db
    .prepare(
      `SELECT c.country_id, c.iso3_code,
              (SELECT name FROM directory_country_name WHERE country_id = c.country_id AND locale = ?) AS name_locale,
              (SELECT name FROM directory_country_name WHERE country_id = c.country_id AND locale = 'en_US') AS name_english
         FROM directory_country c
        WHERE c.country_id IN (SELECT value FROM json_each(?))
        ORDER BY c.country_id`,
    )
    .all(context.store.locale, JSON.stringify(ids)) as CountryRow[];
  const regions = context.db.prepare('SELECT region_id AS id, code, name FROM directory_region WHERE country_id = ? ORDER BY name');
  return rows.map((row) => {
    const available = regions.all(row.country_id);
    return {
      id: row.country_id,
      two_letter_abbreviation: row.country_id,
      three_letter_abbreviation: row.iso3_code,
      full_name_locale: row.name_locale ?? row.name_english ?? row.country_id,
      full_name_english: row.name_english ?? row.country_id,
      available_regions: available.length ? available : null,
    };
  });
}

export const directoryResolvers = {
  Query: {
    countries: (_: unknown, __: unknown, context: RequestContext) => loadCountries(context),
    country: (_: unknown, args: { id?: string | null }, context: RequestContext) => {
      const id = (args.id ?? '').toUpperCase();
      const [country] = id ? loadCountries(context, id) : [];
      if (!country) throw noSuchEntityError(`The country isn't available.`);
      return country;
    },
  },
};
