import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { inputErrors } from '../../graphql/errors';
import { now } from '../sales/orders';

/**
 * Showroom results: the frame finder's answers and the SKUs chosen for them, kept under a random
 * id that is the only key to them. What a shopper sends is checked field by field (answers and
 * SKUs only, each list and text bounded) before anything is stored.
 */

export const FACE_SHAPES = ['OVAL', 'ROUND', 'SQUARE', 'HEART', 'LONG'] as const;
export const STYLES = ['CLASSIC', 'MINIMAL', 'BOLD', 'NATURAL'] as const;
export const USAGES = ['EYEGLASSES', 'SUNGLASSES'] as const;

export type FaceShape = (typeof FACE_SHAPES)[number];
export type Style = (typeof STYLES)[number];
export type Usage = (typeof USAGES)[number];

export const LIMITS = {
  colors: 20,
  genders: 10,
  /** Characters of one attribute option value. */
  optionValue: 32,
  skus: 24,
  /** Characters of one SKU (Magento's catalog_product_entity.sku is varchar(64)). */
  sku: 64,
  budget: 10_000_000,
} as const;

/** 18 random bytes: 144 bits, 24 base64url characters without padding. */
const ID_BYTES = 18;
const ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export interface SaveShowroomResultInput {
  face_shape?: FaceShape | null;
  style?: Style | null;
  colors?: string[] | null;
  genders?: string[] | null;
  budget_max?: number | null;
  usage: Usage;
  polarized_only?: boolean | null;
  product_skus: string[];
}

export interface ShowroomResultRow {
  result_id: string;
  store_id: number;
  face_shape: FaceShape | null;
  style: Style | null;
  colors: string;
  genders: string;
  budget_max: number | null;
  currency_code: string;
  usage: Usage;
  polarized_only: number;
  product_skus: string;
  created_at: string;
}

const OPTION_VALUE = /^[A-Za-z0-9_-]+$/;
/** Printable characters without controls; SKUs are the catalogue's own, checked below. */
const SKU_TEXT = /^[^\p{Cc}\p{Cf}]+$/u;

function listProblems(name: string, values: readonly string[], max: number, maxLength: number, pattern: RegExp): string[] {
  const problems: string[] = [];
  if (values.length > max) problems.push(`"${name}" can hold at most ${max} values.`);
  if (values.some((value) => value.length === 0 || value.length > maxLength || !pattern.test(value)))
    problems.push(`"${name}" holds a value that is not valid.`);
  if (new Set(values).size !== values.length) problems.push(`"${name}" holds the same value twice.`);
  return problems;
}

/** SKUs of `skus` that are not products of the catalogue. */
function unknownSkus(db: Db, skus: readonly string[]): string[] {
  const known = new Set(
    db
      .prepare('SELECT sku FROM catalog_product WHERE sku IN (SELECT value FROM json_each(?))')
      .pluck()
      .all(JSON.stringify(skus)) as string[],
  );
  return skus.filter((sku) => !known.has(sku));
}

/** Every problem with an input, in Magento's words; empty when it can be saved. */
export function inputProblems(db: Db, input: SaveShowroomResultInput): string[] {
  const colors = input.colors ?? [];
  const genders = input.genders ?? [];
  const skus = input.product_skus;
  const problems = [
    ...listProblems('colors', colors, LIMITS.colors, LIMITS.optionValue, OPTION_VALUE),
    ...listProblems('genders', genders, LIMITS.genders, LIMITS.optionValue, OPTION_VALUE),
  ];
  const budget = input.budget_max;
  if (budget !== null && budget !== undefined && !(Number.isFinite(budget) && budget > 0 && budget <= LIMITS.budget))
    problems.push(`"budget_max" must be a price above 0 and at most ${LIMITS.budget}.`);
  if (skus.length === 0) problems.push('"product_skus" must name at least one product.');
  else {
    const skuProblems = listProblems('product_skus', skus, LIMITS.skus, LIMITS.sku, SKU_TEXT);
    problems.push(...skuProblems);
    if (skuProblems.length === 0) {
      const unknown = unknownSkus(db, skus);
      if (unknown.length)
        problems.push(`The product that was requested doesn't exist. Verify the product and try again. (${unknown.join(', ')})`);
    }
  }
  return problems;
}

/** Stores a result for a store view and returns its row. Throws a graphql-input error for bad input. */
export function saveShowroomResult(
  db: Db,
  store: { store_id: number },
  currency: string,
  input: SaveShowroomResultInput,
): ShowroomResultRow {
  const problems = inputProblems(db, input);
  if (problems.length) throw inputErrors('The showroom result is not valid.', problems);
  const row: ShowroomResultRow = {
    result_id: randomBytes(ID_BYTES).toString('base64url'),
    store_id: store.store_id,
    face_shape: input.face_shape ?? null,
    style: input.style ?? null,
    colors: JSON.stringify(input.colors ?? []),
    genders: JSON.stringify(input.genders ?? []),
    budget_max: input.budget_max ?? null,
    currency_code: currency,
    usage: input.usage,
    polarized_only: input.polarized_only ? 1 : 0,
    product_skus: JSON.stringify(input.product_skus),
    created_at: now(),
  };
  db.prepare(
    `INSERT INTO showroom_result (result_id, store_id, face_shape, style, colors, genders, budget_max, currency_code, usage,
       polarized_only, product_skus, created_at)
     VALUES (@result_id, @store_id, @face_shape, @style, @colors, @genders, @budget_max, @currency_code, @usage,
       @polarized_only, @product_skus, @created_at)`,
  ).run(row);
  return row;
}

/** A saved result, or undefined for an unknown (or malformed) id. */
export function findShowroomResult(db: Db, id: string): ShowroomResultRow | undefined {
  if (!ID_PATTERN.test(id)) return undefined;
  return db.prepare('SELECT * FROM showroom_result WHERE result_id = ?').get(id) as ShowroomResultRow | undefined;
}
