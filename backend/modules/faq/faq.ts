/**
 * The FAQ (extension part): categories and their questions in the request's store view (its own
 * text, else the English default of store 0), and a full-text search over questions and answers.
 */
import type { RequestContext } from '../../graphql/context';

export interface FaqCategoryRow {
  category_id: number;
  url_key: string;
  position: number;
  title: string;
  description: string | null;
}

export interface FaqQuestionRow {
  question_id: number;
  category_id: number;
  url_key: string;
  position: number;
  question: string;
  answer: string;
}

const CATEGORY_SELECT = `
  SELECT c.category_id, c.url_key, c.position, COALESCE(s.title, d.title) AS title, COALESCE(s.description, d.description) AS description
    FROM faq_category c
    JOIN faq_category_store d ON d.category_id = c.category_id AND d.store_id = 0
    LEFT JOIN faq_category_store s ON s.category_id = c.category_id AND s.store_id = @store
   WHERE c.is_active = 1`;

const QUESTION_SELECT = `
  SELECT q.question_id, q.category_id, q.url_key, q.position,
         COALESCE(s.question, d.question) AS question, COALESCE(s.answer, d.answer) AS answer
    FROM faq_question q
    JOIN faq_question_store d ON d.question_id = q.question_id AND d.store_id = 0
    LEFT JOIN faq_question_store s ON s.question_id = q.question_id AND s.store_id = @store
   WHERE q.is_active = 1`;

export function faqCategories(context: RequestContext): FaqCategoryRow[] {
  return context.db
    .prepare(`${CATEGORY_SELECT} ORDER BY c.position, c.category_id`)
    .all({ store: context.store.store_id }) as FaqCategoryRow[];
}

export function faqCategoryByUrlKey(context: RequestContext, urlKey: string): FaqCategoryRow | undefined {
  return context.db.prepare(`${CATEGORY_SELECT} AND c.url_key = @key`).get({ store: context.store.store_id, key: urlKey }) as
    FaqCategoryRow | undefined;
}

export function faqCategoryById(context: RequestContext, id: number): FaqCategoryRow | undefined {
  return context.db.prepare(`${CATEGORY_SELECT} AND c.category_id = @id`).get({ store: context.store.store_id, id }) as
    FaqCategoryRow | undefined;
}

export function faqQuestions(context: RequestContext, categoryId: number): FaqQuestionRow[] {
  return context.db
    .prepare(`${QUESTION_SELECT} AND q.category_id = @category ORDER BY q.position, q.question_id`)
    .all({ store: context.store.store_id, category: categoryId }) as FaqQuestionRow[];
}

/** The text scope searched for a store view: its own rows when it has some, else store 0's. */
function searchScope(context: RequestContext): number {
  const own = context.db.prepare('SELECT 1 FROM faq_question_store WHERE store_id = ? LIMIT 1').get(context.store.store_id);
  return own ? context.store.store_id : 0;
}

/** Words of a search, each searched as a prefix ("lens" finds "lenses"). */
function ftsQuery(search: string): string | null {
  const words = search.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 12)
    .map((word) => `"${word}"*`)
    .join(' ');
}

/**
 * Questions whose question or answer has every word of the search (best matches first), then
 * those whose text contains the search as it was typed.
 */
export function searchFaq(context: RequestContext, search: string): FaqQuestionRow[] {
  const scope = searchScope(context);
  const query = ftsQuery(search);
  const matched = query
    ? (context.db
        .prepare(
          `SELECT question_id FROM faq_search WHERE faq_search MATCH @query AND store_id = @scope
            ORDER BY bm25(faq_search, 4.0, 1.0)`,
        )
        .pluck()
        .all({ query, scope }) as number[])
    : [];
  // Scripts written without spaces (Chinese) make a whole phrase one token: look inside the text too.
  const contained = context.db
    .prepare(
      `SELECT question_id FROM faq_question_store
        WHERE store_id = @scope AND (question LIKE @like ESCAPE '\\' OR answer LIKE @like ESCAPE '\\')
        ORDER BY question LIKE @like ESCAPE '\\' DESC, question_id`,
    )
    .pluck()
    .all({ scope, like: `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` }) as number[];
  const ids = [...new Set([...matched, ...contained])];
  if (ids.length === 0) return [];
  const rows = context.db
    .prepare(`${QUESTION_SELECT} AND q.question_id IN (SELECT value FROM json_each(@ids))`)
    .all({ store: context.store.store_id, ids: JSON.stringify(ids) }) as FaqQuestionRow[];
  const byId = new Map(rows.map((row) => [row.question_id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is FaqQuestionRow => row !== undefined);
}
