'use client';

import styles from './Field.module.css';
import { FieldError } from './FieldError';

interface MessageFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled multi-line text field whose error is announced and tied to it. */
export function MessageField({ id, label, value, error, onChange }: MessageFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={id}
        className={styles.message}
        value={value}
        rows={8}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
