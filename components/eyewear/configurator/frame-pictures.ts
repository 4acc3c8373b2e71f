import { mediaPictureSet, type MediaImageAttributes } from '@/components/ui/MediaImage';
import type { PictureSet } from '@/components/ui/picture-set';
import { PRODUCT_PICTURE_HEIGHT, PRODUCT_PICTURE_WIDTH } from '@/components/product/gallery-pictures';
import { everyView, type ProductChoices } from '@/components/product/variant-selection';

const SIZES = '(min-width: 56rem) 22rem, 100vw';

/** The frame picture's `<img>` attributes as next/image gives them (src, srcset, sizes, size, eager loading), without its alt text. */
export type FramePicture = MediaImageAttributes;

/** The frame pictures by URL, as a picture set (components/ui/picture-set.ts). */
export type FramePictures = PictureSet<'frame', FramePicture>;

/**
 * The `<img>` attributes of the picture the configurator shows for each of the frame's variants
 * (their first picture), as a picture set keyed by the picture's URL: computed on the server, so
 * the frame panel switches pictures with the colour without next/image's code in the page's first
 * load, and written once for all pictures (issue 16).
 */
export function framePictures(choices: Pick<ProductChoices, 'product' | 'variants'>): FramePictures {
  const urls = new Set(everyView(choices).flatMap((view) => (view.images[0] ? [view.images[0].url] : [])));
  return mediaPictureSet(urls, {
    frame: { alt: '', width: PRODUCT_PICTURE_WIDTH, height: PRODUCT_PICTURE_HEIGHT, sizes: SIZES, preload: true },
  });
}
