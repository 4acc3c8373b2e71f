import { useTranslations } from 'next-intl';
import type { SizeView } from './variant-selection';
import styles from './ProductDetails.module.css';

/** Lens width, bridge width and temple length in millimetres (the frame size, e.g. 50-20-145). */
export function SizeDetails({ size }: { size: SizeView }) {
  const t = useTranslations('Product');
  const rows = [
    { term: t('lensWidth'), value: size.lensWidth },
    { term: t('bridgeWidth'), value: size.bridgeWidth },
    { term: t('templeLength'), value: size.templeLength },
  ].filter((row): row is { term: string; value: number } => row.value !== null);
  if (!rows.length) return null;
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.term} className={styles.row}>
          <dt>{row.term}</dt>
          <dd>{t('millimetres', { value: row.value })}</dd>
        </div>
      ))}
    </dl>
  );
}
