import {
  colourSwatches,
  DEFAULT_FRAME_COLOUR,
  sampleFrames,
  tryOnFrame,
  type ShowroomFrameProduct,
  type TryOnFrame,
} from './try-on-frames';

const colourChoices = (...values: Array<[number, string]>) => [
  { attribute_code: 'frame_size', values: [{ value_index: 41, swatch_data: { value: 'S' } }] },
  { attribute_code: 'color', values: values.map(([value_index, value]) => ({ value_index, swatch_data: { value } })) },
];

const ELIN: ShowroomFrameProduct = {
  sku: 'NVK-ELIN',
  name: 'Nordvik Elin',
  frame_shape: 9,
  color: 27,
  categories: [{ uid: 'Mw==' }],
  configurable_options: colourChoices([23, '#6b3e26'], [27, '#6d1f2b']),
};

const vocabulary = {
  styles: new Map([
    ['9', 'round' as const],
    ['12', 'cat-eye' as const],
  ]),
  swatches: colourSwatches([ELIN]),
  sunglassesCategory: 'Nw==',
};

describe('tryOnFrame', () => {
  it("draws a product in its shape and its own colour's swatch", () => {
    expect(tryOnFrame(ELIN, vocabulary)).toEqual({
      sku: 'NVK-ELIN',
      name: 'Nordvik Elin',
      style: 'round',
      colour: '#6d1f2b',
      tinted: false,
    });
  });

  it('draws it in the colour the shopper asked for when it comes in it', () => {
    expect(tryOnFrame(ELIN, vocabulary, ['22', '23'])?.colour).toBe('#6b3e26');
    expect(tryOnFrame(ELIN, vocabulary, ['22'])?.colour).toBe('#6d1f2b');
  });

  it('tints sunglasses, and falls back to a rectangle, the first colour choice, then black', () => {
    const sunglasses = { ...ELIN, sku: 'SUN', frame_shape: 99, color: null, categories: [{ uid: 'Nw==' }] };
    expect(tryOnFrame(sunglasses, vocabulary)).toMatchObject({ style: 'rectangle', colour: '#6b3e26', tinted: true });
    const plain = { sku: 'PLAIN', name: null, frame_shape: null, color: 5 };
    expect(tryOnFrame(plain, vocabulary)).toEqual({
      sku: 'PLAIN',
      name: 'PLAIN',
      style: 'rectangle',
      colour: DEFAULT_FRAME_COLOUR,
      tinted: false,
    });
    expect(tryOnFrame({ ...ELIN, sku: null }, vocabulary)).toBeNull();
  });

  it('collects colour swatches from colour choices only, ignoring values that are no colour', () => {
    const swatches = colourSwatches([ELIN, { sku: 'X', name: 'X', configurable_options: colourChoices([30, 'grey'], [31, '#c9a44c']) }]);
    expect([...swatches]).toEqual([
      ['23', '#6b3e26'],
      ['27', '#6d1f2b'],
      ['31', '#c9a44c'],
    ]);
  });
});

describe('sampleFrames', () => {
  const frame = (sku: string, style: TryOnFrame['style'], tinted = false): TryOnFrame => ({
    sku,
    name: sku,
    style,
    colour: '#000',
    tinted,
  });

  it('picks one frame per shape, two eyeglasses then one pair of sunglasses in turn', () => {
    const frames = [
      frame('r1', 'round'),
      frame('r2', 'round'),
      frame('s1', 'square'),
      frame('c1', 'cat-eye'),
      frame('a1', 'aviator', true),
      frame('a2', 'aviator', true),
      frame('o1', 'oval', true),
    ];
    expect(sampleFrames(frames, 10).map((picked) => picked.sku)).toEqual(['r1', 's1', 'a1', 'c1', 'o1']);
    expect(sampleFrames(frames, 2).map((picked) => picked.sku)).toEqual(['r1', 's1']);
    expect(sampleFrames([], 4)).toEqual([]);
  });
});
