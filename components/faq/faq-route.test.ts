import { faqPageJsonLd } from './faq-json-ld';
import { faqPath, faqRoute } from './faq-route';
import { excerpt } from './FaqViews';

describe('faqRoute', () => {
  it('names the index, a topic, a question and a search', () => {
    expect(faqRoute([])).toEqual({ kind: 'index' });
    expect(faqRoute(['delivery'])).toEqual({ kind: 'category', category: 'delivery' });
    expect(faqRoute(['delivery', 'shipping-cost'])).toEqual({ kind: 'question', category: 'delivery', question: 'shipping-cost' });
    expect(faqRoute(['~q', 'q=envío gratis'])).toEqual({ kind: 'search', query: 'envío gratis' });
    expect(faqRoute(['~q', 'q=  '])).toEqual({ kind: 'index' });
    expect(faqRoute(['~q', 'other=1'])).toEqual({ kind: 'index' });
  });

  it('names nothing for other paths', () => {
    expect(faqRoute(['delivery', 'shipping-cost', 'more'])).toEqual({ kind: 'unknown' });
    expect(faqRoute(['Delivery'])).toEqual({ kind: 'unknown' });
    expect(faqRoute(['../etc'])).toEqual({ kind: 'unknown' });
  });

  it('builds the addresses', () => {
    expect(faqPath('es')).toBe('/es/faq');
    expect(faqPath('es', 'delivery')).toBe('/es/faq/delivery');
    expect(faqPath('es', 'delivery', 'shipping-cost')).toBe('/es/faq/delivery/shipping-cost');
  });
});

describe('faqPageJsonLd', () => {
  it('is a FAQPage of the questions with their answers', () => {
    expect(faqPageJsonLd('/uk/faq/delivery', [{ question: 'How long?', answer: 'Two days.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'http://localhost:3000/uk/faq/delivery',
      mainEntity: [{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'Two days.' } }],
    });
  });
});

describe('excerpt', () => {
  it('keeps the first paragraph, cut at a word', () => {
    expect(excerpt('Short.\n\nSecond.')).toBe('Short.');
    const long = `${'word '.repeat(60)}end`;
    const cut = excerpt(long, 50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut).not.toMatch(/wor…$/);
  });
});
