import Image, { type ImageProps } from 'next/image';
import { isOwnImage, mediaPath } from '@/lib/media';

/**
 * next/image for Magento media: the backend's URL becomes the shop's own `/media/` path, which
 * Next optimises whatever host the media live on (lib/media.ts). A URL outside the media base
 * is shown as it is, unoptimised (no remote pattern could allow a host known only at run time).
 */
export function MediaImage({ src, unoptimized, ...props }: ImageProps) {
  const source = typeof src === 'string' ? mediaPath(src) : src;
  const own = typeof source !== 'string' || isOwnImage(source);
  return <Image {...props} src={source} unoptimized={unoptimized || !own} />;
}
