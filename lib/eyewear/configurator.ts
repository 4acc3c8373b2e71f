/**
 * The lens configurator's model, without React: which of a frame's custom options is which step
 * (usage, lens type, lens index, coatings, and the Prescription text option), the shopper's
 * configuration, the steps it goes through, what each step still needs, what it costs, and what
 * goes into the cart. The options, prices and cart input are the product page's
 * (`lib/catalog/lens-options.ts`): this only gives them their order and meaning.
 *
 * What a value means is read from its SKU, which Magento keeps whatever the store view's
 * language: `usage-single-vision | usage-progressive | usage-reading | usage-non-prescription`,
 * `lens-type-*`, `lens-index-150 | -160 | -167 | -174`, `coatings-*`, and `prescription` for the
 * text option. Without SKUs the options are taken by kind and position: the text option is the
 * prescription, the checkbox option the coatings, the single-choice options usage, lens type and
 * lens index in that order.
 */
import {
  cartOptionsInput,
  priceWithOptions,
  surcharge,
  type LensChoices,
  type LensOption,
  type LensOptionValue,
} from '@/lib/catalog/lens-options';
import { checkPrescriptionDraft, emptyPrescriptionDraft, type PrescriptionDraft } from './prescription-draft';
import {
  LENS_INDEXES,
  prescriptionSummary,
  recommendedLensIndex,
  validatePrescription,
  type LensIndex,
  type Prescription,
  type PrescriptionError,
  type PrescriptionUsage,
} from '@/shared/prescription/rules';
import type { SavedPrescription } from './prescription-services';
import { forUsage } from '@/shared/prescription/order';

export type LensRole = 'usage' | 'lensType' | 'lensIndex' | 'coatings' | 'prescription';
export type UsageKind = PrescriptionUsage | 'non-prescription';

export interface LensConfigurator {
  usage: LensOption | null;
  lensType: LensOption | null;
  lensIndex: LensOption | null;
  coatings: LensOption | null;
  /** The text option the prescription (or a note about it) is written into. */
  prescription: LensOption | null;
  /** What each usage value is for (null: unknown, treated as a prescription without rules on ADD). */
  usageKinds: Record<string, UsageKind | null>;
  /** The lens index of each index value. */
  lensIndexes: Record<string, LensIndex | null>;
  /** All the product's options, for prices and the cart. */
  options: readonly LensOption[];
}

const SKU_PREFIXES: ReadonlyArray<[string, Exclude<LensRole, 'prescription'>]> = [
  ['usage-', 'usage'],
  ['lens-type-', 'lensType'],
  ['lens-index-', 'lensIndex'],
  ['coatings-', 'coatings'],
];

function roleBySku(option: LensOption): LensRole | null {
  if (option.kind === 'textarea' || option.kind === 'text') return option.sku === 'prescription' ? 'prescription' : null;
  for (const [prefix, role] of SKU_PREFIXES) if (option.values.some((value) => value.sku?.startsWith(prefix))) return role;
  return null;
}

const USAGE_KINDS: readonly UsageKind[] = ['single-vision', 'progressive', 'reading', 'non-prescription'];

function usageKind(value: LensOptionValue): UsageKind | null {
  const kind = value.sku?.replace(/^usage-/, '');
  return USAGE_KINDS.find((known) => known === kind) ?? null;
}

function lensIndexOf(value: LensOptionValue): LensIndex | null {
  const digits = /^lens-index-(\d)(\d\d)$/.exec(value.sku ?? '');
  const fromTitle = /(\d)[.,](\d\d)/.exec(value.title);
  const match = digits ?? fromTitle;
  const index = match ? `${match[1]}.${match[2]}` : null;
  return LENS_INDEXES.find((known) => known === index) ?? null;
}

/**
 * The configurator for a product's options, or null when the product has nothing to configure
 * (no usage, lens type or lens index option): the configurator page is then "not found".
 */
export function lensConfigurator(options: readonly LensOption[]): LensConfigurator | null {
  const byRole: Partial<Record<LensRole, LensOption>> = {};
  const unplaced: LensOption[] = [];
  for (const option of options) {
    const role = roleBySku(option);
    if (role && !byRole[role]) byRole[role] = option;
    else unplaced.push(option);
  }
  // Options without SKUs: by kind and position.
  for (const option of unplaced) {
    if (option.kind === 'textarea' || option.kind === 'text') byRole.prescription ??= option;
    else if (option.kind === 'checkbox') byRole.coatings ??= option;
    else {
      const role = (['usage', 'lensType', 'lensIndex'] as const).find((candidate) => !byRole[candidate]);
      if (role) byRole[role] = option;
    }
  }
  if (!byRole.usage && !byRole.lensType && !byRole.lensIndex) return null;
  return {
    usage: byRole.usage ?? null,
    lensType: byRole.lensType ?? null,
    lensIndex: byRole.lensIndex ?? null,
    coatings: byRole.coatings ?? null,
    prescription: byRole.prescription ?? null,
    usageKinds: Object.fromEntries((byRole.usage?.values ?? []).map((value) => [value.uid, usageKind(value)])),
    lensIndexes: Object.fromEntries((byRole.lensIndex?.values ?? []).map((value) => [value.uid, lensIndexOf(value)])),
    options,
  };
}

// --- The shopper's configuration ---------------------------------------------------------------

export const STEPS = ['usage', 'prescription', 'lensType', 'lensIndex', 'coatings', 'review'] as const;
export type StepId = (typeof STEPS)[number];

export const PRESCRIPTION_METHODS = ['enter', 'saved', 'upload', 'later'] as const;
export type PrescriptionMethod = (typeof PRESCRIPTION_METHODS)[number];

export interface UploadedPrescription {
  uid: string;
  fileName: string;
}

export interface Configuration {
  step: StepId;
  /** The chosen value uid of each single-choice step (null: not chosen yet). */
  usage: string | null;
  lensType: string | null;
  /** Null: the recommendation for the prescription (else the option's default) applies. */
  lensIndex: string | null;
  coatings: string[];
  method: PrescriptionMethod | null;
  draft: PrescriptionDraft;
  saved: SavedPrescription | null;
  upload: UploadedPrescription | null;
}

export function initialConfiguration(model: LensConfigurator, prescriptionName = ''): Configuration {
  return {
    step: 'usage',
    usage: model.usage?.defaultValue ?? null,
    lensType: model.lensType?.defaultValue ?? null,
    lensIndex: null,
    coatings: [],
    method: null,
    draft: emptyPrescriptionDraft(prescriptionName),
    saved: null,
    upload: null,
  };
}

const valueOf = (option: LensOption | null, uid: string | null) =>
  option && uid ? option.values.find((value) => value.uid === uid) : undefined;

/**
 * A configuration read back from storage, made to fit the product as it is now: values it no
 * longer has are dropped, a step it no longer has goes back to the first.
 */
export function sanitizeConfiguration(
  model: LensConfigurator,
  stored: Partial<Configuration> | null | undefined,
  prescriptionName = '',
): Configuration {
  const initial = initialConfiguration(model, prescriptionName);
  if (!stored || typeof stored !== 'object') return initial;
  const single = (option: LensOption | null, uid: unknown, fallback: string | null) =>
    typeof uid === 'string' && valueOf(option, uid) ? uid : fallback;
  const draft = stored.draft && typeof stored.draft === 'object' ? { ...initial.draft, ...stored.draft } : initial.draft;
  const configuration: Configuration = {
    step: STEPS.includes(stored.step as StepId) ? (stored.step as StepId) : 'usage',
    usage: single(model.usage, stored.usage, initial.usage),
    lensType: single(model.lensType, stored.lensType, initial.lensType),
    lensIndex: single(model.lensIndex, stored.lensIndex, null),
    coatings: Array.isArray(stored.coatings) ? stored.coatings.filter((uid) => Boolean(valueOf(model.coatings, uid))) : [],
    method: PRESCRIPTION_METHODS.includes(stored.method as PrescriptionMethod) ? (stored.method as PrescriptionMethod) : null,
    draft: { ...draft, od: { ...initial.draft.od, ...draft.od }, os: { ...initial.draft.os, ...draft.os } },
    saved: stored.saved ?? null,
    upload: stored.upload ?? null,
  };
  if (!visibleSteps(model, configuration).includes(configuration.step)) configuration.step = 'usage';
  return configuration;
}

/** What the chosen usage is for (null when nothing is chosen or it is unknown). */
export function chosenUsage(model: LensConfigurator, configuration: Pick<Configuration, 'usage'>): UsageKind | null {
  return configuration.usage ? (model.usageKinds[configuration.usage] ?? null) : null;
}

/** Whether the lenses need a prescription: every usage but non-prescription (and a frame without a usage option). */
export function needsPrescription(model: LensConfigurator, configuration: Pick<Configuration, 'usage'>): boolean {
  return Boolean(model.prescription) && chosenUsage(model, configuration) !== 'non-prescription';
}

/** The prescription rules' usage (ADD required for progressive and reading, refused for single vision). */
export function prescriptionUsage(model: LensConfigurator, configuration: Pick<Configuration, 'usage'>): PrescriptionUsage | null {
  const kind = chosenUsage(model, configuration);
  return kind === 'non-prescription' ? null : kind;
}

/** The steps this configuration goes through: those the product has options for, the prescription only when needed. */
export function visibleSteps(model: LensConfigurator, configuration: Pick<Configuration, 'usage'>): StepId[] {
  return STEPS.filter((step) => {
    if (step === 'review') return true;
    if (step === 'prescription') return needsPrescription(model, configuration);
    return model[step] !== null;
  });
}

export function nextStep(model: LensConfigurator, configuration: Configuration): StepId {
  const steps = visibleSteps(model, configuration);
  return steps[Math.min(steps.indexOf(configuration.step) + 1, steps.length - 1)];
}

export function previousStep(model: LensConfigurator, configuration: Configuration): StepId {
  const steps = visibleSteps(model, configuration);
  return steps[Math.max(steps.indexOf(configuration.step) - 1, 0)];
}

// --- What each step still needs ------------------------------------------------------------------

export type StepProblem =
  | { kind: 'choose' }
  | { kind: 'method' }
  | { kind: 'prescription'; errors: PrescriptionError[] }
  | { kind: 'savedInvalid'; errors: PrescriptionError[] }
  | { kind: 'upload' };

/** The prescription the shopper typed, checked against the usage's rules on `today`. */
export function enteredPrescription(
  model: LensConfigurator,
  configuration: Configuration,
  today: string,
): { prescription: Prescription | null; errors: PrescriptionError[] } {
  return checkPrescriptionDraft(configuration.draft, { today, usage: prescriptionUsage(model, configuration) });
}

/** Why the shopper cannot leave `step` forward yet, or null. */
export function stepProblem(model: LensConfigurator, configuration: Configuration, step: StepId, today: string): StepProblem | null {
  switch (step) {
    case 'usage':
      return model.usage?.required && !configuration.usage ? { kind: 'choose' } : null;
    case 'lensType':
      return model.lensType?.required && !configuration.lensType ? { kind: 'choose' } : null;
    case 'lensIndex':
      return model.lensIndex?.required && !effectiveLensIndex(model, configuration, today) ? { kind: 'choose' } : null;
    case 'coatings':
      return null;
    case 'prescription':
      return prescriptionProblem(model, configuration, today);
    case 'review':
      for (const earlier of visibleSteps(model, configuration)) {
        if (earlier === 'review') break;
        const problem = stepProblem(model, configuration, earlier, today);
        if (problem) return problem;
      }
      return null;
  }
}

function prescriptionProblem(model: LensConfigurator, configuration: Configuration, today: string): StepProblem | null {
  if (!needsPrescription(model, configuration)) return null;
  switch (configuration.method) {
    case null:
      return { kind: 'method' };
    case 'enter': {
      const { errors } = enteredPrescription(model, configuration, today);
      return errors.length ? { kind: 'prescription', errors } : null;
    }
    case 'saved': {
      if (!configuration.saved) return { kind: 'choose' };
      const usage = prescriptionUsage(model, configuration);
      const errors = validatePrescription(forUsage(configuration.saved.prescription, usage), { today, usage, requireName: false });
      return errors.length ? { kind: 'savedInvalid', errors } : null;
    }
    case 'upload':
      return configuration.upload ? null : { kind: 'upload' };
    case 'later':
      return null;
  }
}

/** The first step with a problem (where "Add to cart" sends the shopper back to), or null. */
export function firstIncompleteStep(model: LensConfigurator, configuration: Configuration, today: string): StepId | null {
  return visibleSteps(model, configuration).find((step) => step !== 'review' && stepProblem(model, configuration, step, today)) ?? null;
}

// --- Prescription, lens index, prices, cart --------------------------------------------------------

/** The prescription the lenses are made to, when the shopper gave one as values (typed or saved). */
export function knownPrescription(model: LensConfigurator, configuration: Configuration, today: string): Prescription | null {
  if (!needsPrescription(model, configuration)) return null;
  if (configuration.method === 'enter') return enteredPrescription(model, configuration, today).prescription;
  if (configuration.method === 'saved' && configuration.saved) {
    const usage = prescriptionUsage(model, configuration);
    const prescription = forUsage(configuration.saved.prescription, usage);
    return validatePrescription(prescription, { today, usage, requireName: false }).length ? null : prescription;
  }
  return null;
}

/** A saved prescription for these lenses (its ADD left out of single-vision ones): shared with the order prescription page and the backend. */
export { forUsage };

/** The index value recommended for the known prescription, or null. */
export function recommendedLensIndexValue(model: LensConfigurator, configuration: Configuration, today: string): string | null {
  const prescription = knownPrescription(model, configuration, today);
  if (!prescription) return null;
  const index = recommendedLensIndex(prescription);
  return Object.entries(model.lensIndexes).find(([, known]) => known === index)?.[0] ?? null;
}

/** The index value that goes into the cart: the shopper's, else the recommendation, else the option's default. */
export function effectiveLensIndex(model: LensConfigurator, configuration: Configuration, today: string): string | null {
  return configuration.lensIndex ?? recommendedLensIndexValue(model, configuration, today) ?? model.lensIndex?.defaultValue ?? null;
}

/** Texts of the notes written into the Prescription option, in the shopper's language. */
export interface PrescriptionNotes {
  later: string;
  uploaded: (upload: UploadedPrescription) => string;
}

/**
 * The Prescription option's text: the prescription's summary (typed or saved), the upload's note
 * with the file's id (`… · FILE <uid>`), or "send it later"; null when the lenses need none or it
 * is not given yet.
 */
export function prescriptionText(
  model: LensConfigurator,
  configuration: Configuration,
  today: string,
  notes: PrescriptionNotes,
): string | null {
  if (!needsPrescription(model, configuration)) return null;
  const known = knownPrescription(model, configuration, today);
  if (known) return prescriptionSummary(known);
  // The stored file's id goes with the note, in the same notation as the summary, for the optician and the backend.
  if (configuration.method === 'upload' && configuration.upload)
    return `${notes.uploaded(configuration.upload)} · FILE ${configuration.upload.uid}`;
  if (configuration.method === 'later') return notes.later;
  return null;
}

/** The configuration as the product page's lens choices (value uids per option, the prescription text). */
export function configurationChoices(
  model: LensConfigurator,
  configuration: Configuration,
  today: string,
  notes: PrescriptionNotes,
): LensChoices {
  const selected: Record<string, string[]> = {};
  const pick = (option: LensOption | null, uids: (string | null)[]) => {
    const known = uids.filter((uid): uid is string => Boolean(valueOf(option, uid)));
    if (option && known.length) selected[option.uid] = known;
  };
  pick(model.usage, [configuration.usage]);
  pick(model.lensType, [configuration.lensType]);
  pick(model.lensIndex, [effectiveLensIndex(model, configuration, today)]);
  pick(model.coatings, configuration.coatings);
  const entered: Record<string, string> = {};
  const text = prescriptionText(model, configuration, today, notes);
  if (model.prescription && text) {
    const max = model.prescription.maxCharacters;
    entered[model.prescription.uid] = max ? text.slice(0, max) : text;
  }
  return { selected, entered };
}

export interface PriceLine {
  role: LensRole;
  /** The option's title (Usage, Lens type…). */
  option: string;
  /** The chosen values' titles. */
  values: string[];
  /** What they add to the frame's price. */
  amount: number;
}

/** The chosen lenses line by line with what each adds, and the total with the frame's price. */
export function priceBreakdown(model: LensConfigurator, choices: LensChoices, basePrice: number): { lines: PriceLine[]; total: number } {
  const lines: PriceLine[] = [];
  for (const role of ['usage', 'lensType', 'lensIndex', 'coatings'] as const) {
    const option = model[role];
    if (!option) continue;
    const chosen = option.values.filter((value) => choices.selected[option.uid]?.includes(value.uid));
    if (!chosen.length) continue;
    const amount = chosen.reduce((sum, value) => sum + surcharge(value, basePrice), 0);
    lines.push({ role, option: option.title, values: chosen.map((value) => value.title), amount: Math.round(amount * 100) / 100 });
  }
  return { lines, total: priceWithOptions(basePrice, model.options, choices) };
}

/** Magento's cart input for the configuration (the frame variant's own option uids come first). */
export function configurationCartInput(choices: LensChoices, variantOptions: readonly string[] = []) {
  const input = cartOptionsInput(choices);
  return { selectedOptions: [...variantOptions, ...input.selectedOptions], enteredOptions: input.enteredOptions };
}
