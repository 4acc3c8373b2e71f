import { addressLines, type PostalAddress as Address } from '@/lib/account/addresses';
import styles from './Areas.module.css';

/** An address as its lines (name, street, place, country, telephone), in an `<address>`. */
export function PostalAddress({ address, locale }: { address: Address; locale: string }) {
  return (
    <address className={styles.address}>
      {addressLines(address, locale).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
