import type { Translate } from '@/components/catalog/translate';
import type { FaqCategory, FaqQuestion, FaqSearchResult } from '@/lib/magento/operations/faq';
import { FaqAnswer } from './FaqAnswer';
import { faqPath } from './faq-route';
import styles from './Faq.module.css';

/** The FAQ's home: every topic with its questions. */
export function FaqIndex({ store, categories, t }: { store: string; categories: FaqCategory[]; t: Translate }) {
  return (
    <>
      <p>{t('intro')}</p>
      {categories.map((category) => (
        <section key={category.uid} aria-labelledby={`faq-${category.url_key}`} className={styles.section}>
          <h2 id={`faq-${category.url_key}`}>
            <a href={faqPath(store, category.url_key)}>{category.title}</a>
          </h2>
          {category.description ? <p className={styles.muted}>{category.description}</p> : null}
          <ul className={styles.questionLinks}>
            {category.questions.map((question) => (
              <li key={question.uid}>
                <a href={faqPath(store, category.url_key, question.url_key)}>{question.question}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A topic: its questions with their answers, each question linking to its own page. */
export function FaqCategoryView({ store, category }: { store: string; category: FaqCategory }) {
  return (
    <>
      {category.description ? <p>{category.description}</p> : null}
      {category.questions.map((question) => (
        <section key={question.uid} aria-labelledby={`faq-${question.url_key}`} className={styles.section}>
          <h2 id={`faq-${question.url_key}`}>
            <a href={faqPath(store, category.url_key, question.url_key)}>{question.question}</a>
          </h2>
          <FaqAnswer answer={question.answer} />
        </section>
      ))}
    </>
  );
}

/** One question: its answer, then the other questions of its topic. */
export function FaqQuestionView({
  store,
  category,
  question,
  t,
}: {
  store: string;
  category: FaqCategory;
  question: FaqQuestion;
  t: Translate;
}) {
  const others = category.questions.filter((entry) => entry.uid !== question.uid);
  return (
    <>
      <FaqAnswer answer={question.answer} />
      <section aria-labelledby="faq-more" className={styles.section}>
        <h2 id="faq-more">{t('moreInCategory', { category: category.title })}</h2>
        <ul className={styles.questionLinks}>
          {others.map((entry) => (
            <li key={entry.uid}>
              <a href={faqPath(store, category.url_key, entry.url_key)}>{entry.question}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href={faqPath(store)}>{t('allTopics')}</a>
        </p>
      </section>
    </>
  );
}

/** What a search found: each question with its topic and the start of its answer. */
export function FaqSearchResults({ store, result, t }: { store: string; result: FaqSearchResult; t: Translate }) {
  return (
    <>
      <p role="status">{t('resultCount', { count: result.total_count })}</p>
      {result.items.length === 0 ? (
        <p>{t('noResultsHelp')}</p>
      ) : (
        <ol className={styles.results}>
          {result.items.map((item) => (
            <li key={item.uid}>
              <h2>
                <a href={faqPath(store, item.category.url_key, item.url_key)}>{item.question}</a>
              </h2>
              <p className={styles.muted}>{item.category.title}</p>
              <p>{excerpt(item.answer)}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The first paragraph of an answer, cut at a word near 200 characters. */
export function excerpt(answer: string, length = 200): string {
  const first = answer.split(/\n\s*\n/)[0].trim();
  if (first.length <= length) return first;
  const cut = first.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
