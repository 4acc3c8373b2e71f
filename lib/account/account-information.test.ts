import { safeParse } from 'valibot';
import { emailChangeSchema, nameSchema, passwordChangeErrors } from './account-information';

const t = (key: string) => `Account.${key}`;
const EMAIL = 'roni_cost@example.com';

describe('account information rules', () => {
  it('needs a first and last name', () => {
    expect(safeParse(nameSchema(t), { firstname: ' Ada ', lastname: 'Lovelace' })).toMatchObject({
      success: true,
      output: { firstname: 'Ada', lastname: 'Lovelace' },
    });
    const parsed = safeParse(nameSchema(t), { firstname: ' ', lastname: '' });
    expect(parsed.success ? [] : parsed.issues.map((issue) => issue.message)).toEqual(['Account.firstnameError', 'Account.lastnameError']);
  });

  it('needs a valid new e-mail and the current password', () => {
    expect(safeParse(emailChangeSchema(t, 'current?'), { email: 'new@example.com', password: 'x' }).success).toBe(true);
    const parsed = safeParse(emailChangeSchema(t, 'current?'), { email: 'not-an-email', password: '' });
    expect(parsed.success ? [] : parsed.issues.map((issue) => issue.message)).toEqual(['Account.emailError', 'current?']);
  });

  it('checks a new password with Magento’s rules, as creating an account does', () => {
    const errors = (newPassword: string, confirmation = newPassword, currentPassword = 'old') =>
      passwordChangeErrors(t, 'current?', { currentPassword, newPassword, confirmation }, EMAIL);
    expect(errors('Secret123!')).toEqual({});
    expect(errors('')).toEqual({ newPassword: 'Account.passwordRequired' });
    expect(errors('Ab1!')).toEqual({ newPassword: 'Account.passwordTooShort' });
    expect(errors('alllowercase')).toEqual({ newPassword: 'Account.passwordClasses' });
    expect(errors('Secret123!', 'Secret123?')).toEqual({ confirmation: 'Account.passwordMismatch' });
    expect(errors('Roni_Cost@Example.com')).toEqual({ newPassword: 'Account.passwordIsEmail' });
    expect(errors('Secret123!', 'Secret123!', '')).toEqual({ currentPassword: 'current?' });
  });
});
