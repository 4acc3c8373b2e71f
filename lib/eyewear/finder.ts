/**
 * The showroom's frame finder: the shopper's answers, which frames suit them, and the Magento
 * product filters that find those frames (with gentler filters to fall back on when the strict
 * one finds nothing). Pure: the catalogue's option values come in as data.
 */
import { FACE_SHAPES, type FaceShape } from './face-geometry';
import { isFrameStyle, type FrameStyle } from './frame-drawing';
import type { SaveShowroomResultInput } from '@/lib/magento/generated/graphql';

export const STYLES = ['classic', 'minimal', 'bold', 'natural'] as const;
export type Style = (typeof STYLES)[number];

export const USAGES = ['eyeglasses', 'sunglasses'] as const;
export type Usage = (typeof USAGES)[number];

export const MATERIALS = ['acetate', 'metal', 'titanium', 'bio-acetate', 'combination'] as const;
export type Material = (typeof MATERIALS)[number];

export interface FinderAnswers {
  faceShape: FaceShape | null;
  style: Style | null;
  /** Values of the `color` attribute's options. */
  colors: string[];
  /** Values of the `gender` attribute's options. */
  genders: string[];
  /** In the store view's currency; null for no limit. */
  budgetMax: number | null;
  usage: Usage;
  /** Sunglasses only. */
  polarizedOnly: boolean;
}

export const EMPTY_ANSWERS: FinderAnswers = {
  faceShape: null,
  style: null,
  colors: [],
  genders: [],
  budgetMax: null,
  usage: 'eyeglasses',
  polarizedOnly: false,
};

/**
 * Frame shapes that flatter each face shape, as opticians advise: contrast the face's lines (angular
 * frames on round faces, curved ones on square faces), widen a narrow chin, shorten a long face.
 * An oval face suits them all.
 */
export const FRAMES_FOR_FACE: Readonly<Record<FaceShape, readonly FrameStyle[] | null>> = {
  oval: null,
  round: ['square', 'rectangle', 'geometric', 'browline'],
  square: ['round', 'oval', 'aviator', 'cat-eye'],
  heart: ['round', 'oval', 'aviator', 'rectangle'],
  long: ['square', 'round', 'geometric', 'browline'],
};

/** The materials behind each look. */
export const MATERIALS_FOR_STYLE: Readonly<Record<Style, readonly Material[]>> = {
  classic: ['acetate', 'combination'],
  minimal: ['metal', 'titanium'],
  bold: ['acetate', 'bio-acetate'],
  natural: ['bio-acetate'],
};

const normalise = (label: string): string =>
  label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();

/**
 * The drawing style of a `frame_shape` option from its label in the shop's default store view
 * (English here: "Cat-Eye" → cat-eye); null when the label names no known shape.
 */
export function frameStyleOf(label: string | null | undefined): FrameStyle | null {
  if (!label) return null;
  const words = normalise(label);
  const key = words.replace(/ /g, '-').replace(/-frames?$/, '');
  if (isFrameStyle(key)) return key;
  if (/\bcat\b/.test(words)) return 'cat-eye';
  if (/\bbrow/.test(words)) return 'browline';
  if (/\brect/.test(words)) return 'rectangle';
  if (/\bpilot\b|\baviat/.test(words)) return 'aviator';
  if (/\bhex|\boctag|\bgeom/.test(words)) return 'geometric';
  return null;
}

/** The material of a `frame_material` option from its default-store label ("Acetate & Metal" → combination). */
export function materialOf(label: string | null | undefined): Material | null {
  if (!label) return null;
  const words = normalise(label);
  if (/\bbio\b/.test(words)) return 'bio-acetate';
  if (/&| and |combination|mixed/.test(` ${words} `)) return 'combination';
  if (/titan/.test(words)) return 'titanium';
  if (/acetate/.test(words)) return 'acetate';
  if (/metal|steel/.test(words)) return 'metal';
  return null;
}

/** An option of a catalogue attribute as the finder offers it. */
export interface FinderOption {
  value: string;
  label: string;
}

/** What the finder knows of the store view's catalogue (from Magento; serialisable for the browser). */
export interface FinderCatalog {
  /** Category uids of each usage. */
  usageCategories: Record<Usage, string>;
  /** `frame_shape` options with their drawing style. */
  shapes: Array<FinderOption & { style: FrameStyle | null }>;
  /** `frame_material` options with their material. */
  materials: Array<FinderOption & { material: Material | null }>;
  /** `color` options with their swatch colour, when known. */
  colors: Array<FinderOption & { swatch: string | null }>;
  genders: FinderOption[];
  /** Budget limits to offer (upper bounds of the catalogue's price ranges), ascending. */
  budgets: number[];
  /** The store view's display currency. */
  currency: string;
}

/** Magento's ProductAttributeFilterInput, as far as the finder fills it. */
export interface FinderFilter {
  category_uid: { eq: string };
  frame_shape?: { in: string[] };
  frame_material?: { in: string[] };
  color?: { in: string[] };
  gender?: { in: string[] };
  price?: { to: string };
  polarized?: { eq: string };
}

/** What each answer becomes in a filter; `null` when the answer does not narrow the search. */
function answerFilters(answers: FinderAnswers, catalog: FinderCatalog) {
  const shapes = answers.faceShape ? FRAMES_FOR_FACE[answers.faceShape] : null;
  const shapeValues = shapes ? catalog.shapes.filter((option) => option.style && shapes.includes(option.style)).map((o) => o.value) : [];
  const materials = answers.style ? MATERIALS_FOR_STYLE[answers.style] : null;
  const materialValues = materials
    ? catalog.materials.filter((option) => option.material && materials.includes(option.material)).map((o) => o.value)
    : [];
  return {
    frame_shape: shapeValues.length ? { in: shapeValues } : null,
    frame_material: materialValues.length ? { in: materialValues } : null,
    color: answers.colors.length ? { in: [...answers.colors] } : null,
    gender: answers.genders.length ? { in: [...answers.genders] } : null,
  };
}

/** The answers given up first when nothing matches them all: colours, then the look, then who for, then the face. */
const RELAX_ORDER = ['color', 'frame_material', 'gender', 'frame_shape'] as const;

/**
 * The product filters to try in turn: every answer first, then one answer fewer at a time (in
 * RELAX_ORDER). Usage, budget and polarisation are never given up: they are what the shopper
 * needs and can pay. Filters that would repeat an earlier one are left out.
 */
export function finderFilters(answers: FinderAnswers, catalog: FinderCatalog): FinderFilter[] {
  const base: FinderFilter = { category_uid: { eq: catalog.usageCategories[answers.usage] } };
  if (answers.budgetMax !== null) base.price = { to: String(answers.budgetMax) };
  if (answers.usage === 'sunglasses' && answers.polarizedOnly) base.polarized = { eq: '1' };
  const parts = answerFilters(answers, catalog);
  const filters: FinderFilter[] = [];
  const seen = new Set<string>();
  for (let dropped = 0; dropped <= RELAX_ORDER.length; dropped++) {
    const kept = RELAX_ORDER.slice(dropped);
    const filter: FinderFilter = { ...base };
    for (const code of kept) {
      const part = parts[code];
      if (part) filter[code] = part;
    }
    const key = JSON.stringify(filter);
    if (!seen.has(key)) {
      seen.add(key);
      filters.push(filter);
    }
  }
  return filters;
}

// ---------------------------------------------------------------------------------------------
// Saved results: the answers as the backend's SaveShowroomResultInput and back.

/** The answers as `saveShowroomResult` takes them (the extension part's SaveShowroomResultInput). */
export type ShowroomResultInput = SaveShowroomResultInput;

export const MAX_RESULT_PRODUCTS = 12;

export function toResultInput(answers: FinderAnswers, skus: readonly string[]) {
  return {
    face_shape: answers.faceShape ? (answers.faceShape.toUpperCase() as Uppercase<FaceShape>) : null,
    style: answers.style ? (answers.style.toUpperCase() as Uppercase<Style>) : null,
    colors: [...answers.colors],
    genders: [...answers.genders],
    budget_max: answers.budgetMax,
    usage: answers.usage.toUpperCase() as Uppercase<Usage>,
    polarized_only: answers.usage === 'sunglasses' && answers.polarizedOnly,
    product_skus: skus.slice(0, MAX_RESULT_PRODUCTS),
  } satisfies ShowroomResultInput;
}

const fromEnum = <T extends string>(values: readonly T[], value: string | null | undefined): T | null => {
  const key = value?.toLowerCase();
  return (values as readonly string[]).includes(key ?? '') ? (key as T) : null;
};

export interface SavedAnswers {
  face_shape: string | null;
  style: string | null;
  colors: string[];
  genders: string[];
  budget_max: { value: number | null; currency: string | null } | null;
  usage: string;
  polarized_only: boolean;
}

/** The answers of a saved result (unknown enum values read as "not answered"). */
export function fromSavedAnswers(saved: SavedAnswers): FinderAnswers {
  return {
    faceShape: fromEnum(FACE_SHAPES, saved.face_shape),
    style: fromEnum(STYLES, saved.style),
    colors: saved.colors,
    genders: saved.genders,
    budgetMax: saved.budget_max?.value ?? null,
    usage: fromEnum(USAGES, saved.usage) ?? 'eyeglasses',
    polarizedOnly: saved.polarized_only,
  };
}

/**
 * Budget limits from Magento's price aggregation (`50_100`, `100_150`, `200_*`): each range's upper
 * bound, ascending and without repeats.
 */
export function budgetLimits(priceRanges: ReadonlyArray<{ value: string }>): number[] {
  const limits = priceRanges.map((range) => Number(range.value.split('_')[1])).filter((limit) => Number.isFinite(limit) && limit > 0);
  return [...new Set(limits)].sort((a, b) => a - b);
}
