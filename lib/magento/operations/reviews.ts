/** Product reviews (Magento_ReviewGraphQl): the store view's ratings and writing a review from the browser. */
import { getMagentoClient } from '../client';
import {
  ProductReviewRatingsDocument as ProductReviewRatings,
  CreateProductReviewDocument as CreateProductReview,
} from '../generated/reviews';
import type { CreateProductReviewInput, ProductReviewRatingsQuery } from '../generated/graphql';
export { ProductReviewRatings, CreateProductReview };

/** A rating a review gives in the store view, with its values (ProductReviewRatings). */
export type ReviewRating = ProductReviewRatingsQuery['productReviewRatingsMetadata']['items'][number];

export type { CreateProductReviewInput };

/** The ratings a review gives in the store view (Quality, Fit, Value in its language), each with values 1 to 5. */
export async function getReviewRatings(store: string): Promise<ReviewRating[]> {
  const { data } = await getMagentoClient().query(ProductReviewRatings, {}, { headers: { store } });
  return (data.productReviewRatingsMetadata?.items ?? []).filter((item): item is ReviewRating => item !== null);
}

/** Sends a review; Magento keeps it pending until a moderator approves it. Throws Magento's errors. */
export async function createProductReview(store: string, input: CreateProductReviewInput): Promise<void> {
  await getMagentoClient().mutate(CreateProductReview, { input }, { headers: { store } });
}
