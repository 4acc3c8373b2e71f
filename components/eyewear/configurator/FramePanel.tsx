'use client';

import { MediaImage } from '@/components/ui/MediaImage';
import { useTranslations } from 'next-intl';
import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import { VariantPicker } from '@/components/product/VariantPicker';
import styles from './Configurator.module.css';

/** Product pictures are 1000×500. */
const WIDTH = 1000;
const HEIGHT = 500;

/** The frame the lenses are for: its picture and, for frames with colours and sizes, the variant picker. */
export function FramePanel() {
  const t = useTranslations('Product');
  const { view, choices } = useProductChoice();
  const image = view.images[0];
  return (
    <div className={styles.frame}>
      {image ? (
        <MediaImage
          className={styles.frameImage}
          src={image.url}
          alt={image.alt}
          width={WIDTH}
          height={HEIGHT}
          sizes="(min-width: 56rem) 22rem, 100vw"
          preload
        />
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
