import type { MouseEvent, Ref } from 'react';
import { preload } from 'react-dom';
import { useTranslations } from 'next-intl';
import type { ImageView } from './variant-selection';
import { pictureIn, type PictureSet } from '@/components/ui/picture-set';
import styles from './ProductGallery.module.css';

/** An `<img>`'s source attributes as next/image computes them, on the server (gallery-pictures.ts). */
export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/** One picture as the large slide and as its thumbnail. */
export interface GalleryPicture {
  slide: ImageAttributes;
  thumbnail: ImageAttributes;
}

/** The gallery's pictures by URL, as a picture set (components/ui/picture-set.ts). */
export type GalleryPictures = PictureSet<keyof GalleryPicture, ImageAttributes>;

export interface GalleryStripProps {
  images: ImageView[];
  /** The `<img>` attributes of each picture by its URL (components/product/gallery-pictures.ts). */
  pictures: GalleryPictures;
  /** The picture in view, whose thumbnail is marked current. */
  current?: number;
  strip?: Ref<HTMLUListElement>;
  /** A thumbnail pressed (the interactive gallery scrolls smoothly); without it the link scrolls the strip. */
  onShow?: (event: MouseEvent<HTMLAnchorElement>, index: number) => void;
}

/** A picture's attributes; a URL the server gave none for is shown as it is. */
const pictureOf = (pictures: GalleryPictures, url: string): GalleryPicture =>
  pictureIn(pictures, url) ?? { slide: { src: url }, thumbnail: { src: url } };

/**
 * The gallery's markup: the pictures as a strip that snaps picture by picture, with thumbnails
 * linking to each one (`#image-N`), so it works without JavaScript. Rendered by the server on the
 * product page (no code in the first load, issue 16) and by the interactive gallery that takes its
 * place (ProductGallery).
 */
export function GalleryStrip({ images, pictures, current = 0, strip, onShow }: GalleryStripProps) {
  const t = useTranslations('Product');
  const count = images.length;
  if (!count) return null;
  const shown = images.map((image) => pictureOf(pictures, image.url));
  const first = shown[0].slide;
  // The LCP image: preloaded from the document head, never waiting for hydration.
  preload(first.src, { as: 'image', imageSrcSet: first.srcSet, imageSizes: first.sizes, fetchPriority: 'high' });
  const alt = (image: ImageView, index: number) => (count > 1 ? t('imageAlt', { label: image.alt, index: index + 1, count }) : image.alt);

  return (
    <div className={styles.gallery}>
      <ul ref={strip} className={styles.strip} tabIndex={count > 1 ? 0 : undefined} aria-label={t('gallery')}>
        {images.map((image, index) => (
          <li key={image.url} id={`image-${index + 1}`} data-index={index} className={styles.slide}>
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server */}
            <img
              {...shown[index].slide}
              alt={alt(image, index)}
              fetchPriority={index === 0 ? 'high' : undefined}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className={styles.image}
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image.url}>
              <a
                href={`#image-${index + 1}`}
                className={styles.thumbnail}
                aria-label={t('showImage', { index: index + 1, count })}
                aria-current={index === current ? 'true' : undefined}
                onClick={onShow ? (event) => onShow(event, index) : undefined}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server */}
                <img {...shown[index].thumbnail} alt="" loading="lazy" decoding="async" className={styles.image} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
