import { cardIslandTexts, compareLabels, wishlistLabels } from './card-texts';
import { createTestTranslator } from './test-support';

describe('card island texts', () => {
  const t = createTestTranslator('ProductCard');

  it('are one object per translator, so every card of a grid shares them', () => {
    expect(cardIslandTexts(t)).toBe(cardIslandTexts(t));
    expect(cardIslandTexts(createTestTranslator('ProductCard'))).not.toBe(cardIslandTexts(t));
  });

  it('give each product the labels its own messages would, wherever the name stands in them', () => {
    const texts = cardIslandTexts(t);
    for (const name of ['Nordvik Elin Round Acetate Eyeglasses', 'Aviator & Co {gold}', '']) {
      expect(wishlistLabels(texts, name)).toEqual({
        add: t('addToWishlist', { name }),
        remove: t('removeFromWishlist', { name }),
        failed: t('wishlistFailed'),
      });
      expect(compareLabels(texts, name)).toEqual({
        text: t('compare'),
        name: t('compareProduct', { name }),
        added: t('addedToCompare', { name }),
        viewComparison: t('viewComparison'),
        full: t('compareFull', { count: 4 }),
        failed: t('compareFailed'),
      });
    }
    // English puts the name first in one of them, Arabic and Polish in the middle: a message is cut around it.
    expect(t('addedToCompare', { name: 'X' })).toMatch(/^X /);
  });

  it('keep a message that names the product twice, or not at all, right', () => {
    const twice = cardIslandTexts((key, values) =>
      key === 'addToWishlist' ? `${values?.name} — ${values?.name}?` : key === 'removeFromWishlist' ? 'Remove it' : key,
    );
    expect(wishlistLabels(twice, 'Elin')).toMatchObject({ add: 'Elin — Elin?', remove: 'Remove it' });
  });
});
