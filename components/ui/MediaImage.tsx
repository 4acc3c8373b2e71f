import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { isOwnImage, mediaPath } from '@/lib/media';

/**
 * next/image's `<img>` attributes (src, srcset, sizes, width, height, lazy loading) for a Magento
 * media URL: the backend's URL becomes the shop's own `/media/` path, which Next optimises whatever
 * host the media live on (lib/media.ts). A URL outside the media base is shown as it is,
 * unoptimized (no remote pattern could allow a host known only at run time).
 *
 * Server code calls it to hand ready attributes to a client component (the product gallery), so
 * no client module of a catalogue page imports next/image (issue 16).
 */
export function mediaImageProps({ src, unoptimized, ...rest }: ImageProps) {
  const source = typeof src === 'string' ? mediaPath(src) : src;
  const own = typeof source !== 'string' || isOwnImage(source);
  return getImageProps({ ...rest, src: source, unoptimized: unoptimized || !own }).props;
}

/**
 * next/image for Magento media (see `mediaImageProps`), rendered as a plain `<img>` with
 * next/image's attributes rather than its client component: the server's HTML is the same (srcset,
 * sizes, lazy loading, fetchpriority), but a catalogue page does not ship and hydrate next/image's
 * code for images that never change, and the LCP image (`preload`) is preloaded from the document
 * head by the server, never waiting for hydration (issue 16).
 */
export function MediaImage({ preload, ...rest }: ImageProps) {
  const props = mediaImageProps({ ...rest, preload });
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
