import { HeartIcon } from './HeartIcon';
import type { WishlistHeartProps } from './WishlistHeart';
import styles from './WishlistHeart.module.css';

/**
 * The wish list heart's button, as markup only: the server renders it unpressed before the heart's
 * island loads (components/catalog/CardIslands.tsx), and the island renders it with the shopper's state.
 */
export function HeartButton({
  pressed,
  labels,
  placement,
  onClick,
}: Pick<WishlistHeartProps, 'labels' | 'placement'> & { pressed: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[placement]}`}
      aria-pressed={pressed}
      aria-label={pressed ? labels.remove : labels.add}
      onClick={onClick}
    >
      <HeartIcon filled={pressed} className={styles.icon} />
      {labels.text ? <span>{labels.text}</span> : null}
    </button>
  );
}
