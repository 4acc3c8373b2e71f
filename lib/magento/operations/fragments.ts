/** Fragments shared by several operations; concatenated into each document that spreads them. */

/** What a product card shows: image, name, price and stock (category, search, related, home). */
export const ProductCardFields = /* GraphQL */ `
  fragment ProductCardFields on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    stock_status
    new_from_date
    new_to_date
    rating_summary
    review_count
    small_image {
      url
      label
    }
    price_range {
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
      maximum_price {
        final_price {
          value
          currency
        }
      }
    }
  }
`;

/**
 * The fields of a custom option's values (radio, checkbox and drop-down values are three types, so
 * one fragment cannot serve them): a chosen value's uid goes into `selected_options`; its SKU
 * (`usage-progressive`, `lens-index-167`) tells the lens configurator what the value means.
 */
const OPTION_VALUE_FIELDS = 'uid sku title price price_type sort_order';

/** A product's custom options (a frame's lens choices), as the product page and the wish list read them. */
export const CustomizableOptionsFields = /* GraphQL */ `
  fragment CustomizableOptionsFields on CustomizableProductInterface {
    options {
      uid
      title
      required
      sort_order
      __typename
      ... on CustomizableRadioOption {
        choices: value {
          ${OPTION_VALUE_FIELDS}
        }
      }
      ... on CustomizableCheckboxOption {
        choices: value {
          ${OPTION_VALUE_FIELDS}
        }
      }
      ... on CustomizableDropDownOption {
        choices: value {
          ${OPTION_VALUE_FIELDS}
        }
      }
      ... on CustomizableAreaOption {
        text: value {
          uid
          sku
          price
          price_type
          max_characters
        }
      }
      ... on CustomizableFieldOption {
        text: value {
          uid
          sku
          price
          price_type
          max_characters
        }
      }
    }
  }
`;
