'use client';

import { useEffect, useRef, useState } from 'react';
import { safeParse, type GenericSchema } from 'valibot';
import { firstErrorPerField, type FieldErrors } from '@/lib/forms/field-errors';

type FieldOf<V> = Extract<keyof V, string>;

export interface FormOptions<V, P = never> {
  /**
   * Each field's control id, in page order: after a refused check the first field in error gets
   * the focus (so a keyboard or screen reader user lands on what to fix). Without it the focus
   * stays where it is.
   */
  fieldIds?: ReadonlyArray<readonly [FieldOf<V>, string]>;
  /**
   * For a form that lists every problem (a summary above the fields, as the prescription forms
   * do) rather than one message per field: the rules, checked again at every change once the
   * shopper has tried to submit (`problems`); nothing is shown before.
   */
  rules?: (values: V) => readonly P[];
  /**
   * The element to focus once the page shows the outcome of an attempt (`attempted()`): the first
   * field to fix, or the message saying what happened.
   */
  focusAfterAttempt?: () => HTMLElement | null | undefined;
}

/**
 * A form's state, the same in every form: the values as typed, one message per field (the
 * first its rules give, lib/forms/field-errors), the focus on the first field in error, and a busy flag around
 * the one submission that may run at a time. What a form sends and what it shows afterwards stays
 * in the form.
 */
export function useForm<V extends object, P = never>(
  initial: V | (() => V),
  { fieldIds = [], rules, focusAfterAttempt }: FormOptions<V, P> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<FieldOf<V>>>({});
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [tried, setTried] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const focusTarget = useRef(focusAfterAttempt);
  focusTarget.current = focusAfterAttempt;

  /** Every problem the rules find, re-checked as the shopper types, once a submission was tried. */
  const problems: readonly P[] = tried && rules ? rules(values) : [];

  // After an attempt, once its outcome is on the page: the focus where the form says.
  useEffect(() => {
    if (attempts) focusTarget.current?.()?.focus();
  }, [attempts]);
  /** Marks an attempt as over (refused, failed, or to be announced): the focus follows once it is shown. */
  const attempted = () => setAttempts((count) => count + 1);

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
  function check<T>(schema: GenericSchema<unknown, T>): T | undefined {
    const parsed = safeParse(schema, values);
    if (parsed.success) {
      setErrors({});
      return parsed.output;
    }
    showErrors(firstErrorPerField<FieldOf<V>>(parsed.issues));
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

  return { values, setValues, set, change, errors, showErrors, check, busy, run, tried, setTried, problems, attempted };
}

/** What useForm gives a form, for the parts of a form that live in their own components. */
export type Form<V extends object, P = never> = ReturnType<typeof useForm<V, P>>;
