import { safeParse } from 'valibot';
import { CONTACT_LIMITS, contactSchema } from './contact-schema';
import { firstErrorPerField } from '@/lib/forms/field-errors';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);
const parse = (values: Record<string, string>) =>
  safeParse(contactSchema(t), { name: '', email: '', telephone: '', comment: '', ...values });

describe('contactSchema', () => {
  it('needs a name, a valid e-mail address and a message; the telephone is optional', () => {
    const result = parse({});
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstErrorPerField(result.issues)).toEqual({ name: 'nameError', email: 'emailError', comment: 'commentError' });
    const valid = parse({ name: ' Ada ', email: ' ada@example.com ', comment: ' Hello ' });
    expect(valid.success && valid.output).toEqual({ name: 'Ada', email: 'ada@example.com', telephone: '', comment: 'Hello' });
  });

  it('refuses values longer than the shop takes', () => {
    const result = parse({
      name: 'Ada',
      email: 'ada@example.com',
      telephone: '1'.repeat(51),
      comment: 'x'.repeat(CONTACT_LIMITS.comment + 1),
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstErrorPerField(result.issues)).toEqual({ telephone: 'telephoneError:{"max":50}', comment: 'commentTooLong:{"max":5000}' });
    }
  });
});
