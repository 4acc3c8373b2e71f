import {
  budgetLimits,
  EMPTY_ANSWERS,
  finderFilters,
  frameStyleOf,
  fromSavedAnswers,
  materialOf,
  toResultInput,
  type FinderAnswers,
  type FinderCatalog,
} from './finder';

/** The seeded shop's options, as the showroom reads them (values are Magento option ids). */
const CATALOG: FinderCatalog = {
  usageCategories: { eyeglasses: 'Mw==', sunglasses: 'Nw==' },
  shapes: [
    { value: '9', label: 'Ronde', style: 'round' },
    { value: '10', label: 'Carrée', style: 'square' },
    { value: '11', label: 'Rectangulaire', style: 'rectangle' },
    { value: '12', label: 'Papillon', style: 'cat-eye' },
    { value: '13', label: 'Aviateur', style: 'aviator' },
    { value: '14', label: 'Ovale', style: 'oval' },
    { value: '15', label: 'Browline', style: 'browline' },
    { value: '16', label: 'Géométrique', style: 'geometric' },
  ],
  materials: [
    { value: '17', label: 'Acétate', material: 'acetate' },
    { value: '18', label: 'Métal', material: 'metal' },
    { value: '19', label: 'Titane', material: 'titanium' },
    { value: '20', label: 'Bio-acétate', material: 'bio-acetate' },
    { value: '21', label: 'Acétate et métal', material: 'combination' },
  ],
  colors: [
    { value: '22', label: 'Noir', swatch: '#1a1a1a' },
    { value: '26', label: 'Bleu marine', swatch: '#1f2f4f' },
  ],
  genders: [
    { value: '37', label: 'Femme' },
    { value: '39', label: 'Unisexe' },
  ],
  budgets: [100, 150, 200],
  currency: 'EUR',
};

const answers = (change: Partial<FinderAnswers>): FinderAnswers => ({ ...EMPTY_ANSWERS, ...change });

describe('finderFilters', () => {
  it('turns every answer into Magento filters: face shape to frame shapes, look to materials, usage to its category', () => {
    const [strict] = finderFilters(
      answers({ faceShape: 'round', style: 'minimal', colors: ['22', '26'], genders: ['37'], budgetMax: 150, usage: 'eyeglasses' }),
      CATALOG,
    );
    expect(strict).toEqual({
      category_uid: { eq: 'Mw==' },
      // A round face: angular frames.
      frame_shape: { in: ['10', '11', '15', '16'] },
      frame_material: { in: ['18', '19'] },
      color: { in: ['22', '26'] },
      gender: { in: ['37'] },
      price: { to: '150' },
    });
  });

  it('gives up colours, then the look, then who for, then the face, but never usage, budget or polarisation', () => {
    const filters = finderFilters(
      answers({
        faceShape: 'square',
        style: 'classic',
        colors: ['22'],
        genders: ['39'],
        budgetMax: 100,
        usage: 'sunglasses',
        polarizedOnly: true,
      }),
      CATALOG,
    );
    expect(filters.map((filter) => Object.keys(filter).sort())).toEqual([
      ['category_uid', 'color', 'frame_material', 'frame_shape', 'gender', 'polarized', 'price'],
      ['category_uid', 'frame_material', 'frame_shape', 'gender', 'polarized', 'price'],
      ['category_uid', 'frame_shape', 'gender', 'polarized', 'price'],
      ['category_uid', 'frame_shape', 'polarized', 'price'],
      ['category_uid', 'polarized', 'price'],
    ]);
    for (const filter of filters) {
      expect(filter.category_uid).toEqual({ eq: 'Nw==' });
      expect(filter.polarized).toEqual({ eq: '1' });
      expect(filter.price).toEqual({ to: '100' });
    }
    // A square face: curved frames.
    expect(filters[0].frame_shape).toEqual({ in: ['9', '12', '13', '14'] });
  });

  it('does not narrow by what was not answered, and tries each filter once', () => {
    expect(finderFilters(EMPTY_ANSWERS, CATALOG)).toEqual([{ category_uid: { eq: 'Mw==' } }]);
    // An oval face suits every shape.
    expect(finderFilters(answers({ faceShape: 'oval', colors: ['22'] }), CATALOG)).toEqual([
      { category_uid: { eq: 'Mw==' }, color: { in: ['22'] } },
      { category_uid: { eq: 'Mw==' } },
    ]);
    // Polarisation is a sunglasses answer only.
    expect(finderFilters(answers({ usage: 'eyeglasses', polarizedOnly: true }), CATALOG)[0].polarized).toBeUndefined();
  });

  it('leaves out a shape filter the catalogue cannot answer (no option is known to be such a shape)', () => {
    const unknownShapes = { ...CATALOG, shapes: CATALOG.shapes.map((shape) => ({ ...shape, style: null })) };
    expect(finderFilters(answers({ faceShape: 'round' }), unknownShapes)).toEqual([{ category_uid: { eq: 'Mw==' } }]);
  });
});

describe('the shop vocabulary', () => {
  it.each([
    ['Round', 'round'],
    ['Cat-Eye', 'cat-eye'],
    ['Cat Eye Frames', 'cat-eye'],
    ['Aviator', 'aviator'],
    ['Pilot', 'aviator'],
    ['Browline', 'browline'],
    ['Rectangular', 'rectangle'],
    ['Geometric', 'geometric'],
    ['Hexagonal', 'geometric'],
    ['Oval', 'oval'],
    ['Wrap', null],
    ['', null],
  ])('reads the shape label %p as %p', (label, style) => {
    expect(frameStyleOf(label)).toBe(style);
  });

  it.each([
    ['Acetate', 'acetate'],
    ['Bio-Acetate', 'bio-acetate'],
    ['Acetate & Metal', 'combination'],
    ['Metal', 'metal'],
    ['Stainless steel', 'metal'],
    ['Titanium', 'titanium'],
    ['Wood', null],
  ])('reads the material label %p as %p', (label, material) => {
    expect(materialOf(label)).toBe(material);
  });

  it('offers the upper bounds of Magento price ranges as budgets', () => {
    expect(budgetLimits([{ value: '100_150' }, { value: '50_100' }, { value: '200_*' }, { value: '150_200' }])).toEqual([100, 150, 200]);
  });
});

describe('saved results', () => {
  it('sends answers as the backend input and reads them back', () => {
    const given = answers({
      faceShape: 'heart',
      style: 'natural',
      colors: ['22'],
      genders: ['37'],
      budgetMax: 200,
      usage: 'sunglasses',
      polarizedOnly: true,
    });
    const input = toResultInput(given, ['A', 'B']);
    expect(input).toEqual({
      face_shape: 'HEART',
      style: 'NATURAL',
      colors: ['22'],
      genders: ['37'],
      budget_max: 200,
      usage: 'SUNGLASSES',
      polarized_only: true,
      product_skus: ['A', 'B'],
    });
    const saved = { ...input, budget_max: { value: 200, currency: 'EUR' } };
    expect(fromSavedAnswers(saved)).toEqual(given);
  });

  it('keeps at most 12 products and no polarisation for eyeglasses', () => {
    const skus = Array.from({ length: 20 }, (_, index) => `SKU-${index}`);
    const input = toResultInput(answers({ polarizedOnly: true }), skus);
    expect(input.product_skus).toHaveLength(12);
    expect(input.polarized_only).toBe(false);
    expect(input.face_shape).toBeNull();
  });

  it('reads an answer it does not know as not given', () => {
    const read = fromSavedAnswers({
      face_shape: 'TRIANGLE',
      style: null,
      colors: [],
      genders: [],
      budget_max: null,
      usage: 'MONOCLE',
      polarized_only: false,
    });
    expect(read).toEqual(EMPTY_ANSWERS);
  });
});
