/** Store-wide operations: the store view configuration and the top of the category tree. */

export const GetStoreConfig = /* GraphQL */ `
  query GetStoreConfig {
    storeConfig {
      store_code
      store_name
      locale
      default_display_currency_code
      secure_base_media_url
      grid_per_page
      root_category_uid
    }
  }
`;

/** The root category's children ("Mg==" is the uid of category 2, the default root). */
export const GetTopCategories = /* GraphQL */ `
  query GetTopCategories {
    categories(filters: { parent_category_uid: { eq: "Mg==" } }) {
      items {
        uid
        name
        url_path
        url_suffix
        children {
          uid
          name
          url_path
          url_suffix
        }
      }
    }
  }
`;

/** Every store view of the backend (lib/store-views.ts): codes, names, locales, currencies, media. */
export const GetAvailableStores = /* GraphQL */ `
  query GetAvailableStores {
    availableStores {
      id
      store_code
      store_name
      locale
      base_currency_code
      default_display_currency_code
      secure_base_media_url
      is_default_store
    }
  }
`;

/** The display currencies a store view allows (the Store header says which). */
export const GetStoreCurrency = /* GraphQL */ `
  query GetStoreCurrency {
    currency {
      default_display_currency_code
      available_currency_codes
    }
  }
`;
