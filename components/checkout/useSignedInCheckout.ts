'use client';

import { useEffect, useState } from 'react';
import { getMagentoClient } from '@/lib/magento/client';
import type { CustomerAddress } from '@/lib/magento/operations/account';
import { GetCheckoutCustomer } from '@/lib/magento/operations/checkout';
import type { CheckoutAddress } from '@/lib/state/checkout-store';
import { hasLiveSigninRecord } from '@/lib/session/signin-record';
import { useAppInitialisation } from '@/lib/state/app-initialisation';
import { useUserStore } from '@/lib/state/user-store';

export interface SavedAddress {
  id: number;
  address: CheckoutAddress;
  isDefaultShipping: boolean;
}

export interface SignedInCheckout {
  /** The account's email, or null for a guest (who types one). */
  email: string | null;
  /** The customer's address book, default shipping address first. */
  addresses: SavedAddress[];
}

/** A customer address as the checkout's address (the street's first line, the region by id and code). */
export function fromCustomerAddress(address: Omit<CustomerAddress, 'id'>): CheckoutAddress | null {
  if (!address.firstname || !address.lastname || !address.city || !address.country_code) return null;
  const checkout: CheckoutAddress = {
    firstname: address.firstname,
    lastname: address.lastname,
    street: (address.street ?? []).filter((line): line is string => Boolean(line)),
    city: address.city,
    country_id: address.country_code,
    telephone: address.telephone ?? '',
  };
  if (address.postcode) checkout.postcode = address.postcode;
  if (address.region?.region_id) checkout.region_id = address.region.region_id;
  if (address.region?.region_code) checkout.region_code = address.region.region_code;
  if (address.region?.region) checkout.region = address.region.region;
  return checkout;
}

/**
 * What the checkout knows of a signed-in shopper: their email and address book (nothing for a
 * guest), and `pending` while it cannot tell yet: this browser holds a sign-in the start-up has not
 * resumed, or the customer is still being read (a guest's address form for a customer would ask
 * them for an e-mail address).
 */
export function useSignedInCheckout(store: string): SignedInCheckout & { pending: boolean } {
  const isSignedIn = useUserStore((state) => state.isSignedIn);
  const sessionResumed = useAppInitialisation((state) => Boolean(state.isSessionResumed));
  const [known, setKnown] = useState<SignedInCheckout>({ email: null, addresses: [] });
  const [read, setRead] = useState(false);
  const pending = isSignedIn ? !read : !sessionResumed && hasLiveSigninRecord();

  useEffect(() => {
    if (!isSignedIn) {
      setKnown({ email: null, addresses: [] });
      setRead(false);
      return;
    }
    let live = true;
    getMagentoClient()
      .query(GetCheckoutCustomer, undefined, { headers: { store }, cache: 'no-store' })
      .then(({ data }) => {
        if (!live) return;
        const addresses = (data.customer?.addresses ?? []).flatMap((entry) => {
          const address = entry ? fromCustomerAddress(entry) : null;
          return entry && address && entry.id !== null
            ? [{ id: entry.id, address, isDefaultShipping: Boolean(entry.default_shipping) }]
            : [];
        });
        addresses.sort((a, b) => Number(b.isDefaultShipping) - Number(a.isDefaultShipping));
        setKnown({ email: data.customer?.email ?? null, addresses });
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setRead(true);
      });
    return () => {
      live = false;
    };
  }, [isSignedIn, store]);

  return { ...known, pending };
}
