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
