import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { isOwnImage, mediaPath } from '@/lib/media';

/**
 * next/image for Magento media: the backend's URL becomes the shop's own `/media/` path, which
 * Next optimises whatever host the media live on (lib/media.ts). A URL outside the media base
 * is shown as it is, unoptimised (no remote pattern could allow a host known only at run time).
 *
 * Rendered as a plain `<img>` with next/image's attributes (`getImageProps`) rather than its client
 * component: the server's HTML is the same (srcset, sizes, lazy loading, fetchpriority), but a
 * catalogue page does not ship and hydrate next/image's code for images that never change, and
 * the LCP image (`preload`) is preloaded from the document head by the server, never waiting for
 * hydration (issue 16).
 */
export function MediaImage({ src, unoptimized, preload, ...rest }: ImageProps) {
  const source = typeof src === 'string' ? mediaPath(src) : src;
  const own = typeof source !== 'string' || isOwnImage(source);
  const { props } = getImageProps({ ...rest, src: source, unoptimized: unoptimized || !own, preload });
  if (preload && props.src) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority ?? 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client code
  return <img {...props} alt={props.alt ?? ''} />;
}
