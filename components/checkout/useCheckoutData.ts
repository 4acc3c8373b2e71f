'use client';

import { useEffect, useState } from 'react';
import { getMagentoClient } from '@/lib/magento/client';
import {
  GetCountries,
  GetPaymentMethods,
  type Country,
  type GetCountriesData,
  type GetPaymentMethodsData,
  type PaymentMethod,
} from '@/lib/magento/operations/checkout';

/** The countries (with regions) the store view ships to. */
export function useCountries(store: string): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    getMagentoClient()
      .query<GetCountriesData>(GetCountries, {}, { headers: { store } })
      .then(({ data }) => {
        if (live) setCountries((data.countries ?? []).flatMap((country) => (country ? [country] : [])));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [store]);
  return countries;
}

/**
 * Methods this checkout can complete. The backend also offers its sandbox card and redirect
 * methods, whose card form and return pages are not built yet: offering them would only end in
 * an error at "Place order".
 */
const SUPPORTED_PAYMENT_METHODS = new Set(['checkmo', 'free']);

/** The cart's available payment methods that this checkout supports. */
export function usePaymentMethods(store: string, cartId: string | null, refresh: unknown): PaymentMethod[] {
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  useEffect(() => {
    if (!cartId) return;
    let live = true;
    getMagentoClient()
      .query<GetPaymentMethodsData>(GetPaymentMethods, { cartId }, { headers: { store }, cache: 'no-store' })
      .then(({ data }) => {
        if (live)
          setMethods(
            (data.cart?.available_payment_methods ?? []).flatMap((method) =>
              method && SUPPORTED_PAYMENT_METHODS.has(method.code) ? [method] : [],
            ),
          );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [store, cartId, refresh]);
  return methods;
}
