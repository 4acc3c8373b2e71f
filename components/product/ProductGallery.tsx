'use client';

import { MediaImage } from '@/components/ui/MediaImage';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { ImageView } from './variant-selection';
import styles from './ProductGallery.module.css';

/** Product pictures are 1000×500 (2:1); the gallery takes the full width on phones, about half beside the details. */
const WIDTH = 1000;
const HEIGHT = 500;
const SIZES = '(min-width: 80rem) 720px, (min-width: 56rem) 58vw, 100vw';

/**
 * The pictures as a strip that snaps picture by picture, with thumbnails linking to each one
 * (`#image-N`): without JavaScript the links scroll the strip; with it they scroll it smoothly
 * without moving the page, and the thumbnail of the picture in view is marked current.
 */
export function ProductGallery({ images }: { images: ImageView[] }) {
  const t = useTranslations('Product');
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = images.length;

  useEffect(() => {
    const list = strip.current;
    if (!list || count < 2 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
      },
      { root: list, threshold: 0.6 },
    );
    for (const item of list.children) observer.observe(item);
    return () => observer.disconnect();
  }, [count]);

  function show(event: MouseEvent<HTMLAnchorElement>, index: number) {
    const item = strip.current?.children[index];
    if (!item) return;
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    item.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest', inline: 'start' });
    setCurrent(index);
  }

  if (!count) return null;
  const alt = (image: ImageView, index: number) => (count > 1 ? t('imageAlt', { label: image.alt, index: index + 1, count }) : image.alt);

  return (
    <div className={styles.gallery}>
      <ul ref={strip} className={styles.strip} tabIndex={count > 1 ? 0 : undefined} aria-label={t('gallery')}>
        {images.map((image, index) => (
          <li key={image.url} id={`image-${index + 1}`} data-index={index} className={styles.slide}>
            <MediaImage
              src={image.url}
              alt={alt(image, index)}
              width={WIDTH}
              height={HEIGHT}
              sizes={SIZES}
              preload={index === 0}
              fetchPriority={index === 0 ? 'high' : undefined}
              loading={index === 0 ? 'eager' : undefined}
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
                onClick={(event) => show(event, index)}
              >
                <MediaImage src={image.url} alt="" width={WIDTH} height={HEIGHT} sizes="6rem" className={styles.image} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
