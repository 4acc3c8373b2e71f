/**
 * Operations of the layout shell: the category menu, the footer's CMS links, the store views,
 * search suggestions, CMS pages, and the look-ups of the store switcher.
 */

const MenuCategoryFields = /* GraphQL */ `
  fragment MenuCategoryFields on CategoryTree {
    uid
    name
    url_path
    url_suffix
    include_in_menu
    position
    children_count
  }
`;

/** The store view's root category (Magento's default without filters) and two levels below it. */
export const GetNavigationMenu = /* GraphQL */ `
  query GetNavigationMenu {
    categories {
      items {
        uid
        children {
          ...MenuCategoryFields
          children {
            ...MenuCategoryFields
          }
        }
      }
    }
  }
  ${MenuCategoryFields}
`;

/** Titles of the footer's CMS pages (a page missing in a store view comes back null) and the copyright. */
export const GetFooterLinks = /* GraphQL */ `
  query GetFooterLinks {
    storeConfig {
      store_code
      copyright
    }
    aboutUs: cmsPage(identifier: "about-us") {
      identifier
      url_key
      title
    }
    shippingAndReturns: cmsPage(identifier: "shipping-and-returns") {
      identifier
      url_key
      title
    }
    privacyPolicy: cmsPage(identifier: "privacy-policy") {
      identifier
      url_key
      title
    }
  }
`;

/** The header search's suggestions while the shopper types. */
export const GetSearchSuggestions = /* GraphQL */ `
  query GetSearchSuggestions($query: String!) {
    products(search: $query, pageSize: 5) {
      total_count
      items {
        uid
        name
        url_key
        url_suffix
        small_image {
          url
          label
        }
        price_range {
          minimum_price {
            final_price {
              value
              currency
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
    }
  }
`;

/** A CMS page with what its view and its metadata need. */
export const GetCmsPage = /* GraphQL */ `
  query GetCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content
      content_heading
      meta_title
      meta_description
    }
  }
`;

/** What a storefront path is in its own store view (store switcher, step 1). */
export const StoreSwitchResolveRoute = /* GraphQL */ `
  query StoreSwitchResolveRoute($url: String!) {
    route(url: $url) {
      type
      relative_url
      redirect_code
      ... on ProductInterface {
        sku
      }
      ... on CategoryInterface {
        uid
      }
      ... on CmsPage {
        identifier
      }
    }
  }
`;

/** The same product in the target store view, by SKU. */
export const StoreSwitchProduct = /* GraphQL */ `
  query StoreSwitchProduct($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        uid
        url_key
        url_suffix
      }
    }
  }
`;

/** The same category in the target store view, by uid. */
export const StoreSwitchCategory = /* GraphQL */ `
  query StoreSwitchCategory($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        url_path
        url_suffix
      }
    }
  }
`;

/** The same CMS page in the target store view, when it exists there. */
export const StoreSwitchCmsPage = /* GraphQL */ `
  query StoreSwitchCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
    }
  }
`;
