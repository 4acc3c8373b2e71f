import { mediaImageProps } from '@/components/ui/MediaImage';
import type { GalleryPicture, ImageAttributes } from './GalleryStrip';
import { everyView, type ProductChoices } from './variant-selection';

/** Product pictures are 1000×500 (2:1). */
export const PRODUCT_PICTURE_WIDTH = 1000;
export const PRODUCT_PICTURE_HEIGHT = 500;
/** The gallery takes the full width on phones, about half beside the details. */
const SLIDE_SIZES = '(min-width: 80rem) 720px, (min-width: 56rem) 58vw, 100vw';
const THUMBNAIL_SIZES = '6rem';

function imageAttributes(url: string, sizes: string): ImageAttributes {
  const { src, srcSet, width, height } = mediaImageProps({
    src: url,
    alt: '',
    width: PRODUCT_PICTURE_WIDTH,
    height: PRODUCT_PICTURE_HEIGHT,
    sizes,
  });
  return { src, srcSet, sizes, width, height };
}

/**
 * The `<img>` attributes (next/image's srcset and sizes) of every picture the product's gallery can
 * show, whichever variant is chosen, keyed by the picture's URL: computed on the server, so the
 * gallery island switches pictures without next/image's code in the browser (issue 16).
 */
export function galleryPictures(choices: Pick<ProductChoices, 'product' | 'variants'>): Record<string, GalleryPicture> {
  const urls = new Set(everyView(choices).flatMap((view) => view.images.map((image) => image.url)));
  return Object.fromEntries(
    [...urls].map((url) => [url, { slide: imageAttributes(url, SLIDE_SIZES), thumbnail: imageAttributes(url, THUMBNAIL_SIZES) }]),
  );
}
