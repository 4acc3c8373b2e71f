import { minLength, pipe, rawCheck, regex, string, trim } from 'valibot';

/**
 * The rules the shop's forms share, on valibot (the one validation library of the project, in the
 * browser and on the server). Valibot's functions are separate exports, so a form's bundle carries
 * only the ones it calls (import them by name); there is no configuration to load and nothing is
 * compiled with `new Function`, which the shop's Content-Security-Policy forbids.
 *
 * Valibot's own messages are English ("Invalid length: Expected >=1 but received 0"), so every rule
 * of a form carries its own translated message (components/forms/form-messages.test.ts checks it).
 */

/**
 * An e-mail address as the forms have always taken it: dot-separated parts of letters, digits and
 * `_ ' + -` (the last character not an apostrophe) before the @, host labels that start with a
 * letter or digit, and a top-level domain of two letters or more. The backend checks again.
 */
export const EMAIL_ADDRESS = /^(?:[\w'+-]+\.)*[\w'+-]*[\w+-]@(?:[A-Za-z\d][A-Za-z\d-]*\.)+[A-Za-z]{2,}$/;

/** Text that must not be blank: trimmed, then at least one character (`message` otherwise). */
export const requiredText = (message: string) => pipe(string(), trim(), minLength(1, message));

/** An e-mail address, trimmed first (`message` when it is not one). */
export const emailAddress = (message: string) => pipe(string(), trim(), regex(EMAIL_ADDRESS, message));

/**
 * A rule about the whole form whose message belongs under one field (the confirmation that must
 * match the password, the amount that must lie in a range): it runs after the fields' own rules,
 * like them whether or not they passed, so its message comes after theirs.
 */
export function fieldCheck<T extends object>(field: keyof T & string, requirement: (values: T) => boolean, message: string) {
  return rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || requirement(dataset.value)) return;
    const input = dataset.value as Record<string, unknown>;
    addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: field, value: input[field] }] });
  });
}
