import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/catalog/Breadcrumbs';
import type { Translate } from '@/components/catalog/translate';
import type { FaqCategory } from '@/lib/magento/operations/faq';
import { faqPath } from './faq-route';
import { FaqSearchForm } from './FaqSearchForm';
import styles from './Faq.module.css';

export interface FaqLayoutProps {
  store: string;
  title: string;
  /** From the FAQ's home (not included) to the current page. */
  trail: BreadcrumbItem[];
  categories: FaqCategory[];
  /** The category shown, marked in the topics. */
  currentCategory?: string;
  query?: string;
  /** Translators of the `Faq` and `Breadcrumbs` namespaces. */
  t: Translate;
  tBreadcrumbs: Translate;
  children: ReactNode;
}

/** Every FAQ page: the trail, the title, the page's content beside the search and the topics, and the way to contact us. */
export function FaqLayout({ store, title, trail, categories, currentCategory, query, t, tBreadcrumbs, children }: FaqLayoutProps) {
  const home = { label: tBreadcrumbs('home'), href: `/${store}` };
  const faq = trail.length ? { label: t('shortTitle'), href: faqPath(store) } : { label: t('shortTitle') };
  return (
    <>
      <Breadcrumbs t={tBreadcrumbs} items={[home, faq, ...trail]} />
      <div className={styles.layout}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.content}>{children}</div>
        <aside className={styles.aside}>
          <FaqSearchForm store={store} query={query} labels={{ label: t('searchLabel'), button: t('searchButton') }} />
          <nav aria-labelledby="faq-topics">
            <h2 id="faq-topics" className={styles.asideHeading}>
              {t('topics')}
            </h2>
            <ul className={styles.topics}>
              {categories.map((category) => (
                <li key={category.uid}>
                  <a href={faqPath(store, category.url_key)} aria-current={category.url_key === currentCategory ? 'page' : undefined}>
                    {category.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <p className={styles.contact}>
          {t('notAnswered')} <a href={`/${store}/contact`}>{t('contactUs')}</a>
        </p>
      </div>
    </>
  );
}
