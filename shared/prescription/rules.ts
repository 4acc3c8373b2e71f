/**
 * A spectacle prescription and its rules (issue 6, "Prescriptions"), checked in the browser and
 * again by the backend, which imports this same module: so it stays pure (no React, no Next, no
 * storefront module, no dependency).
 *
 * Per eye (right OD, left OS): SPH −20.00..+20.00 and CYL −6.00..+6.00 in 0.25 steps; AXIS in whole
 * degrees 1..180, required exactly when CYL is not zero (and refused when it is); ADD +0.75..+3.50
 * in 0.25 steps, for progressive and reading lenses only (and required for them); an optional
 * prism of 0.25..10.00 Δ in 0.25 steps with its base (in, out, up, down). PD single 40..80 mm or
 * dual 20..40 mm per eye, in half millimetres. The prescription's date may not be in the future
 * and is valid for two years; its name is required (at most 60 characters).
 *
 * The checks return error CODES per field (`{ field: 'od.axis', code: 'axisRequiredWithCyl' }`),
 * never text: the browser shows them in the shopper's language (messages `Prescription.<code>`),
 * the backend maps them to its own (English) messages.
 */
export const EYES = ['od', 'os'] as const;
export type Eye = (typeof EYES)[number];

export const PRISM_BASES = ['in', 'out', 'up', 'down'] as const;
export type PrismBase = (typeof PRISM_BASES)[number];

export const PD_MODES = ['single', 'dual'] as const;
export type PdMode = (typeof PD_MODES)[number];

/** What the lenses are for, as far as the prescription's rules care (ADD belongs to progressive and reading lenses). */
export type PrescriptionUsage = 'single-vision' | 'progressive' | 'reading';

/** The ranges and steps of every value (dioptres, degrees, prism dioptres, millimetres). */
export const PRESCRIPTION_RULES = {
  sph: { min: -20, max: 20, step: 0.25 },
  cyl: { min: -6, max: 6, step: 0.25 },
  axis: { min: 1, max: 180, step: 1 },
  add: { min: 0.75, max: 3.5, step: 0.25 },
  prism: { min: 0.25, max: 10, step: 0.25 },
  pdSingle: { min: 40, max: 80, step: 0.5 },
  pdDual: { min: 20, max: 40, step: 0.5 },
  nameMaxLength: 60,
  validityYears: 2,
} as const;

export type NumericRule = { readonly min: number; readonly max: number; readonly step: number };

/** One eye's values; null where the prescription has none. */
export interface EyePrescription {
  sph: number | null;
  cyl: number | null;
  axis: number | null;
  add: number | null;
  prism: number | null;
  prismBase: PrismBase | null;
  /** Monocular PD (mm) when the PD is dual. */
  pd: number | null;
}

/** A prescription. */
export interface Prescription {
  name: string;
  /** The day the optician wrote it, `YYYY-MM-DD`. */
  date: string;
  pdMode: PdMode;
  /** Binocular PD (mm) when the PD is single. */
  pd: number | null;
  od: EyePrescription;
  os: EyePrescription;
}

export type EyeField = keyof EyePrescription;
/** A field of the form: `name`, `date`, `pd`, or an eye's value such as `od.axis`. */
export type PrescriptionField = 'name' | 'date' | 'pd' | 'pdMode' | `${Eye}.${EyeField}`;

/** The fields in the form's order: the eyes' values, the PD, the date and the name. */
export const PRESCRIPTION_FIELDS: readonly PrescriptionField[] = [
  ...EYES.flatMap((eye) => (['sph', 'cyl', 'axis', 'add', 'prism', 'prismBase'] as const).map((field) => `${eye}.${field}` as const)),
  'pdMode',
  'pd',
  'od.pd',
  'os.pd',
  'date',
  'name',
];

/** Sorts errors into the form's order (the first is the field to focus). */
export function byFieldOrder(a: { field: PrescriptionField }, b: { field: PrescriptionField }): number {
  return PRESCRIPTION_FIELDS.indexOf(a.field) - PRESCRIPTION_FIELDS.indexOf(b.field);
}

export const PRESCRIPTION_ERROR_CODES = [
  'nameRequired',
  'nameTooLong',
  'dateRequired',
  'dateInvalid',
  'dateInFuture',
  'dateExpired',
  'notANumber',
  'sphRequired',
  'sphRange',
  'sphStep',
  'cylRange',
  'cylStep',
  'axisRequiredWithCyl',
  'axisWithoutCyl',
  'axisRange',
  'addRequired',
  'addRange',
  'addStep',
  'addNotForUsage',
  'prismRange',
  'prismStep',
  'prismRequiredWithBase',
  'prismBaseRequired',
  'pdRequired',
  'pdSingleRange',
  'pdDualRange',
  'pdStep',
  'pdNotForMode',
] as const;
export type PrescriptionErrorCode = (typeof PRESCRIPTION_ERROR_CODES)[number];

export interface PrescriptionError {
  field: PrescriptionField;
  code: PrescriptionErrorCode;
}

export interface PrescriptionCheckOptions {
  /** Today, `YYYY-MM-DD`, in the shopper's calendar (see `todayIso`). */
  today: string;
  /** The lenses' usage: ADD is required for progressive and reading lenses and refused for single vision; unknown: optional. */
  usage?: PrescriptionUsage | null;
  /** Whether the name is checked (default true); a prescription read back from a cart's text has none. */
  requireName?: boolean;
}

// --- Numbers -----------------------------------------------------------------------------------

/** Whether `value` is a whole number of `step`s (0.25 dioptres, 0.5 mm), allowing for binary fractions. */
export function isStepOf(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

const inRange = (value: number, rule: NumericRule) => value >= rule.min - 1e-9 && value <= rule.max + 1e-9;

// --- Dates -------------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today in the local calendar of the machine that runs this (the shopper's browser), `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The last day a prescription written on `date` is valid: the same day two years later (a
 * prescription of 29 February is valid until 1 March, two years on).
 */
export function prescriptionExpiresOn(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const expiry = new Date(Date.UTC(year + PRESCRIPTION_RULES.validityYears, month - 1, day));
  return expiry.toISOString().slice(0, 10);
}

// --- Rules -------------------------------------------------------------------------------------

function checkEye(eye: Eye, values: EyePrescription, pdMode: PdMode, options: PrescriptionCheckOptions): PrescriptionError[] {
  const errors: PrescriptionError[] = [];
  const add = (field: EyeField, code: PrescriptionErrorCode) => errors.push({ field: `${eye}.${field}`, code });
  const { sph, cyl, axis, prism, prismBase, pd } = values;
  const rules = PRESCRIPTION_RULES;

  if (sph === null) add('sph', 'sphRequired');
  else if (!inRange(sph, rules.sph)) add('sph', 'sphRange');
  else if (!isStepOf(sph, rules.sph.step)) add('sph', 'sphStep');

  if (cyl !== null) {
    if (!inRange(cyl, rules.cyl)) add('cyl', 'cylRange');
    else if (!isStepOf(cyl, rules.cyl.step)) add('cyl', 'cylStep');
  }

  // AXIS belongs to a cylinder: required exactly when CYL is not zero.
  const hasCyl = cyl !== null && cyl !== 0;
  if (axis === null) {
    if (hasCyl) add('axis', 'axisRequiredWithCyl');
  } else if (!hasCyl) add('axis', 'axisWithoutCyl');
  else if (!Number.isInteger(axis) || !inRange(axis, rules.axis)) add('axis', 'axisRange');

  const needsAdd = options.usage === 'progressive' || options.usage === 'reading';
  if (values.add === null) {
    if (needsAdd) add('add', 'addRequired');
  } else if (options.usage === 'single-vision') add('add', 'addNotForUsage');
  else if (!inRange(values.add, rules.add)) add('add', 'addRange');
  else if (!isStepOf(values.add, rules.add.step)) add('add', 'addStep');

  if (prism !== null) {
    if (!inRange(prism, rules.prism)) add('prism', 'prismRange');
    else if (!isStepOf(prism, rules.prism.step)) add('prism', 'prismStep');
    if (prismBase === null) add('prismBase', 'prismBaseRequired');
  } else if (prismBase !== null) add('prism', 'prismRequiredWithBase');

  if (pdMode === 'dual') {
    if (pd === null) add('pd', 'pdRequired');
    else if (!inRange(pd, rules.pdDual)) add('pd', 'pdDualRange');
    else if (!isStepOf(pd, rules.pdDual.step)) add('pd', 'pdStep');
  } else if (pd !== null) add('pd', 'pdNotForMode');

  return errors;
}

/**
 * Every rule the prescription breaks, at most one per field, in the form's order (see
 * `PRESCRIPTION_FIELDS`). An empty list: the prescription can be used.
 */
export function validatePrescription(prescription: Prescription, options: PrescriptionCheckOptions): PrescriptionError[] {
  const errors: PrescriptionError[] = [];
  const rules = PRESCRIPTION_RULES;

  if (options.requireName ?? true) {
    const name = prescription.name.trim();
    if (!name) errors.push({ field: 'name', code: 'nameRequired' });
    else if ([...name].length > rules.nameMaxLength) errors.push({ field: 'name', code: 'nameTooLong' });
  }

  const date = prescription.date.trim();
  if (!date) errors.push({ field: 'date', code: 'dateRequired' });
  else if (!isIsoDate(date)) errors.push({ field: 'date', code: 'dateInvalid' });
  else if (date > options.today) errors.push({ field: 'date', code: 'dateInFuture' });
  else if (options.today > prescriptionExpiresOn(date)) errors.push({ field: 'date', code: 'dateExpired' });

  for (const eye of EYES) errors.push(...checkEye(eye, prescription[eye], prescription.pdMode, options));

  const { pd } = prescription;
  if (prescription.pdMode === 'single') {
    if (pd === null) errors.push({ field: 'pd', code: 'pdRequired' });
    else if (!inRange(pd, rules.pdSingle)) errors.push({ field: 'pd', code: 'pdSingleRange' });
    else if (!isStepOf(pd, rules.pdSingle.step)) errors.push({ field: 'pd', code: 'pdStep' });
  } else if (pd !== null) errors.push({ field: 'pd', code: 'pdNotForMode' });

  return errors.sort(byFieldOrder);
}

// --- Lens index --------------------------------------------------------------------------------

export const LENS_INDEXES = ['1.50', '1.60', '1.67', '1.74'] as const;
export type LensIndex = (typeof LENS_INDEXES)[number];

/**
 * The thinnest sensible lens for a prescription's strength (the strongest meridian of either
 * eye, in dioptres, sign ignored):
 *
 * | strength      | index |
 * |---------------|-------|
 * | up to 2.00    | 1.50  |
 * | up to 4.00    | 1.60  |
 * | up to 6.00    | 1.67  |
 * | above 6.00    | 1.74  |
 */
export const LENS_INDEX_BY_STRENGTH: ReadonlyArray<{ upTo: number; index: LensIndex }> = [
  { upTo: 2, index: '1.50' },
  { upTo: 4, index: '1.60' },
  { upTo: 6, index: '1.67' },
  { upTo: Infinity, index: '1.74' },
];

/** The strength of a prescription: the largest of |SPH| and |SPH + CYL| over both eyes (missing values count as 0). */
export function prescriptionStrength(prescription: Pick<Prescription, 'od' | 'os'>): number {
  return Math.max(
    ...EYES.flatMap((eye) => {
      const sph = prescription[eye].sph ?? 0;
      const cyl = prescription[eye].cyl ?? 0;
      return [Math.abs(sph), Math.abs(sph + cyl)];
    }),
  );
}

export function recommendedLensIndex(prescription: Pick<Prescription, 'od' | 'os'>): LensIndex {
  const strength = prescriptionStrength(prescription);
  return LENS_INDEX_BY_STRENGTH.find((row) => strength <= row.upTo + 1e-9)!.index;
}

// --- Text summary ------------------------------------------------------------------------------

/**
 * The prescription in the optician's notation, for the cart's Prescription text option, e.g.
 * `OD SPH -1.25 CYL -0.50 AXIS 90 · OS SPH -1.00 · PD 63 · DATE 2025-11-03`. Per eye: SPH, then
 * CYL and AXIS (when CYL is not zero), ADD, PRISM with its base (BI, BO, BU, BD); then the PD
 * (dual: `PD 31.5/32`, right then left) and the date. The name is left out (it is the shopper's
 * label, not the optician's). `parsePrescriptionSummary` reads it back.
 */
export function prescriptionSummary(prescription: Prescription): string {
  const parts = EYES.map((eye) => eyeSummary(eye, prescription[eye]));
  const pd =
    prescription.pdMode === 'dual' ? `${millimetres(prescription.od.pd)}/${millimetres(prescription.os.pd)}` : millimetres(prescription.pd);
  if (pd) parts.push(`PD ${pd}`);
  if (prescription.date) parts.push(`DATE ${prescription.date}`);
  return parts.join(SEPARATOR);
}

const SEPARATOR = ' · ';
const BASE_CODES: Record<PrismBase, string> = { in: 'BI', out: 'BO', up: 'BU', down: 'BD' };

/** Dioptres with two decimals and a sign (`+1.25`, `-0.50`, `0.00`). */
export function formatDioptres(value: number): string {
  const fixed = Math.abs(value).toFixed(2);
  if (fixed === '0.00') return fixed;
  return `${value < 0 ? '-' : '+'}${fixed}`;
}

function millimetres(value: number | null): string {
  return value === null ? '' : String(Math.round(value * 10) / 10);
}

function eyeSummary(eye: Eye, values: EyePrescription): string {
  const words = [eye.toUpperCase()];
  if (values.sph !== null) words.push('SPH', formatDioptres(values.sph));
  if (values.cyl !== null && values.cyl !== 0) {
    words.push('CYL', formatDioptres(values.cyl));
    if (values.axis !== null) words.push('AXIS', String(values.axis));
  }
  if (values.add !== null) words.push('ADD', formatDioptres(values.add));
  if (values.prism !== null) words.push('PRISM', values.prism.toFixed(2), values.prismBase ? BASE_CODES[values.prismBase] : '');
  return words.filter(Boolean).join(' ');
}

const NUMBER = '([+-]?\\d+(?:\\.\\d+)?)';
const EYE_PART = new RegExp(
  `^(OD|OS)(?: SPH ${NUMBER})?(?: CYL ${NUMBER}(?: AXIS (\\d+))?)?(?: ADD ${NUMBER})?(?: PRISM ${NUMBER}(?: (BI|BO|BU|BD))?)?$`,
);
const PD_PART = new RegExp(`^PD ${NUMBER}(?:/${NUMBER})?$`);
const DATE_PART = /^DATE (\S+)$/;

const emptyEye = (): EyePrescription => ({ sph: null, cyl: null, axis: null, add: null, prism: null, prismBase: null, pd: null });
const numberOrNull = (text: string | undefined) => (text === undefined ? null : Number(text));

/**
 * Reads a `prescriptionSummary` back (without its name), or null when the text is not one: a
 * note such as "send it later" or anything else typed into the option. The backend checks the
 * result again with `validatePrescription(…, { requireName: false })`.
 */
export function parsePrescriptionSummary(text: string): Prescription | null {
  const prescription: Prescription = { name: '', date: '', pdMode: 'single', pd: null, od: emptyEye(), os: emptyEye() };
  const seen = new Set<string>();
  let dualPd: [number, number] | null = null;
  for (const part of text.trim().split(SEPARATOR.trim())) {
    const token = part.trim().replace(/\s+/g, ' ');
    const eye = EYE_PART.exec(token);
    const pd = PD_PART.exec(token);
    const date = DATE_PART.exec(token);
    const kind = eye ? eye[1] : pd ? 'PD' : date ? 'DATE' : null;
    if (!kind || seen.has(kind)) return null;
    seen.add(kind);
    if (eye) {
      const [, name, sph, cyl, axis, add, prism, base] = eye;
      const baseKey = (Object.keys(BASE_CODES) as PrismBase[]).find((key) => BASE_CODES[key] === base) ?? null;
      prescription[name.toLowerCase() as Eye] = {
        ...emptyEye(),
        sph: numberOrNull(sph),
        cyl: numberOrNull(cyl),
        axis: numberOrNull(axis),
        add: numberOrNull(add),
        prism: numberOrNull(prism),
        prismBase: baseKey,
      };
    } else if (pd) {
      dualPd = pd[2] === undefined ? null : [Number(pd[1]), Number(pd[2])];
      if (!dualPd) prescription.pd = Number(pd[1]);
    } else if (date) prescription.date = date[1];
  }
  if (!seen.has('OD') || !seen.has('OS')) return null;
  if (dualPd) {
    prescription.pdMode = 'dual';
    [prescription.od.pd, prescription.os.pd] = dualPd;
  }
  return prescription;
}
