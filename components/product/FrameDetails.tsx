import { getTranslations } from 'next-intl/server';
import type { ProductPageData } from '@/lib/magento/product';
import styles from './ProductDetails.module.css';

export interface FrameDetailsProps {
  product: Pick<ProductPageData, 'attribute_labels' | 'weight' | 'polarized'>;
  /** BCP 47 locale of the store view. */
  locale: string;
}

/** The "Frame details" section ("Product details" for what is not a frame): brand, shape, material, gender, weight and polarisation as a definition list (only what the product has). */
export async function FrameDetails({ product, locale }: FrameDetailsProps) {
  const t = await getTranslations({ locale, namespace: 'Product' });
  const labels = product.attribute_labels;
  const rows: { term: string; value: string }[] = [];
  if (labels.brand) rows.push({ term: t('brand'), value: labels.brand });
  if (labels.frame_shape) rows.push({ term: t('shape'), value: labels.frame_shape });
  if (labels.frame_material) rows.push({ term: t('material'), value: labels.frame_material });
  if (labels.gender) rows.push({ term: t('gender'), value: labels.gender });
  if (product.weight) rows.push({ term: t('weight'), value: t('grams', { value: product.weight }) });
  if (product.polarized !== null) rows.push({ term: t('polarized'), value: product.polarized ? t('yes') : t('no') });
  if (!rows.length) return null;

  return (
    <section aria-labelledby="product-frame" className={styles.section}>
      <h2 id="product-frame" className={styles.heading}>
        {labels.frame_shape || labels.frame_material ? t('frameHeading') : t('detailsHeading')}
      </h2>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.term} className={styles.row}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
