/**
 * The FAQ over GraphQL (extension part): faqCategories, faqCategory(url_key) and faqSearch. The same
 * for every shopper, so their answers may be cached publicly.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';
import { toUid } from '../catalog/uids';
import {
  faqCategories,
  faqCategoryById,
  faqCategoryByUrlKey,
  faqQuestions,
  searchFaq,
  type FaqCategoryRow,
  type FaqQuestionRow,
} from './faq';

export const MAX_SEARCH_LENGTH = 128;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;

function faqCategory(context: RequestContext, urlKey: string): FaqCategoryRow {
  const category = faqCategoryByUrlKey(context, (urlKey ?? '').trim());
  if (!category) throw noSuchEntityError(`The FAQ category with the "${urlKey}" URL key doesn't exist.`);
  return category;
}

function faqSearch(context: RequestContext, search: string, pageSize: number | null | undefined) {
  const text = (search ?? '').trim();
  if (!text) throw inputError('Specify the "search" value.');
  if (text.length > MAX_SEARCH_LENGTH) throw inputError(`The "search" value must be at most ${MAX_SEARCH_LENGTH} characters long.`);
  const size = pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw inputError(`pageSize must be between 1 and ${MAX_PAGE_SIZE}.`);
  const items = searchFaq(context, text);
  return { total_count: items.length, items: items.slice(0, size) };
}

export const faqResolvers = {
  Query: {
    faqCategories: (_: unknown, __: unknown, context: RequestContext) => faqCategories(context),
    faqCategory: (_: unknown, args: { url_key: string }, context: RequestContext) => faqCategory(context, args.url_key),
    faqSearch: (_: unknown, args: { search: string; pageSize?: number | null }, context: RequestContext) =>
      faqSearch(context, args.search, args.pageSize),
  },
  FaqCategory: {
    uid: (category: FaqCategoryRow) => toUid(`faq-category/${category.category_id}`),
    questions: (category: FaqCategoryRow, _: unknown, context: RequestContext) => faqQuestions(context, category.category_id),
  },
  FaqQuestion: {
    uid: (question: FaqQuestionRow) => toUid(`faq-question/${question.question_id}`),
    category: (question: FaqQuestionRow, _: unknown, context: RequestContext) => faqCategoryById(context, question.category_id),
  },
};
