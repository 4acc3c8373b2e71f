import { OrderNotFound } from '@/components/account/areas/OrderNotFound';

/**
 * An order number the customer has no order with: not found (HTTP 404), inside the account pages.
 * Its text is read in the browser (the shell's `Errors` messages): a not-found component gets no
 * params, and asking next-intl for the request's locale here, before the store layout has set it,
 * would fix the whole page to the default locale.
 */
export default function OrderNotFoundRoute() {
  return <OrderNotFound />;
}
