/**
 * A prescription as the shopper types it (text in every field) and how it becomes a
 * `Prescription`: numbers may be written with a comma (`-1,25`), a typographic minus (`−1.25`) or
 * a plus sign; an empty field is no value. Text that is no number gives `notANumber` on its field;
 * everything else is checked by `validatePrescription`. Pure: the prescription dialog of
 * `/addEditDialog` and the backend may use it too.
 */
import {
  byFieldOrder,
  EYES,
  validatePrescription,
  type EyePrescription,
  type PdMode,
  type Prescription,
  type PrescriptionCheckOptions,
  type PrescriptionError,
  type PrismBase,
} from '@/shared/prescription/rules';

export interface EyeDraft {
  sph: string;
  cyl: string;
  axis: string;
  add: string;
  prism: string;
  prismBase: PrismBase | '';
  pd: string;
}

export interface PrescriptionDraft {
  name: string;
  date: string;
  pdMode: PdMode;
  pd: string;
  /** Whether the prescription has a prism (the form shows the prism fields only then). */
  hasPrism: boolean;
  od: EyeDraft;
  os: EyeDraft;
}

const emptyEyeDraft = (): EyeDraft => ({ sph: '', cyl: '', axis: '', add: '', prism: '', prismBase: '', pd: '' });

export function emptyPrescriptionDraft(name = ''): PrescriptionDraft {
  return { name, date: '', pdMode: 'single', pd: '', hasPrism: false, od: emptyEyeDraft(), os: emptyEyeDraft() };
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A typed number: null when empty, NaN when it is no number. */
export function parseDecimal(text: string): number | null {
  const normalised = text
    .trim()
    .replace(/[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g, '-')
    .replace(/\uFF0B/g, '+')
    .replace(/\s+/g, '')
    .replace(',', '.');
  if (!normalised) return null;
  return NUMBER.test(normalised) ? Number(normalised) : NaN;
}

export interface DraftReading {
  prescription: Prescription;
  /** Fields whose text is no number (their value is left out of `prescription`). */
  errors: PrescriptionError[];
}

/**
 * The draft as a prescription. What the form does not show is left out: ADD when the lenses take
 * none (`withAdd` false), the prism without `hasPrism`, and the PD of the mode not chosen.
 */
export function readPrescriptionDraft(draft: PrescriptionDraft, { withAdd = true }: { withAdd?: boolean } = {}): DraftReading {
  const errors: PrescriptionError[] = [];
  const number = (field: PrescriptionError['field'], text: string, shown = true): number | null => {
    if (!shown) return null;
    const value = parseDecimal(text);
    if (value !== null && Number.isNaN(value)) {
      errors.push({ field, code: 'notANumber' });
      return null;
    }
    return value;
  };
  const pdMode = draft.pdMode;
  const eyes = {} as Record<(typeof EYES)[number], EyePrescription>;
  for (const eye of EYES) {
    const values = draft[eye];
    eyes[eye] = {
      sph: number(`${eye}.sph`, values.sph),
      cyl: number(`${eye}.cyl`, values.cyl),
      axis: number(`${eye}.axis`, values.axis),
      add: number(`${eye}.add`, values.add, withAdd),
      prism: number(`${eye}.prism`, values.prism, draft.hasPrism),
      prismBase: draft.hasPrism && values.prismBase ? values.prismBase : null,
      pd: number(`${eye}.pd`, values.pd, pdMode === 'dual'),
    };
  }
  const pd = number('pd', draft.pd, pdMode === 'single');
  return { prescription: { name: draft.name.trim(), date: draft.date.trim(), pdMode, pd, od: eyes.od, os: eyes.os }, errors };
}

/**
 * The draft checked: the prescription when it breaks no rule, and its errors (one per field,
 * `notANumber` first, in the form's order).
 */
export function checkPrescriptionDraft(
  draft: PrescriptionDraft,
  options: PrescriptionCheckOptions,
): { prescription: Prescription | null; errors: PrescriptionError[] } {
  const withAdd = options.usage !== 'single-vision';
  const reading = readPrescriptionDraft(draft, { withAdd });
  const unreadable = new Set(reading.errors.map((error) => error.field));
  const ruleErrors = validatePrescription(reading.prescription, options).filter((error) => !unreadable.has(error.field));
  const errors = [...reading.errors, ...ruleErrors].sort(byFieldOrder);
  return { prescription: errors.length ? null : reading.prescription, errors };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** A saved prescription as a draft, to edit it. */
export function draftFromPrescription(prescription: Prescription): PrescriptionDraft {
  const eye = (values: EyePrescription): EyeDraft => ({
    sph: text(values.sph),
    cyl: text(values.cyl),
    axis: text(values.axis),
    add: text(values.add),
    prism: text(values.prism),
    prismBase: values.prismBase ?? '',
    pd: text(values.pd),
  });
  return {
    name: prescription.name,
    date: prescription.date,
    pdMode: prescription.pdMode,
    pd: text(prescription.pd),
    hasPrism: EYES.some((key) => prescription[key].prism !== null || prescription[key].prismBase !== null),
    od: eye(prescription.od),
    os: eye(prescription.os),
  };
}
