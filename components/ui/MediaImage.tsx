import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { isOwnImage, MEDIA_ROUTE, mediaPath } from '@/lib/media';
import { filledTemplate, type PictureKinds, type PictureSet } from './picture-set';

/**
 * next/image's `<img>` attributes (src, srcset, sizes, width, height, lazy loading) for a Magento
 * media URL: the backend's URL becomes the shop's own `/media/` path, which Next optimises whatever
 * host the media live on (lib/media.ts). A URL outside the media base is shown as it is,
 * unoptimized (no remote pattern could allow a host known only at run time).
 *
 * Server code calls it to hand ready attributes to a client component (the product gallery), so
 * no client module of a catalogue page imports next/image (issue 16).
 */
export function mediaImageProps({ src, unoptimized, widest, ...rest }: MediaImageProps) {
  const source = typeof src === 'string' ? mediaPath(src) : src;
  const own = typeof source !== 'string' || isOwnImage(source);
  const props = getImageProps({ ...rest, src: source, unoptimized: unoptimized || !own }).props;
  return widest ? narrowed(props, widest) : props;
}

/** next/image's `<img>` attributes, as `mediaImageProps` gives them. */
export type MediaImageAttributes = ReturnType<typeof mediaImageProps>;

/** The path the templates of a picture set are computed for (components/ui/picture-set.ts). */
const PLACEHOLDER_PATH = `${MEDIA_ROUTE}__picture__`;

/**
 * The attributes of pictures of several kinds (`mediaImageProps` without `src`, by kind) for a
 * client component, as a picture set (components/ui/picture-set.ts): the attributes once, for a
 * placeholder path, and each picture as its encoded path. A picture the template would not give
 * exactly its own attributes (outside the shop's media, or an image loader that writes paths
 * otherwise) is sent with its own.
 */
export function mediaPictureSet<K extends string, A extends object = MediaImageAttributes>(
  urls: Iterable<string>,
  kinds: Record<K, Omit<MediaImageProps, 'src'>>,
  /** The attributes the client needs of what mediaImageProps gives (all of them by default). */
  pick: (attributes: MediaImageAttributes) => A = (attributes) => attributes as A,
): PictureSet<K, A> {
  const attributesOf = (src: string) =>
    Object.fromEntries(
      Object.entries<Omit<MediaImageProps, 'src'>>(kinds).map(([kind, props]) => [kind, pick(mediaImageProps({ ...props, src }))]),
    ) as PictureKinds<K, A>;
  const template = attributesOf(PLACEHOLDER_PATH);
  const token = encodeURIComponent(PLACEHOLDER_PATH);
  const pictures: PictureSet<K, A>['pictures'] = {};
  for (const url of urls) {
    const own = attributesOf(url);
    const text = encodeURIComponent(mediaPath(url));
    pictures[url] = sameJson(filledTemplate(template, token, text), own) ? text : own;
  }
  return { template, token, pictures };
}

/** Whether two plain values are the same (objects compared key by key, whatever the order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

export type MediaImageProps = ImageProps & {
  /**
   * The widest candidate worth offering (px): next/image lists every configured width up to
   * 1920, but a product card is never drawn wider than 828 device pixels, and each candidate is
   * written twice per card (HTML and RSC payload, issue 16).
   */
  widest?: number;
};

/** `props` with the srcset's candidates wider than `widest` left out (the narrowest kept if none fits); `src` the widest kept. */
function narrowed<P extends { src?: string; srcSet?: string }>(props: P, widest: number): P {
  if (!props.srcSet) return props;
  const candidates = props.srcSet.split(', ').map((candidate) => {
    const [url, descriptor = ''] = candidate.split(' ');
    return { url, candidate, width: descriptor.endsWith('w') ? Number(descriptor.slice(0, -1)) : NaN };
  });
  if (candidates.some((candidate) => Number.isNaN(candidate.width))) return props;
  const kept = candidates.filter((candidate) => candidate.width <= widest);
  const shown = kept.length > 0 ? kept : candidates.slice(0, 1);
  return { ...props, srcSet: shown.map((candidate) => candidate.candidate).join(', '), src: shown[shown.length - 1].url };
}

/**
 * next/image for Magento media (see `mediaImageProps`), rendered as a plain `<img>` with
 * next/image's attributes rather than its client component: the server's HTML is the same (srcset,
 * sizes, lazy loading, fetchpriority), but a catalogue page does not ship and hydrate next/image's
 * code for images that never change, and the LCP image (`preload`) is preloaded from the document
 * head by the server, never waiting for hydration (issue 16).
 */
export function MediaImage({ preload, ...rest }: MediaImageProps) {
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
