'use client';

import { useThrottleText } from '@/components/ui/useThrottleText';
import { MagentoGraphQlError, MagentoServerError } from '@/lib/magento/errors';
import styles from './Account.module.css';

/** Magento's own words for a refused request (they are in the store view's language); `fallback` for anything else. */
export function errorText(error: Error, fallback: string): string {
  if (error instanceof MagentoGraphQlError) return error.message;
  if (error instanceof MagentoServerError && error.errors.length) return error.errors.map((entry) => entry.message).join('\n');
  return fallback;
}

/** A form's error, announced and shown next to the form (a throttled request says how long to wait). */
export function FormError({ error, fallback }: { error: Error | null; fallback: string }) {
  const throttleText = useThrottleText();
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {throttleText(error) ?? errorText(error, fallback)}
    </p>
  );
}
