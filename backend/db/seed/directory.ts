/**
 * Countries the shop ships to, with Magento-style address rules (postcode required and pattern,
 * region list required) and their regions. Country names come from ICU (Intl.DisplayNames) for
 * the locale of every store view, plus en_US as the fallback.
 */
import type { Database } from 'better-sqlite3';
import { STORE_VIEWS, bcp47 } from './stores';

export interface CountryRule {
  country_id: string;
  iso3_code: string;
  /** 0 where Magento treats the postcode as optional. */
  postcode_required: 0 | 1;
  /** JavaScript regular expression source (anchored), null = anything accepted. */
  postcode_pattern: string | null;
}

const DIGITS = (n: number) => `^[0-9]{${n}}$`;

/** Every country at least one store view ships to. */
export const COUNTRIES: readonly CountryRule[] = [
  { country_id: 'AT', iso3_code: 'AUT', postcode_required: 1, postcode_pattern: DIGITS(4) },
  { country_id: 'BE', iso3_code: 'BEL', postcode_required: 1, postcode_pattern: '^[1-9][0-9]{3}$' },
  { country_id: 'BG', iso3_code: 'BGR', postcode_required: 1, postcode_pattern: DIGITS(4) },
  { country_id: 'HR', iso3_code: 'HRV', postcode_required: 1, postcode_pattern: DIGITS(5) },
  { country_id: 'CY', iso3_code: 'CYP', postcode_required: 1, postcode_pattern: DIGITS(4) },
  { country_id: 'CZ', iso3_code: 'CZE', postcode_required: 1, postcode_pattern: '^[0-9]{3} ?[0-9]{2}$' },
  { country_id: 'DK', iso3_code: 'DNK', postcode_required: 1, postcode_pattern: DIGITS(4) },
  { country_id: 'EE', iso3_code: 'EST', postcode_required: 1, postcode_pattern: DIGITS(5) },
  { country_id: 'FI', iso3_code: 'FIN', postcode_required: 1, postcode_pattern: DIGITS(5) },
  { country_id: 'FR', iso3_code: 'FRA', postcode_required: 1, postcode_pattern: DIGITS(5) },
  { country_id: 'DE', iso3_code: 'DEU', postcode_required: 1, postcode_pattern: DIGITS(5) },
  { country_id: 'GR', iso3_code: 'GRC', postcode_required: 1, postcode_pattern: '^[0-9]{3} ?[0-9]{2}$' },
  { country_id: 'HU', iso3_code: 'HUN', postcode_required: 1, postcode_pattern: DIGITS(4) },
  // Eircodes exist but Magento lists Ireland among the countries with an optional postcode.
  { country_id: 'IE', iso3_code: 'IRL', postcode_required: 0, postcode_pattern: '^[A-Za-z][0-9][0-9Ww] ?[0-9A-Za-z]{4}$' },
  { country_id: 'IT', iso3_code: 'ITA', postcode_required: 1, postcode_pattern: DIGITS(5) },
  { country_id: 'LV', iso3_code: 'LVA', postcode_required: 1, postcode_pattern: '^(LV-)?[0-9]{4}$' },
  { country_id: 'LT', iso3_code: 'LTU', postcode_required: 1, postcode_pattern: '^(LT-)?[0-9]{5}$' },
  { country_id: 'LU', iso3_code: 'LUX', postcode_required: 1, postcode_pattern: '^(L-)?[0-9]{4}$' },
  { country_id: 'MT', iso3_code: 'MLT', postcode_required: 1, postcode_pattern: '^[A-Za-z]{3} ?[0-9]{2,4}$' },
  { country_id: 'NL', iso3_code: 'NLD', postcode_required: 1, postcode_pattern: '^[1-9][0-9]{3} ?[A-Za-z]{2}$' },
  { country_id: 'PL', iso3_code: 'POL', postcode_required: 1, postcode_pattern: '^[0-9]{2}-[0-9]{3}$' },
  { country_id: 'PT', iso3_code: 'PRT', postcode_required: 1, postcode_pattern: '^[0-9]{4}-[0-9]{3}$' },
  { country_id: 'RO', iso3_code: 'ROU', postcode_required: 1, postcode_pattern: DIGITS(6) },
  { country_id: 'SK', iso3_code: 'SVK', postcode_required: 1, postcode_pattern: '^[0-9]{3} ?[0-9]{2}$' },
  { country_id: 'SI', iso3_code: 'SVN', postcode_required: 1, postcode_pattern: DIGITS(4) },
  { country_id: 'ES', iso3_code: 'ESP', postcode_required: 1, postcode_pattern: '^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$' },
  { country_id: 'SE', iso3_code: 'SWE', postcode_required: 1, postcode_pattern: '^[0-9]{3} ?[0-9]{2}$' },
  { country_id: 'CH', iso3_code: 'CHE', postcode_required: 1, postcode_pattern: DIGITS(4) },
  { country_id: 'MC', iso3_code: 'MCO', postcode_required: 1, postcode_pattern: '^980[0-9]{2}$' },
  {
    country_id: 'GB',
    iso3_code: 'GBR',
    postcode_required: 1,
    postcode_pattern: '^([Gg][Ii][Rr] ?0[Aa]{2}|[A-Za-z]{1,2}[0-9][0-9A-Za-z]? ?[0-9][A-Za-z]{2})$',
  },
  { country_id: 'US', iso3_code: 'USA', postcode_required: 1, postcode_pattern: '^[0-9]{5}(-[0-9]{4})?$' },
  { country_id: 'MX', iso3_code: 'MEX', postcode_required: 1, postcode_pattern: DIGITS(5) },
  { country_id: 'AR', iso3_code: 'ARG', postcode_required: 1, postcode_pattern: '^([A-Za-z][0-9]{4}[A-Za-z]{3}|[0-9]{4})$' },
  { country_id: 'ID', iso3_code: 'IDN', postcode_required: 1, postcode_pattern: DIGITS(5) },
  { country_id: 'HK', iso3_code: 'HKG', postcode_required: 0, postcode_pattern: null },
  { country_id: 'AE', iso3_code: 'ARE', postcode_required: 0, postcode_pattern: null },
];

/** Regions (code, name) of the countries where the region is required, as Magento lists them. */
export const REGIONS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  US: [
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
  ],
  MX: [
    ['AGU', 'Aguascalientes'],
    ['BCN', 'Baja California'],
    ['BCS', 'Baja California Sur'],
    ['CAM', 'Campeche'],
    ['CHP', 'Chiapas'],
    ['CHH', 'Chihuahua'],
    ['CMX', 'Ciudad de México'],
    ['COA', 'Coahuila'],
    ['COL', 'Colima'],
    ['DUR', 'Durango'],
    ['MEX', 'Estado de México'],
    ['GUA', 'Guanajuato'],
    ['GRO', 'Guerrero'],
    ['HID', 'Hidalgo'],
    ['JAL', 'Jalisco'],
    ['MIC', 'Michoacán'],
    ['MOR', 'Morelos'],
    ['NAY', 'Nayarit'],
    ['NLE', 'Nuevo León'],
    ['OAX', 'Oaxaca'],
    ['PUE', 'Puebla'],
    ['QUE', 'Querétaro'],
    ['ROO', 'Quintana Roo'],
    ['SLP', 'San Luis Potosí'],
    ['SIN', 'Sinaloa'],
    ['SON', 'Sonora'],
    ['TAB', 'Tabasco'],
    ['TAM', 'Tamaulipas'],
    ['TLA', 'Tlaxcala'],
    ['VER', 'Veracruz'],
    ['YUC', 'Yucatán'],
    ['ZAC', 'Zacatecas'],
  ],
  ES: [
    ['C', 'A Coruña'],
    ['VI', 'Álava'],
    ['AB', 'Albacete'],
    ['A', 'Alicante'],
    ['AL', 'Almería'],
    ['O', 'Asturias'],
    ['AV', 'Ávila'],
    ['BA', 'Badajoz'],
    ['PM', 'Baleares'],
    ['B', 'Barcelona'],
    ['BU', 'Burgos'],
    ['CC', 'Cáceres'],
    ['CA', 'Cádiz'],
    ['S', 'Cantabria'],
    ['CS', 'Castellón'],
    ['CE', 'Ceuta'],
    ['CR', 'Ciudad Real'],
    ['CO', 'Córdoba'],
    ['CU', 'Cuenca'],
    ['GI', 'Girona'],
    ['GR', 'Granada'],
    ['GU', 'Guadalajara'],
    ['SS', 'Guipúzcoa'],
    ['H', 'Huelva'],
    ['HU', 'Huesca'],
    ['J', 'Jaén'],
    ['LO', 'La Rioja'],
    ['GC', 'Las Palmas'],
    ['LE', 'León'],
    ['L', 'Lleida'],
    ['LU', 'Lugo'],
    ['M', 'Madrid'],
    ['MA', 'Málaga'],
    ['ML', 'Melilla'],
    ['MU', 'Murcia'],
    ['NA', 'Navarra'],
    ['OR', 'Ourense'],
    ['P', 'Palencia'],
    ['PO', 'Pontevedra'],
    ['SA', 'Salamanca'],
    ['TF', 'Santa Cruz de Tenerife'],
    ['SG', 'Segovia'],
    ['SE', 'Sevilla'],
    ['SO', 'Soria'],
    ['T', 'Tarragona'],
    ['TE', 'Teruel'],
    ['TO', 'Toledo'],
    ['V', 'Valencia'],
    ['VA', 'Valladolid'],
    ['BI', 'Vizcaya'],
    ['ZA', 'Zamora'],
    ['Z', 'Zaragoza'],
  ],
  AR: [
    ['C', 'Ciudad Autónoma de Buenos Aires'],
    ['B', 'Buenos Aires'],
    ['K', 'Catamarca'],
    ['H', 'Chaco'],
    ['U', 'Chubut'],
    ['X', 'Córdoba'],
    ['W', 'Corrientes'],
    ['E', 'Entre Ríos'],
    ['P', 'Formosa'],
    ['Y', 'Jujuy'],
    ['L', 'La Pampa'],
    ['F', 'La Rioja'],
    ['M', 'Mendoza'],
    ['N', 'Misiones'],
    ['Q', 'Neuquén'],
    ['R', 'Río Negro'],
    ['A', 'Salta'],
    ['J', 'San Juan'],
    ['D', 'San Luis'],
    ['Z', 'Santa Cruz'],
    ['S', 'Santa Fe'],
    ['G', 'Santiago del Estero'],
    ['V', 'Tierra del Fuego'],
    ['T', 'Tucumán'],
  ],
  PL: [
    ['DS', 'dolnośląskie'],
    ['KP', 'kujawsko-pomorskie'],
    ['LU', 'lubelskie'],
    ['LB', 'lubuskie'],
    ['LD', 'łódzkie'],
    ['MA', 'małopolskie'],
    ['MZ', 'mazowieckie'],
    ['OP', 'opolskie'],
    ['PK', 'podkarpackie'],
    ['PD', 'podlaskie'],
    ['PM', 'pomorskie'],
    ['SL', 'śląskie'],
    ['SK', 'świętokrzyskie'],
    ['WN', 'warmińsko-mazurskie'],
    ['WP', 'wielkopolskie'],
    ['ZP', 'zachodniopomorskie'],
  ],
};

/** Locales country names are stored under: every store view's locale plus en_US. */
export function countryNameLocales(): string[] {
  return [...new Set(['en_US', ...STORE_VIEWS.map((s) => s.locale)])];
}

export function seedDirectory(db: Database): void {
  const allowed = new Set(STORE_VIEWS.flatMap((s) => s.allowed_countries));
  const missing = [...allowed].filter((c) => !COUNTRIES.some((r) => r.country_id === c));
  if (missing.length) throw new Error(`No directory rule for ${missing.join(', ')}`);

  const insertCountry = db.prepare(
    `INSERT INTO directory_country (country_id, iso3_code, postcode_required, postcode_pattern, region_required)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const insertName = db.prepare(`INSERT INTO directory_country_name (country_id, locale, name) VALUES (?, ?, ?)`);
  const insertRegion = db.prepare(`INSERT INTO directory_region (region_id, country_id, code, name) VALUES (?, ?, ?, ?)`);
  const locales = countryNameLocales().map((locale) => ({
    locale,
    names: new Intl.DisplayNames([bcp47(locale)], { type: 'region' }),
  }));

  let regionId = 0;
  for (const c of COUNTRIES) {
    const regions = REGIONS[c.country_id] ?? [];
    insertCountry.run(c.country_id, c.iso3_code, c.postcode_required, c.postcode_pattern, regions.length ? 1 : 0);
    for (const { locale, names } of locales) insertName.run(c.country_id, locale, names.of(c.country_id) ?? c.country_id);
    for (const [code, name] of regions) insertRegion.run(++regionId, c.country_id, code, name);
  }
}
