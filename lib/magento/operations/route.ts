/** The catalogue route resolver (spec sections 2 and 7: ResolveURL). */
export const ResolveURL = /* GraphQL */ `
  query ResolveURL($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CmsPage {
        identifier
      }
      ... on CategoryInterface {
        uid
      }
      ... on ProductInterface {
        uid
        sku
        url_key
      }
    }
  }
`;
