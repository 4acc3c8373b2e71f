import { safeParse, type BaseIssue, type GenericSchema } from 'valibot';

/** A form's messages by field: at most one per field, the one it shows under the field. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * The first message per field of a failed check (an issue's first path segment names its field; an
 * issue without one belongs to no field and is left out). Every form reads its errors through this,
 * so "which message a field shows" is decided in one place.
 */
export function firstErrorPerField<F extends string = string>(issues: readonly BaseIssue<unknown>[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && !errors[field as F]) errors[field as F] = issue.message;
  }
  return errors;
}

/** The values checked against a form's rules: each field's first message (none when the values pass). */
export function fieldErrorsOf<F extends string = string>(schema: GenericSchema, values: unknown): FieldErrors<F> {
  const parsed = safeParse(schema, values);
  return parsed.success ? {} : firstErrorPerField<F>(parsed.issues);
}
