'use client';

import { CompareToggle, type CompareToggleProps } from '@/components/compare/CompareToggle';
import { WishlistHeart, type WishlistHeartProps } from '@/components/wishlist/WishlistHeart';
import { compareLabels, wishlistLabels, type CardIslandTexts } from './card-texts';

/** What a card gives its islands instead of their labels: the product's name and the listing's shared texts. */
export interface NamedIslandProps {
  name: string;
  texts: CardIslandTexts;
}

/** A card's wish list heart, its labels made here from the name (components/catalog/card-texts.ts). */
export function NamedWishlistHeart({ name, texts, ...props }: Omit<WishlistHeartProps, 'labels'> & NamedIslandProps) {
  return <WishlistHeart {...props} labels={wishlistLabels(texts, name)} />;
}

/** A card's "Compare", its labels made here from the name. */
export function NamedCompareToggle({ name, texts, ...props }: Omit<CompareToggleProps, 'labels'> & NamedIslandProps) {
  return <CompareToggle {...props} labels={compareLabels(texts, name)} />;
}
