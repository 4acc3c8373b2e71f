'use client';

import styles from './Field.module.css';
import { FieldError } from './FieldError';
import { useEnteredBeforeCode } from './useEnteredBeforeCode';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  placeholder?: string;
  required?: boolean;
  onChange: (value: string) => void;
}

/** A labelled text input whose error is announced and tied to it. */
export function TextField({
  id,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  required,
  onChange,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  // What the shopper typed before the page's code was there is the field's value.
  const field = useEnteredBeforeCode<HTMLInputElement>((input) => onChange(input.value));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={field}
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/** One of several text fields of a form: its name in the form's values, its (translated) label. */
export interface TextFieldSpec<N extends string> {
  name: N;
  label: string;
  type?: string;
  autoComplete?: string;
}

interface TextFieldsProps<N extends string> {
  /** Ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  fields: readonly TextFieldSpec<N>[];
  values: Record<N, string>;
  errors: Partial<Record<N, string | undefined>>;
  onChange: (name: N, value: string) => void;
}

/** A form's required text fields, in the order given, each a TextField. */
export function TextFields<N extends string>({ idPrefix, fields, values, errors, onChange }: TextFieldsProps<N>) {
  return (
    <>
      {fields.map(({ name, label, type, autoComplete }) => (
        <TextField
          key={name}
          id={`${idPrefix}-${name}`}
          type={type}
          label={label}
          value={values[name]}
          error={errors[name]}
          autoComplete={autoComplete}
          required
          onChange={(value) => onChange(name, value)}
        />
      ))}
    </>
  );
}
