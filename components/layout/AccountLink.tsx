import { AccountIcon } from './icons';
import styles from './Header.module.css';

/** The header's link to the shopper's account (the sign-in page sends signed-in customers on). */
export function AccountLink({ store, label }: { store: string; label: string }) {
  return (
    <a href={`/${store}/sign-in`} className={styles.action}>
      <AccountIcon />
      <span className={styles.iconLabel}>{label}</span>
    </a>
  );
}
