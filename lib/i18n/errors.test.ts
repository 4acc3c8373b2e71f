/** @jest-environment node */
import { onTranslationError, translationFallback } from './errors';

// next-intl is ESM-only and Jest here runs CommonJS: its error codes, as the library defines them.
jest.mock('next-intl', () => ({
  IntlErrorCode: { MISSING_MESSAGE: 'MISSING_MESSAGE', FORMATTING_ERROR: 'FORMATTING_ERROR', ENVIRONMENT_FALLBACK: 'ENVIRONMENT_FALLBACK' },
}));

const intlError = (code: string) => Object.assign(new Error(code), { code }) as unknown as Parameters<typeof onTranslationError>[0];

describe('translation errors (section 8), on the server and in the browser', () => {
  it('ignores a missing message and shows its key', () => {
    expect(() => onTranslationError(intlError('MISSING_MESSAGE'))).not.toThrow();
    expect(translationFallback({ namespace: 'Cart', key: 'title' })).toBe('Cart.title');
    expect(translationFallback({ key: 'title' })).toBe('title');
  });

  it('ignores the note that no time zone is configured (not a translation error)', () => {
    expect(() => onTranslationError(intlError('ENVIRONMENT_FALLBACK'))).not.toThrow();
  });

  it('throws any other error', () => {
    expect(() => onTranslationError(intlError('FORMATTING_ERROR'))).toThrow('FORMATTING_ERROR');
    expect(() => onTranslationError(intlError('INVALID_MESSAGE'))).toThrow();
  });
});
