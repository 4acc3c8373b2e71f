import { minLength, object, pipe, safeParse, string, type GenericSchema } from 'valibot';
import { createAccountSchema, createPasswordSchema, forgotPasswordSchema, signInSchema } from '@/lib/account/account-schema';
import { emailChangeSchema, nameSchema } from '@/lib/account/account-information';
import { addressSchema, emailSchema } from '@/lib/checkout/address-schema';
import { OPEN_AMOUNT } from '@/lib/giftcard/options';
import { giftCardSchema } from '@/lib/giftcard/purchase-schema';
import { contactSchema } from '@/components/contact/contact-schema';
import { cardSchema } from '@/components/payment/card-schema';

/**
 * The forms validate with valibot, whose own messages are English: a rule without a message of its
 * own would show the shopper valibot's fallback ("Invalid length: Expected >=1 but received 0"). Every
 * form's rules, fed what a shopper can type into every field (nothing, blanks, a stray letter, far
 * too much), answer only with the form's own translated messages.
 */
const own = (key: string) => `«${key}»`;
const t = (key: string, values?: Record<string, string | number>) => own(values ? `${key} ${JSON.stringify(values)}` : key);
const TYPED = ['', '   ', 'x', '@', '12/2', 'x'.repeat(6000)];

/** Every message the schema answers for each of the typed values in every text field (`fixed` kept as given). */
function messagesOf(schema: GenericSchema, fields: string[], fixed: Record<string, unknown>): string[] {
  const messages = new Set<string>();
  for (const typed of TYPED) {
    const parsed = safeParse(schema, { ...Object.fromEntries(fields.map((field) => [field, typed])), ...fixed });
    for (const issue of parsed.success ? [] : parsed.issues) messages.add(issue.message);
  }
  return [...messages];
}

const notOwn = (messages: string[]) => messages.filter((message) => !/^«[^«»]+»$/.test(message));

const country = { id: 'GB', full_name_locale: 'United Kingdom', available_regions: [{ id: 1, code: 'LDN', name: 'London' }] };
const giftCard = {
  sku: 'GIFTCARD-ANY',
  currency: 'GBP',
  amounts: [{ uid: 'fixed-22', value: 22 }],
  open: { min: 9, max: 430 },
  messageMaxLength: 10,
  lifetimeDays: 365,
};
const address = ['firstname', 'lastname', 'street', 'city', 'country_id', 'region', 'postcode', 'telephone'];
const giftCardFields = ['openAmount', 'senderName', 'senderEmail', 'recipientName', 'recipientEmail', 'message', 'quantity'];

const FORMS: Array<[string, GenericSchema, string[], Record<string, unknown>]> = [
  ['sign-in', signInSchema(t), ['email', 'password'], {}],
  ['create account', createAccountSchema(t), ['firstname', 'lastname', 'email', 'password', 'confirmation'], { isSubscribed: false }],
  ['forgot password', forgotPasswordSchema(t), ['email'], {}],
  ['new password', createPasswordSchema(t), ['email', 'password', 'confirmation'], {}],
  ['account name', nameSchema(t), ['firstname', 'lastname'], {}],
  ['account e-mail', emailChangeSchema(t, own('currentPassword')), ['email', 'password'], {}],
  ['address', addressSchema(t, country), address, {}],
  ['address without regions or postcode rule', addressSchema(t, undefined), address, {}],
  ['guest address', object({ ...addressSchema(t, country).entries, email: emailSchema(t) }), [...address, 'email'], {}],
  ['contact', contactSchema(t), ['name', 'email', 'telephone', 'comment'], {}],
  ['card', cardSchema(t), ['number', 'expiry', 'cvc', 'holder'], {}],
  ['gift card, open amount', giftCardSchema(t, giftCard, String), giftCardFields, { amount: OPEN_AMOUNT }],
  ['gift card, no such amount', giftCardSchema(t, giftCard, String), giftCardFields, { amount: 'x' }],
];

describe('form messages', () => {
  for (const [name, schema, fields, fixed] of FORMS) {
    it(`${name}: every refusal is one of the form’s own messages`, () => {
      const messages = messagesOf(schema, fields, fixed);
      expect(messages.length).toBeGreaterThan(0);
      expect(notOwn(messages)).toEqual([]);
    });
  }

  it('catches a rule without a message of its own (valibot answers its English fallback)', () => {
    const schema = object({ name: pipe(string(), minLength(1)), email: emailSchema(t) });
    expect(notOwn(messagesOf(schema, ['name', 'email'], {}))).toEqual(['Invalid length: Expected >=1 but received 0']);
  });
});
