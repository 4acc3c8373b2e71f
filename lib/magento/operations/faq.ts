/**
 * The FAQ (extension part: faqCategories, faqCategory, faqSearch): public and the same for every
 * shopper, so server components read it cached like the catalogue (tag `faq`).
 */
import { MagentoGraphQlError } from '../errors';
import { queryCatalog } from '../server';
import { GetFaqCategoriesDocument as GetFaqCategories, SearchFaqDocument as SearchFaq } from '../generated/faq';
import type { FaqQuestionFieldsFragment, GetFaqCategoriesQuery, SearchFaqQuery } from '../generated/graphql';
export { GetFaqCategories, SearchFaq };

/** A category with its questions (GetFaqCategories). */
export type FaqCategory = GetFaqCategoriesQuery['faqCategories'][number];

/** A question; its answer is plain text, a blank line separating paragraphs (FaqQuestionFields). */
export type FaqQuestion = FaqQuestionFieldsFragment;

/** The questions matching a search, with their category (SearchFaq). */
export type FaqSearchResult = NonNullable<SearchFaqQuery['faqSearch']>;

/** Longest search the backend takes; longer ones are cut. */
export const FAQ_SEARCH_MAX_LENGTH = 128;
export const FAQ_SEARCH_PAGE_SIZE = 20;

/** Every category with its questions (one query serves the index, the categories and the questions). */
export async function getFaqCategories(store: string): Promise<FaqCategory[]> {
  const data = await queryCatalog(store, GetFaqCategories, {}, ['faq']);
  return data.faqCategories ?? [];
}

/** Questions matching a search, best first; an empty search has none. */
export async function searchFaq(store: string, search: string): Promise<FaqSearchResult> {
  const text = search.trim().slice(0, FAQ_SEARCH_MAX_LENGTH);
  if (!text) return { total_count: 0, items: [] };
  try {
    const data = await queryCatalog(store, SearchFaq, { search: text, pageSize: FAQ_SEARCH_PAGE_SIZE }, ['faq']);
    return data.faqSearch ?? { total_count: 0, items: [] };
  } catch (error) {
    // A search the backend refuses (nothing left to search for) finds nothing.
    if (error instanceof MagentoGraphQlError && error.errors.every((entry) => entry.extensions?.category === 'graphql-input')) {
      return { total_count: 0, items: [] };
    }
    throw error;
  }
}
