/**
 * Magento_ReviewGraphQl: `rating_summary`, `review_count` and `reviews` of every product,
 * `Customer.reviews`, `productReviewRatingsMetadata` and `createProductReview`, with Magento's texts.
 */
import type { RequestContext } from '../../graphql/context';
import { authorizationError, inputError, noSuchEntityError } from '../../graphql/errors';
import { throttleReview } from '../../http/throttle';
import { loadProduct, type ProductRow } from '../catalog/products';
import { fromUid } from '../catalog/uids';
import type { CustomerRow } from '../customer/customers';
import { requireCustomer } from '../customer/access';
import type { Store } from '../store/stores';
import {
  customerReviews,
  insertReview,
  productReviews,
  ratingUid,
  ratingValueUid,
  reviewSummary,
  reviewVotes,
  storeRatings,
  type ReviewRow,
} from './reviews';

/** Store views where only signed-in customers may write reviews (catalog/review/allow_guest = 0). */
const GUEST_REVIEWS_REFUSED = new Set(['de']);

export const reviewStoreConfig = (store: Store) => ({
  product_reviews_enabled: '1',
  allow_guests_to_write_product_reviews: GUEST_REVIEWS_REFUSED.has(store.code) ? '0' : '1',
});

/** AddReviewToProduct::getProductIdBySku (Magento_ReviewGraphQl). */
const productNotFound = (sku: string) => `Could not find a product with SKU "${sku}"`;

interface PageArgs {
  pageSize?: number | null;
  currentPage?: number | null;
}

/** The review fields of ProductInterface, for every product type. */
export const productReviewFields = {
  rating_summary: (p: ProductRow, _: unknown, context: RequestContext) => reviewSummary(context, p.entity_id).percent,
  review_count: (p: ProductRow, _: unknown, context: RequestContext) => reviewSummary(context, p.entity_id).count,
  reviews: (p: ProductRow, args: PageArgs, context: RequestContext) =>
    productReviews(context, p.entity_id, args.pageSize ?? 20, args.currentPage ?? 1),
};

interface CreateProductReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ id: string; value_id: string }>;
}

function createProductReview(context: RequestContext, input: CreateProductReviewInput) {
  const config = reviewStoreConfig(context.store);
  if (config.product_reviews_enabled !== '1') throw authorizationError('Creating product reviews are not currently available.');
  const customer: CustomerRow | null = context.customerId === null ? null : requireCustomer(context);
  if (!customer && config.allow_guests_to_write_product_reviews !== '1') {
    throw authorizationError("Guest customers aren't allowed to add product reviews.");
  }
  throttleReview(context);
  const productId = context.db
    .prepare('SELECT entity_id FROM catalog_product WHERE sku = ?')
    .pluck()
    .get((input.sku ?? '').trim()) as number | undefined;
  const product = productId === undefined ? undefined : loadProduct(context, productId);
  if (!product || product.visibility < 2) throw noSuchEntityError(productNotFound(input.sku ?? ''));
  // Magento\Review\Model\Review::validate() (the storefront's review form runs it; GraphQL saves without it, we refuse empty texts)
  if (!input.summary?.trim()) throw inputError('Please enter a review summary.');
  if (!input.nickname?.trim()) throw inputError('Please enter a nickname.');
  if (!input.text?.trim()) throw inputError('Please enter a review.');
  const ratings = storeRatings(context.db, context.store.store_id);
  const votes = (input.ratings ?? []).map((given) => {
    const rating = ratings.find((r) => ratingUid(r.rating_id) === given.id || String(r.rating_id) === fromUid(given.id));
    const option = rating?.options.find((o) => ratingValueUid(o.option_id) === given.value_id);
    if (!rating || !option) throw inputError("Rating isn't available");
    return { rating_id: rating.rating_id, option_id: option.option_id, value: option.value };
  });
  const reviewId = insertReview(context.db, {
    product_id: product.entity_id,
    store_id: context.store.store_id,
    customer_id: customer?.entity_id ?? null,
    nickname: input.nickname.trim(),
    title: input.summary.trim(),
    detail: input.text.trim(),
    votes,
  });
  return { review: context.db.prepare('SELECT * FROM review WHERE review_id = ?').get(reviewId) };
}

export const reviewResolvers = {
  Query: {
    productReviewRatingsMetadata: (_: unknown, __: unknown, context: RequestContext) => ({
      items: storeRatings(context.db, context.store.store_id).map((r) => ({
        id: ratingUid(r.rating_id),
        name: r.title,
        values: r.options.map((o) => ({ value_id: ratingValueUid(o.option_id), value: String(o.value) })),
      })),
    }),
  },
  Mutation: {
    createProductReview: (_: unknown, args: { input: CreateProductReviewInput }, context: RequestContext) =>
      createProductReview(context, args.input),
  },
  Customer: {
    reviews: (customer: CustomerRow, args: PageArgs, context: RequestContext) =>
      customerReviews(context, customer.entity_id, args.pageSize ?? 20, args.currentPage ?? 1),
  },
  ProductReview: {
    product: (review: ReviewRow, _: unknown, context: RequestContext) => loadProduct(context, review.product_id),
    summary: (review: ReviewRow) => review.title,
    text: (review: ReviewRow) => review.detail,
    average_rating: (review: ReviewRow, _: unknown, context: RequestContext) => {
      const votes = reviewVotes(context, review.review_id);
      return votes.length ? Math.round((votes.reduce((n, v) => n + v.value, 0) / votes.length) * 20 * 100) / 100 : 0;
    },
    ratings_breakdown: (review: ReviewRow, _: unknown, context: RequestContext) =>
      reviewVotes(context, review.review_id).map((v) => ({ name: v.title, value: String(v.value) })),
  },
};
