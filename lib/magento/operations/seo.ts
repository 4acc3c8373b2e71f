/** Operations of the SEO layer (lib/seo): an entity's URL in each store view, and the sitemap walk. */

/** A product's URL key in the store view of the Store header (empty items: not sold there). */
export const SeoProductUrl = /* GraphQL */ `
  query SeoProductUrl($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        sku
        url_key
        url_suffix
      }
    }
  }
`;

/** A category's URL path in the store view of the Store header (empty items: not active there). */
export const SeoCategoryUrl = /* GraphQL */ `
  query SeoCategoryUrl($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        url_path
        url_suffix
      }
    }
  }
`;

/** A CMS page's URL key in the store view of the Store header (null: no such page there). */
export const SeoCmsPageUrl = /* GraphQL */ `
  query SeoCmsPageUrl($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
    }
  }
`;

/** One level of the category tree: the active children of the given categories, a page at a time. */
export const SeoCategoryLevel = /* GraphQL */ `
  query SeoCategoryLevel($parentUids: [String], $pageSize: Int!, $currentPage: Int!) {
    categories(filters: { parent_category_uid: { in: $parentUids } }, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        total_pages
      }
      items {
        uid
        url_path
        url_suffix
        children_count
      }
    }
  }
`;

/** A page of the products under a category (the root category: the whole catalogue of the store view). */
export const SeoSitemapProducts = /* GraphQL */ `
  query SeoSitemapProducts($categoryUid: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { category_uid: { eq: $categoryUid } }, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items {
        uid
        url_key
        url_suffix
        updated_at
      }
    }
  }
`;
