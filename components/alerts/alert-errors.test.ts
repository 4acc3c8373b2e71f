import { MagentoGraphQlError, MagentoNetworkError } from '@/lib/magento/errors';
import { isRefusedInput, subscribeErrorKey } from './alert-errors';

const refused = (message: string, category = 'graphql-input') => new MagentoGraphQlError([{ message, extensions: { category } }]);

describe('subscribeErrorKey', () => {
  it('recognises the backend’s answers', () => {
    expect(subscribeErrorKey(refused('Enter a valid email address.'))).toBe('emailError');
    expect(subscribeErrorKey(refused('Required parameter "email" is missing'))).toBe('emailError');
    expect(subscribeErrorKey(refused('This product is in stock.'))).toBe('inStock');
    expect(subscribeErrorKey(refused('Whatever the translation', 'graphql-no-such-entity'))).toBe('productMissing');
  });

  it('calls anything else a failure', () => {
    expect(subscribeErrorKey(refused('Something else'))).toBe('failed');
    expect(subscribeErrorKey(new MagentoNetworkError('offline', { cause: null, attempts: 5 }))).toBe('failed');
    expect(subscribeErrorKey(new Error('boom'))).toBe('failed');
  });
});

describe('isRefusedInput', () => {
  it('is true only for input errors', () => {
    expect(isRefusedInput(refused('The unsubscribe link is not valid.'))).toBe(true);
    expect(isRefusedInput(refused('Internal server error', 'internal'))).toBe(false);
    expect(isRefusedInput(new Error('boom'))).toBe(false);
  });
});
