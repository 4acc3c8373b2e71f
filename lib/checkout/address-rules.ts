/**
 * Address rules per country (DESIGN.md, "Country fixed to BE"): every store view ships to its own
 * countries (the backend's `countries` query) with its own default country, and each country has
 * its postcode rule. Magento's GraphQL `Country` type has no postcode fields, so the rules are
 * kept here, equal to the backend's directory (it validates the same rules again on every address).
 */

export interface PostcodeRule {
  required: boolean;
  /** Anchored regular expression source; null accepts anything. */
  pattern: string | null;
}

const POSTCODE_RULES: Readonly<Record<string, PostcodeRule>> = {
  AT: { required: true, pattern: '^[0-9]{4}$' },
  BE: { required: true, pattern: '^[1-9][0-9]{3}$' },
  BG: { required: true, pattern: '^[0-9]{4}$' },
  HR: { required: true, pattern: '^[0-9]{5}$' },
  CY: { required: true, pattern: '^[0-9]{4}$' },
  CZ: { required: true, pattern: '^[0-9]{3} ?[0-9]{2}$' },
  DK: { required: true, pattern: '^[0-9]{4}$' },
  EE: { required: true, pattern: '^[0-9]{5}$' },
  FI: { required: true, pattern: '^[0-9]{5}$' },
  FR: { required: true, pattern: '^[0-9]{5}$' },
  DE: { required: true, pattern: '^[0-9]{5}$' },
  GR: { required: true, pattern: '^[0-9]{3} ?[0-9]{2}$' },
  HU: { required: true, pattern: '^[0-9]{4}$' },
  IE: { required: false, pattern: '^[A-Za-z][0-9][0-9Ww] ?[0-9A-Za-z]{4}$' },
  IT: { required: true, pattern: '^[0-9]{5}$' },
  LV: { required: true, pattern: '^(LV-)?[0-9]{4}$' },
  LT: { required: true, pattern: '^(LT-)?[0-9]{5}$' },
  LU: { required: true, pattern: '^(L-)?[0-9]{4}$' },
  MT: { required: true, pattern: '^[A-Za-z]{3} ?[0-9]{2,4}$' },
  NL: { required: true, pattern: '^[1-9][0-9]{3} ?[A-Za-z]{2}$' },
  PL: { required: true, pattern: '^[0-9]{2}-[0-9]{3}$' },
  PT: { required: true, pattern: '^[0-9]{4}-[0-9]{3}$' },
  RO: { required: true, pattern: '^[0-9]{6}$' },
  SK: { required: true, pattern: '^[0-9]{3} ?[0-9]{2}$' },
  SI: { required: true, pattern: '^[0-9]{4}$' },
  ES: { required: true, pattern: '^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$' },
  SE: { required: true, pattern: '^[0-9]{3} ?[0-9]{2}$' },
  CH: { required: true, pattern: '^[0-9]{4}$' },
  MC: { required: true, pattern: '^980[0-9]{2}$' },
  GB: { required: true, pattern: '^([Gg][Ii][Rr] ?0[Aa]{2}|[A-Za-z]{1,2}[0-9][0-9A-Za-z]? ?[0-9][A-Za-z]{2})$' },
  US: { required: true, pattern: '^[0-9]{5}(-[0-9]{4})?$' },
  MX: { required: true, pattern: '^[0-9]{5}$' },
  AR: { required: true, pattern: '^([A-Za-z][0-9]{4}[A-Za-z]{3}|[0-9]{4})$' },
  ID: { required: true, pattern: '^[0-9]{5}$' },
  HK: { required: false, pattern: null },
  AE: { required: false, pattern: null },
};

/** Default country per store view (the store view's own country). */
const DEFAULT_COUNTRIES: Readonly<Record<string, string>> = {
  default: 'BE',
  eu: 'BE',
  us: 'US',
  fr: 'FR',
  es: 'ES',
  uk: 'GB',
  nl: 'NL',
  hk: 'HK',
  mx: 'MX',
  de: 'DE',
  id: 'ID',
  ae_ar: 'AE',
  ae_en: 'AE',
  ar: 'AR',
  pl: 'PL',
};

export function postcodeRule(countryId: string): PostcodeRule {
  return POSTCODE_RULES[countryId] ?? { required: false, pattern: null };
}

export function defaultCountry(store: string): string {
  return DEFAULT_COUNTRIES[store] ?? 'BE';
}
