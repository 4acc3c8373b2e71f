/**
 * Lens choices of frames as Magento customizable options: Usage, Lens type, Lens index (radio,
 * required), Coatings (checkbox) and Prescription (area, optional: the prescription as text).
 * Titles per text scope; value prices per store view in its currency (store 0 = EUR).
 * Option ids and value ids are unique across the database (one counter each).
 */
import type { Database, Statement } from 'better-sqlite3';
import { PACKS } from './i18n';
import { PRICE_SCOPES, pricesByScope } from './prices';
import { TEXT_SCOPES, type Lang } from './stores';
import type { FrameKind, LensOptionKey, LensValueKey } from './vocabulary';

interface ValueDef {
  key: LensValueKey;
  /** Base price in EUR. */
  price: number;
}
interface OptionDef {
  key: LensOptionKey;
  sku: string;
  type: 'radio' | 'checkbox' | 'area';
  required: 0 | 1;
  values: ValueDef[];
}

const INDEX_VALUES: ValueDef[] = [
  { key: 'index-150', price: 0 },
  { key: 'index-160', price: 29 },
  { key: 'index-167', price: 59 },
  { key: 'index-174', price: 99 },
];
const COATING_VALUES: ValueDef[] = [
  { key: 'anti-reflective', price: 0 },
  { key: 'scratch-resistant', price: 0 },
  { key: 'water-repellent', price: 15 },
  { key: 'uv-protection', price: 10 },
];

/** The lens options of a frame; sunglasses start from non-prescription sun lenses. */
export function lensOptionDefs(kind: FrameKind, polarized: boolean): OptionDef[] {
  const usage: ValueDef[] =
    kind === 'eyeglasses'
      ? [
          { key: 'single-vision', price: 0 },
          { key: 'progressive', price: 149 },
          { key: 'reading', price: 0 },
          { key: 'non-prescription', price: 0 },
        ]
      : [
          { key: 'non-prescription', price: 0 },
          { key: 'single-vision', price: 49 },
          { key: 'progressive', price: 199 },
          { key: 'reading', price: 49 },
        ];
  const lensType: ValueDef[] =
    kind === 'eyeglasses'
      ? [
          { key: 'clear', price: 0 },
          { key: 'blue-light', price: 29 },
          { key: 'photochromic', price: 69 },
          { key: 'sun-tint', price: 39 },
        ]
      : polarized
        ? [
            { key: 'polarised', price: 0 },
            { key: 'gradient', price: 19 },
            { key: 'mirrored', price: 39 },
            { key: 'standard-tint', price: 0 },
          ]
        : [
            { key: 'standard-tint', price: 0 },
            { key: 'polarised', price: 49 },
            { key: 'gradient', price: 19 },
            { key: 'mirrored', price: 39 },
          ];
  return [
    { key: 'usage', sku: 'usage', type: 'radio', required: 1, values: usage },
    { key: 'lens_type', sku: 'lens-type', type: 'radio', required: 1, values: lensType },
    { key: 'lens_index', sku: 'lens-index', type: 'radio', required: 1, values: INDEX_VALUES },
    { key: 'coatings', sku: 'coatings', type: 'checkbox', required: 0, values: COATING_VALUES },
    { key: 'prescription', sku: 'prescription', type: 'area', required: 0, values: [] },
  ];
}

/** SKU of an option value, e.g. 'usage-single-vision', 'lens-index-167'. */
function valueSku(option: OptionDef, value: ValueDef): string {
  return `${option.sku}-${value.key.replace(/^index-/, '')}`;
}

export class LensOptionWriter {
  private nextOptionId = 1;
  private nextValueId = 1;
  private readonly insertOption: Statement;
  private readonly insertTitle: Statement;
  private readonly insertValue: Statement;
  private readonly insertValueTitle: Statement;
  private readonly insertValuePrice: Statement;

  /** `titleScopes`: scopes that get titles (store 0 must be one; others fall back to it). */
  constructor(
    db: Database,
    private readonly titleScopes: readonly { store_id: number; language: Lang }[] = TEXT_SCOPES,
  ) {
    this.insertOption = db.prepare(
      `INSERT INTO catalog_product_option (option_id, product_id, type, is_require, sku, max_characters, sort_order, price, price_type)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertTitle = db.prepare('INSERT INTO catalog_product_option_title (option_id, store_id, title) VALUES (?, ?, ?)');
    this.insertValue = db.prepare(
      'INSERT INTO catalog_product_option_type_value (option_type_id, option_id, sku, sort_order) VALUES (?, ?, ?, ?)',
    );
    this.insertValueTitle = db.prepare('INSERT INTO catalog_product_option_type_title (option_type_id, store_id, title) VALUES (?, ?, ?)');
    this.insertValuePrice = db.prepare(
      "INSERT INTO catalog_product_option_type_price (option_type_id, store_id, price, price_type) VALUES (?, ?, ?, 'FIXED')",
    );
  }

  write(productId: number, kind: FrameKind, polarized: boolean): void {
    lensOptionDefs(kind, polarized).forEach((option, index) => {
      const optionId = this.nextOptionId++;
      const isArea = option.type === 'area';
      this.insertOption.run(
        optionId,
        productId,
        option.type,
        option.required,
        option.sku,
        isArea ? 2000 : null,
        index + 1,
        isArea ? 0 : null,
        isArea ? 'FIXED' : null,
      );
      for (const scope of this.titleScopes) this.insertTitle.run(optionId, scope.store_id, PACKS[scope.language].lensOptions[option.key]);
      option.values.forEach((value, valueIndex) => {
        const valueId = this.nextValueId++;
        this.insertValue.run(valueId, optionId, valueSku(option, value), valueIndex + 1);
        for (const scope of this.titleScopes)
          this.insertValueTitle.run(valueId, scope.store_id, PACKS[scope.language].lensValues[value.key]);
        const prices = pricesByScope(value.price);
        for (let i = 0; i < PRICE_SCOPES.length; i++) this.insertValuePrice.run(valueId, PRICE_SCOPES[i].store_id, prices[i]);
      });
    });
  }
}
