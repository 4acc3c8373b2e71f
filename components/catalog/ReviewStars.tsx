import { numberFormat } from '@/lib/i18n/format';
import styles from './ProductReviews.module.css';

/**
 * Five stars filled to `percent` (Magento's rating_summary and average_rating are percentages),
 * hidden from screen readers, which read `label` ("Rated 4.3 out of 5") instead.
 */
export function ReviewStars({ percent, label }: { percent: number; label: string }) {
  const filled = Math.max(0, Math.min(100, percent));
  return (
    <span className={styles.stars}>
      <span aria-hidden="true" className={styles.starTrack}>
        ★★★★★
        <span className={styles.starFill} style={{ width: `${filled}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A percentage as a rating out of 5 with one decimal (80 → "4", 86.67 → "4.3"). */
export const ratingOutOfFive = (percent: number, locale: string) =>
  numberFormat(locale, { maximumFractionDigits: 1 }).format(Math.round(percent / 2) / 10);
