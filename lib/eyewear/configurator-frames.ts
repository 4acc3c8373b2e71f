/**
 * The frames the configurator's frame list offers (`/{store}/customize`): the first page of each
 * frame category, as the category pages list them. Server only (it reads the catalogue).
 */
import { emptyListingState } from '@/lib/catalog/listing-params';
import { getCategory, getListing, type ListingCategoryData } from '@/lib/magento/listing';
import type { ProductCardData } from '@/lib/magento/types';
import { serverSettings } from '@/lib/env/server';

/** The seeded catalogue's Eyeglasses (id 3) and Sunglasses (id 7), as Magento category uids. */
export const DEFAULT_FRAME_CATEGORY_UIDS = ['Mw==', 'Nw=='];

/** How many frames of each category the list shows (the category page has the rest). */
export const FRAMES_PER_CATEGORY = 12;

/**
 * The categories of frames with lenses to choose: `CUSTOMIZE_CATEGORY_UIDS` (comma-separated
 * Magento category uids) for another catalogue, else eyeglasses and sunglasses.
 */
export function frameCategoryUids(uids: string[] = serverSettings().CUSTOMIZE_CATEGORY_UIDS): string[] {
  return uids.length ? uids : DEFAULT_FRAME_CATEGORY_UIDS;
}

export interface FrameCategory {
  category: ListingCategoryData;
  products: ProductCardData[];
  total: number;
}

/** Each frame category of the store view with its first frames; categories it does not have are left out. */
export async function getFrameCategories(store: string): Promise<FrameCategory[]> {
  const sections = await Promise.all(
    frameCategoryUids().map(async (uid) => {
      const [category, listing] = await Promise.all([
        getCategory(store, uid),
        getListing(store, { categoryUid: uid, state: emptyListingState('category'), pageSize: FRAMES_PER_CATEGORY }),
      ]);
      return category && listing.items.length ? { category, products: listing.items, total: listing.total } : null;
    }),
  );
  return sections.filter((section): section is FrameCategory => section !== null);
}
