import styles from './Header.module.css';

/** The first link of the page: straight to `#main`, visible when focused. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className={styles.skipLink}>
      {label}
    </a>
  );
}
