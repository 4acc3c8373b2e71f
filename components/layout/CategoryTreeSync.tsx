'use client';

import { useEffect } from 'react';
import type { MenuCategory } from '@/lib/magento/navigation';
import { useCatalogStore, type CategoryInput } from '@/lib/state/catalog-store';

function toCategoryInput(category: MenuCategory): CategoryInput {
  return {
    uid: category.uid,
    name: category.name,
    url_path: category.url_path,
    children_count: category.children.length,
    position: category.position,
    children: category.children.map(toCategoryInput),
  };
}

/**
 * Hands the server-rendered menu to the client's catalog state (spec sections 3 and 4:
 * categories keyed by uid, merged once only), so client code can name and link a category by
 * its uid without asking the backend again. Renders nothing.
 */
export function CategoryTreeSync({ categories }: { categories: MenuCategory[] }) {
  useEffect(() => {
    const merge = useCatalogStore.getState().mergeCategory;
    for (const category of categories) merge(toCategoryInput(category));
  }, [categories]);
  return null;
}
