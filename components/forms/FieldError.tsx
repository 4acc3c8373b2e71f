import styles from './Field.module.css';

/** A field's error, announced through the field's `aria-describedby` (`{fieldId}-error`); nothing without one. */
export function FieldError({ fieldId, error }: { fieldId: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${fieldId}-error`} className={styles.fieldError}>
      {error}
    </p>
  );
}
