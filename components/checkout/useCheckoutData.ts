'use client';

import { useEffect, useState } from 'react';
import { RENDERABLE_PAYMENT_METHODS, UNRENDERABLE_REPORT_PATH } from '@/lib/checkout/payment-methods';
import { getMagentoClient } from '@/lib/magento/client';
import { GetCountries, GetPaymentMethods, type Country, countriesOf, type PaymentMethod } from '@/lib/magento/operations/checkout';

/** The countries (with regions) the store view ships to. */
export function useCountries(store: string): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    getMagentoClient()
      .query(GetCountries, {}, { headers: { store } })
      .then(({ data }) => {
        if (live) setCountries(countriesOf(data.countries));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [store]);
  return countries;
}

/** Codes this page already reported, so each goes to the server once per page load. */
const reportedMethods = new Set<string>();

/** Tells the server which offered methods the checkout leaves out (it logs them once). */
function reportUnrenderable(codes: string[]): void {
  const fresh = codes.filter((code) => !reportedMethods.has(code));
  if (!fresh.length) return;
  for (const code of fresh) reportedMethods.add(code);
  void fetch(UNRENDERABLE_REPORT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ codes: fresh }),
  }).catch(() => undefined);
}

/** The cart's available payment methods that this checkout can render (lib/checkout/payment-methods.ts); the others are reported. */
export function usePaymentMethods(store: string, cartId: string | null, refresh: unknown): PaymentMethod[] {
  const [methods, setMethods] = useState<PaymentMethod[]>([]);
  useEffect(() => {
    if (!cartId) return;
    let live = true;
    getMagentoClient()
      .query(GetPaymentMethods, { cartId }, { headers: { store }, cache: 'no-store' })
      .then(({ data }) => {
        if (!live) return;
        const offered = (data.cart?.available_payment_methods ?? []).flatMap((method) => (method ? [method] : []));
        reportUnrenderable(offered.filter((method) => !RENDERABLE_PAYMENT_METHODS.has(method.code)).map((method) => method.code));
        setMethods(offered.filter((method) => RENDERABLE_PAYMENT_METHODS.has(method.code)));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [store, cartId, refresh]);
  return methods;
}
