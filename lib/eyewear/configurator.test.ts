import { lensOptions, type LensOption } from '@/lib/catalog/lens-options';
import type { CustomizableOption } from '@/lib/magento/product';
import {
  configurationCartInput,
  configurationChoices,
  effectiveLensIndex,
  firstIncompleteStep,
  initialConfiguration,
  lensConfigurator,
  nextStep,
  previousStep,
  priceBreakdown,
  recommendedLensIndexValue,
  sanitizeConfiguration,
  stepProblem,
  visibleSteps,
  type Configuration,
} from './configurator';
import { customizePath } from './configurator-paths';
import { emptyPrescriptionDraft } from './prescription-draft';
import type { Prescription } from '@/shared/prescription/rules';

const TODAY = '2026-03-15';
const NOTES = { later: 'Send it later', uploaded: ({ fileName }: { fileName: string }) => `Uploaded ${fileName}` };

const value = (sku: string, title: string, price: number, sort_order: number) => ({
  uid: `uid-${sku}`,
  sku,
  title,
  price,
  price_type: 'FIXED' as const,
  sort_order,
});

/** A frame's options as the product page reads them (German titles: roles come from the SKUs). */
const ANSWER: CustomizableOption[] = [
  {
    uid: 'o-usage',
    title: 'Verwendung',
    required: true,
    sort_order: 1,
    __typename: 'CustomizableRadioOption',
    choices: [
      value('usage-single-vision', 'Einstärken', 0, 1),
      value('usage-progressive', 'Gleitsicht', 149, 2),
      value('usage-reading', 'Lesebrille', 0, 3),
      value('usage-non-prescription', 'Ohne Sehstärke', 0, 4),
    ],
  },
  {
    uid: 'o-type',
    title: 'Glasart',
    required: true,
    sort_order: 2,
    __typename: 'CustomizableRadioOption',
    choices: [value('lens-type-clear', 'Klar', 0, 1), value('lens-type-blue-light', 'Blaulichtfilter', 29, 2)],
  },
  {
    uid: 'o-index',
    title: 'Brechungsindex',
    required: true,
    sort_order: 3,
    __typename: 'CustomizableRadioOption',
    choices: [
      value('lens-index-150', '1,50 Standard', 0, 1),
      value('lens-index-160', '1,60 dünn', 29, 2),
      value('lens-index-167', '1,67 extra dünn', 59, 3),
      value('lens-index-174', '1,74 ultradünn', 99, 4),
    ],
  },
  {
    uid: 'o-coatings',
    title: 'Veredelungen',
    required: false,
    sort_order: 4,
    __typename: 'CustomizableCheckboxOption',
    choices: [
      value('coatings-water-repellent', 'Wasserabweisend', 15, 1),
      { ...value('coatings-uv-protection', 'UV-Schutz', 10, 2), price_type: 'PERCENT' },
    ],
  },
  {
    uid: 'o-rx',
    title: 'Sehstärke (Rezept)',
    required: false,
    sort_order: 5,
    __typename: 'CustomizableAreaOption',
    text: { uid: 'o-rx', sku: 'prescription', price: 0, price_type: 'FIXED', max_characters: 2000 },
  },
];

const OPTIONS = lensOptions(ANSWER);
const MODEL = lensConfigurator(OPTIONS)!;

function configuration(change: Partial<Configuration> = {}): Configuration {
  return { ...initialConfiguration(MODEL, 'Mine'), ...change };
}

const TYPED: Configuration['draft'] = {
  ...emptyPrescriptionDraft('Mine'),
  date: '2025-11-03',
  pd: '63',
  od: { ...emptyPrescriptionDraft().od, sph: '-4,5', cyl: '-0,5', axis: '90' },
  os: { ...emptyPrescriptionDraft().os, sph: '-4' },
};

describe('lensConfigurator', () => {
  it('gives each option its step by the SKUs of its values, whatever the language', () => {
    expect(MODEL.usage?.uid).toBe('o-usage');
    expect(MODEL.lensType?.uid).toBe('o-type');
    expect(MODEL.lensIndex?.uid).toBe('o-index');
    expect(MODEL.coatings?.uid).toBe('o-coatings');
    expect(MODEL.prescription?.uid).toBe('o-rx');
    expect(Object.values(MODEL.usageKinds)).toEqual(['single-vision', 'progressive', 'reading', 'non-prescription']);
    expect(Object.values(MODEL.lensIndexes)).toEqual(['1.50', '1.60', '1.67', '1.74']);
  });

  it('falls back to kind and position without SKUs (and to the index in the title)', () => {
    const bare = lensOptions(
      ANSWER.map((option) => ({
        ...option,
        choices: option.choices?.map(({ sku, ...rest }) => rest),
        text: option.text && { ...option.text, sku: null },
      })),
    );
    const model = lensConfigurator([...bare].reverse())!;
    expect([model.usage?.uid, model.lensType?.uid, model.lensIndex?.uid, model.coatings?.uid, model.prescription?.uid]).toEqual([
      'o-index',
      'o-type',
      'o-usage',
      'o-coatings',
      'o-rx',
    ]);
    const inOrder = lensConfigurator(bare)!;
    expect(Object.values(inOrder.lensIndexes)).toEqual(['1.50', '1.60', '1.67', '1.74']);
    expect(Object.values(inOrder.usageKinds)).toEqual([null, null, null, null]);
  });

  it('has nothing to configure for a product without lens options', () => {
    expect(lensConfigurator([])).toBeNull();
    expect(lensConfigurator(OPTIONS.filter((option) => option.kind === 'textarea'))).toBeNull();
  });
});

describe('steps', () => {
  it('goes usage → prescription → lens type → index → coatings → review, and back', () => {
    let current = configuration();
    const visited = [current.step];
    while (current.step !== 'review') {
      current = { ...current, step: nextStep(MODEL, current) };
      visited.push(current.step);
    }
    expect(visited).toEqual(['usage', 'prescription', 'lensType', 'lensIndex', 'coatings', 'review']);
    expect(nextStep(MODEL, current)).toBe('review');
    expect(previousStep(MODEL, current)).toBe('coatings');
    expect(previousStep(MODEL, configuration())).toBe('usage');
  });

  it('skips the prescription for non-prescription lenses', () => {
    const plain = configuration({ usage: 'uid-usage-non-prescription' });
    expect(visibleSteps(MODEL, plain)).toEqual(['usage', 'lensType', 'lensIndex', 'coatings', 'review']);
    expect(nextStep(MODEL, plain)).toBe('lensType');
    expect(previousStep(MODEL, { ...plain, step: 'lensType' })).toBe('usage');
  });

  it('skips the steps the product has no option for', () => {
    const model = lensConfigurator(OPTIONS.filter((option) => option.uid !== 'o-coatings' && option.uid !== 'o-rx'))!;
    expect(visibleSteps(model, initialConfiguration(model))).toEqual(['usage', 'lensType', 'lensIndex', 'review']);
  });

  it('starts on the required options’ free values, with no index chosen', () => {
    expect(configuration()).toMatchObject({
      step: 'usage',
      usage: 'uid-usage-single-vision',
      lensType: 'uid-lens-type-clear',
      lensIndex: null,
      coatings: [],
    });
    expect(configuration().draft.name).toBe('Mine');
  });
});

describe('stepProblem', () => {
  it('asks for a required choice', () => {
    expect(stepProblem(MODEL, configuration({ usage: null }), 'usage', TODAY)).toEqual({ kind: 'choose' });
    expect(stepProblem(MODEL, configuration(), 'usage', TODAY)).toBeNull();
    expect(stepProblem(MODEL, configuration({ lensType: null }), 'lensType', TODAY)).toEqual({ kind: 'choose' });
    expect(stepProblem(MODEL, configuration(), 'coatings', TODAY)).toBeNull();
  });

  it('asks how the prescription is given, then for what that way needs', () => {
    const step = 'prescription';
    expect(stepProblem(MODEL, configuration(), step, TODAY)).toEqual({ kind: 'method' });
    expect(stepProblem(MODEL, configuration({ method: 'later' }), step, TODAY)).toBeNull();
    expect(stepProblem(MODEL, configuration({ method: 'upload' }), step, TODAY)).toEqual({ kind: 'upload' });
    expect(stepProblem(MODEL, configuration({ method: 'upload', upload: { uid: 'f1', fileName: 'rx.pdf' } }), step, TODAY)).toBeNull();
    expect(stepProblem(MODEL, configuration({ method: 'saved' }), step, TODAY)).toEqual({ kind: 'choose' });
    expect(stepProblem(MODEL, configuration({ method: 'enter', draft: TYPED }), step, TODAY)).toBeNull();
    expect(stepProblem(MODEL, configuration({ usage: 'uid-usage-non-prescription' }), step, TODAY)).toBeNull();
  });

  it('gives the typed prescription’s errors with the usage’s rules (ADD for progressive lenses)', () => {
    const problem = stepProblem(
      MODEL,
      configuration({ usage: 'uid-usage-progressive', method: 'enter', draft: TYPED }),
      'prescription',
      TODAY,
    );
    expect(problem).toEqual({
      kind: 'prescription',
      errors: [
        { field: 'od.add', code: 'addRequired' },
        { field: 'os.add', code: 'addRequired' },
      ],
    });
  });

  it('refuses an expired saved prescription, and ignores its ADD for single vision', () => {
    const saved: Prescription = {
      name: 'Old',
      date: '2023-01-10',
      pdMode: 'single',
      pd: 62,
      od: { sph: -1, cyl: null, axis: null, add: 2, prism: null, prismBase: null, pd: null },
      os: { sph: -1, cyl: null, axis: null, add: 2, prism: null, prismBase: null, pd: null },
    };
    expect(
      stepProblem(MODEL, configuration({ method: 'saved', saved: { uid: 's1', prescription: saved } }), 'prescription', TODAY),
    ).toEqual({
      kind: 'savedInvalid',
      errors: [{ field: 'date', code: 'dateExpired' }],
    });
    const recent = { uid: 's2', prescription: { ...saved, date: '2025-12-01' } };
    expect(stepProblem(MODEL, configuration({ method: 'saved', saved: recent }), 'prescription', TODAY)).toBeNull();
    const text = configurationChoices(MODEL, configuration({ method: 'saved', saved: recent }), TODAY, NOTES).entered['o-rx'];
    expect(text).toBe('OD SPH -1.00 · OS SPH -1.00 · PD 62 · DATE 2025-12-01');
  });

  it('sends "Add to cart" back to the first step that still needs something', () => {
    const review = configuration({ step: 'review', method: 'enter', draft: { ...TYPED, date: '2030-01-01' } });
    expect(stepProblem(MODEL, review, 'review', TODAY)).toMatchObject({ kind: 'prescription' });
    expect(firstIncompleteStep(MODEL, review, TODAY)).toBe('prescription');
    expect(firstIncompleteStep(MODEL, { ...review, draft: TYPED }, TODAY)).toBeNull();
  });
});

describe('lens index', () => {
  it('recommends the index for the typed prescription’s strength and uses it until the shopper picks one', () => {
    const typed = configuration({ method: 'enter', draft: TYPED });
    // Strength: |−4.50 + −0.50| = 5.00 → 1.67.
    expect(recommendedLensIndexValue(MODEL, typed, TODAY)).toBe('uid-lens-index-167');
    expect(effectiveLensIndex(MODEL, typed, TODAY)).toBe('uid-lens-index-167');
    expect(effectiveLensIndex(MODEL, { ...typed, lensIndex: 'uid-lens-index-150' }, TODAY)).toBe('uid-lens-index-150');
  });

  it('has no recommendation without values (later, upload, invalid) and then uses the default', () => {
    expect(recommendedLensIndexValue(MODEL, configuration({ method: 'later' }), TODAY)).toBeNull();
    expect(recommendedLensIndexValue(MODEL, configuration({ method: 'enter', draft: { ...TYPED, pd: '' } }), TODAY)).toBeNull();
    expect(effectiveLensIndex(MODEL, configuration({ method: 'later' }), TODAY)).toBe('uid-lens-index-150');
  });
});

describe('choices, prices and the cart', () => {
  it('writes the typed prescription’s summary into the Prescription option', () => {
    const typed = configuration({ method: 'enter', draft: TYPED, coatings: ['uid-coatings-water-repellent'] });
    const choices = configurationChoices(MODEL, typed, TODAY, NOTES);
    expect(choices).toEqual({
      selected: {
        'o-usage': ['uid-usage-single-vision'],
        'o-type': ['uid-lens-type-clear'],
        'o-index': ['uid-lens-index-167'],
        'o-coatings': ['uid-coatings-water-repellent'],
      },
      entered: { 'o-rx': 'OD SPH -4.50 CYL -0.50 AXIS 90 · OS SPH -4.00 · PD 63 · DATE 2025-11-03' },
    });
    expect(configurationCartInput(choices, ['uid-color-black'])).toEqual({
      selectedOptions: [
        'uid-color-black',
        'uid-usage-single-vision',
        'uid-lens-type-clear',
        'uid-lens-index-167',
        'uid-coatings-water-repellent',
      ],
      enteredOptions: [{ uid: 'o-rx', value: 'OD SPH -4.50 CYL -0.50 AXIS 90 · OS SPH -4.00 · PD 63 · DATE 2025-11-03' }],
    });
  });

  it('writes the notes for "send it later" and uploads, and nothing for non-prescription lenses', () => {
    expect(configurationChoices(MODEL, configuration({ method: 'later' }), TODAY, NOTES).entered).toEqual({ 'o-rx': 'Send it later' });
    expect(
      configurationChoices(MODEL, configuration({ method: 'upload', upload: { uid: 'f', fileName: 'rx.png' } }), TODAY, NOTES).entered,
    ).toEqual({
      'o-rx': 'Uploaded rx.png · FILE f',
    });
    expect(
      configurationChoices(MODEL, configuration({ method: 'later', usage: 'uid-usage-non-prescription' }), TODAY, NOTES).entered,
    ).toEqual({});
    expect(configurationChoices(MODEL, configuration({ method: 'enter', draft: emptyPrescriptionDraft() }), TODAY, NOTES).entered).toEqual(
      {},
    );
  });

  it('prices each choice and keeps a running total (fixed and percentage add-ons)', () => {
    const chosen = configuration({
      usage: 'uid-usage-progressive',
      lensType: 'uid-lens-type-blue-light',
      lensIndex: 'uid-lens-index-174',
      coatings: ['uid-coatings-water-repellent', 'uid-coatings-uv-protection'],
      method: 'later',
    });
    const { lines, total } = priceBreakdown(MODEL, configurationChoices(MODEL, chosen, TODAY, NOTES), 120);
    expect(lines).toEqual([
      { role: 'usage', option: 'Verwendung', values: ['Gleitsicht'], amount: 149 },
      { role: 'lensType', option: 'Glasart', values: ['Blaulichtfilter'], amount: 29 },
      { role: 'lensIndex', option: 'Brechungsindex', values: ['1,74 ultradünn'], amount: 99 },
      { role: 'coatings', option: 'Veredelungen', values: ['Wasserabweisend', 'UV-Schutz'], amount: 27 },
    ]);
    expect(total).toBe(120 + 149 + 29 + 99 + 15 + 12);
    expect(priceBreakdown(MODEL, configurationChoices(MODEL, configuration(), TODAY, NOTES), 120).total).toBe(120);
  });

  it('cuts a text longer than the option takes', () => {
    const short: LensOption[] = OPTIONS.map((option) => (option.uid === 'o-rx' ? { ...option, maxCharacters: 10 } : option));
    const model = lensConfigurator(short)!;
    expect(configurationChoices(model, configuration({ method: 'later' }), TODAY, NOTES).entered['o-rx']).toBe('Send it la');
  });
});

describe('sanitizeConfiguration', () => {
  it('keeps a stored configuration that fits the product', () => {
    const stored = configuration({ step: 'coatings', coatings: ['uid-coatings-water-repellent'], method: 'enter', draft: TYPED });
    expect(sanitizeConfiguration(MODEL, stored)).toEqual(stored);
  });

  it('drops what the product no longer has and goes back to a step it still shows', () => {
    const stored = {
      step: 'prescription',
      usage: 'uid-usage-non-prescription',
      lensType: 'gone',
      lensIndex: 'gone',
      coatings: ['gone', 'uid-coatings-uv-protection'],
      method: 'fax',
      draft: { name: 'Kept', od: { sph: '-1' } },
    } as unknown as Configuration;
    const clean = sanitizeConfiguration(MODEL, stored, 'Default');
    expect(clean).toMatchObject({
      step: 'usage',
      usage: 'uid-usage-non-prescription',
      lensType: 'uid-lens-type-clear',
      lensIndex: null,
      coatings: ['uid-coatings-uv-protection'],
      method: null,
    });
    expect(clean.draft.name).toBe('Kept');
    expect(clean.draft.od).toEqual({ ...emptyPrescriptionDraft().od, sph: '-1' });
    expect(clean.draft.os).toEqual(emptyPrescriptionDraft().os);
  });

  it('starts afresh from nothing or garbage', () => {
    expect(sanitizeConfiguration(MODEL, undefined, 'X')).toEqual(initialConfiguration(MODEL, 'X'));
    expect(sanitizeConfiguration(MODEL, 'junk' as unknown as Configuration, 'X')).toEqual(initialConfiguration(MODEL, 'X'));
  });
});

it('addresses the configurator of a frame and its frame list', () => {
  expect(customizePath('de', 'nordvik-elin')).toBe('/de/customize/nordvik-elin');
  expect(customizePath('de', 'a b')).toBe('/de/customize/a%20b');
  expect(customizePath('ae_ar')).toBe('/ae_ar/customize');
});
