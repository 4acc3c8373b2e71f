'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useCountries } from '@/components/checkout/useCheckoutData';
import { defaultCountry } from '@/lib/checkout/address-rules';
import { restRequest } from '@/lib/magento/rest';
import { hasLiveSigninRecord } from '@/lib/session/signin-record';
import { useCartStore } from '@/lib/state/cart-store';
import type { CartMoney } from '@/lib/magento/operations/cart';
import { shippingPrice, useCartTaxDisplay } from './tax-display';
import styles from './Cart.module.css';

/** One of Magento's estimated shipping methods (ShippingMethodInterface). */
export interface EstimatedMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  price_incl_tax: number;
  price_excl_tax?: number;
}

interface EstimateAddress {
  country_id: string;
  region_id: number;
  postcode: string;
}

type Estimate = { status: 'idle' | 'busy' } | { status: 'done'; methods: EstimatedMethod[] } | { status: 'failed'; message: string };

/**
 * "Estimate shipping" on the cart page: the shopper picks a country (and a region where the
 * country has a list) and sees the methods and prices for the cart as it is. Nothing is saved to
 * the cart; the checkout asks for the full address.
 */
export interface ShippingEstimateProps {
  store: string;
  /** Formats an amount in the cart's currency (components/cart/cart-lines useCartMoney). */
  money: (money: CartMoney | null | undefined) => string;
}

export function ShippingEstimate({ store, money }: ShippingEstimateProps) {
  const t = useTranslations('Cart');
  const id = useId();
  const countries = useCountries(store);
  const cartId = useCartStore((state) => state.cartId);
  const [country, setCountry] = useState(() => defaultCountry(store));
  const [estimate, setEstimate] = useState<Estimate>({ status: 'idle' });
  const display = useCartTaxDisplay(store);
  /** The last address estimated for: a change of the cart (a coupon, a quantity) estimates it again. */
  const lastAddress = useRef<EstimateAddress | null>(null);
  const cartVersion = useCartStore((state) =>
    JSON.stringify([state.details?.applied_coupons, state.details?.prices?.grand_total, state.details?.total_quantity]),
  );
  const regions = countries.find((entry) => entry.id === country)?.available_regions?.filter((region) => region !== null) ?? [];

  useEffect(() => {
    if (lastAddress.current) void estimateFor(lastAddress.current);
    // Only a change of the cart estimates again; the address is the last one asked for.
  }, [cartVersion]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    lastAddress.current = { country_id: country, region_id: Number(form.get('region')) || 0, postcode: String(form.get('postcode') ?? '') };
    void estimateFor(lastAddress.current);
  }

  async function estimateFor(address: EstimateAddress) {
    if (!cartId) return;
    setEstimate({ status: 'busy' });
    try {
      // Section 6: a signed-in shopper's cart is 'mine' (the proxy adds the token).
      const cartPath = hasLiveSigninRecord() ? 'carts/mine' : `guest-carts/${encodeURIComponent(cartId)}`;
      const methods = await restRequest<EstimatedMethod[]>(
        'POST',
        `${cartPath}/estimate-shipping-methods`,
        { address },
        { store },
      );
      setEstimate({ status: 'done', methods: Array.isArray(methods) ? methods : [] });
    } catch (error) {
      setEstimate({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <details className={styles.estimate}>
      <summary>{t('estimateHeading')}</summary>
      <form className={styles.estimateForm} onSubmit={submit}>
        <label htmlFor={`${id}-country`}>{t('estimateCountry')}</label>
        <select id={`${id}-country`} value={country} onChange={(event) => setCountry(event.target.value)} className={styles.couponInput}>
          {countries.length ? null : <option value={country}>{country}</option>}
          {countries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.full_name_locale ?? entry.id}
            </option>
          ))}
        </select>
        {regions.length ? (
          <>
            <label htmlFor={`${id}-region`}>{t('estimateRegion')}</label>
            <select id={`${id}-region`} name="region" className={styles.couponInput} defaultValue="">
              <option value="">{t('estimateAnyRegion')}</option>
              {regions.map((region) => (
                <option key={region.id} value={region.id ?? ''}>
                  {region.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <label htmlFor={`${id}-postcode`}>{t('estimatePostcode')}</label>
        <input id={`${id}-postcode`} name="postcode" autoComplete="postal-code" className={styles.couponInput} />
        <button type="submit" className={styles.secondary} disabled={estimate.status === 'busy' || !cartId}>
          {t('estimateSubmit')}
        </button>
      </form>
      <div aria-live="polite">
        {estimate.status === 'done' && estimate.methods.length ? (
          <ul className={styles.estimateMethods}>
            {estimate.methods.map((method) => (
              <li key={`${method.carrier_code}_${method.method_code}`}>
                {t('estimateMethod', { title: `${method.carrier_title} - ${method.method_title}`, price: money(
                    shippingPrice(
                      {
                        amount: { value: method.price_incl_tax },
                        price_incl_tax: { value: method.price_incl_tax },
                        price_excl_tax: method.price_excl_tax === undefined ? null : { value: method.price_excl_tax },
                      },
                      display,
                    ),
                  ) })}
              </li>
            ))}
          </ul>
        ) : null}
        {estimate.status === 'done' && !estimate.methods.length ? <p>{t('estimateNone')}</p> : null}
        {estimate.status === 'failed' ? (
          <p role="alert" className={styles.error}>
            {t('estimateError', { message: estimate.message })}
          </p>
        ) : null}
      </div>
    </details>
  );
}
