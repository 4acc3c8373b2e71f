/**
 * The hand-made eyewear catalogue: ~62 optical frames and ~45 sunglasses (configurable by colour
 * and size, with lens options), 20 contact lens packs, 20 accessories and 6 gift cards.
 * Frames are drawn from curated brand profiles with a seeded PRNG, so the catalogue is varied but
 * identical on every run.
 */
import { BRANDS, type Brand } from './attributes';
import { categoryId, shapeCategoryId } from './categories';
import type { FrameSize } from './i18n/types';
import type { LensOptionWriter } from './lens-options';
import { salePrice } from './prices';
import {
  ImageSet,
  accessoryRecord,
  contactRecord,
  frameRecords,
  giftCardRecord,
  type AccessoryPlan,
  type ContactPlan,
  type FramePlan,
  type FrameVariant,
  type GiftCardPlan,
  type TextScope,
} from './products';
import { Random } from './random';
import {
  SHAPES,
  SIZE_MEASUREMENTS,
  type AccessoryType,
  type ColorKey,
  type FrameKind,
  type GenderKey,
  type MaterialKey,
  type ShapeKey,
  type SizeKey,
  type TintKey,
} from './vocabulary';
import type { CatalogWriter, ProductRecord } from './writer';

const brand = (key: string): Brand => BRANDS.find((b) => b.key === key)!;

interface BrandProfile {
  brand: Brand;
  shapes: ShapeKey[];
  materials: MaterialKey[];
  tints: TintKey[];
  polarizedShare: number;
  models: string[];
}

/** Frame makers, their style and their (invented) model names. */
export const FRAME_BRANDS: BrandProfile[] = [
  {
    brand: brand('nordvik'),
    shapes: ['round', 'rectangle', 'oval', 'square'],
    materials: ['titanium', 'metal', 'acetate'],
    tints: ['grey', 'green', 'brown'],
    polarizedShare: 0.5,
    models: [
      'Elin',
      'Astrid',
      'Sune',
      'Freja',
      'Maren',
      'Torvald',
      'Ylva',
      'Leif',
      'Sigrid',
      'Halvar',
      'Runa',
      'Eskil',
      'Tove',
      'Idun',
      'Oskar',
      'Liv',
      'Brede',
      'Saga',
      'Aslak',
      'Hedda',
    ],
  },
  {
    brand: brand('lumera'),
    shapes: ['square', 'rectangle', 'browline', 'cat-eye'],
    materials: ['acetate', 'bio-acetate'],
    tints: ['brown', 'grey', 'rose-gradient'],
    polarizedShare: 0.4,
    models: [
      'Alba',
      'Cosimo',
      'Livia',
      'Dario',
      'Serena',
      'Matteo',
      'Orsola',
      'Ettore',
      'Nives',
      'Piero',
      'Greta',
      'Fulvio',
      'Ilaria',
      'Ruggero',
      'Tosca',
      'Vitale',
      'Celeste',
      'Ottavia',
      'Bruno',
      'Lia',
    ],
  },
  {
    brand: brand('atelier-soline'),
    shapes: ['round', 'cat-eye', 'oval', 'geometric'],
    materials: ['acetate', 'combination'],
    tints: ['brown', 'green', 'rose-gradient'],
    polarizedShare: 0.3,
    models: [
      'Margaux',
      'Bastien',
      'Colette',
      'Anatole',
      'Odile',
      'Lucien',
      'Solange',
      'Gaspard',
      'Ines',
      'Armand',
      'Mireille',
      'Honore',
      'Adele',
      'Firmin',
      'Josette',
      'Achille',
      'Blanche',
      'Celestin',
      'Maud',
      'Remi',
    ],
  },
  {
    brand: brand('kestrel'),
    shapes: ['aviator', 'rectangle', 'square', 'geometric'],
    materials: ['metal', 'titanium', 'combination'],
    tints: ['grey', 'blue-mirror', 'gold-mirror', 'green'],
    polarizedShare: 0.8,
    models: [
      'Harrier',
      'Merlin',
      'Swift',
      'Condor',
      'Gale',
      'Ridge',
      'Summit',
      'Drift',
      'Tern',
      'Skua',
      'Talon',
      'Cirrus',
      'Nimbus',
      'Strato',
      'Vane',
      'Kite',
      'Sable',
      'Cove',
      'Petrel',
      'Auk',
    ],
  },
  {
    brand: brand('ondine'),
    shapes: ['cat-eye', 'oval', 'round', 'geometric'],
    materials: ['acetate', 'bio-acetate', 'combination'],
    tints: ['rose-gradient', 'brown', 'gold-mirror'],
    polarizedShare: 0.3,
    models: [
      'Nerea',
      'Coralie',
      'Marina',
      'Perle',
      'Anemone',
      'Lorelei',
      'Melusine',
      'Oriane',
      'Sirena',
      'Thalia',
      'Ysolde',
      'Azura',
      'Nacre',
      'Lagune',
      'Ecume',
      'Iris',
      'Maelle',
      'Naia',
      'Liora',
      'Estelle',
    ],
  },
  {
    brand: brand('varro'),
    shapes: ['geometric', 'square', 'browline', 'aviator'],
    materials: ['acetate', 'metal', 'combination'],
    tints: ['grey', 'green', 'blue-mirror'],
    polarizedShare: 0.5,
    models: [
      'Cato',
      'Decimus',
      'Flavian',
      'Gaius',
      'Hadrian',
      'Julian',
      'Lucan',
      'Marius',
      'Otho',
      'Quintus',
      'Rufus',
      'Seneca',
      'Titus',
      'Aurel',
      'Cassius',
      'Silvan',
      'Corvin',
      'Severin',
      'Tiberio',
      'Valens',
    ],
  },
];

export const PALETTES: Record<MaterialKey | 'kids', ColorKey[]> = {
  acetate: ['black', 'tortoise', 'crystal', 'honey', 'navy', 'burgundy', 'olive', 'rose', 'grey'],
  'bio-acetate': ['black', 'tortoise', 'crystal', 'honey', 'olive', 'rose'],
  metal: ['gold', 'silver', 'black', 'grey'],
  titanium: ['silver', 'gold', 'black', 'grey', 'navy'],
  combination: ['black', 'tortoise', 'crystal', 'navy', 'burgundy'],
  kids: ['blue', 'rose', 'green', 'black', 'crystal', 'navy'],
};

/** Lens width and bridge offsets of each shape from the standard size table. */
const SHAPE_FIT: Record<ShapeKey, { lens: number; bridge: number }> = {
  round: { lens: -1, bridge: 1 },
  square: { lens: 1, bridge: 0 },
  rectangle: { lens: 2, bridge: 0 },
  'cat-eye': { lens: 1, bridge: -1 },
  aviator: { lens: 4, bridge: -4 },
  oval: { lens: 0, bridge: 0 },
  browline: { lens: 1, bridge: 1 },
  geometric: { lens: 0, bridge: 0 },
};
const KIDS_SIZES: Record<'S' | 'M', { lens: number; bridge: number; temple: number }> = {
  S: { lens: 42, bridge: 16, temple: 125 },
  M: { lens: 45, bridge: 17, temple: 130 },
};

export function frameSizes(shape: ShapeKey, sizes: SizeKey[], kids: boolean): FrameSize[] {
  return sizes.map((size) => {
    if (kids) return { size, ...KIDS_SIZES[size as 'S' | 'M'] };
    const base = SIZE_MEASUREMENTS[size];
    return { size, lens: base.lens + SHAPE_FIT[shape].lens, bridge: base.bridge + SHAPE_FIT[shape].bridge, temple: base.temple };
  });
}

const WEIGHT: Record<MaterialKey, [number, number]> = {
  acetate: [22, 30],
  'bio-acetate': [22, 28],
  metal: [16, 22],
  titanium: [9, 15],
  combination: [18, 25],
};
const PRICE_POINTS = [69, 79, 89, 99, 109, 119, 129, 139, 149, 159, 169, 179, 189, 199, 209, 219, 229, 249];
const FRAME_PRICE: Record<MaterialKey | 'kids', [number, number]> = {
  acetate: [99, 199],
  'bio-acetate': [129, 199],
  metal: [79, 149],
  titanium: [169, 249],
  combination: [139, 229],
  kids: [79, 109],
};

export function pricePoint(rng: Random, [min, max]: [number, number], shift = 0): number {
  const points = PRICE_POINTS.filter((p) => p >= min + shift && p <= max + shift);
  return rng.pick(points.length ? points : PRICE_POINTS);
}

export function weightOf(rng: Random, material: MaterialKey, kind: FrameKind, kids: boolean): number {
  const [min, max] = WEIGHT[material];
  return rng.int(min, max) + (kind === 'sunglasses' ? 4 : 0) - (kids ? 7 : 0);
}

/** Categories of a frame: its type, its gender subcategory (unisex: women and men), its shape. */
export function frameCategories(kind: FrameKind, gender: GenderKey, shape: ShapeKey, sale: boolean, isNew: boolean): number[] {
  const genders = gender === 'unisex' ? ['women', 'men'] : [gender];
  return [
    categoryId(kind),
    ...genders.map((g) => categoryId(`${kind}/${g}`)),
    shapeCategoryId(shape),
    ...(isNew ? [categoryId('new-arrivals')] : []),
    ...(sale ? [categoryId('sale')] : []),
  ];
}

interface FrameSpecial {
  isNew: Set<number>;
  renamed: Set<number>;
  soldOut: Set<number>;
}

const OPTICAL: FrameSpecial = { isNew: new Set([2, 9, 17, 25, 33, 41]), renamed: new Set([0, 5, 11]), soldOut: new Set([13, 38]) };
const SUN: FrameSpecial = { isNew: new Set([3, 12, 20, 30]), renamed: new Set([1, 7]), soldOut: new Set([9]) };
export const OPTICAL_COUNT = 62;
export const SUNGLASSES_COUNT = 45;

function framePlans(kind: FrameKind, count: number, special: FrameSpecial, rng: Random, modelsUsed: Map<string, number>): FramePlan[] {
  const plans: FramePlan[] = [];
  for (let i = 0; i < count; i++) {
    const profile = FRAME_BRANDS[(i + (kind === 'sunglasses' ? 3 : 0)) % FRAME_BRANDS.length];
    // One frame in ten is a kids' frame; the others are shared out among women, men and unisex.
    const gender: GenderKey =
      i % 10 === 6
        ? 'kids'
        : rng.weighted<GenderKey>(
            kind === 'eyeglasses'
              ? [
                  ['women', 40],
                  ['men', 33],
                  ['unisex', 27],
                ]
              : [
                  ['women', 40],
                  ['men', 40],
                  ['unisex', 20],
                ],
          );
    const kids = gender === 'kids';
    // The first 16 of each kind cover every shape twice; the rest follow the brand's style.
    const shape = i < 16 ? SHAPES[i % SHAPES.length] : rng.pick(profile.shapes);
    const material = kids ? rng.pick<MaterialKey>(['acetate', 'bio-acetate']) : rng.pick(profile.materials);
    const colors = rng.sample(PALETTES[kids ? 'kids' : material], rng.int(2, 4));
    const sizeKeys: SizeKey[] = kids
      ? ['S', 'M']
      : rng.pick<SizeKey[]>([
          ['S', 'M'],
          ['M', 'L'],
          ['S', 'M', 'L'],
        ]);
    const used = modelsUsed.get(profile.brand.key) ?? 0;
    modelsUsed.set(profile.brand.key, used + 1);
    const model = profile.models[used];
    const price = pricePoint(rng, FRAME_PRICE[kids ? 'kids' : material], kind === 'sunglasses' ? -10 : 0);
    const sale = !special.soldOut.has(i) && i % 7 === 2; // about one frame in seven is on sale
    const isNew = special.isNew.has(i);
    const polarized = kind === 'sunglasses' && rng.chance(profile.polarizedShare);
    plans.push({
      kind,
      brand: profile.brand,
      model,
      sku: `${profile.brand.code}-${model.toUpperCase()}`,
      shape,
      material,
      gender,
      colors,
      sizes: frameSizes(shape, sizeKeys, kids),
      polarized,
      tint: kind === 'sunglasses' ? rng.pick(profile.tints) : null,
      weight: weightOf(rng, material, kind, kids),
      price,
      special: sale ? salePrice(price, rng.pick([0.2, 0.25, 0.3])) : null,
      isNew,
      renamed: special.renamed.has(i),
      categories: frameCategories(kind, gender, shape, sale, isNew),
    });
  }
  return plans;
}

/** Stock of a variant: ~10% sold out, ~10% nearly sold out, the rest 10–200. */
export function variantStock(rng: Random, soldOut: boolean): { qty: number; is_in_stock: 0 | 1 } {
  const r = rng.next();
  if (soldOut || r < 0.1) return { qty: 0, is_in_stock: 0 };
  if (r < 0.2) return { qty: rng.int(1, 3), is_in_stock: 1 };
  return { qty: rng.int(10, 200), is_in_stock: 1 };
}

type ContactDef = Omit<ContactPlan, 'sku' | 'special' | 'categories' | 'brand' | 'color'> & { brandKey: string };

const CONTACTS: ContactDef[] = [
  { brandKey: 'aquaflow', line: 'Aquaflow Daily', modality: 'daily', design: 'spherical', pack: 30, water: 58, price: 22 },
  { brandKey: 'aquaflow', line: 'Aquaflow Daily', modality: 'daily', design: 'spherical', pack: 90, water: 58, price: 49 },
  { brandKey: 'aquaflow', line: 'Aquaflow Daily Toric', modality: 'daily', design: 'toric', pack: 30, water: 55, price: 27 },
  { brandKey: 'aquaflow', line: 'Aquaflow Daily Toric', modality: 'daily', design: 'toric', pack: 90, water: 55, price: 49 },
  { brandKey: 'aquaflow', line: 'Aquaflow Daily Multifocal', modality: 'daily', design: 'multifocal', pack: 30, water: 55, price: 34 },
  { brandKey: 'aquaflow', line: 'Aquaflow Daily Multifocal', modality: 'daily', design: 'multifocal', pack: 90, water: 55, price: 49 },
  { brandKey: 'clarivue', line: 'Clarivue Daily', modality: 'daily', design: 'spherical', pack: 30, water: 52, price: 19 },
  { brandKey: 'clarivue', line: 'Clarivue Daily', modality: 'daily', design: 'spherical', pack: 90, water: 52, price: 44 },
  { brandKey: 'clarivue', line: 'Clarivue Daily Comfort Plus', modality: 'daily', design: 'spherical', pack: 30, water: 56, price: 24 },
  { brandKey: 'clarivue', line: 'Clarivue Daily Comfort Plus', modality: 'daily', design: 'spherical', pack: 90, water: 56, price: 47 },
  { brandKey: 'aquaflow', line: 'Aquaflow Monthly', modality: 'monthly', design: 'spherical', pack: 3, water: 46, price: 19 },
  { brandKey: 'aquaflow', line: 'Aquaflow Monthly', modality: 'monthly', design: 'spherical', pack: 6, water: 46, price: 32 },
  { brandKey: 'aquaflow', line: 'Aquaflow Monthly Toric', modality: 'monthly', design: 'toric', pack: 3, water: 46, price: 25 },
  { brandKey: 'aquaflow', line: 'Aquaflow Monthly Toric', modality: 'monthly', design: 'toric', pack: 6, water: 46, price: 42 },
  { brandKey: 'aquaflow', line: 'Aquaflow Monthly Multifocal', modality: 'monthly', design: 'multifocal', pack: 6, water: 46, price: 48 },
  { brandKey: 'clarivue', line: 'Clarivue Monthly', modality: 'monthly', design: 'spherical', pack: 3, water: 38, price: 21 },
  { brandKey: 'clarivue', line: 'Clarivue Monthly', modality: 'monthly', design: 'spherical', pack: 6, water: 38, price: 36 },
  { brandKey: 'clarivue', line: 'Clarivue Monthly Toric', modality: 'monthly', design: 'toric', pack: 6, water: 38, price: 45 },
  { brandKey: 'clarivue', line: 'Clarivue Monthly Multifocal', modality: 'monthly', design: 'multifocal', pack: 3, water: 38, price: 29 },
  { brandKey: 'clarivue', line: 'Clarivue Monthly Multifocal', modality: 'monthly', design: 'multifocal', pack: 6, water: 38, price: 49 },
];
const CONTACT_COLOR: Record<string, string> = { aquaflow: '#1e88c7', clarivue: '#2e7d5b' };

export function contactPlans(rng: Random): ContactPlan[] {
  return CONTACTS.map((c, i) => {
    const { brandKey, ...rest } = c;
    const sale = i % 7 === 3; // three packs on sale
    return {
      ...rest,
      brand: brand(brandKey),
      sku: `${slugSku(c.line)}-${c.pack}`,
      special: sale ? salePrice(c.price, rng.pick([0.15, 0.2])) : null,
      color: CONTACT_COLOR[brandKey],
      categories: [
        categoryId('contact-lenses'),
        categoryId(c.modality === 'daily' ? 'contact-lenses/daily' : 'contact-lenses/monthly'),
        ...(sale ? [categoryId('sale')] : []),
      ],
    };
  });
}

const ACCESSORIES: { brandKey: string; type: AccessoryType; color: ColorKey | null; price: number }[] = [
  { brandKey: 'nordvik', type: 'hard-case', color: 'black', price: 19 },
  { brandKey: 'nordvik', type: 'hard-case', color: 'navy', price: 19 },
  { brandKey: 'lumera', type: 'hard-case', color: 'burgundy', price: 24 },
  { brandKey: 'atelier-soline', type: 'folding-case', color: 'grey', price: 22 },
  { brandKey: 'atelier-soline', type: 'folding-case', color: 'olive', price: 22 },
  { brandKey: 'lumera', type: 'pouch', color: 'brown', price: 29 },
  { brandKey: 'ondine', type: 'pouch', color: 'rose', price: 29 },
  { brandKey: 'nordvik', type: 'cloth', color: 'grey', price: 5 },
  { brandKey: 'kestrel', type: 'cloth', color: 'navy', price: 5 },
  { brandKey: 'varro', type: 'cloth-3-pack', color: null, price: 12 },
  { brandKey: 'nordvik', type: 'spray-30', color: null, price: 7 },
  { brandKey: 'nordvik', type: 'spray-100', color: null, price: 12 },
  { brandKey: 'kestrel', type: 'anti-fog', color: null, price: 9 },
  { brandKey: 'ondine', type: 'chain', color: 'gold', price: 34 },
  { brandKey: 'ondine', type: 'chain', color: 'silver', price: 34 },
  { brandKey: 'atelier-soline', type: 'cord', color: 'honey', price: 19 },
  { brandKey: 'kestrel', type: 'strap', color: 'black', price: 14 },
  { brandKey: 'lumera', type: 'cleaning-kit', color: null, price: 24 },
  { brandKey: 'varro', type: 'repair-kit', color: null, price: 15 },
  { brandKey: 'atelier-soline', type: 'travel-kit', color: null, price: 39 },
];

export function accessoryPlans(): AccessoryPlan[] {
  return ACCESSORIES.map((a, i) => {
    const sale = i === 5 || i === 13;
    const b = brand(a.brandKey);
    return {
      brand: b,
      type: a.type,
      color: a.color,
      sku: `${b.code}-${a.type.toUpperCase()}${a.color ? `-${a.color.toUpperCase()}` : ''}`,
      price: a.price,
      special: sale ? salePrice(a.price, 0.2) : null,
      categories: [categoryId('accessories'), ...(sale ? [categoryId('sale')] : [])],
    };
  });
}

export const GIFT_CARD_AMOUNTS: (number | null)[] = [25, 50, 75, 100, 150, null];

export function giftCardPlans(): GiftCardPlan[] {
  return GIFT_CARD_AMOUNTS.map((amount) => ({
    amount,
    sku: `GIFTCARD-${amount ?? 'ANY'}`,
    // The open-amount card is listed at its suggested amount; its amounts and open range are in gift-cards.ts.
    price: amount ?? 50,
    categories: [categoryId('gift-cards')],
  }));
}

function slugSku(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]+/g, '-');
}

/** Related products: 4 of the same kind sharing the shape, else the brand. */
export function relatedProducts(frames: { id: number; plan: FramePlan }[], rng: Random): Map<number, number[]> {
  const related = new Map<number, number[]>();
  for (const { id, plan } of frames) {
    const sameKind = frames.filter((f) => f.id !== id && f.plan.kind === plan.kind);
    const byShape = rng.shuffle(sameKind.filter((f) => f.plan.shape === plan.shape));
    const byBrand = rng.shuffle(sameKind.filter((f) => f.plan.brand.key === plan.brand.key && f.plan.shape !== plan.shape));
    const others = rng.shuffle(sameKind.filter((f) => f.plan.shape !== plan.shape && f.plan.brand.key !== plan.brand.key));
    related.set(
      id,
      [...byShape, ...byBrand, ...others].slice(0, 4).map((f) => f.id),
    );
  }
  return related;
}

export interface CatalogResult {
  images: ImageSet;
  visibleCount: number;
  productCount: number;
}

/** Writes the hand-made catalogue. */
export function seedCatalog(writer: CatalogWriter, lensOptions: LensOptionWriter, scopes: readonly TextScope[]): CatalogResult {
  const rng = new Random(20260115);
  const images = new ImageSet();
  let nextEntity = 1;
  const nextId = () => nextEntity++;
  const records: { record: ProductRecord; lens?: { kind: FrameKind; polarized: boolean }; parentOf?: ProductRecord[] }[] = [];

  const modelsUsed = new Map<string, number>();
  const frames = [
    ...framePlans('eyeglasses', OPTICAL_COUNT, OPTICAL, rng, modelsUsed).map((plan, i) => ({ plan, soldOut: OPTICAL.soldOut.has(i) })),
    ...framePlans('sunglasses', SUNGLASSES_COUNT, SUN, rng, modelsUsed).map((plan, i) => ({ plan, soldOut: SUN.soldOut.has(i) })),
  ];
  const frameIds: { id: number; plan: FramePlan }[] = [];
  for (const { plan, soldOut } of frames) {
    const variants: FrameVariant[] = plan.colors.flatMap((color) =>
      plan.sizes.map((size) => ({ color, size, stock: variantStock(rng, soldOut) })),
    );
    // A configurable product is only sold out when every variant is: keep one in stock otherwise.
    if (!soldOut && variants.every((v) => !v.stock.is_in_stock)) variants[0].stock = { qty: rng.int(10, 200), is_in_stock: 1 };
    const { parent, children } = frameRecords(plan, variants, scopes, images, nextId);
    records.push({ record: parent, lens: { kind: plan.kind, polarized: plan.polarized }, parentOf: children });
    frameIds.push({ id: parent.row.entity_id, plan });
  }
  contactPlans(rng).forEach((plan, i) => {
    const stock = i === 17 ? { qty: 0, is_in_stock: 0 as const } : { qty: rng.int(20, 300), is_in_stock: 1 as const };
    records.push({ record: contactRecord(plan, scopes, images, nextId(), stock) });
  });
  // The sold-out accessory is discontinued: it will not be back, so no alert is offered for it.
  const discontinued: number[] = [];
  accessoryPlans().forEach((plan, i) => {
    const stock = i === 19 ? { qty: 0, is_in_stock: 0 as const } : { qty: rng.int(10, 200), is_in_stock: 1 as const };
    const record = accessoryRecord(plan, scopes, images, nextId(), stock);
    if (i === 19) discontinued.push(record.row.entity_id);
    records.push({ record });
  });
  for (const plan of giftCardPlans()) records.push({ record: giftCardRecord(plan, scopes, images, nextId()) });

  const related = relatedProducts(frameIds, rng);
  writer.inBatches(records, 50, ({ record, lens, parentOf }) => {
    writer.product(record);
    if (parentOf) {
      for (const child of parentOf) {
        writer.product(child);
        writer.relation(record.row.entity_id, child.row.entity_id);
      }
      writer.superAttributes(record.row.entity_id, ['color', 'frame_size']);
    }
    if (lens) lensOptions.write(record.row.entity_id, lens.kind, lens.polarized);
  });
  writer.inBatches([...related], 500, ([id, linked]) => linked.forEach((l, i) => writer.link(id, l, 'related', i + 1)));
  writer.hideStockAlerts(discontinued);

  return { images, visibleCount: records.length, productCount: nextEntity - 1 };
}
