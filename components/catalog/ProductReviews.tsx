import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import type { ProductReview } from '@/lib/magento/product';
import { ReviewStars, ratingOutOfFive } from './ReviewStars';
import { WriteReviewForm } from '@/components/product/ProductIslands';
import styles from './ProductReviews.module.css';
// The review form is a deferred island: its code, and with it its style sheets, come after the
// page's, but the server renders its markup. Importing the sheets here makes them part of the page's
// own CSS, so the form is styled from the first paint rather than when its code arrives (issue 16).
import '@/components/forms/Field.module.css';
import '@/components/account/Account.module.css';

/** Reviews shown at once; the rest of the first page opens under "Show more reviews" (no script needed). */
const SHOWN_AT_ONCE = 3;

interface ReviewedProduct {
  sku: string | null;
  rating_summary: number;
  review_count: number;
  reviews: readonly ProductReview[];
}

/** A review's date ("2026-07-25 10:00:00", UTC) in the store view's language. */
const reviewDate = (createdAt: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${createdAt.replace(' ', 'T')}Z`));

/** Stars and the number of reviews beside the product's name, linking to its reviews; nothing without reviews. */
export async function ProductRatingSummary({ product, locale }: { product: ReviewedProduct; locale: string }) {
  if (product.review_count === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  return (
    <p className={styles.summary}>
      <ReviewStars percent={product.rating_summary} label={t('average', { rating: ratingOutOfFive(product.rating_summary, locale) })} />
      <a href="#reviews" className={styles.summaryLink}>
        {t('count', { count: product.review_count })}
      </a>
    </p>
  );
}

function ReviewItem({ review, locale, t }: { review: ProductReview; locale: string; t: Awaited<ReturnType<typeof getTranslations>> }) {
  return (
    <li className={styles.review}>
      <h3 className={styles.reviewTitle}>{review.summary}</h3>
      <ReviewStars percent={review.average_rating} label={t('average', { rating: ratingOutOfFive(review.average_rating, locale) })} />
      <p className={styles.byline}>{t('byline', { nickname: review.nickname, date: reviewDate(review.created_at, locale) })}</p>
      {review.ratings_breakdown.length ? (
        <ul className={styles.ratings}>
          {review.ratings_breakdown.map((rating) => (
            <li key={rating.name}>{t('ratingValue', { name: rating.name, value: rating.value })}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.text}>{review.text}</p>
    </li>
  );
}

/**
 * The product's reviews (Magento_Review): the average and count, the newest approved reviews (the
 * first few at once, the others under "Show more reviews"), and the form to write one.
 */
export async function ProductReviews({ store, product, locale }: { store: string; product: ReviewedProduct; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'Reviews' });
  const first = product.reviews.slice(0, SHOWN_AT_ONCE);
  const rest = product.reviews.slice(SHOWN_AT_ONCE);
  return (
    <section id="reviews" aria-labelledby="product-reviews" className={styles.section}>
      <h2 id="product-reviews" className={styles.heading}>
        {t('heading')}
      </h2>
      {product.review_count > 0 ? (
        <p className={styles.summary}>
          <ReviewStars percent={product.rating_summary} label={t('average', { rating: ratingOutOfFive(product.rating_summary, locale) })} />
          <span>{t('count', { count: product.review_count })}</span>
        </p>
      ) : (
        <p>{t('none')}</p>
      )}
      {first.length ? (
        <ul className={styles.list}>
          {first.map((review, i) => (
            <ReviewItem key={i} review={review} locale={locale} t={t} />
          ))}
        </ul>
      ) : null}
      {rest.length ? (
        <details className={styles.more}>
          <summary>{t('showMore')}</summary>
          <ul className={styles.list}>
            {rest.map((review, i) => (
              <ReviewItem key={i} review={review} locale={locale} t={t} />
            ))}
          </ul>
        </details>
      ) : null}
      {product.sku ? (
        <ClientMessages namespaces={['Reviews']}>
          <WriteReviewForm store={store} sku={product.sku} />
        </ClientMessages>
      ) : null}
    </section>
  );
}
