/**
 * The `deliveryOptions` query (extensions.graphql): the store view's offline carriers per
 * destination country, read from shipping_rate, priced as configured in the store view's currency.
 */
import type { RequestContext } from '../../graphql/context';
import { money, type Money } from './money';
import { ratesFor } from './shipping';

interface DeliveryMethodView {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: Money;
}

interface DeliveryDestinationView {
  country: { code: string; label: string };
  methods: DeliveryMethodView[];
  free_shipping: (Omit<DeliveryMethodView, 'amount'> & { minimum_subtotal: Money }) | null;
}

function countryLabel(context: RequestContext, country: string): string {
  const name = context.db
    .prepare(
      `SELECT name FROM directory_country_name WHERE country_id = ? AND locale IN (?, 'en_US')
        ORDER BY locale = 'en_US' LIMIT 1`,
    )
    .pluck()
    .get(country, context.store.locale) as string | undefined;
  return name ?? country;
}

export function deliveryOptions(context: RequestContext): { destinations: DeliveryDestinationView[] } {
  const currency = context.currency;
  const home = context.store.country_id;
  const countries = [...new Set(context.store.allowed_countries.split(',').map((c) => c.trim()))].filter(Boolean);
  const destinations = countries.map((code): DeliveryDestinationView => {
    const rates = ratesFor(context, code);
    const free = rates.find((rate) => rate.carrier_code === 'freeshipping' && rate.min_subtotal !== null);
    return {
      country: { code, label: countryLabel(context, code) },
      methods: rates
        .filter((rate) => rate.carrier_code !== 'freeshipping')
        .map((rate) => ({
          carrier_code: rate.carrier_code,
          method_code: rate.method_code,
          carrier_title: rate.carrier_title,
          method_title: rate.method_title,
          amount: money(rate.price, currency),
        })),
      free_shipping: free
        ? {
            carrier_code: free.carrier_code,
            method_code: free.method_code,
            carrier_title: free.carrier_title,
            method_title: free.method_title,
            minimum_subtotal: money(free.min_subtotal ?? 0, currency),
          }
        : null,
    };
  });
  const collator = new Intl.Collator(context.store.locale.replace(/_/g, '-'));
  destinations.sort((a, b) =>
    a.country.code === home ? -1 : b.country.code === home ? 1 : collator.compare(a.country.label, b.country.label),
  );
  return { destinations: destinations.filter((destination) => destination.methods.length || destination.free_shipping) };
}
