import type { CustomizableOption } from '@/lib/magento/product';
import { cartOptionsInput, defaultLensChoices, lensChoicesFromForm, lensOptions, priceWithOptions, surcharge } from './lens-options';

const answer: CustomizableOption[] = [
  {
    uid: 'usage',
    title: 'Usage',
    required: true,
    sort_order: 1,
    __typename: 'CustomizableRadioOption',
    choices: [
      { uid: 'progressive', title: 'Progressive', price: 149, price_type: 'FIXED', sort_order: 1 },
      { uid: 'single', title: 'Single vision', price: 0, price_type: 'FIXED', sort_order: 2 },
    ],
  },
  {
    uid: 'coatings',
    title: 'Coatings',
    required: false,
    sort_order: 2,
    __typename: 'CustomizableCheckboxOption',
    choices: [
      { uid: 'water', title: 'Water repellent', price: 15, price_type: 'FIXED', sort_order: 1 },
      { uid: 'uv', title: 'UV protection', price: 10, price_type: 'PERCENT', sort_order: 2 },
    ],
  },
  {
    uid: 'prescription',
    title: 'Prescription',
    required: false,
    sort_order: 3,
    __typename: 'CustomizableAreaOption',
    text: { uid: 'prescription-text', price: 0, price_type: 'FIXED', max_characters: 500 },
  },
  { uid: 'file', title: 'Upload', required: false, sort_order: 4, __typename: 'CustomizableFileOption' },
];

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('lens options', () => {
  const options = lensOptions(answer);

  it('shows the kinds it can render and starts a required single choice on its first value without a surcharge', () => {
    expect(options.map((option) => [option.uid, option.kind])).toEqual([
      ['usage', 'radio'],
      ['coatings', 'checkbox'],
      ['prescription', 'textarea'],
    ]);
    expect(options[0].defaultValue).toBe('single');
    expect(options[1].defaultValue).toBeNull();
    expect(options[2].maxCharacters).toBe(500);
    expect(defaultLensChoices(options)).toEqual({ selected: { usage: ['single'] }, entered: {} });
  });

  it('reads the form, ignoring values the product does not have and blank text', () => {
    const choices = lensChoicesFromForm(
      form([
        ['usage', 'progressive'],
        ['coatings', 'water'],
        ['coatings', 'uv'],
        ['coatings', 'forged'],
        ['prescription', '  OD -1.25  '],
        ['quantity', '2'],
      ]),
      options,
    );
    expect(choices).toEqual({ selected: { usage: ['progressive'], coatings: ['water', 'uv'] }, entered: { prescription: 'OD -1.25' } });
    expect(lensChoicesFromForm(form([['prescription', '   ']]), options).entered).toEqual({});
    expect(cartOptionsInput(choices)).toEqual({
      selectedOptions: ['progressive', 'water', 'uv'],
      enteredOptions: [{ uid: 'prescription', value: 'OD -1.25' }],
    });
  });

  it('adds fixed amounts and percentages of the base price to the running total', () => {
    expect(surcharge({ price: 10, priceType: 'PERCENT' }, 80)).toBe(8);
    const choices = { selected: { usage: ['progressive'], coatings: ['water', 'uv'] }, entered: {} };
    expect(priceWithOptions(80, options, choices)).toBe(80 + 149 + 15 + 8);
    expect(priceWithOptions(80, options, defaultLensChoices(options))).toBe(80);
  });
});
