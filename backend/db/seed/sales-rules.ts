/**
 * What checkout needs besides the catalogue: tax rates and each store view's tax configuration,
 * shipping rates per store view (and destination), and cart price rules with their coupons.
 *
 * Tax: VAT by destination country for the EU, the UK, Switzerland and Monaco; state sales tax for a
 * few US states (others have none); AE 5 % VAT, MX 16 % IVA, ID 11 % PPN, AR 21 % IVA; Hong Kong has
 * no sales tax. Catalogue and shipping prices include tax in every store view but `us`, where they
 * exclude it and shipping is not taxed.
 */
import type { Database } from 'better-sqlite3';
import { localPrice } from './prices';
import { STORE_VIEWS, bcp47, type Lang, type StoreView } from './stores';

/** VAT (or GST, IVA, PPN) in percent, by destination country. */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  HR: 25,
  CY: 19,
  CZ: 21,
  DK: 25,
  EE: 24,
  FI: 25.5,
  FR: 20,
  DE: 19,
  GR: 24,
  HU: 27,
  IE: 23,
  IT: 22,
  LV: 21,
  LT: 21,
  LU: 17,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SK: 23,
  SI: 22,
  ES: 21,
  SE: 25,
  MC: 20,
  CH: 8.1,
  GB: 20,
  AE: 5,
  MX: 16,
  ID: 11,
  AR: 21,
};

/** State sales tax in percent for the US states the shop collects it in (the others: none). */
export const US_STATE_RATES: Readonly<Record<string, number>> = {
  CA: 7.25,
  NY: 4,
  TX: 6.25,
  FL: 6,
  WA: 6.5,
  IL: 6.25,
  NJ: 6.625,
  PA: 6,
};

/** Destinations without VAT: Hong Kong has no sales tax, the US taxes by state (US_STATE_RATES). */
const NO_VAT = new Set(['HK', 'US']);

/** Store views whose prices exclude tax (shipping untaxed too); every other one includes it. */
const TAX_EXCLUSIVE_STORES = new Set(['us']);

const TAX_NAMES: Record<Lang, (rate: string) => string> = {
  en: (r) => `VAT ${r}%`,
  fr: (r) => `TVA ${r} %`,
  es: (r) => `IVA ${r} %`,
  de: (r) => `MwSt. ${r} %`,
  nl: (r) => `btw ${r}%`,
  pl: (r) => `VAT ${r}%`,
  ar: (r) => `ضريبة القيمة المضافة ${r}٪`,
  zh: (r) => `增值稅 ${r}%`,
  id: (r) => `PPN ${r}%`,
};

function seedTax(db: Database): void {
  const insertRate = db.prepare(
    'INSERT INTO tax_calculation_rate (tax_calculation_rate_id, code, tax_country_id, tax_region_id, rate) VALUES (?, ?, ?, ?, ?)',
  );
  const insertTitle = db.prepare('INSERT INTO tax_calculation_rate_title (tax_calculation_rate_id, store_id, value) VALUES (?, ?, ?)');
  const regionId = db.prepare("SELECT region_id FROM directory_region WHERE country_id = 'US' AND code = ?").pluck();
  const shipsTo = (store: StoreView, country: string) => store.allowed_countries.includes(country);
  const percent = (store: StoreView, rate: number) => new Intl.NumberFormat(bcp47(store.locale)).format(rate);

  let id = 0;
  for (const [country, rate] of Object.entries(VAT_RATES)) {
    const rateId = ++id;
    insertRate.run(rateId, `VAT ${country} ${rate}%`, country, 0, rate);
    // Each store view names the tax in its own language (Magento's per-store rate titles).
    for (const store of STORE_VIEWS.filter((s) => shipsTo(s, country))) {
      insertTitle.run(rateId, store.store_id, TAX_NAMES[store.language](percent(store, rate)));
    }
  }
  for (const [state, rate] of Object.entries(US_STATE_RATES)) {
    const region = regionId.get(state) as number | undefined;
    if (region === undefined) throw new Error(`No US region ${state} in the directory`);
    insertRate.run(++id, `US-${state} Sales Tax ${rate}%`, 'US', region, rate);
  }

  const insertConfig = db.prepare(
    'INSERT INTO tax_store_config (store_id, price_includes_tax, shipping_includes_tax, shipping_taxable) VALUES (?, ?, ?, ?)',
  );
  for (const store of STORE_VIEWS) {
    const inclusive = TAX_EXCLUSIVE_STORES.has(store.code) ? 0 : 1;
    insertConfig.run(store.store_id, inclusive, inclusive, inclusive);
  }
}

interface ShippingPrices {
  flat: number;
  express: number;
}

interface ShippingPlan extends ShippingPrices {
  /** Free standard shipping from this subtotal (after discount; tax-inclusive where prices are). */
  freeFrom: number;
  /** Prices for the store view's other destination countries. */
  abroad?: ShippingPrices;
  /** Prices for particular destinations (over `abroad`). */
  countries?: Record<string, ShippingPrices>;
}

const EURO_ZONE: ShippingPlan = { flat: 4.95, express: 12.95, freeFrom: 60, abroad: { flat: 6.95, express: 16.95 } };

/** Shipping prices per store view, in its currency. */
export const SHIPPING_PLANS: Readonly<Record<string, ShippingPlan>> = {
  default: EURO_ZONE,
  eu: EURO_ZONE,
  fr: EURO_ZONE,
  es: EURO_ZONE,
  nl: { flat: 3.95, express: 9.95, freeFrom: 50, abroad: { flat: 5.95, express: 14.95 } },
  de: { ...EURO_ZONE, countries: { CH: { flat: 9.95, express: 24.95 } } },
  uk: { flat: 3.95, express: 9.95, freeFrom: 50 },
  us: { flat: 5.99, express: 19.99, freeFrom: 75 },
  hk: { flat: 40, express: 120, freeFrom: 500 },
  mx: { flat: 99, express: 299, freeFrom: 1500 },
  id: { flat: 9.95, express: 24.95, freeFrom: 100 },
  ae_ar: { flat: 20, express: 50, freeFrom: 250 },
  ae_en: { flat: 20, express: 50, freeFrom: 250 },
  ar: { flat: 9.99, express: 29.99, freeFrom: 150 },
  pl: { flat: 14.99, express: 39.99, freeFrom: 250 },
};

type CarrierCode = 'flatrate' | 'freeshipping' | 'express';

/** [carrier title, method title] per language. */
const CARRIER_TITLES: Record<Lang, Record<CarrierCode, [string, string]>> = {
  en: {
    flatrate: ['Flat Rate', 'Standard delivery'],
    freeshipping: ['Free Shipping', 'Free standard delivery'],
    express: ['Express', 'Next business day'],
  },
  fr: {
    flatrate: ['Forfait', 'Livraison standard'],
    freeshipping: ['Livraison gratuite', 'Livraison standard offerte'],
    express: ['Express', 'Livraison le jour ouvré suivant'],
  },
  es: {
    flatrate: ['Tarifa plana', 'Envío estándar'],
    freeshipping: ['Envío gratuito', 'Envío estándar gratuito'],
    express: ['Exprés', 'Entrega al siguiente día hábil'],
  },
  de: {
    flatrate: ['Pauschal', 'Standardversand'],
    freeshipping: ['Kostenloser Versand', 'Kostenloser Standardversand'],
    express: ['Express', 'Zustellung am nächsten Werktag'],
  },
  nl: {
    flatrate: ['Vast tarief', 'Standaardverzending'],
    freeshipping: ['Gratis verzending', 'Gratis standaardverzending'],
    express: ['Express', 'Volgende werkdag bezorgd'],
  },
  pl: {
    flatrate: ['Stała stawka', 'Dostawa standardowa'],
    freeshipping: ['Darmowa dostawa', 'Darmowa dostawa standardowa'],
    express: ['Ekspres', 'Dostawa następnego dnia roboczego'],
  },
  ar: {
    flatrate: ['سعر ثابت', 'توصيل عادي'],
    freeshipping: ['شحن مجاني', 'توصيل عادي مجاني'],
    express: ['سريع', 'التوصيل في يوم العمل التالي'],
  },
  zh: {
    flatrate: ['固定運費', '標準送貨'],
    freeshipping: ['免運費', '免費標準送貨'],
    express: ['特快', '下一個工作天送達'],
  },
  id: {
    flatrate: ['Tarif tetap', 'Pengiriman standar'],
    freeshipping: ['Gratis ongkir', 'Pengiriman standar gratis'],
    express: ['Ekspres', 'Sampai hari kerja berikutnya'],
  },
};

function seedShipping(db: Database): void {
  const insert = db.prepare(
    `INSERT INTO shipping_rate (store_id, carrier_code, method_code, carrier_title, method_title, dest_country_id, price, min_subtotal, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const store of STORE_VIEWS) {
    const plan = SHIPPING_PLANS[store.code];
    if (!plan) throw new Error(`No shipping plan for store view ${store.code}`);
    const titles = CARRIER_TITLES[store.language];
    const rate = (carrier: CarrierCode, country: string, price: number, minSubtotal: number | null, sort: number) =>
      insert.run(store.store_id, carrier, carrier, titles[carrier][0], titles[carrier][1], country, price, minSubtotal, sort);
    rate('freeshipping', '*', 0, plan.freeFrom, 0);
    const home = store.country_id;
    rate('flatrate', home, plan.flat, null, 1);
    rate('express', home, plan.express, null, 2);
    for (const country of store.allowed_countries.filter((c) => c !== home)) {
      const prices = plan.countries?.[country] ?? plan.abroad ?? plan;
      rate('flatrate', country, prices.flat, null, 1);
      rate('express', country, prices.express, null, 2);
    }
  }
}

interface RulePlan {
  name: string;
  coupon: string;
  action: 'by_percent' | 'cart_fixed';
  /** Percent, or an amount in EUR converted to every currency (whole units). */
  amount: number;
  freeShipping?: boolean;
  toDate?: string;
  labels: Partial<Record<Lang, string>> & { en: string };
}

/** The seeded coupons: a percentage, a fixed amount, free shipping, and one that has expired. */
export const RULE_PLANS: readonly RulePlan[] = [
  {
    name: 'Welcome 10% off',
    coupon: 'WELCOME10',
    action: 'by_percent',
    amount: 10,
    labels: {
      en: 'Welcome discount',
      fr: 'Remise de bienvenue',
      es: 'Descuento de bienvenida',
      de: 'Willkommensrabatt',
      nl: 'Welkomstkorting',
      pl: 'Rabat powitalny',
      ar: 'خصم الترحيب',
      zh: '迎新折扣',
      id: 'Diskon selamat datang',
    },
  },
  {
    name: '20 off the order',
    coupon: 'SAVE20',
    action: 'cart_fixed',
    amount: 20,
    labels: {
      en: 'Order discount',
      fr: 'Remise sur la commande',
      es: 'Descuento en el pedido',
      de: 'Rabatt auf die Bestellung',
      nl: 'Korting op de bestelling',
      pl: 'Rabat na zamówienie',
      ar: 'خصم على الطلب',
      zh: '訂單折扣',
      id: 'Diskon pesanan',
    },
  },
  {
    name: 'Free shipping',
    coupon: 'FREESHIP',
    action: 'by_percent',
    amount: 0,
    freeShipping: true,
    labels: { en: 'Free shipping' },
  },
  {
    name: 'Spring sale 2020',
    coupon: 'SPRING2020',
    action: 'by_percent',
    amount: 15,
    toDate: '2020-05-31',
    labels: { en: 'Spring sale' },
  },
];

const CURRENCIES = [...new Set(STORE_VIEWS.map((s) => s.currency))];

function seedRules(db: Database): void {
  const insertRule = db.prepare(
    `INSERT INTO salesrule (rule_id, name, is_active, from_date, to_date, simple_action, discount_amount, simple_free_shipping, sort_order)
     VALUES (?, ?, 1, NULL, ?, ?, ?, ?, ?)`,
  );
  const insertAmount = db.prepare('INSERT INTO salesrule_amount (rule_id, currency, discount_amount) VALUES (?, ?, ?)');
  const insertLabel = db.prepare('INSERT INTO salesrule_label (rule_id, store_id, label) VALUES (?, ?, ?)');
  const insertCoupon = db.prepare('INSERT INTO salesrule_coupon (rule_id, code) VALUES (?, ?)');
  RULE_PLANS.forEach((plan, index) => {
    const ruleId = index + 1;
    insertRule.run(ruleId, plan.name, plan.toDate ?? null, plan.action, plan.amount, plan.freeShipping ? 1 : 0, index);
    if (plan.action === 'cart_fixed') {
      for (const currency of CURRENCIES) insertAmount.run(ruleId, currency, localPrice(plan.amount, currency, 'whole'));
    }
    insertLabel.run(ruleId, 0, plan.labels.en);
    for (const store of STORE_VIEWS) {
      const label = store.language === 'en' ? undefined : plan.labels[store.language];
      if (label) insertLabel.run(ruleId, store.store_id, label);
    }
    insertCoupon.run(ruleId, plan.coupon);
  });
}

/** Seeds tax, shipping and cart price rules. Needs the store views and the directory (US regions). */
export function seedSalesRules(db: Database): void {
  const untaxed = STORE_VIEWS.flatMap((s) => s.allowed_countries).filter((c) => !(c in VAT_RATES) && !NO_VAT.has(c));
  if (untaxed.length) throw new Error(`No tax rate for ${[...new Set(untaxed)].join(', ')}`);
  seedTax(db);
  seedShipping(db);
  seedRules(db);
}
