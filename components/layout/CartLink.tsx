import { CartIcon } from './icons';
import styles from './Header.module.css';

export interface CartLinkProps {
  store: string;
  /** "Cart": the link's name. */
  label: string;
  count: number;
  /** "3 items": the link's description, read with its name. */
  countLabel: string;
  countId: string;
}

/**
 * The header's link to the cart, as markup only: the server renders it (a cart of 0) before the
 * cart island loads, and the island (MiniCartButton) renders the same with the shopper's count.
 */
export function CartLink({ store, label, count, countLabel, countId }: CartLinkProps) {
  return (
    <a href={`/${store}/cart`} className={styles.action} aria-describedby={countId}>
      <CartIcon />
      <span className={styles.iconLabel}>{label}</span>
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
      <span id={countId} hidden>
        {countLabel}
      </span>
    </a>
  );
}
