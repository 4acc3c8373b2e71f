'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { MessageField } from '@/components/forms/MessageField';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { createProductReview, getReviewRatings, type ReviewRating } from '@/lib/magento/operations/reviews';
import shared from '@/components/account/Account.module.css';
import styles from './ProductReviews.module.css';

type Field = 'nickname' | 'summary' | 'text';
const FIELDS: Field[] = ['nickname', 'summary', 'text'];
const EMPTY: Record<Field, string> = { nickname: '', summary: '', text: '' };
const fieldId = (field: Field) => `review-${field}`;
const ratingId = (rating: ReviewRating) => `review-rating-${rating.id.replace(/[^A-Za-z0-9]/g, '')}`;

/**
 * "Write a review": nickname, summary, text and one radio group per rating of the store view
 * (Quality, Fit, Value), checked in the browser, then sent with createProductReview. Magento keeps
 * the review pending, so the form gives way to "your review awaits moderation".
 */
export function WriteReviewForm({ store, sku }: { store: string; sku: string }) {
  const t = useTranslations('Reviews');
  const [ratings, setRatings] = useState<ReviewRating[]>([]);
  const [votes, setVotes] = useState<Record<string, string>>({});
  // Errors are keyed by field and by rating id; the focus goes to a rating's first star.
  const {
    values,
    setValues,
    change,
    errors,
    showErrors,
    busy: isSending,
    run,
  } = useForm<Record<string, string>>(EMPTY, {
    fieldIds: [
      ...ratings.map((rating) => [rating.id, `${ratingId(rating)}-1`] as const),
      ...FIELDS.map((field) => [field, fieldId(field)] as const),
    ],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const root = useRef<HTMLDivElement>(null);

  // The store view's ratings are read when the form comes near the screen (it sits below the
  // product's details): a shopper who only looks at the product costs no request, and the page's
  // start does not format the star labels (the first number format of a page loads the locale's
  // ICU data, ~20 ms of main thread; issue 16).
  useEffect(() => {
    let active = true;
    const load = () =>
      getReviewRatings(store).then(
        (found) => active && setRatings(found),
        () => active && setRatings([]),
      );
    const element = root.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [store]);

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    for (const rating of ratings) if (!votes[rating.id]) found[rating.id] = t('ratingError', { name: rating.name });
    for (const field of FIELDS) if (!values[field].trim()) found[field] = t(`${field}Error`);
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = validate();
    showErrors(found);
    if (Object.keys(found).length) return;
    await run(async () => {
      try {
        await createProductReview(store, {
          sku,
          nickname: values.nickname.trim(),
          summary: values.summary.trim(),
          text: values.text.trim(),
          ratings: ratings.map((rating) => ({ id: rating.id, value_id: votes[rating.id] })),
        });
        setSent(true);
        setValues(EMPTY);
        setVotes({});
      } catch (error) {
        const refused = error instanceof MagentoGraphQlError && error.errors[0]?.extensions?.category === 'graphql-authorization';
        setFailure(refused ? t('signInRequired') : t('failed'));
      }
    });
  }

  return (
    <div ref={root} className={shared.form}>
      <h3 className={styles.heading}>{t('writeHeading')}</h3>
      <p role="status" className={sent ? shared.notice : shared.hint}>
        {sent ? t('pending') : null}
      </p>
      {sent ? null : (
        <form noValidate onSubmit={submit} className={shared.form} aria-label={t('writeHeading')}>
          {ratings.map((rating) => (
            <fieldset
              key={rating.id}
              className={styles.rating}
              aria-describedby={errors[rating.id] ? `${ratingId(rating)}-error` : undefined}
            >
              <legend>{rating.name}</legend>
              {rating.values.map((value) => (
                <label key={value.value_id} className={styles.ratingOption}>
                  <input
                    id={`${ratingId(rating)}-${value.value}`}
                    type="radio"
                    name={ratingId(rating)}
                    value={value.value_id}
                    checked={votes[rating.id] === value.value_id}
                    aria-describedby={errors[rating.id] ? `${ratingId(rating)}-error` : undefined}
                    onChange={() => setVotes((current) => ({ ...current, [rating.id]: value.value_id }))}
                  />
                  {t('starOption', { value: Number(value.value) })}
                </label>
              ))}
              {errors[rating.id] ? (
                <p id={`${ratingId(rating)}-error`} className={shared.error}>
                  {errors[rating.id]}
                </p>
              ) : null}
            </fieldset>
          ))}
          <TextField
            id={fieldId('nickname')}
            label={t('nicknameLabel')}
            value={values.nickname}
            error={errors.nickname}
            autoComplete="nickname"
            required
            onChange={change('nickname')}
          />
          <TextField
            id={fieldId('summary')}
            label={t('summaryLabel')}
            value={values.summary}
            error={errors.summary}
            required
            onChange={change('summary')}
          />
          <MessageField id={fieldId('text')} label={t('textLabel')} value={values.text} error={errors.text} onChange={change('text')} />
          <button type="submit" className={shared.primary} disabled={isSending}>
            {t('submit')}
          </button>
          {failure ? (
            <p role="alert" className={shared.error}>
              {failure}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
