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
 * Methods this checkout can complete: check / money order, free, the sandbox card (card form,
 * tokenised in the browser; 3-D Secure by redirect) and the sandbox redirect providers (PayPal,
 * Adyen), whose return pages finish the payment.
 */
const SUPPORTED_PAYMENT_METHODS = new Set(['checkmo', 'free', 'sandbox_card', 'sandbox_paypal', 'sandbox_adyen']);

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
