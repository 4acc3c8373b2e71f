import { mediaPictureSet, type MediaImageAttributes } from '@/components/ui/MediaImage';
import type { GalleryPictures, ImageAttributes } from './GalleryStrip';
import { everyView, type ProductChoices } from './variant-selection';

/** Product pictures are 1000×500 (2:1). */
export const PRODUCT_PICTURE_WIDTH = 1000;
export const PRODUCT_PICTURE_HEIGHT = 500;
/** The gallery takes the full width on phones, about half beside the details. */
const SLIDE_SIZES = '(min-width: 80rem) 720px, (min-width: 56rem) 58vw, 100vw';
/** A thumbnail is 6rem wide: 384 device pixels at 4× (next/image would list every width up to 1920). */
const THUMBNAIL_SIZES = '6rem';
const THUMBNAIL_WIDEST = 384;

const picture = { width: PRODUCT_PICTURE_WIDTH, height: PRODUCT_PICTURE_HEIGHT, alt: '' };

/** What the gallery sets of next/image's attributes (it chooses loading and decoding itself). */
const galleryAttributes = ({ src, srcSet, sizes, width, height }: MediaImageAttributes): ImageAttributes => ({
  src,
  srcSet,
  sizes,
  width,
  height,
});

/**
 * The `<img>` attributes (next/image's srcset and sizes) of every picture the product's gallery can
 * show, whichever variant is chosen, as a picture set keyed by the picture's URL
 * (components/ui/picture-set.ts): computed on the server, so the gallery island switches pictures
 * without next/image's code in the browser, and written once for all pictures (issue 16).
 */
export function galleryPictures(choices: Pick<ProductChoices, 'product' | 'variants'>): GalleryPictures {
  const urls = new Set(everyView(choices).flatMap((view) => view.images.map((image) => image.url)));
  return mediaPictureSet(
    urls,
    { slide: { ...picture, sizes: SLIDE_SIZES }, thumbnail: { ...picture, sizes: THUMBNAIL_SIZES, widest: THUMBNAIL_WIDEST } },
    galleryAttributes,
  );
}
