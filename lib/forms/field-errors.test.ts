import { z } from 'zod/mini';
import { firstErrorPerField } from './field-errors';

describe('firstErrorPerField', () => {
  const schema = z
    .object({
      name: z.string().check(z.minLength(1, 'name required'), z.maxLength(3, 'name too long')),
      code: z.string().check(z.regex(/^\d+$/, 'digits only')),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.name === 'x') context.addIssue({ code: 'custom', path: ['name'], message: 'not x' });
        context.addIssue({ code: 'custom', path: [], message: 'the whole form' });
      }),
    );

  it('keeps the first message of each field, in the order the rules ran', () => {
    const parsed = schema.safeParse({ name: '', code: 'a1' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstErrorPerField(parsed.error)).toEqual({ name: 'name required', code: 'digits only' });
  });

  it('names no field for an issue about the whole form', () => {
    const parsed = schema.safeParse({ name: 'ab', code: '12' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstErrorPerField(parsed.error)).toEqual({});
  });
});
