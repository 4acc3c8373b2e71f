/** The store view's delivery options (extension query `deliveryOptions`), for the delivery page. */
import { queryCatalog } from '../server';
import { GetDeliveryOptionsDocument as GetDeliveryOptions } from '../generated/delivery';
import type { GetDeliveryOptionsQuery } from '../generated/graphql';
export { GetDeliveryOptions };

/** A destination of the store view with its methods and free shipping threshold (GetDeliveryOptions). */
export type DeliveryDestination = NonNullable<GetDeliveryOptionsQuery['deliveryOptions']>['destinations'][number];

export type DeliveryMethod = DeliveryDestination['methods'][number];

export type DeliveryMoney = DeliveryMethod['amount'];

/** The destinations of the store view with their methods (server components; cached like the catalogue). */
export async function getDeliveryOptions(store: string): Promise<DeliveryDestination[]> {
  const data = await queryCatalog(store, GetDeliveryOptions, {}, ['delivery-options']);
  return data.deliveryOptions?.destinations ?? [];
}
