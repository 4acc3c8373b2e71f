import { MagentoGraphQlError } from '@/lib/magento/errors';
import { isRecoveryLink, recoveryErrorKey } from './recovery-errors';

const refused = (message: string, category = 'graphql-input') => new MagentoGraphQlError([{ message, extensions: { category } }]);

describe('recoveryErrorKey', () => {
  it('says plainly why a link cannot be used', () => {
    expect(recoveryErrorKey(refused('The cart recovery link is not valid.'))).toBe('invalid');
    expect(recoveryErrorKey(refused('The cart recovery link has already been used.'))).toBe('used');
    expect(recoveryErrorKey(refused('The cart recovery link has expired.'))).toBe('expired');
    expect(recoveryErrorKey(refused('The cart is no longer available.'))).toBe('unavailable');
    expect(recoveryErrorKey(refused('Sign in to restore this cart.', 'graphql-authorization'))).toBe('signIn');
    expect(recoveryErrorKey(refused("The current customer isn't authorized.", 'graphql-authorization'))).toBe('signIn');
    expect(recoveryErrorKey(refused('Variable "$input" got invalid value', 'graphql'))).toBe('failed');
    expect(recoveryErrorKey(new Error('offline'))).toBe('failed');
  });
});

describe('isRecoveryLink', () => {
  it('accepts a cart number and a token of ours only', () => {
    expect(isRecoveryLink('15', 'EPW7zcsRE6rCf-OaD8yKkSJytHId7YSK--N0Y3V-8Hw')).toBe(true);
    expect(isRecoveryLink('abc', 'EPW7zcsRE6rCf-OaD8yKkSJytHId7YSK--N0Y3V-8Hw')).toBe(false);
    expect(isRecoveryLink('15', 'short')).toBe(false);
    expect(isRecoveryLink('15', '<script>alert(1)</script>xxxxxxxx')).toBe(false);
  });
});
