/**
 * Product reviews (Magento_Review): the store view's ratings, a product's approved reviews and their
 * summary, a customer's reviews, writing a review (pending until approved) and moderating it.
 */
import type { Db } from '../../db/database';
import type { RequestContext } from '../../graphql/context';
import { toUid } from '../catalog/uids';
import { productTags, purgeAfterCommit } from '../page-cache/purge';

/** Magento's review_status ids. */
export const REVIEW_STATUS = { approved: 1, pending: 2, notApproved: 3 } as const;

export interface ReviewRow {
  review_id: number;
  product_id: number;
  store_id: number;
  status_id: number;
  customer_id: number | null;
  nickname: string;
  title: string;
  detail: string;
  created_at: string;
}

export interface RatingMeta {
  rating_id: number;
  title: string;
  options: Array<{ option_id: number; value: number }>;
}

/** The ratings shown in a store view, in their order, with their options (1..5). */
export function storeRatings(db: Db, storeId: number): RatingMeta[] {
  const ratings = db
    .prepare(
      `SELECT r.rating_id, s.title FROM rating r JOIN rating_store s ON s.rating_id = r.rating_id AND s.store_id = ?
        ORDER BY r.position, r.rating_id`,
    )
    .all(storeId) as Array<{ rating_id: number; title: string }>;
  const options = db.prepare('SELECT option_id, rating_id, value FROM rating_option ORDER BY position').all() as Array<{
    option_id: number;
    rating_id: number;
    value: number;
  }>;
  return ratings.map((r) => ({ ...r, options: options.filter((o) => o.rating_id === r.rating_id) }));
}

export const ratingUid = (ratingId: number) => toUid(ratingId);
export const ratingValueUid = (optionId: number) => toUid(optionId);

interface Summary {
  count: number;
  /** Average of the votes in percent (Magento's rating_summary), 0 without reviews. */
  percent: number;
}

const summaries = new WeakMap<RequestContext, Map<number, Summary>>();

/** review_count and rating_summary of a product in the request's store view (approved reviews only). */
export function reviewSummary(context: RequestContext, productId: number): Summary {
  let cache = summaries.get(context);
  if (!cache) summaries.set(context, (cache = new Map()));
  const known = cache.get(productId);
  if (known) return known;
  const row = context.db
    .prepare(
      `SELECT COUNT(DISTINCT r.review_id) AS count, AVG(v.value) AS average
         FROM review r LEFT JOIN rating_option_vote v ON v.review_id = r.review_id
        WHERE r.product_id = ? AND r.store_id = ? AND r.status_id = 1`,
    )
    .get(productId, context.store.store_id) as { count: number; average: number | null };
  const summary = { count: row.count, percent: row.average === null ? 0 : Math.round(row.average * 20 * 100) / 100 };
  cache.set(productId, summary);
  return summary;
}

export interface ReviewPage {
  items: ReviewRow[];
  page_info: { page_size: number; current_page: number; total_pages: number };
}

function page(db: Db, where: string, params: unknown[], pageSize: number, currentPage: number): ReviewPage {
  const size = Math.max(1, pageSize);
  const current = Math.max(1, currentPage);
  const total = db
    .prepare(`SELECT COUNT(*) FROM review WHERE ${where}`)
    .pluck()
    .get(...params) as number;
  const items = db
    .prepare(`SELECT * FROM review WHERE ${where} ORDER BY created_at DESC, review_id DESC LIMIT ? OFFSET ?`)
    .all(...params, size, (current - 1) * size) as ReviewRow[];
  return { items, page_info: { page_size: size, current_page: current, total_pages: Math.ceil(total / size) } };
}

/** A product's approved reviews in the store view, newest first. */
export const productReviews = (context: RequestContext, productId: number, pageSize: number, currentPage: number) =>
  page(context.db, 'product_id = ? AND store_id = ? AND status_id = 1', [productId, context.store.store_id], pageSize, currentPage);

/** Every review a customer wrote in the store view, whatever its status, newest first. */
export const customerReviews = (context: RequestContext, customerId: number, pageSize: number, currentPage: number) =>
  page(context.db, 'customer_id = ? AND store_id = ?', [customerId, context.store.store_id], pageSize, currentPage);

export interface ReviewVote {
  title: string;
  value: number;
}

export function reviewVotes(context: RequestContext, reviewId: number): ReviewVote[] {
  return context.db
    .prepare(
      `SELECT COALESCE(s.title, r.rating_code) AS title, v.value FROM rating_option_vote v JOIN rating r ON r.rating_id = v.rating_id
         LEFT JOIN rating_store s ON s.rating_id = r.rating_id AND s.store_id = ? WHERE v.review_id = ? ORDER BY r.position`,
    )
    .all(context.store.store_id, reviewId) as ReviewVote[];
}

export interface NewReview {
  product_id: number;
  store_id: number;
  customer_id: number | null;
  nickname: string;
  title: string;
  detail: string;
  votes: Array<{ rating_id: number; option_id: number; value: number }>;
}

/** Saves a review as pending with its votes; returns its id. */
export function insertReview(db: Db, review: NewReview): number {
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO review (product_id, store_id, status_id, customer_id, nickname, title, detail, created_at)
         VALUES (?, ?, 2, ?, ?, ?, ?, datetime('now'))`,
      )
      .run(review.product_id, review.store_id, review.customer_id, review.nickname, review.title, review.detail);
    const vote = db.prepare('INSERT INTO rating_option_vote (review_id, rating_id, option_id, value) VALUES (?, ?, ?, ?)');
    for (const v of review.votes) vote.run(lastInsertRowid, v.rating_id, v.option_id, v.value);
    return Number(lastInsertRowid);
  })();
}

/**
 * Moderation: sets a review's status; false when there is no such review. When that shows or hides
 * it (approved before or after), the product's pages are purged (cat_p_{id}), as Magento's review
 * save cleans its product's cache tag, so the product page's rating follows within seconds.
 */
export function setReviewStatus(db: Db, reviewId: number, status: number): boolean {
  return db.transaction(() => {
    const review = db.prepare('SELECT product_id, status_id FROM review WHERE review_id = ?').get(reviewId) as
      | Pick<ReviewRow, 'product_id' | 'status_id'>
      | undefined;
    if (!review) return false;
    db.prepare('UPDATE review SET status_id = ? WHERE review_id = ?').run(status, reviewId);
    const shownBefore = review.status_id === REVIEW_STATUS.approved;
    const shownAfter = status === REVIEW_STATUS.approved;
    if (shownBefore !== shownAfter) purgeAfterCommit(db, productTags([review.product_id]));
    return true;
  })();
}

export interface ReviewListing extends ReviewRow {
  sku: string;
  store_code: string;
}

/** Reviews for the moderation command: pending ones by default, or all. */
export function listReviews(db: Db, all: boolean): ReviewListing[] {
  return db
    .prepare(
      `SELECT r.*, p.sku, s.code AS store_code FROM review r JOIN catalog_product p ON p.entity_id = r.product_id
         JOIN store s ON s.store_id = r.store_id ${all ? '' : 'WHERE r.status_id = 2'} ORDER BY r.review_id`,
    )
    .all() as ReviewListing[];
}
