/** Product page operations: one product by URL key with its variants, and the labels of its select attributes. */
import { CustomizableOptionsFields, ProductCardFields } from './fragments';
import {
  ProductPageImageFieldsFragmentDoc as ProductPageImageFields,
  ProductPageByUrlKeyDocument as ProductPageByUrlKey,
  ProductPageEyewearAttributesDocument as ProductPageEyewearAttributes,
  ProductPageAttributeOptionsDocument as ProductPageAttributeOptions,
} from '../generated/product';
export { ProductPageImageFields, ProductPageByUrlKey, ProductPageEyewearAttributes, ProductPageAttributeOptions };
