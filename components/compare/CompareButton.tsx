import type { CompareToggleProps } from './CompareToggle';
import styles from './CompareToggle.module.css';

/**
 * "Compare" as markup only: the server renders it unpressed before the toggle's island loads
 * (components/catalog/CardIslands.tsx), and the island renders it with the compare list's state.
 */
export function CompareButton({
  pressed,
  labels,
  placement,
  onClick,
}: Omit<CompareToggleProps, 'store' | 'productUid'> & { pressed: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[placement]}`}
      aria-pressed={pressed}
      aria-label={labels.name}
      onClick={onClick}
    >
      <span className={styles.box} aria-hidden="true" />
      {labels.text}
    </button>
  );
}
