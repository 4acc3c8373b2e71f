/**
 * The product attributes shoppers filter by (eav_attribute*), with their options and translated
 * labels. Option ids are fixed by the order below, so they are the same in every seed.
 *
 * Attribute ids follow the order of ATTRIBUTE_CODES (brand = 1, frame_shape = 2, ..., polarized = 10);
 * they appear in configurable option value uids, so they must never change between seeds.
 */
import type { Database } from 'better-sqlite3';
import { PACKS } from './i18n';
import { TEXT_SCOPES } from './stores';
import {
  ATTRIBUTE_CODES,
  COLORS,
  COLOR_KEYS,
  GENDERS,
  MATERIALS,
  SHAPES,
  SIZES,
  type AttributeCode,
  type ColorKey,
  type GenderKey,
  type MaterialKey,
  type ShapeKey,
  type SizeKey,
} from './vocabulary';

export interface Brand {
  key: string;
  name: string;
  /** SKU prefix. */
  code: string;
}

/** Fictional brands: six frame makers and two contact lens makers. */
export const BRANDS = [
  { key: 'nordvik', name: 'Nordvik', code: 'NVK' },
  { key: 'lumera', name: 'Lumera', code: 'LMR' },
  { key: 'atelier-soline', name: 'Atelier Soline', code: 'ASL' },
  { key: 'kestrel', name: 'Kestrel', code: 'KST' },
  { key: 'ondine', name: 'Ondine', code: 'OND' },
  { key: 'varro', name: 'Varro', code: 'VAR' },
  { key: 'aquaflow', name: 'Aquaflow', code: 'AQF' },
  { key: 'clarivue', name: 'Clarivue', code: 'CLV' },
] as const satisfies readonly Brand[];
export type BrandKey = (typeof BRANDS)[number]['key'];

interface AttributeDef {
  frontend_input: 'select' | 'boolean' | 'text';
  is_filterable: 0 | 1;
  /** Option keys of select attributes. */
  options?: readonly string[];
}

const DEFS: Record<AttributeCode, AttributeDef> = {
  brand: { frontend_input: 'select', is_filterable: 1, options: BRANDS.map((b) => b.key) },
  frame_shape: { frontend_input: 'select', is_filterable: 1, options: SHAPES },
  frame_material: { frontend_input: 'select', is_filterable: 1, options: MATERIALS },
  color: { frontend_input: 'select', is_filterable: 1, options: COLOR_KEYS },
  gender: { frontend_input: 'select', is_filterable: 1, options: GENDERS },
  frame_size: { frontend_input: 'select', is_filterable: 1, options: SIZES },
  lens_width: { frontend_input: 'text', is_filterable: 0 },
  bridge_width: { frontend_input: 'text', is_filterable: 0 },
  temple_length: { frontend_input: 'text', is_filterable: 0 },
  polarized: { frontend_input: 'boolean', is_filterable: 1 },
};

/** option_id of every (attribute, key), numbered 1.. in the order of ATTRIBUTE_CODES then options. */
const OPTION_IDS = new Map<string, number>();
{
  let next = 1;
  for (const code of ATTRIBUTE_CODES) for (const key of DEFS[code].options ?? []) OPTION_IDS.set(`${code}/${key}`, next++);
}

export function optionId(attribute: 'brand', key: BrandKey): number;
export function optionId(attribute: 'frame_shape', key: ShapeKey): number;
export function optionId(attribute: 'frame_material', key: MaterialKey): number;
export function optionId(attribute: 'color', key: ColorKey): number;
export function optionId(attribute: 'gender', key: GenderKey): number;
export function optionId(attribute: 'frame_size', key: SizeKey): number;
export function optionId(attribute: AttributeCode, key: string): number {
  const id = OPTION_IDS.get(`${attribute}/${key}`);
  if (id === undefined) throw new Error(`Unknown option ${attribute}/${key}`);
  return id;
}

/** Label of an option in one language (brands and sizes read the same everywhere). */
function optionLabel(code: AttributeCode, key: string, lang: keyof typeof PACKS): string | null {
  const pack = PACKS[lang];
  switch (code) {
    case 'brand':
      return lang === 'en' ? BRANDS.find((b) => b.key === key)!.name : null;
    case 'frame_size':
      return lang === 'en' ? key : null;
    case 'frame_shape':
      return pack.shapes[key as ShapeKey];
    case 'frame_material':
      return pack.materials[key as MaterialKey];
    case 'color':
      return pack.colors[key as ColorKey];
    case 'gender':
      return pack.genders[key as GenderKey];
    default:
      return null;
  }
}

export function seedAttributes(db: Database): void {
  const insertAttribute = db.prepare(
    'INSERT INTO eav_attribute (attribute_code, attribute_id, frontend_input, is_filterable, is_comparable, position) VALUES (?, ?, ?, ?, 1, ?)',
  );
  const insertLabel = db.prepare('INSERT INTO eav_attribute_label (attribute_code, store_id, label) VALUES (?, ?, ?)');
  const insertOption = db.prepare(
    'INSERT INTO eav_attribute_option (option_id, attribute_code, sort_order, swatch_value) VALUES (?, ?, ?, ?)',
  );
  const insertOptionLabel = db.prepare('INSERT INTO eav_attribute_option_label (option_id, store_id, label) VALUES (?, ?, ?)');

  ATTRIBUTE_CODES.forEach((code, index) => {
    const def = DEFS[code];
    insertAttribute.run(code, index + 1, def.frontend_input, def.is_filterable, index + 1);
    for (const scope of TEXT_SCOPES) insertLabel.run(code, scope.store_id, PACKS[scope.language].attributeLabels[code]);
    (def.options ?? []).forEach((key, sortOrder) => {
      const id = OPTION_IDS.get(`${code}/${key}`)!;
      insertOption.run(id, code, sortOrder + 1, code === 'color' ? COLORS[key as ColorKey] : null);
      for (const scope of TEXT_SCOPES) {
        const label = optionLabel(code, key, scope.language);
        if (label !== null) insertOptionLabel.run(id, scope.store_id, label);
      }
    });
  });
}
