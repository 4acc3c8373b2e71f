/** Catalogue listing operations: a category with its breadcrumbs, a page of products with filters, home features. */
import { ProductCardFields } from './fragments';
import {
  ListingCategoryDocument as ListingCategory,
  ListingProductsDocument as ListingProducts,
  FeaturedNewProductsDocument as FeaturedNewProducts,
  HomeCategoriesDocument as HomeCategories,
  ListingFilterLabelsDocument as ListingFilterLabels,
} from '../generated/listing';
export { ListingCategory, ListingProducts, FeaturedNewProducts, HomeCategories, ListingFilterLabels };
