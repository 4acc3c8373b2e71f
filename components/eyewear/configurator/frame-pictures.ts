import { mediaImageProps } from '@/components/ui/MediaImage';
import type { ProductChoices } from '@/components/product/variant-selection';

/** Product pictures are 1000×500. */
const WIDTH = 1000;
const HEIGHT = 500;
const SIZES = '(min-width: 56rem) 22rem, 100vw';

/** The frame picture's `<img>` attributes as next/image gives them (src, srcset, sizes, size, eager loading), without its alt text. */
export type FramePicture = ReturnType<typeof mediaImageProps>;

/**
 * The `<img>` attributes of the picture the configurator shows for each of the frame's variants
 * (their first picture), keyed by the picture's URL: computed on the server, so the frame panel
 * switches pictures with the colour without next/image's code in the page's first load (issue 16).
 */
export function framePictures(choices: Pick<ProductChoices, 'product' | 'variants'>): Record<string, FramePicture> {
  const urls = new Set(
    [choices.product, ...choices.variants.map((variant) => variant.view)].flatMap((view) => (view.images[0] ? [view.images[0].url] : [])),
  );
  return Object.fromEntries(
    [...urls].map((url) => [url, mediaImageProps({ src: url, alt: '', width: WIDTH, height: HEIGHT, sizes: SIZES, preload: true })]),
  );
}
