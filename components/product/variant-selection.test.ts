import {
  chooseValue,
  findVariant,
  isValueInStock,
  parseSelection,
  resolveSelection,
  selectionSearch,
  viewFor,
  type ChoiceOption,
  type ProductChoices,
  type PurchaseView,
  type StockStatus,
} from './variant-selection';

// Two colours (Grey 30, Silver 32) × three sizes (S 41, M 42, L 43); size M is out of stock in
// both colours, Silver L too, and Grey S does not exist.
const GREY = 30;
const SILVER = 32;
const S = 41;
const M = 42;
const L = 43;

const options: ChoiceOption[] = [
  {
    code: 'color',
    label: 'Colour',
    values: [
      { uid: 'c30', valueIndex: GREY, label: 'Grey', swatch: '#777777' },
      { uid: 'c32', valueIndex: SILVER, label: 'Silver', swatch: '#c0c0c0' },
    ],
  },
  {
    code: 'frame_size',
    label: 'Frame Size',
    values: [
      { uid: 's41', valueIndex: S, label: 'S', swatch: null },
      { uid: 's42', valueIndex: M, label: 'M', swatch: null },
      { uid: 's43', valueIndex: L, label: 'L', swatch: null },
    ],
  },
];

function view(sku: string, stockStatus: StockStatus): PurchaseView {
  return {
    sku,
    parentSku: 'MERLIN',
    selectedOptions: [],
    stockStatus,
    onlyLeft: null,
    price: { amount: 59.95, currency: 'GBP', final: '£59.95', regular: null, percentOff: null },
    images: [],
    size: { lensWidth: null, bridgeWidth: null, templeLength: null },
  };
}

const variant = (color: number, size: number, stock: StockStatus) => ({
  selection: { color, frame_size: size },
  view: view(`MERLIN-${color}-${size}`, stock),
});

const choices: ProductChoices = {
  options,
  variants: [
    variant(GREY, M, 'OUT_OF_STOCK'),
    variant(GREY, L, 'IN_STOCK'),
    variant(SILVER, S, 'IN_STOCK'),
    variant(SILVER, M, 'OUT_OF_STOCK'),
    variant(SILVER, L, 'OUT_OF_STOCK'),
  ],
  product: view('MERLIN', 'IN_STOCK'),
};

describe('parseSelection', () => {
  it('reads known options with known values from the search parameters', () => {
    expect(parseSelection(options, { color: '32', frame_size: '43' })).toEqual({ color: SILVER, frame_size: L });
    expect(parseSelection(options, new URLSearchParams('color=30&utm_source=mail'))).toEqual({ color: GREY });
  });

  it('ignores unknown values, non-numbers and other parameters', () => {
    expect(parseSelection(options, { color: '99', frame_size: '4x', page: '2' })).toEqual({});
    expect(parseSelection(options, { color: ['32', '30'] })).toEqual({ color: SILVER });
    expect(parseSelection(options, undefined)).toEqual({});
  });
});

describe('resolveSelection', () => {
  it('keeps a complete selection that names a variant, even out of stock (a shared link)', () => {
    expect(resolveSelection(choices, { color: SILVER, frame_size: L })).toEqual({ color: SILVER, frame_size: L });
  });

  it('preselects the first in-stock variant when nothing is chosen', () => {
    expect(resolveSelection(choices, {})).toEqual({ color: GREY, frame_size: L });
  });

  it('completes a partial selection with an in-stock variant that has it', () => {
    expect(resolveSelection(choices, { color: SILVER })).toEqual({ color: SILVER, frame_size: S });
    expect(resolveSelection(choices, { frame_size: M })).toEqual({ color: GREY, frame_size: M });
  });

  it('falls back to the first in-stock variant when the combination does not exist', () => {
    expect(resolveSelection(choices, { color: GREY, frame_size: S })).toEqual({ color: GREY, frame_size: L });
  });

  it('is empty for a product without variants', () => {
    expect(resolveSelection({ options: [], variants: [] }, { color: GREY })).toEqual({});
  });
});

describe('chooseValue', () => {
  it('keeps the other values when that variant exists', () => {
    expect(chooseValue(choices, { color: GREY, frame_size: L }, 'color', SILVER)).toEqual({ color: SILVER, frame_size: L });
  });

  it('keeps the picked value and changes the others when the combination does not exist', () => {
    expect(chooseValue(choices, { color: GREY, frame_size: L }, 'frame_size', S)).toEqual({ color: SILVER, frame_size: S });
  });
});

describe('isValueInStock', () => {
  it('marks a value whose variants are all out of stock', () => {
    expect(isValueInStock(choices, { color: GREY, frame_size: L }, 'frame_size', M)).toBe(false);
    expect(isValueInStock(choices, { color: SILVER, frame_size: S }, 'frame_size', M)).toBe(false);
  });

  it('judges a value together with the other chosen values', () => {
    expect(isValueInStock(choices, { color: GREY, frame_size: L }, 'color', SILVER)).toBe(false);
    expect(isValueInStock(choices, { color: SILVER, frame_size: S }, 'color', SILVER)).toBe(true);
    expect(isValueInStock(choices, { color: GREY, frame_size: L }, 'frame_size', L)).toBe(true);
  });

  it('looks at any variant with the value when the combination does not exist', () => {
    expect(isValueInStock(choices, { color: GREY, frame_size: L }, 'frame_size', S)).toBe(true);
  });
});

describe('findVariant and viewFor', () => {
  it('finds the variant of a complete selection only', () => {
    expect(findVariant(choices, { color: SILVER, frame_size: S })?.view.sku).toBe(`MERLIN-${SILVER}-${S}`);
    expect(findVariant(choices, { color: SILVER })).toBeUndefined();
  });

  it("shows the product's own view when no variant is chosen", () => {
    expect(viewFor(choices, {}).sku).toBe('MERLIN');
    expect(viewFor(choices, { color: GREY, frame_size: L }).sku).toBe(`MERLIN-${GREY}-${L}`);
  });
});

describe('selectionSearch', () => {
  it('writes the options in their order and keeps unrelated parameters', () => {
    expect(selectionSearch(options, { frame_size: L, color: SILVER })).toBe('?color=32&frame_size=43');
    expect(selectionSearch(options, { color: GREY, frame_size: S }, '?utm_source=mail&color=32')).toBe(
      '?utm_source=mail&color=30&frame_size=41',
    );
  });

  it('drops options without a value', () => {
    expect(selectionSearch(options, {}, '?color=32&frame_size=43')).toBe('');
  });
});
