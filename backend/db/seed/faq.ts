/**
 * The FAQ (extension part): six categories of five questions about buying eyewear here, in every
 * language of the shop (texts in i18n/faq-<lang>.ts). URL keys are English and the same in every
 * store view, so /faq/{category}/{question} names the same answer in each of them. Texts are
 * written as the catalogue's: store 0 in English, each translated store view its own rows; every
 * question also gets a full-text row per text scope (faq_search).
 */
import type { Database } from 'better-sqlite3';
import { faqAr } from './i18n/faq-ar';
import { faqDe } from './i18n/faq-de';
import { faqEn } from './i18n/faq-en';
import { faqEs } from './i18n/faq-es';
import { faqFr } from './i18n/faq-fr';
import { faqId } from './i18n/faq-id';
import { faqNl } from './i18n/faq-nl';
import { faqPl } from './i18n/faq-pl';
import { faqZh } from './i18n/faq-zh';
import { FAQ_CATEGORIES, type FaqCategoryKey, type FaqText } from './i18n/faq-text';
import { TEXT_SCOPES, type Lang } from './stores';

export { FAQ_CATEGORIES, type FaqCategoryKey, type FaqQuestionKey, type FaqText } from './i18n/faq-text';

export const FAQ_TEXTS: Readonly<Record<Lang, FaqText>> = {
  en: faqEn,
  fr: faqFr,
  es: faqEs,
  de: faqDe,
  nl: faqNl,
  pl: faqPl,
  ar: faqAr,
  zh: faqZh,
  id: faqId,
};

export function seedFaq(db: Database): void {
  const category = db.prepare('INSERT INTO faq_category (category_id, url_key, position) VALUES (?, ?, ?)');
  const categoryText = db.prepare('INSERT INTO faq_category_store (category_id, store_id, title, description) VALUES (?, ?, ?, ?)');
  const question = db.prepare('INSERT INTO faq_question (question_id, category_id, url_key, position) VALUES (?, ?, ?, ?)');
  const questionText = db.prepare('INSERT INTO faq_question_store (question_id, store_id, question, answer) VALUES (?, ?, ?, ?)');
  const search = db.prepare('INSERT INTO faq_search (question, answer, question_id, store_id) VALUES (?, ?, ?, ?)');
  let questionId = 0;
  Object.entries(FAQ_CATEGORIES).forEach(([key, questions], index) => {
    const categoryId = index + 1;
    category.run(categoryId, key, index + 1);
    for (const scope of TEXT_SCOPES) {
      const text = FAQ_TEXTS[scope.language].categories[key as FaqCategoryKey];
      categoryText.run(categoryId, scope.store_id, text.title, text.description);
    }
    questions.forEach((questionKey, position) => {
      questionId += 1;
      question.run(questionId, categoryId, questionKey, position + 1);
      for (const scope of TEXT_SCOPES) {
        const text = FAQ_TEXTS[scope.language].questions[questionKey];
        questionText.run(questionId, scope.store_id, text.question, text.answer);
        search.run(text.question, text.answer, questionId, scope.store_id);
      }
    });
  });
}
