'use client';

import { useEffect, useMemo, useState } from 'react';
import { RENDERABLE_PAYMENT_METHODS, UNRENDERABLE_REPORT_PATH } from '@/lib/checkout/payment-methods';
import { getMagentoClient } from '@/lib/magento/client';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { countriesOf, GetCountries, type Country, type PaymentMethod } from '@/lib/magento/operations/checkout';

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

/**
 * The cart's available payment methods that this checkout can render (lib/checkout/payment-methods.ts);
 * the others are reported. Read from the cart answer (`available_payment_methods`), which the
 * checkout reads again after each step that can change them: no call of its own.
 */
export function usePaymentMethods(details: Pick<CartDetails, 'available_payment_methods'> | null): PaymentMethod[] {
  const offered = details?.available_payment_methods;
  const methods = useMemo(() => (offered ?? []).flatMap((method) => (method ? [method] : [])), [offered]);
  useEffect(() => {
    reportUnrenderable(methods.filter((method) => !RENDERABLE_PAYMENT_METHODS.has(method.code)).map((method) => method.code));
  }, [methods]);
  return useMemo(() => methods.filter((method) => RENDERABLE_PAYMENT_METHODS.has(method.code)), [methods]);
}
