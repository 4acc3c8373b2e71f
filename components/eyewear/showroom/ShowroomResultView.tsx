import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import { fromSavedAnswers, type FinderCatalog } from '@/lib/eyewear/finder';
import type { TryOnFrame } from '@/lib/eyewear/try-on-frames';
import { formatMoney } from '@/lib/i18n/format';
import type { ShowroomProduct } from '@/lib/magento/showroom';
import type { ShowroomResult } from '@/lib/magento/operations/showroom';
import type { StoreCode } from '@/lib/store-views';
import { faceShapeKey, styleKey, usageKey } from './labels';
import { ShareLink } from './ShareLink';
import { TryOn } from './TryOn';
import styles from './Showroom.module.css';

export interface ShowroomResultViewProps {
  store: StoreCode;
  /** BCP 47 locale of the store view. */
  locale: string;
  result: ShowroomResult;
  /** The store view's finder options (for the names of colours and genders); null when unavailable. */
  catalog: FinderCatalog | null;
  products: ShowroomProduct[];
  frames: TryOnFrame[];
}

/** A saved showroom result: the answers, the frames chosen (product cards), the try-on with them and the link to share. */
export async function ShowroomResultView({ store, locale, result, catalog, products, frames }: ShowroomResultViewProps) {
  const t = await getTranslations({ locale, namespace: 'Showroom' });
  const answers = fromSavedAnswers(result);
  const labelOf = (options: ReadonlyArray<{ value: string; label: string }> | undefined, value: string) =>
    options?.find((option) => option.value === value)?.label ?? value;
  const list = (values: string[], options: ReadonlyArray<{ value: string; label: string }> | undefined) =>
    values.length ? values.map((value) => labelOf(options, value)).join(', ') : t('anyAnswer');
  const budget = result.budget_max;
  const rows = [
    { term: t('answerFaceShape'), value: answers.faceShape ? t(faceShapeKey(answers.faceShape)) : t('anyAnswer') },
    { term: t('answerStyle'), value: answers.style ? t(styleKey(answers.style)) : t('anyAnswer') },
    { term: t('answerGenders'), value: list(answers.genders, catalog?.genders) },
    { term: t('answerColors'), value: list(answers.colors, catalog?.colors) },
    {
      term: t('answerBudget'),
      value:
        budget?.value && budget.currency ? t('budgetUpTo', { price: formatMoney(budget.value, budget.currency, locale) }) : t('budgetAny'),
    },
    {
      term: t('answerUsage'),
      value: answers.polarizedOnly ? t('usagePolarized', { usage: t(usageKey(answers.usage)) }) : t(usageKey(answers.usage)),
    },
  ];

  return (
    <div className={styles.result}>
      <div className={styles.intro}>
        <h1>{t('resultTitle')}</h1>
        <p>{t('resultIntro')}</p>
      </div>

      <section aria-labelledby="showroom-answers" className={styles.section}>
        <h2 id="showroom-answers">{t('answersHeading')}</h2>
        <dl className={styles.answers}>
          {rows.map((row) => (
            <div key={row.term} className={styles.answerRow}>
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="showroom-share" className={styles.section}>
        <h2 id="showroom-share">{t('shareHeading')}</h2>
        <ShareLink path={`/${store}/room/${encodeURIComponent(result.id)}`} />
      </section>

      <section aria-labelledby="showroom-frames" className={styles.section}>
        <h2 id="showroom-frames">{t('framesHeading')}</h2>
        {products.length ? <ProductGrid products={products} store={store} headingLevel={3} priorityCount={2} /> : <p>{t('noProducts')}</p>}
      </section>

      {frames.length ? (
        <section aria-labelledby="showroom-try-on" className={styles.section}>
          <h2 id="showroom-try-on">{t('tryOnResultHeading')}</h2>
          <TryOn frames={frames} />
        </section>
      ) : null}

      <div className={styles.actions}>
        <a className={styles.button} href={`/${store}/room`}>
          {t('startAgain')}
        </a>
      </div>
    </div>
  );
}
