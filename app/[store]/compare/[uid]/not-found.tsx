import { CompareNotFound } from '@/components/compare/CompareNotFound';

/**
 * An unknown comparison (HTTP 404). Its texts are read in the browser: a not-found page gets no
 * params, and asking next-intl for the request's locale here, before the page has set it, would
 * fix the whole render to the default locale.
 */
export default function SharedCompareNotFound() {
  return <CompareNotFound />;
}
