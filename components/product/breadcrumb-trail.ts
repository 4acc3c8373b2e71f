import type { ProductCategory } from '@/lib/magento/product';

export interface Crumb {
  label: string;
  href: string;
}

const depth = (category: ProductCategory) => category.breadcrumbs?.length ?? 0;
const rootOf = (category: ProductCategory) =>
  [...(category.breadcrumbs ?? [])].sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))[0]?.category_uid ?? category.uid;

/**
 * The categories above a product, from the top: the deepest category under the product's first
 * (main) category's branch, e.g. Eyeglasses › Men rather than Frame Shapes › Round.
 */
export function productBreadcrumbs(store: string, categories: readonly ProductCategory[]): Crumb[] {
  if (!categories.length) return [];
  const mainRoot = rootOf(categories[0]);
  const inMainBranch = categories.filter((category) => rootOf(category) === mainRoot);
  const deepest = inMainBranch.reduce((best, category) => (depth(category) > depth(best) ? category : best), inMainBranch[0]);
  const suffix = deepest.url_suffix ?? '';
  const parents = [...(deepest.breadcrumbs ?? [])]
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .filter((crumb) => crumb.category_name && crumb.category_url_path)
    .map((crumb) => ({ label: crumb.category_name!, href: `/${store}/${crumb.category_url_path}${suffix}` }));
  return deepest.name && deepest.url_path ? [...parents, { label: deepest.name, href: `/${store}/${deepest.url_path}${suffix}` }] : parents;
}
