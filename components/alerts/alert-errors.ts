import { MagentoGraphQlError } from '@/lib/magento/errors';

/** What went wrong when subscribing, as a key of the `ProductAlert` messages. */
export type SubscribeErrorKey = 'emailError' | 'inStock' | 'productMissing' | 'failed';

/** The backend's (Magento-style, English) answers the form recognises; anything else is "failed". */
const KNOWN: Record<string, SubscribeErrorKey> = {
  'Enter a valid email address.': 'emailError',
  'Required parameter "email" is missing': 'emailError',
  'This product is in stock.': 'inStock',
};

export function subscribeErrorKey(error: unknown): SubscribeErrorKey {
  if (!(error instanceof MagentoGraphQlError)) return 'failed';
  const [first] = error.errors;
  if (first && KNOWN[first.message]) return KNOWN[first.message];
  if (first?.extensions?.category === 'graphql-no-such-entity') return 'productMissing';
  return 'failed';
}

/** Whether a refused request was refused for its input (a link that is not the shop's), not for a failure. */
export function isRefusedInput(error: unknown): boolean {
  return error instanceof MagentoGraphQlError && error.errors.some((entry) => entry.extensions?.category === 'graphql-input');
}
