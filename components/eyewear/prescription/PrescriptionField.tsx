'use client';

import type { ReactNode } from 'react';
import styles from './Prescription.module.css';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (described: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** A label, the control, its rule (hint) and its error, tied to the control by aria-describedby. */
function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId!} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId!} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface PrescriptionFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** `decimal`: dioptres and millimetres, typed left to right even in right-to-left store views. */
  kind?: 'decimal' | 'whole' | 'text' | 'date';
  max?: string;
  maxLength?: number;
  autoComplete?: string;
}

/** One value of the prescription form. */
export function PrescriptionField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  kind = 'text',
  max,
  maxLength,
  autoComplete,
}: PrescriptionFieldProps) {
  const numeric = kind === 'decimal' || kind === 'whole';
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(described) => (
        <input
          id={id}
          name={id}
          type={kind === 'date' ? 'date' : 'text'}
          inputMode={kind === 'decimal' ? 'decimal' : kind === 'whole' ? 'numeric' : undefined}
          dir={numeric || kind === 'date' ? 'ltr' : undefined}
          className={numeric ? `${styles.input} ${styles.number}` : styles.input}
          value={value}
          max={max}
          maxLength={maxLength}
          autoComplete={autoComplete ?? 'off'}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          {...described}
        />
      )}
    </FieldFrame>
  );
}

export interface PrescriptionSelectProps {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function PrescriptionSelect({ id, label, error, value, onChange, options }: PrescriptionSelectProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(described) => (
        <select id={id} name={id} className={styles.input} value={value} onChange={(event) => onChange(event.target.value)} {...described}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
