/**
 * The prescription rules of the storefront (shared/prescription/rules.ts, imported as it is: one
 * set of rules, checked in the browser and again here) in the API's terms: `PrescriptionInput`
 * to a Prescription and back, and each broken rule as a `PrescriptionUserError` — a stable code,
 * the input field it is about (`right_eye.axis`) and an English message, as Magento's own texts are.
 */
import {
  PRESCRIPTION_RULES,
  prescriptionExpiresOn,
  validatePrescription,
  type EyePrescription,
  type Prescription,
  type PrescriptionError,
  type PrescriptionErrorCode,
  type PrescriptionField,
  type PrescriptionUsage,
  type PrismBase,
} from '../../../shared/prescription/rules';

export type PrismBaseEnum = 'IN' | 'OUT' | 'UP' | 'DOWN';
export type PdModeEnum = 'SINGLE' | 'DUAL';
export type UsageEnum = 'SINGLE_VISION' | 'PROGRESSIVE' | 'READING';

export interface PrescriptionEyeInput {
  sph?: number | null;
  cyl?: number | null;
  axis?: number | null;
  add?: number | null;
  prism?: number | null;
  prism_base?: PrismBaseEnum | null;
  pd?: number | null;
}

export interface PrescriptionInput {
  name?: string | null;
  date?: string | null;
  pd_mode: PdModeEnum;
  pd?: number | null;
  right_eye: PrescriptionEyeInput;
  left_eye: PrescriptionEyeInput;
}

export type UserErrorCode = ReturnType<typeof errorCodeEnum> | 'UPLOAD_NOT_FOUND';

export interface PrescriptionUserError {
  code: UserErrorCode;
  field: string;
  message: string;
}

/** `axisRequiredWithCyl` → `AXIS_REQUIRED_WITH_CYL`. */
export function errorCodeEnum(code: PrescriptionErrorCode): Uppercase<string> {
  return code.replace(/([A-Z])/g, '_$1').toUpperCase() as Uppercase<string>;
}

const EYE_FIELDS: Record<string, string> = { od: 'right_eye', os: 'left_eye' };
const VALUE_FIELDS: Record<string, string> = { prismBase: 'prism_base' };

/** The input field of a rule's field: `od.prismBase` → `right_eye.prism_base`, `pdMode` → `pd_mode`. */
export function inputField(field: PrescriptionField): string {
  if (field === 'pdMode') return 'pd_mode';
  const [first, second] = field.split('.');
  return second ? `${EYE_FIELDS[first]}.${VALUE_FIELDS[second] ?? second}` : first;
}

const signed = (value: number) => (value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2));
const range = (rule: { min: number; max: number }, format: (value: number) => string) => `${format(rule.min)} and ${format(rule.max)}`;
const R = PRESCRIPTION_RULES;

/** Each rule's English message (the storefront words them in the shopper's language from the code). */
function englishMessage(error: PrescriptionError, prescription: Prescription): string {
  switch (error.code) {
    case 'nameRequired':
      return 'Give the prescription a name.';
    case 'nameTooLong':
      return `The name can have at most ${R.nameMaxLength} characters.`;
    case 'dateRequired':
      return 'Enter the date of the prescription.';
    case 'dateInvalid':
      return 'Enter the date of the prescription as YYYY-MM-DD.';
    case 'dateInFuture':
      return "The prescription's date can't be in the future.";
    case 'dateExpired':
      return `The prescription expired on ${prescriptionExpiresOn(prescription.date)}: prescriptions are valid for two years.`;
    case 'notANumber':
      return 'Enter a number.';
    case 'sphRequired':
      return 'Enter the SPH (0 for plano).';
    case 'sphRange':
      return `SPH must be between ${range(R.sph, signed)}.`;
    case 'sphStep':
      return `SPH goes in steps of ${R.sph.step.toFixed(2)}.`;
    case 'cylRange':
      return `CYL must be between ${range(R.cyl, signed)}.`;
    case 'cylStep':
      return `CYL goes in steps of ${R.cyl.step.toFixed(2)}.`;
    case 'axisRequiredWithCyl':
      return 'Enter the AXIS: it is needed when CYL is not 0.';
    case 'axisWithoutCyl':
      return 'Leave AXIS empty when there is no CYL.';
    case 'axisRange':
      return `AXIS is a whole number of degrees from ${R.axis.min} to ${R.axis.max}.`;
    case 'addRequired':
      return 'Enter the ADD: progressive and reading lenses need it.';
    case 'addRange':
      return `ADD must be between ${range(R.add, signed)}.`;
    case 'addStep':
      return `ADD goes in steps of ${R.add.step.toFixed(2)}.`;
    case 'addNotForUsage':
      return 'Single-vision lenses have no ADD.';
    case 'prismRange':
      return `Prism must be between ${range(R.prism, (value) => value.toFixed(2))}.`;
    case 'prismStep':
      return `Prism goes in steps of ${R.prism.step.toFixed(2)}.`;
    case 'prismRequiredWithBase':
      return 'Enter the prism, or leave its base empty.';
    case 'prismBaseRequired':
      return "Choose the prism's base.";
    case 'pdRequired':
      return 'Enter the PD.';
    case 'pdSingleRange':
      return `PD must be between ${R.pdSingle.min} and ${R.pdSingle.max} mm.`;
    case 'pdDualRange':
      return `Each eye's PD must be between ${R.pdDual.min} and ${R.pdDual.max} mm.`;
    case 'pdStep':
      return `PD goes in steps of ${R.pdSingle.step} mm.`;
    case 'pdNotForMode':
      return 'Leave this PD empty for the chosen PD mode.';
  }
}

export function userErrors(errors: readonly PrescriptionError[], prescription: Prescription): PrescriptionUserError[] {
  return errors.map((error) => ({
    code: errorCodeEnum(error.code),
    field: inputField(error.field),
    message: englishMessage(error, prescription),
  }));
}

const BASES: Record<PrismBaseEnum, PrismBase> = { IN: 'in', OUT: 'out', UP: 'up', DOWN: 'down' };
const BASE_ENUMS = Object.fromEntries(Object.entries(BASES).map(([key, value]) => [value, key])) as Record<PrismBase, PrismBaseEnum>;

/** Text the shopper typed, without control or format characters, at most `max` characters long plus one (so "too long" still shows). */
function cleanText(value: string | null | undefined, max: number): string {
  return [...(value ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim()].slice(0, max + 1).join('');
}

const numberOrNull = (value: number | null | undefined) => (value === undefined || value === null ? null : value);

function eyeOf(input: PrescriptionEyeInput): EyePrescription {
  return {
    sph: numberOrNull(input.sph),
    cyl: numberOrNull(input.cyl),
    axis: numberOrNull(input.axis),
    add: numberOrNull(input.add),
    prism: numberOrNull(input.prism),
    prismBase: input.prism_base ? BASES[input.prism_base] : null,
    pd: numberOrNull(input.pd),
  };
}

/** The input as a Prescription (not yet checked). */
export function prescriptionOf(input: PrescriptionInput): Prescription {
  return {
    name: cleanText(input.name, R.nameMaxLength),
    date: cleanText(input.date, 10),
    pdMode: input.pd_mode === 'DUAL' ? 'dual' : 'single',
    pd: numberOrNull(input.pd),
    od: eyeOf(input.right_eye),
    os: eyeOf(input.left_eye),
  };
}

/** An eye as the API shows it. */
export function eyeView(eye: EyePrescription) {
  return {
    sph: eye.sph,
    cyl: eye.cyl,
    axis: eye.axis,
    add: eye.add,
    prism: eye.prism,
    prism_base: eye.prismBase ? BASE_ENUMS[eye.prismBase] : null,
    pd: eye.pd,
  };
}

export const USAGES: Record<UsageEnum, PrescriptionUsage> = {
  SINGLE_VISION: 'single-vision',
  PROGRESSIVE: 'progressive',
  READING: 'reading',
};
export const USAGE_ENUMS = Object.fromEntries(Object.entries(USAGES).map(([key, value]) => [value, key])) as Record<
  PrescriptionUsage,
  UsageEnum
>;

/** Today in a time zone, `YYYY-MM-DD` (a store view's: its shoppers' calendar). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The input checked against every rule: the prescription, or the user errors that refuse it. */
export function checkPrescriptionInput(
  input: PrescriptionInput,
  options: { today: string; usage: PrescriptionUsage | null; requireName: boolean },
): { prescription: Prescription; errors: PrescriptionUserError[] } {
  const prescription = prescriptionOf(input);
  if (!options.requireName) prescription.name = '';
  const errors = validatePrescription(prescription, options);
  return { prescription, errors: userErrors(errors, prescription) };
}
