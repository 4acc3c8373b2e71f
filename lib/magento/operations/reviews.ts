/** Product reviews (Magento_ReviewGraphQl): the store view's ratings and writing a review from the browser. */
import { getMagentoClient } from '../client';

export const ProductReviewRatings = /* GraphQL */ `
  query ProductReviewRatings {
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value_id
          value
        }
      }
    }
  }
`;

export const CreateProductReview = /* GraphQL */ `
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        nickname
        summary
      }
    }
  }
`;

export interface ReviewRating {
  id: string;
  name: string;
  values: { value_id: string; value: string }[];
}

export interface CreateProductReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: { id: string; value_id: string }[];
}

/** The ratings a review gives in the store view (Quality, Fit, Value in its language), each with values 1 to 5. */
export async function getReviewRatings(store: string): Promise<ReviewRating[]> {
  const { data } = await getMagentoClient().query<{ productReviewRatingsMetadata: { items: (ReviewRating | null)[] | null } | null }>(
    ProductReviewRatings,
    {},
    { headers: { store } },
  );
  return (data.productReviewRatingsMetadata?.items ?? []).filter((item): item is ReviewRating => item !== null);
}

/** Sends a review; Magento keeps it pending until a moderator approves it. Throws Magento's errors. */
export async function createProductReview(store: string, input: CreateProductReviewInput): Promise<void> {
  await getMagentoClient().mutate<{ createProductReview: { review: { nickname: string } } }>(
    CreateProductReview,
    { input },
    { headers: { store } },
  );
}
