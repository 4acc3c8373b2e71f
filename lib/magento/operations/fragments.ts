/** Fragments shared by several operations; concatenated into each document that spreads them. */
import {
  ProductCardFieldsFragmentDoc as ProductCardFields,
  CustomizableOptionsFieldsFragmentDoc as CustomizableOptionsFields,
} from '../generated/fragments';
export { ProductCardFields, CustomizableOptionsFields };
