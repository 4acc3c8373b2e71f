/**
 * Scale seed: `total` catalog_product rows of frames and sunglasses with seeded-random attributes.
 * Every 10th visible product is configurable with 4 variants (2 colours x 2 sizes), counted in
 * `total`. Text and search rows exist for store 0 (English) and the French and German store views;
 * the other store views fall back to store 0 (URL rewrites use the key each store view resolves to).
 * Images come from a bounded palette so the whole catalogue shares a few hundred files.
 */
import { FRAME_BRANDS, PALETTES, frameCategories, frameSizes, pricePoint, variantStock, weightOf } from './catalog';
import type { Database } from 'better-sqlite3';
import { LensOptionWriter } from './lens-options';
import { salePrice } from './prices';
import { ImageSet, frameRecords, type FramePlan, type FrameVariant, type TextScope } from './products';
import { Random } from './random';
import { storeByCode } from './stores';
import { SHAPES, type ColorKey, type FrameKind, type GenderKey, type MaterialKey, type SizeKey, type TintKey } from './vocabulary';
import type { CatalogWriter, ProductRecord } from './writer';

/** Store views with their own text in the scale catalogue (besides store 0). */
export const SCALE_TEXT_STORE_CODES = ['fr', 'de'] as const;

const SCALE_COLORS: ColorKey[] = ['black', 'tortoise', 'crystal', 'navy', 'gold', 'silver', 'burgundy', 'grey'];
const SCALE_TINTS: TintKey[] = ['grey', 'brown'];
const FRAME_PRICE: Record<MaterialKey, [number, number]> = {
  acetate: [99, 199],
  'bio-acetate': [129, 199],
  metal: [79, 149],
  titanium: [169, 249],
  combination: [139, 229],
};
const BATCH = 2000;

export interface ScaleResult {
  images: ImageSet;
  visibleCount: number;
  productCount: number;
}

function palette(material: MaterialKey, kids: boolean): ColorKey[] {
  const colors = PALETTES[kids ? 'kids' : material].filter((c) => SCALE_COLORS.includes(c));
  return colors.length >= 2 ? colors : ['black', 'navy'];
}

/** Text scopes of the scale catalogue: store 0 and SCALE_TEXT_STORE_CODES. */
export const SCALE_TEXT_SCOPES: readonly TextScope[] = [
  { store_id: 0, language: 'en' },
  ...SCALE_TEXT_STORE_CODES.map((code) => {
    const view = storeByCode(code)!;
    return { store_id: view.store_id, language: view.language };
  }),
];

export function seedScale(writer: CatalogWriter, db: Database, total: number, log: (message: string) => void): ScaleResult {
  const rng = new Random(100_000 + total);
  const images = new ImageSet();
  const scopes = SCALE_TEXT_SCOPES;
  const lensOptions = new LensOptionWriter(db, scopes);
  let nextEntity = 1;
  const nextId = () => nextEntity++;
  let visible = 0;
  /** Recent visible products per kind and shape, for related-product links. */
  const recent = new Map<string, number[]>();

  const makeOne = (): { parent: ProductRecord; children: ProductRecord[]; plan: FramePlan } => {
    const remaining = total - (nextEntity - 1);
    const configurable = visible % 10 === 9 && remaining >= 5;
    const serial = 1000 + visible;
    visible++;
    const kind: FrameKind = rng.chance(0.6) ? 'eyeglasses' : 'sunglasses';
    const profile = rng.pick(FRAME_BRANDS);
    const gender = rng.weighted<GenderKey>([
      ['women', 35],
      ['men', 30],
      ['unisex', 25],
      ['kids', 10],
    ]);
    const kids = gender === 'kids';
    const shape = rng.chance(0.7) ? rng.pick(profile.shapes) : rng.pick(SHAPES);
    const material: MaterialKey = kids ? 'acetate' : rng.pick(profile.materials);
    const colors = rng.sample(palette(material, kids), configurable ? 2 : 1);
    const sizeKeys: SizeKey[] = configurable
      ? kids
        ? ['S', 'M']
        : rng.pick<SizeKey[]>([
            ['S', 'M'],
            ['M', 'L'],
          ])
      : [kids ? 'S' : rng.pick<SizeKey>(['S', 'M', 'L'])];
    const model = `${rng.pick(profile.models)} ${serial}`;
    const price = pricePoint(rng, kids ? [79, 109] : FRAME_PRICE[material], kind === 'sunglasses' ? -10 : 0);
    const sale = rng.chance(0.15);
    const isNew = rng.chance(0.02);
    const categories = frameCategories(kind, gender, shape, sale, isNew).slice(0, 4);
    const plan: FramePlan = {
      kind,
      brand: profile.brand,
      model,
      sku: `${profile.brand.code}-${model.toUpperCase().replace(/ /g, '-')}`,
      shape,
      material,
      gender,
      colors,
      sizes: frameSizes(shape, sizeKeys, kids),
      polarized: kind === 'sunglasses' && rng.chance(profile.polarizedShare),
      tint: kind === 'sunglasses' ? rng.pick(SCALE_TINTS) : null,
      weight: weightOf(rng, material, kind, kids),
      price,
      special: sale ? salePrice(price, rng.pick([0.2, 0.25, 0.3])) : null,
      isNew,
      renamed: visible % 1000 === 1,
      categories,
    };
    const variants: FrameVariant[] = configurable
      ? colors.flatMap((color) => plan.sizes.map((size) => ({ color, size, stock: variantStock(rng, false) })))
      : [];
    const { parent, children } = frameRecords(
      plan,
      variants,
      scopes,
      images,
      nextId,
      configurable ? undefined : variantStock(rng, false),
      'default',
    );
    return { parent, children, plan };
  };

  const writeBatch = writer.transaction(() => {
    for (let i = 0; i < BATCH && nextEntity - 1 < total; i++) {
      const { parent, children, plan } = makeOne();
      writer.product(parent);
      for (const child of children) {
        writer.product(child);
        writer.relation(parent.row.entity_id, child.row.entity_id);
      }
      if (children.length) {
        writer.superAttributes(parent.row.entity_id, ['color', 'frame_size']);
        lensOptions.write(parent.row.entity_id, plan.kind, plan.polarized);
      }
      const key = `${plan.kind}/${plan.shape}`;
      const peers = recent.get(key) ?? [];
      peers.slice(-4).forEach((peer, position) => writer.link(parent.row.entity_id, peer, 'related', position + 1));
      peers.push(parent.row.entity_id);
      if (peers.length > 8) peers.shift();
      recent.set(key, peers);
    }
  });

  let lastLog = 0;
  while (nextEntity - 1 < total) {
    writeBatch();
    if (nextEntity - 1 - lastLog >= 20_000 || nextEntity - 1 >= total) {
      lastLog = nextEntity - 1;
      log(`  ${lastLog} / ${total} products`);
    }
  }
  return { images, visibleCount: visible, productCount: nextEntity - 1 };
}
