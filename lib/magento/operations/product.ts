/** Product page operations: one product by URL key with its variants, and the labels of its select attributes. */
import { CustomizableOptionsFields, ProductCardFields } from './fragments';

/** A picture of the product or of one variant. */
export const ProductPageImageFields = /* GraphQL */ `
  fragment ProductPageImageFields on MediaGalleryInterface {
    url
    label
    position
    disabled
  }
`;

/** Regular and final price with the discount, as the page shows them. */
export const ProductPagePriceFields = /* GraphQL */ `
  fragment ProductPagePriceFields on PriceRange {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
      discount {
        amount_off
        percent_off
      }
    }
  }
`;

/**
 * Everything the product page shows that Magento Open Source has. The eyewear attributes come apart
 * (ProductPageEyewearAttributes), so a backend without them still serves the page.
 */
export const ProductPageByUrlKey = /* GraphQL */ `
  query ProductPageByUrlKey($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        __typename
        uid
        sku
        name
        url_key
        url_suffix
        meta_title
        meta_keyword
        meta_description
        description {
          html
        }
        short_description {
          html
        }
        stock_status
        only_x_left_in_stock
        rating_summary
        review_count
        reviews(pageSize: 10) {
          items {
            nickname
            summary
            text
            created_at
            average_rating
            ratings_breakdown {
              name
              value
            }
          }
        }
        ... on PhysicalProductInterface {
          weight
        }
        small_image {
          url
          label
        }
        media_gallery {
          ...ProductPageImageFields
        }
        price_range {
          ...ProductPagePriceFields
          maximum_price {
            final_price {
              value
              currency
            }
          }
        }
        categories {
          uid
          name
          url_path
          url_suffix
          breadcrumbs {
            category_uid
            category_name
            category_url_path
            category_level
          }
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            position
            values {
              uid
              label
              swatch_data {
                value
              }
            }
          }
          variants {
            attributes {
              code
              uid
              label
              value_index
            }
            product {
              uid
              sku
              stock_status
              only_x_left_in_stock
              price_range {
                ...ProductPagePriceFields
              }
              media_gallery {
                ...ProductPageImageFields
              }
            }
          }
        }
        ...CustomizableOptionsFields
        related_products {
          ...ProductCardFields
        }
      }
    }
  }
  ${ProductPageImageFields}
  ${ProductPagePriceFields}
  ${ProductCardFields}
  ${CustomizableOptionsFields}
`;

/**
 * The eyewear attributes of a product and its variants (an optional feature: attributes of this
 * shop's catalogue). Select attributes (brand, frame_shape, frame_material, gender) hold option
 * ids; their labels come from ProductPageAttributeOptions.
 */
export const ProductPageEyewearAttributes = /* GraphQL */ `
  query ProductPageEyewearAttributes($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        uid
        url_key
        brand
        frame_shape
        frame_material
        gender
        lens_width
        bridge_width
        temple_length
        polarized
        ... on ConfigurableProduct {
          variants {
            product {
              uid
              lens_width
              bridge_width
              temple_length
            }
          }
        }
      }
    }
  }
`;

/** Option labels of the product page's select attributes, in the store view's language. */
export const ProductPageAttributeOptions = /* GraphQL */ `
  query ProductPageAttributeOptions {
    customAttributeMetadata(
      attributes: [
        { attribute_code: "brand", entity_type: "4" }
        { attribute_code: "frame_shape", entity_type: "4" }
        { attribute_code: "frame_material", entity_type: "4" }
        { attribute_code: "gender", entity_type: "4" }
      ]
    ) {
      items {
        attribute_code
        attribute_options {
          value
          label
        }
      }
    }
  }
`;
