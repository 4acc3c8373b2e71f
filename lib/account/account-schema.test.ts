import { safeParse } from 'valibot';
import { fieldErrorsOf } from '@/lib/forms/field-errors';
import { createAccountSchema, createPasswordSchema, forgotPasswordSchema, signInSchema } from './account-schema';

const t = (key: string) => `Account.${key}`;
const account = {
  firstname: ' Ada ',
  lastname: 'Lovelace',
  email: ' ada@example.com ',
  password: 'Secret123!',
  confirmation: 'Secret123!',
  isSubscribed: false,
};

describe('account form rules', () => {
  it('takes a complete new account, trimmed', () => {
    expect(safeParse(createAccountSchema(t), account)).toMatchObject({
      success: true,
      output: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', password: 'Secret123!', isSubscribed: false },
    });
  });

  it('answers each field’s first message, the password rules in order', () => {
    const blank = { firstname: ' ', lastname: '', email: 'ada@', password: '', confirmation: '', isSubscribed: false };
    expect(fieldErrorsOf(createAccountSchema(t), blank)).toEqual({
      firstname: 'Account.firstnameError',
      lastname: 'Account.lastnameError',
      email: 'Account.emailError',
      password: 'Account.passwordRequired',
    });
    expect(fieldErrorsOf(createAccountSchema(t), { ...account, password: 'Secret1', confirmation: 'Secret1' })).toEqual({
      password: 'Account.passwordTooShort',
    });
    expect(fieldErrorsOf(createAccountSchema(t), { ...account, password: 'secretsecret', confirmation: 'secretsecret' })).toEqual({
      password: 'Account.passwordClasses',
    });
  });

  it('checks the confirmation and the e-mail address against the password, even when other fields are wrong', () => {
    expect(fieldErrorsOf(createAccountSchema(t), { ...account, firstname: '', confirmation: 'Secret123?' })).toEqual({
      firstname: 'Account.firstnameError',
      confirmation: 'Account.passwordMismatch',
    });
    const email = 'Ada.Lovelace@Example.com';
    expect(fieldErrorsOf(createPasswordSchema(t), { email: ` ${email} `, password: email, confirmation: '' })).toEqual({
      password: 'Account.passwordIsEmail',
      confirmation: 'Account.passwordMismatch',
    });
    // A password rule's own message comes first.
    expect(fieldErrorsOf(createPasswordSchema(t), { email: 'a@b.co', password: 'a@b.co', confirmation: 'a@b.co' })).toEqual({
      password: 'Account.passwordTooShort',
    });
  });

  it('signs in and asks for a reset with an e-mail address (and a password to sign in)', () => {
    expect(fieldErrorsOf(signInSchema(t), { email: 'ada@example.com', password: '' })).toEqual({ password: 'Account.passwordRequired' });
    expect(fieldErrorsOf(signInSchema(t), { email: 'ada', password: 'x' })).toEqual({ email: 'Account.emailError' });
    expect(fieldErrorsOf(forgotPasswordSchema(t), { email: '' })).toEqual({ email: 'Account.emailError' });
    expect(safeParse(forgotPasswordSchema(t), { email: ' ada@example.com ' })).toMatchObject({
      success: true,
      output: { email: 'ada@example.com' },
    });
  });
});
