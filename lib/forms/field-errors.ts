import type { core } from 'zod/mini';

/** A form's messages by field: at most one per field, the one it shows under the field. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * The first message per field of a failed zod parse (an issue's first path segment names its
 * field; an issue without one belongs to no field and is left out). Every form reads its errors
 * through this, so "which message a field shows" is decided in one place.
 */
export function firstErrorPerField<F extends string = string>(error: core.$ZodError): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field as F]) errors[field as F] = issue.message;
  }
  return errors;
}
