/**
 * The FAQ's questions by category (URL keys, English in every store view) and the shape of one
 * language's texts: what backend/db/seed/faq.ts and each i18n/faq-<lang>.ts share, apart from both.
 */
export const FAQ_CATEGORIES = {
  prescriptions: [
    'read-my-prescription',
    'prescription-validity',
    'pupillary-distance',
    'upload-prescription',
    'fix-prescription-after-order',
  ],
  lenses: ['single-vision-or-progressive', 'lens-index', 'anti-reflective-coating', 'blue-light-filter', 'polarized-sunglasses'],
  delivery: ['delivery-time', 'shipping-cost', 'track-order', 'international-delivery', 'change-address'],
  returns: ['return-policy', 'start-return', 'prescription-glasses-returns', 'refund-time', 'damaged-item'],
  payments: ['payment-methods', 'payment-security', 'card-declined', 'currency', 'save-card'],
  'gift-cards': ['buy-gift-card', 'gift-card-delivery', 'use-gift-card', 'gift-card-balance', 'gift-card-validity'],
} as const;

export type FaqCategoryKey = keyof typeof FAQ_CATEGORIES;
export type FaqQuestionKey = (typeof FAQ_CATEGORIES)[FaqCategoryKey][number];

export interface FaqText {
  categories: Record<FaqCategoryKey, { title: string; description: string }>;
  /** Answers are plain text; a blank line separates paragraphs. */
  questions: Record<FaqQuestionKey, { question: string; answer: string }>;
}
