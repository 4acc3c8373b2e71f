/** @jest-environment node */
import { FAQ_CATEGORIES } from '../db/seed/faq';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();

const CATEGORIES = `{ faqCategories { uid url_key title description position questions { url_key question answer position } } }`;

describe('FAQ', () => {
  it('lists the categories and questions in the store view’s language, the same URL keys everywhere', async () => {
    const english = (await shop.gql(CATEGORIES, {}, { store: 'uk' })).body.data.faqCategories;
    const spanish = (await shop.gql(CATEGORIES, {}, { store: 'es' })).body.data.faqCategories;
    expect(english.map((c: { url_key: string }) => c.url_key)).toEqual(Object.keys(FAQ_CATEGORIES));
    expect(spanish.map((c: { url_key: string }) => c.url_key)).toEqual(Object.keys(FAQ_CATEGORIES));
    expect(english[0]).toMatchObject({ title: 'Prescriptions', position: 1 });
    expect(spanish[0]).toMatchObject({ title: 'Recetas' });
    expect(english[0].questions).toHaveLength(5);
    expect(english[0].questions[0]).toMatchObject({
      url_key: 'read-my-prescription',
      question: 'How do I read my glasses prescription?',
      position: 1,
    });
    expect(spanish[0].questions[0].question).toBe('¿Cómo leo mi receta de gafas?');
    // Every language has its own text for every question (none falls back to English).
    for (const store of ['fr', 'es', 'nl', 'de', 'pl', 'hk', 'id', 'ae_ar', 'mx', 'ar']) {
      const categories = (await shop.gql(CATEGORIES, {}, { store })).body.data.faqCategories;
      const questions = categories.flatMap((c: { questions: Array<{ question: string }> }) => c.questions.map((q) => q.question));
      const englishQuestions = english.flatMap((c: { questions: Array<{ question: string }> }) => c.questions.map((q) => q.question));
      expect(questions.filter((q: string) => englishQuestions.includes(q))).toEqual([]);
    }
  });

  it('answers a category by URL key, an unknown one as no such entity, and is cacheable', async () => {
    const answer = await shop.gql(
      `{ faqCategory(url_key: "returns") { title questions { url_key category { url_key } } } }`,
      {},
      { store: 'fr' },
    );
    expect(answer.body.data.faqCategory.title).toBe('Retours et remboursements');
    expect(answer.body.data.faqCategory.questions[0]).toEqual({ url_key: 'return-policy', category: { url_key: 'returns' } });
    expect(answer.headers.get('cache-control')).toContain('public');
    const unknown = await shop.gql(`{ faqCategory(url_key: "nope") { title } }`, {}, { store: 'fr' });
    expect(unknown.body.errors?.[0].extensions?.category).toBe('graphql-no-such-entity');
  });

  it('searches questions and answers, ignoring accents, in every script', async () => {
    const search = async (store: string, text: string) =>
      (await shop.gql(`query($s: String!) { faqSearch(search: $s) { total_count items { url_key } } }`, { s: text }, { store })).body;
    const spanish = await search('es', 'envio');
    expect(spanish.data.faqSearch.items.map((i: { url_key: string }) => i.url_key)).toContain('shipping-cost');
    const prefix = await search('uk', 'polaris');
    expect(prefix.data.faqSearch.items[0].url_key).toBe('polarized-sunglasses');
    const chinese = await search('hk', '禮品卡');
    expect(chinese.data.faqSearch.items.map((i: { url_key: string }) => i.url_key)).toEqual(
      expect.arrayContaining(['buy-gift-card', 'gift-card-delivery', 'use-gift-card', 'gift-card-balance', 'gift-card-validity']),
    );
    expect((await search('uk', 'zzzqqq')).data.faqSearch).toEqual({ total_count: 0, items: [] });
    expect((await search('uk', '"* OR (')).errors).toBeUndefined();
    expect((await search('uk', '   ')).errors?.[0].extensions?.category).toBe('graphql-input');
    expect((await search('uk', 'x'.repeat(200))).errors?.[0].extensions?.category).toBe('graphql-input');
  });
});
