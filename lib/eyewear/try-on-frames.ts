/**
 * Products as the try-on draws them: the frame's shape from its `frame_shape` option, its colour
 * from its colour swatch, tinted lenses for sunglasses. Pure, over the fields the showroom's
 * operations select.
 */
import { isFrameStyle, type FrameStyle } from './frame-drawing';

export interface TryOnFrame {
  sku: string;
  name: string;
  style: FrameStyle;
  /** CSS colour of the rims. */
  colour: string;
  tinted: boolean;
}

/**
 * The least a product must have for the try-on's rules: an input shape, not an answer type. The
 * answers are the generated ShowroomFrameFields fragment (lib/magento/operations/showroom.ts),
 * which tsc checks against this shape where the operations hand them to these rules.
 */
export interface ShowroomFrameProduct {
  sku: string | null;
  name: string | null;
  frame_shape?: number | null;
  color?: number | null;
  categories?: Array<{ uid: string } | null> | null;
  configurable_options?: Array<{
    attribute_code: string | null;
    values: Array<{ value_index: number | null; swatch_data: { value: string | null } | null } | null> | null;
  } | null> | null;
}

/** The rims' colour when the product's colour is unknown. */
export const DEFAULT_FRAME_COLOUR = '#1a1a1a';
/** A frame whose shape is unknown is drawn as a rectangle, the commonest shape. */
export const DEFAULT_FRAME_STYLE: FrameStyle = 'rectangle';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** Swatch colours of the `color` options found on products' colour choices (option value → colour). */
export function colourSwatches(products: readonly ShowroomFrameProduct[]): Map<string, string> {
  const swatches = new Map<string, string>();
  for (const product of products)
    for (const option of product.configurable_options ?? [])
      if (option?.attribute_code === 'color')
        for (const value of option.values ?? []) {
          const swatch = value?.swatch_data?.value;
          if (value?.value_index !== null && value?.value_index !== undefined && swatch && HEX_COLOUR.test(swatch))
            swatches.set(String(value.value_index), swatch);
        }
  return swatches;
}

export interface TryOnVocabulary {
  /** `frame_shape` option value → drawing style. */
  styles: ReadonlyMap<string, FrameStyle>;
  /** `color` option value → swatch colour. */
  swatches: ReadonlyMap<string, string>;
  /** The sunglasses category uid. */
  sunglassesCategory: string;
}

/**
 * A product as the try-on draws it. Its colour: the first of `preferredColours` (the shopper's
 * answer) it comes in, else its own colour, else its first colour choice, else black.
 */
export function tryOnFrame(
  product: ShowroomFrameProduct,
  vocabulary: TryOnVocabulary,
  preferredColours: readonly string[] = [],
): TryOnFrame | null {
  if (!product.sku) return null;
  const shape = product.frame_shape === null || product.frame_shape === undefined ? undefined : String(product.frame_shape);
  const style = (shape && vocabulary.styles.get(shape)) || DEFAULT_FRAME_STYLE;
  const choices = colourSwatches([product]);
  const preferred = preferredColours.map((value) => choices.get(value)).find((swatch) => swatch !== undefined);
  const own = product.color === null || product.color === undefined ? undefined : vocabulary.swatches.get(String(product.color));
  const firstChoice = choices.values().next().value;
  return {
    sku: product.sku,
    name: product.name ?? product.sku,
    style: isFrameStyle(style) ? style : DEFAULT_FRAME_STYLE,
    colour: preferred ?? own ?? firstChoice ?? DEFAULT_FRAME_COLOUR,
    tinted: (product.categories ?? []).some((category) => category?.uid === vocabulary.sunglassesCategory),
  };
}

/**
 * A varied handful to try on before any answer: the first frame of each shape, two eyeglasses
 * then one pair of sunglasses in turn, at most `limit`.
 */
export function sampleFrames(frames: readonly TryOnFrame[], limit: number): TryOnFrame[] {
  const firstOfEachStyle = (tinted: boolean) =>
    frames
      .filter((frame) => frame.tinted === tinted)
      .filter((frame, index, list) => list.findIndex((other) => other.style === frame.style) === index);
  const plain = firstOfEachStyle(false);
  const dark = firstOfEachStyle(true);
  const mixed: TryOnFrame[] = [];
  while ((plain.length || dark.length) && mixed.length < limit) mixed.push(...plain.splice(0, 2), ...dark.splice(0, 1));
  return mixed.slice(0, limit);
}
