/** Catalogue listing operations: a category with its breadcrumbs, a page of products with filters, home features. */
import { ProductCardFields } from './fragments';

/** One category as its page shows it (`image`, `meta_*` are category EAV attributes Magento exposes). */
export const ListingCategory = /* GraphQL */ `
  query ListingCategory($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        description
        url_path
        url_suffix
        meta_title
        meta_description
        image
        product_count
        breadcrumbs {
          category_uid
          category_name
          category_level
          category_url_path
        }
        children {
          uid
          name
          url_path
          url_suffix
          product_count
          position
          include_in_menu
        }
      }
    }
  }
`;

/**
 * A page of products: a category page (`filter.category_uid`) or a search (`search`). Layered
 * navigation comes from `aggregations`; on a category page only its direct children are listed.
 */
export const ListingProducts = /* GraphQL */ `
  query ListingProducts(
    $search: String
    $filter: ProductAttributeFilterInput!
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
    $directChildrenOnly: Boolean = true
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...ProductCardFields
      }
      aggregations(filter: { category: { includeDirectChildrenOnly: $directChildrenOnly } }) {
        attribute_code
        label
        count
        position
        options {
          label
          value
          count
        }
      }
      sort_fields {
        default
        options {
          label
          value
        }
      }
    }
  }
  ${ProductCardFields}
`;

/**
 * Products of the store view's root category, in the merchant's order, for the home page's new
 * arrivals: the caller keeps those marked new (Magento's "Set Product as New From" date) and puts
 * the newest first. Stock Magento cannot sort on `new_from_date`, so this query does not.
 */
export const FeaturedNewProducts = /* GraphQL */ `
  query FeaturedNewProducts($rootUid: String!, $pageSize: Int!) {
    products(filter: { category_uid: { eq: $rootUid } }, pageSize: $pageSize) {
      items {
        ...ProductCardFields
      }
    }
  }
  ${ProductCardFields}
`;

/** The top categories under the store's root, with their images, for the home page's tiles. */
export const HomeCategories = /* GraphQL */ `
  query HomeCategories($rootUid: String!) {
    categories(filters: { parent_category_uid: { eq: $rootUid } }) {
      items {
        uid
        name
        url_path
        url_suffix
        image
        product_count
        position
        include_in_menu
      }
    }
  }
`;

/**
 * Names of selected filter values that the aggregations no longer list (a filtered listing with no
 * products has empty groups): attribute option labels and category names, in the store's language.
 */
export const ListingFilterLabels = /* GraphQL */ `
  query ListingFilterLabels(
    $attributes: [AttributeInput!]!
    $categoryUids: [String]
    $withAttributes: Boolean!
    $withCategories: Boolean!
  ) {
    customAttributeMetadata(attributes: $attributes) @include(if: $withAttributes) {
      items {
        attribute_code
        attribute_options {
          label
          value
        }
      }
    }
    categories(filters: { category_uid: { in: $categoryUids } }) @include(if: $withCategories) {
      items {
        uid
        name
      }
    }
  }
`;
