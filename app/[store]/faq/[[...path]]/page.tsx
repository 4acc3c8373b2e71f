import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { BreadcrumbItem } from '@/components/catalog/Breadcrumbs';
import { getCatalogTranslator } from '@/components/catalog/translate';
import { faqPageJsonLd } from '@/components/faq/faq-json-ld';
import { faqPath, faqRoute } from '@/components/faq/faq-route';
import { FaqLayout } from '@/components/faq/FaqLayout';
import { FaqCategoryView, FaqIndex, FaqQuestionView, FaqSearchResults } from '@/components/faq/FaqViews';
import { JsonLd } from '@/components/seo/JsonLd';
import { isFeatureEnabled } from '@/lib/features/server';
import { getFaqCategories, searchFaq, type FaqCategory, type FaqQuestion, type FaqSearchResult } from '@/lib/magento/operations/faq';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47, type StoreCode } from '@/lib/store-views';

/**
 * `/{store}/faq`, `/{store}/faq/{faqId}` (a topic) and `/{store}/faq/{faqId}/{faqSubId}` (a
 * question), and searches (`/faq?q=…`, moved into the path by the middleware). Public and the same
 * for everyone: rendered on first request and cached.
 */
export const revalidate = 300;

export function generateStaticParams(): { store: string; path: string[] }[] {
  return [];
}

interface FaqRouteProps {
  params: Promise<{ store: string; path?: string[] }>;
}

type FaqPage = { store: StoreCode; locale: string; t: Awaited<ReturnType<typeof getTranslations<'Faq'>>>; categories: FaqCategory[] } & (
  | { kind: 'index' }
  | { kind: 'search'; query: string; result: FaqSearchResult }
  | { kind: 'category'; category: FaqCategory }
  | { kind: 'question'; category: FaqCategory; question: FaqQuestion }
);

/** The page a route names, with its data; null when it names nothing. */
async function resolve(props: FaqRouteProps): Promise<FaqPage | null> {
  const { store, path = [] } = await props.params;
  if (!isStoreCode(store) || !(await isFeatureEnabled(store, 'faq'))) return null;
  const route = faqRoute(path.map(decodeURIComponent));
  if (route.kind === 'unknown') return null;
  const locale = toBcp47(storeView(store).locale);
  const [t, categories] = await Promise.all([getTranslations({ locale, namespace: 'Faq' }), getFaqCategories(store)]);
  const common = { store, locale, t, categories };
  if (route.kind === 'index') return { ...common, kind: 'index' };
  if (route.kind === 'search') return { ...common, kind: 'search', query: route.query, result: await searchFaq(store, route.query) };
  const category = categories.find((entry) => entry.url_key === route.category);
  if (!category) return null;
  if (route.kind === 'category') return { ...common, kind: 'category', category };
  const question = category.questions.find((entry) => entry.url_key === route.question);
  return question ? { ...common, kind: 'question', category, question } : null;
}

export async function generateMetadata(props: FaqRouteProps): Promise<Metadata> {
  const page = await resolve(props);
  if (!page) return {};
  const { store, t } = page;
  switch (page.kind) {
    case 'index':
      return staticPageMetadata(store, { path: '/faq', title: t('title'), description: t('intro') });
    case 'search':
      return staticPageMetadata(store, { path: '/faq', title: t('searchTitle', { query: page.query }), noindex: true });
    case 'category':
      return staticPageMetadata(store, {
        path: `/faq/${page.category.url_key}`,
        title: page.category.title,
        description: page.category.description ?? undefined,
      });
    case 'question':
      return staticPageMetadata(store, {
        path: `/faq/${page.category.url_key}/${page.question.url_key}`,
        title: page.question.question,
        description: page.question.answer.slice(0, 155),
      });
  }
}

export default async function FaqRoute(props: FaqRouteProps) {
  const page = await resolve(props);
  if (!page) notFound();
  const { store, locale, t, categories } = page;
  setRequestLocale(locale);
  const tBreadcrumbs = await getCatalogTranslator(store, 'Breadcrumbs');
  const layout = { store, categories, t, tBreadcrumbs };

  switch (page.kind) {
    case 'index':
      return (
        <FaqLayout {...layout} title={t('title')} trail={[]}>
          <FaqIndex store={store} categories={categories} t={t} />
        </FaqLayout>
      );
    case 'search':
      return (
        <FaqLayout {...layout} title={t('searchTitle', { query: page.query })} trail={[{ label: t('searchLabel') }]} query={page.query}>
          <FaqSearchResults store={store} result={page.result} t={t} />
        </FaqLayout>
      );
    case 'category': {
      const { category } = page;
      return (
        <FaqLayout {...layout} title={category.title} trail={[{ label: category.title }]} currentCategory={category.url_key}>
          <FaqCategoryView store={store} category={category} />
          <JsonLd data={faqPageJsonLd(faqPath(store, category.url_key), category.questions)} />
        </FaqLayout>
      );
    }
    case 'question': {
      const { category, question } = page;
      const trail: BreadcrumbItem[] = [{ label: category.title, href: faqPath(store, category.url_key) }, { label: question.question }];
      return (
        <FaqLayout {...layout} title={question.question} trail={trail} currentCategory={category.url_key}>
          <FaqQuestionView store={store} category={category} question={question} t={t} />
          <JsonLd data={faqPageJsonLd(faqPath(store, category.url_key, question.url_key), [question])} />
        </FaqLayout>
      );
    }
  }
}
