'use client';

import { useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { firstErrorPerField, type FieldErrors } from '@/lib/forms/field-errors';

type FieldOf<V> = Extract<keyof V, string>;

export interface FormOptions<V> {
  /**
   * Each field's control id, in page order: after a refused check the first field in error gets
   * the focus (so a keyboard or screen reader user lands on what to fix). Without it the focus
   * stays where it is.
   */
  fieldIds?: ReadonlyArray<readonly [FieldOf<V>, string]>;
}

/**
 * A form's state, the same in every form: the values as typed, one message per field (zod's
 * first, lib/forms/field-errors), the focus on the first field in error, and a busy flag around
 * the one submission that may run at a time. What a form sends and what it shows afterwards stays
 * in the form.
 */
export function useForm<V extends object>(initial: V | (() => V), { fieldIds = [] }: FormOptions<V> = {}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<FieldOf<V>>>({});
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  /** Sets one field's value (as TextFields' onChange takes it). */
  const set = <K extends FieldOf<V>>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value }));
  /** A change handler for one field, as TextField takes it (`onChange={change('email')}`). */
  const change =
    <K extends FieldOf<V>>(field: K) =>
    (value: V[K]) =>
      set(field, value);

  /** Shows these messages (and only these), the focus on the first field in error. */
  function showErrors(found: FieldErrors<FieldOf<V>>) {
    setErrors(found);
    const first = fieldIds.find(([field]) => found[field]);
    if (first) document.getElementById(first[1])?.focus();
  }

  /** The values checked against the form's rules: the parsed values, or undefined once the errors are shown. */
  function check<T>(schema: ZodType<T>): T | undefined {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    showErrors(firstErrorPerField<FieldOf<V>>(parsed.error));
    return undefined;
  }

  /** Runs one submission with the busy flag up; a second one while it runs is ignored (undefined). */
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { values, setValues, set, change, errors, showErrors, check, busy, run };
}

/** What useForm gives a form, for the parts of a form that live in their own components. */
export type Form<V extends object> = ReturnType<typeof useForm<V>>;
