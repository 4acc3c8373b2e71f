import type { CompareToggleLabels } from '@/components/compare/CompareToggle';
import type { WishlistHeartLabels } from '@/components/wishlist/WishlistHeart';
import { MAX_COMPARED_PRODUCTS } from '@/lib/compare/compare-table';
import type { Translate } from './translate';

/** A message around a product's name, cut where the name goes: `parts.join(name)` is the message. */
export type NamedText = readonly string[];

/** The wish list heart's and "Compare"'s texts for every product of a listing, names left out. */
export interface CardIslandTexts {
  wishlist: { add: NamedText; remove: NamedText; failed: string };
  compare: { text: string; name: NamedText; added: NamedText; viewComparison: string; full: string; failed: string };
}

/** Stands for the name while a message is cut (a private-use character: never in a name or a message). */
const NAME = '\uE000';

const made = new WeakMap<Translate, CardIslandTexts>();

/**
 * The texts of a listing's card islands, one object per translator. Every card of a grid passes
 * this same object to its islands, so the page's RSC payload writes it once and refers to it
 * after (issue 16); each card adds only its product's name.
 */
export function cardIslandTexts(t: Translate): CardIslandTexts {
  let texts = made.get(t);
  if (!texts) {
    const named = (key: string): NamedText => t(key, { name: NAME }).split(NAME);
    texts = {
      wishlist: { add: named('addToWishlist'), remove: named('removeFromWishlist'), failed: t('wishlistFailed') },
      compare: {
        text: t('compare'),
        name: named('compareProduct'),
        added: named('addedToCompare'),
        viewComparison: t('viewComparison'),
        full: t('compareFull', { count: MAX_COMPARED_PRODUCTS }),
        failed: t('compareFailed'),
      },
    };
    made.set(t, texts);
  }
  return texts;
}

export function wishlistLabels({ wishlist }: CardIslandTexts, name: string): WishlistHeartLabels {
  return { add: wishlist.add.join(name), remove: wishlist.remove.join(name), failed: wishlist.failed };
}

export function compareLabels({ compare }: CardIslandTexts, name: string): CompareToggleLabels {
  return { ...compare, name: compare.name.join(name), added: compare.added.join(name) };
}
