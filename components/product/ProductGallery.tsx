'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { GalleryStrip, type GalleryPictures } from './GalleryStrip';
import type { ImageView } from './variant-selection';

export interface ProductGalleryProps {
  images: ImageView[];
  /** The `<img>` attributes of each picture by its URL (components/product/gallery-pictures.ts). */
  pictures: GalleryPictures;
}

/**
 * The gallery once its code is there (it takes the place of the server's GalleryStrip): the
 * thumbnails scroll the strip smoothly without moving the page, and the thumbnail of the picture
 * in view is marked current.
 */
export function ProductGallery({ images, pictures }: ProductGalleryProps) {
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

  return <GalleryStrip images={images} pictures={pictures} current={current} strip={strip} onShow={show} />;
}
