/** The store view's delivery options (extension query `deliveryOptions`), for the delivery page. */
import { queryCatalog } from '../server';
import { GetDeliveryOptionsDocument as GetDeliveryOptions } from '../generated/delivery';
export { GetDeliveryOptions };

export interface DeliveryMoney {
  value: number | null;
  currency: string | null;
}

export interface DeliveryMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: DeliveryMoney;
}

export interface DeliveryDestination {
  country: { code: string; label: string };
  methods: DeliveryMethod[];
  free_shipping: (Omit<DeliveryMethod, 'amount'> & { minimum_subtotal: DeliveryMoney }) | null;
}

/** The destinations of the store view with their methods (server components; cached like the catalogue). */
export async function getDeliveryOptions(store: string): Promise<DeliveryDestination[]> {
  const data = await queryCatalog(store, GetDeliveryOptions, {}, ['delivery-options']);
  return data.deliveryOptions?.destinations ?? [];
}
