import { check, forward, maxLength, minLength, object, pipe, regex, safeParse, string } from 'valibot';
import { fieldErrorsOf, firstErrorPerField } from './field-errors';

describe('firstErrorPerField', () => {
  const schema = pipe(
    object({
      name: pipe(string(), minLength(1, 'name required'), maxLength(3, 'name too long')),
      code: pipe(string(), regex(/^\d+$/, 'digits only')),
    }),
    forward(
      check((values) => values.name !== 'x', 'not x'),
      ['name'],
    ),
    check(() => false, 'the whole form'),
  );

  it('keeps the first message of each field, in the order the rules ran', () => {
    const parsed = safeParse(schema, { name: '', code: 'a1' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstErrorPerField(parsed.issues)).toEqual({ name: 'name required', code: 'digits only' });
    expect(fieldErrorsOf(schema, { name: 'x', code: '1' })).toEqual({ name: 'not x' });
  });

  it('names no field for an issue about the whole form', () => {
    const parsed = safeParse(schema, { name: 'ab', code: '12' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstErrorPerField(parsed.issues)).toEqual({});
    expect(fieldErrorsOf(schema, { name: 'ab', code: '12' })).toEqual({});
  });
});
