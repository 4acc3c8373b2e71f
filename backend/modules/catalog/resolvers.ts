import type { RequestContext } from '../../graphql/context';
import { categoryResolvers } from './categories';
import { customAttributeMetadata, preloadMedia, productResolvers } from './product-resolvers';
import { searchProducts, type ProductsArgs, type ProductSearchResult } from './product-search';
import { loadProducts, preloadVariants } from './products';

const SORT_OPTIONS = [
  { value: 'position', label: 'Position' },
  { value: 'name', label: 'Product Name' },
  { value: 'price', label: 'Price' },
];

const searchResultFields = {
  items: (result: ProductSearchResult, _: unknown, context: RequestContext) => {
    const products = loadProducts(context, result.entityIds);
    preloadVariants(context, products);
    preloadMedia(context, result.entityIds);
    return products;
  },
  total_count: (result: ProductSearchResult) => result.total,
  page_info: (result: ProductSearchResult) => ({
    page_size: result.pageSize,
    current_page: result.currentPage,
    total_pages: result.totalPages,
  }),
};

export const catalogResolvers = {
  Query: {
    products: (_: unknown, args: ProductsArgs, context: RequestContext) => searchProducts(args, context),
    customAttributeMetadata: (_: unknown, args: Parameters<typeof customAttributeMetadata>[0], context: RequestContext) =>
      customAttributeMetadata(args, context),
    ...categoryResolvers.Query,
  },
  Products: {
    ...searchResultFields,
    aggregations: (
      result: ProductSearchResult,
      args: { filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null },
    ) => result.aggregations(Boolean(args.filter?.category?.includeDirectChildrenOnly)),
    sort_fields: (result: ProductSearchResult) => ({
      default: result.isSearch ? 'relevance' : 'position',
      options: result.isSearch ? [{ value: 'relevance', label: 'Relevance' }, ...SORT_OPTIONS] : SORT_OPTIONS,
    }),
    suggestions: () => [],
    /** The deprecated layered navigation (LayerFilter): the aggregations in their former shape. */
    filters: (result: ProductSearchResult) =>
      result.aggregations(false).map((aggregation) => ({
        name: aggregation.label,
        request_var: aggregation.attribute_code,
        filter_items_count: aggregation.count,
        filter_items: (aggregation.options ?? []).map((option) => ({
          __typename: 'LayerFilterItem',
          label: option.label,
          value_string: option.value,
          items_count: option.count,
        })),
      })),
  },
  LayerFilterItemInterface: { __resolveType: () => 'LayerFilterItem' },
  CategoryProducts: searchResultFields,
  CategoryInterface: categoryResolvers.CategoryInterface,
  CategoryTree: categoryResolvers.CategoryTree,
  ...productResolvers,
};
