'use client';

import { preload } from 'react-dom';
import { useTranslations } from 'next-intl';
import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import { VariantPicker } from '@/components/product/VariantPicker';
import { pictureIn } from '@/components/ui/picture-set';
import type { FramePicture, FramePictures } from './frame-pictures';
import styles from './Configurator.module.css';

export interface FramePanelProps {
  /** The `<img>` attributes of each variant's picture by its URL (frame-pictures.ts, on the server). */
  pictures: FramePictures;
}

/** The frame the lenses are for: its picture and, for frames with colours and sizes, the variant picker. */
export function FramePanel({ pictures }: FramePanelProps) {
  const t = useTranslations('Product');
  const { view, choices } = useProductChoice();
  const image = view.images[0];
  // A URL the server gave no attributes for is shown as it is.
  const picture: Partial<FramePicture> | null = image ? (pictureIn(pictures, image.url)?.frame ?? { src: image.url }) : null;
  // The LCP image: preloaded from the document head, never waiting for hydration.
  if (picture?.src)
    preload(picture.src, {
      as: 'image',
      imageSrcSet: picture.srcSet,
      imageSizes: picture.sizes,
      fetchPriority: picture.fetchPriority ?? 'high',
    });
  return (
    <div className={styles.frame}>
      {image && picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, computed on the server
        <img {...picture} className={styles.frameImage} alt={image.alt} />
      ) : null}
      <VariantPicker />
      {view.stockStatus !== 'IN_STOCK' ? (
        <p className={styles.error}>{choices.options.length ? t('variantOutOfStock') : t('productOutOfStock')}</p>
      ) : null}
    </div>
  );
}

/** The chosen colour and size as text (`Black, 52`). */
export function useFrameDetails(): string {
  const { choices, selection } = useProductChoice();
  return choices.options
    .map((option) => option.values.find((value) => value.valueIndex === selection[option.code])?.label)
    .filter(Boolean)
    .join(', ');
}
