import { mergeMessages, type Messages } from './locales';

describe('mergeMessages', () => {
  it('takes the more specific file key by key, namespace by namespace', () => {
    const base: Messages = { Cart: { title: 'Basket', empty: 'Your basket is empty' }, Header: { cart: 'Basket' } };
    const override: Messages = { Cart: { title: 'Panier' } };
    expect(mergeMessages(base, override)).toEqual({ Cart: { title: 'Panier', empty: 'Your basket is empty' }, Header: { cart: 'Basket' } });
  });

  it('replaces a precompiled message whole: its array is a message, not a namespace (next.config.mjs)', () => {
    // What the build makes of messages/*.json: plain texts stay strings, messages with arguments
    // become arrays; merging them index by index would splice English into the translation.
    // icu-minify's compile of '{count, plural, one {# item} other {# items}} in your basket', and of the French.
    const english = [['count', 2, { one: [0, ' item'], other: [0, ' items'] }], ' in your basket'];
    const french = [['count', 2, { one: [0, ' article'], other: [0, ' articles'] }]];
    const merged = mergeMessages({ Cart: { count: english } } as unknown as Messages, { Cart: { count: french } } as unknown as Messages);
    expect((merged.Cart as Messages).count).toEqual(french);
  });
});
