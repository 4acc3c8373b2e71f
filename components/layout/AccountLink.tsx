import Link from 'next/link';
import { AccountIcon } from './icons';
import styles from './Header.module.css';

/** The header's link to the shopper's account (the sign-in page sends signed-in customers on). */
export function AccountLink({ store, label }: { store: string; label: string }) {
  return (
    <Link href={`/${store}/sign-in`} className={styles.action} prefetch={false}>
      <AccountIcon />
      <span className={styles.iconLabel}>{label}</span>
    </Link>
  );
}
