'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { defaultCountry } from '@/lib/checkout/address-rules';
import { PURCHASE_ORDER_METHOD } from '@/lib/checkout/payment-methods';
import { guardLeavingPage } from '@/lib/routing/navigation';
import { useCartStore } from '@/lib/state/cart-store';
import { useCartSession } from '@/components/cart/useCartSession';
import { useCheckoutStore } from '@/lib/state/checkout-store';
import { CardFields } from '@/components/payment/CardFields';
import { cardSchema, emptyCard, type CardField, type CardFormValues } from '@/components/payment/card-schema';
import { useForm } from '@/components/forms/useForm';
import { tokenizeCard } from '@/components/payment/tokenize';
import { addressSchema, emptyAddress, type AddressField, type AddressFormValues } from '@/lib/checkout/address-schema';
import { fromCartShippingAddress, toCheckoutAddress, toFormValues } from './address-values';
import { BillingAddressStep } from './BillingAddressStep';
import { CheckoutAgreements, acceptedAgreementIds, agreementCheckboxId, missingAgreement } from './CheckoutAgreements';
import type { ShownAgreement } from './checkout-agreements';
import { OrderReview } from './OrderReview';
import { PaymentMethodStep } from './PaymentMethodStep';
import { PlaceOrder } from './PlaceOrder';
import { PurchaseOrderField } from './PurchaseOrderField';
import { ShippingAddressStep, type ShippingFormValues } from './ShippingAddressStep';
import { ShippingMethodStep } from './ShippingMethodStep';
import { useCountries, usePaymentMethods } from './useCheckoutData';
import { useSignedInCheckout } from './useSignedInCheckout';
import styles from './Checkout.module.css';

/** The method paid with the card form (tokenised in the browser, the nonce sent with the order). */
export const CARD_METHOD = 'sandbox_card';

/**
 * The checkout (a guest's, or a signed-in customer's with their address book), rendered in the browser only (the server renders no personal data): email
 * and shipping address, shipping method, payment method, billing address, review, place order.
 * What the shopper typed stays in this component's state whatever a step answers.
 */
export function CheckoutPage({ store, currency, agreements = [] }: { store: string; currency: string; agreements?: ShownAgreement[] }) {
  const t = useTranslations('Checkout');
  const tPayment = useTranslations('Payment');
  const tPurchaseOrder = useTranslations('CheckoutPayment');
  const router = useRouter();
  useCartSession(store);
  const started = useCartStore((state) => state.store === store);
  const cartId = useCartStore((state) => state.cartId);
  const details = useCartStore((state) => state.details);
  const isLoading = useCartStore((state) => state.isLoading);
  const shippingAddress = useCheckoutStore((state) => state.shippingAddress);
  const shippingMethod = useCheckoutStore((state) => state.shippingMethod);
  const paymentCode = useCheckoutStore((state) => state.paymentCode);
  // Gift cards only: no shipping method, and the address given is the billing address.
  const isVirtual = Boolean(details?.is_virtual);
  const countries = useCountries(store);
  const paymentMethods = usePaymentMethods(details);
  const customer = useSignedInCheckout(store);
  const shippingForm = useForm<ShippingFormValues>(() => ({ ...emptyAddress(defaultCountry(store)), email: '' }));
  const billingForm = useForm<AddressFormValues>(() => emptyAddress(defaultCountry(store)));
  const [sameAsShipping, setSameAsShipping] = useState(true);
  const [touched, setTouched] = useState(false);
  const cardForm = useForm<CardFormValues>(emptyCard);
  const [saveCard, setSaveCard] = useState(false);
  // The method picked in the payment step (a purchase order is set on the cart only with its number).
  const [pickedPayment, setPickedPayment] = useState<string | null>(null);
  const [poNumber, setPoNumber] = useState('');
  const [poNumberError, setPoNumberError] = useState<string | null>(null);
  // The terms and conditions the shopper ticked (the store view's, when it has any).
  const [acceptedAgreements, setAcceptedAgreements] = useState<number[]>([]);
  const [agreementsError, setAgreementsError] = useState(false);
  const placing = useRef(false);
  const byPurchaseOrder = (pickedPayment ?? paymentCode) === PURCHASE_ORDER_METHOD;

  useEffect(() => {
    const checkout = useCheckoutStore.getState();
    checkout.begin();
    const saved = useCheckoutStore.getState();
    if (saved.shippingAddress) {
      shippingForm.setValues({ ...toFormValues(saved.shippingAddress), email: saved.shippingAddress.email ?? '' });
    }
    if (saved.billingAddress && !saved.billingAddress.sameAsShippingAddress) {
      setSameAsShipping(false);
      billingForm.setValues(toFormValues(saved.billingAddress));
    }
  }, []);

  const prefilledFromCart = useRef(false);
  useEffect(() => {
    // Nothing saved in this browser, but the cart has a shipping address (given on another
    // device, or before this browser's data was cleared): the form starts from it.
    if (prefilledFromCart.current || touched || useCheckoutStore.getState().shippingAddress) return;
    const fromCart = fromCartShippingAddress(details?.shipping_addresses?.[0]);
    if (!fromCart) return;
    prefilledFromCart.current = true;
    shippingForm.setValues((current) => ({ ...fromCart, email: current.email }));
  }, [details, touched]);

  useEffect(() => {
    // After a client navigation the cart in memory may be old (a coupon applied on the cart page
    // re-prices shipping): read it again, as the cart page does.
    const cart = useCartStore.getState();
    if (cart.store === store && cart.details) void cart.getDetails();
  }, [store]);

  useEffect(() => {
    // The methods saved when the address was given may be stale: the cart's own are the truth.
    useCheckoutStore.getState().refreshShippingMethods(details);
  }, [details]);

  useEffect(() => {
    if (!touched) return;
    return guardLeavingPage();
  }, [touched]);

  useEffect(() => {
    // The order total changes with the shipping method.
    if (shippingMethod) void useCartStore.getState().getDetails();
  }, [shippingMethod]);

  function changeShipping(field: AddressField | 'email', value: string) {
    setTouched(true);
    shippingForm.setValues((current) => ({ ...current, [field]: value, ...(field === 'country_id' ? { region: '' } : {}) }));
  }

  function changeBilling(field: AddressField, value: string) {
    setTouched(true);
    billingForm.setValues((current) => ({ ...current, [field]: value, ...(field === 'country_id' ? { region: '' } : {}) }));
  }

  function changeCard(field: CardField, value: string) {
    setTouched(true);
    cardForm.set(field, value);
  }

  async function place() {
    const checkout = useCheckoutStore.getState();
    // One order per click burst: the button is disabled while submitting, and this guard holds
    // until the answer (the backend also answers a repeat for an ordered cart with the same order).
    if (checkout.isSubmitting || placing.current) return;
    const byCard = !byPurchaseOrder && checkout.paymentCode === CARD_METHOD;
    const unticked = missingAgreement(agreements, acceptedAgreements);
    setAgreementsError(Boolean(unticked));
    if (unticked) {
      document.getElementById(agreementCheckboxId(unticked.id))?.focus();
      return;
    }
    const agreementIds = acceptedAgreementIds(agreements, acceptedAgreements);
    if (byPurchaseOrder) {
      const error = poNumber.trim() ? null : tPurchaseOrder('poNumberRequired');
      setPoNumberError(error);
      if (error) return;
    }
    if (byCard) {
      if (!cardForm.check(cardSchema((key) => tPayment(key)))) return;
    }
    placing.current = true;
    try {
      if (byPurchaseOrder) {
        await checkout.submitPaymentMethod({ code: PURCHASE_ORDER_METHOD, purchaseOrderNumber: poNumber.trim() });
        if (useCheckoutStore.getState().paymentMethodError) return;
      }
      if (sameAsShipping || isVirtual) {
        await checkout.submitBillingAddress({ ...toCheckoutAddress(shippingForm.values, countries), sameAsShippingAddress: true });
      } else {
        const country = countries.find((entry) => entry.id === billingForm.values.country_id);
        if (!billingForm.check(addressSchema((key) => t(key), country))) return;
        await checkout.submitBillingAddress(toCheckoutAddress(billingForm.values, countries));
      }
      if (useCheckoutStore.getState().billingAddressError) return;
      if (byCard) {
        // A declined or invalid card is told next to the payment step; every field keeps its value.
        useCheckoutStore.setState({ paymentMethodError: null, orderError: null, isSubmitting: true });
        try {
          const nonce = await tokenizeCard(cardForm.values, tPayment('tokenizeFailed'));
          useCheckoutStore.setState({ paymentData: { code: CARD_METHOD, nonce, saveCard: Boolean(customer.email) && saveCard } });
          await useCheckoutStore.getState().placeOrder({ agreementIds });
        } catch (error) {
          useCheckoutStore.setState({
            isSubmitting: false,
            orderError: null,
            paymentMethodError: error instanceof Error ? error : new Error(String(error)),
          });
          return;
        }
      } else {
        await useCheckoutStore.getState().placeOrder({ agreementIds });
      }
    } catch {
      // The order error is stored and shown next to "Place order"; the form keeps its values. The
      // totals are read again: a gift card may have paid another order meanwhile.
      void useCartStore.getState().getDetails();
      return;
    } finally {
      placing.current = false;
    }
    setTouched(false);
    const redirect = useCheckoutStore.getState().paymentRedirect;
    if (redirect) {
      // 3-D Secure, PayPal or Adyen: the provider's page, then back to a return page.
      window.location.assign(redirect);
      return;
    }
    router.push(`/${store}/success`);
  }

  // A signed-in shopper's form waits until the checkout knows them (no e-mail field for a customer).
  if (!started || (!details && (isLoading || cartId)) || customer.pending) {
    return (
      <p role="status" className={styles.hint}>
        {t('loading')}
      </p>
    );
  }

  if (!details?.items?.length) {
    return (
      <div className={styles.empty}>
        <p>{t('emptyCart')}</p>
        <a href={`/${store}`} className={styles.primary}>
          {t('continueShopping')}
        </a>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        <ShippingAddressStep
          form={shippingForm}
          countries={countries}
          onChange={changeShipping}
          customerEmail={customer.email}
          savedAddresses={customer.addresses}
          onPickSaved={(saved) => {
            setTouched(true);
            shippingForm.setValues((current) => ({ ...toFormValues(saved.address), email: current.email }));
          }}
          virtual={isVirtual}
        />
        {isVirtual ? null : <ShippingMethodStep store={store} currency={currency} />}
        <PaymentMethodStep
          methods={paymentMethods}
          onPick={(code) => {
            cardForm.showErrors({});
            setPickedPayment(code);
          }}
          details={(code) =>
            code === PURCHASE_ORDER_METHOD ? (
              <PurchaseOrderField
                value={poNumber}
                error={poNumberError}
                onChange={(value) => {
                  setTouched(true);
                  setPoNumber(value);
                  if (value.trim()) setPoNumberError(null);
                }}
              />
            ) : code === CARD_METHOD ? (
              <CardFields
                values={cardForm.values}
                errors={cardForm.errors}
                onChange={changeCard}
                saveCard={customer.email ? { checked: saveCard, onChange: setSaveCard } : undefined}
              />
            ) : null
          }
        />
        {isVirtual ? null : (
          <BillingAddressStep
            sameAsShipping={sameAsShipping}
            values={billingForm.values}
            errors={billingForm.errors}
            countries={countries}
            onSameAsShippingChange={(same) => {
              setTouched(true);
              setSameAsShipping(same);
            }}
            onChange={changeBilling}
          />
        )}
      </div>
      <aside className={styles.summary}>
        <OrderReview store={store} details={details} currency={currency} />
        <CheckoutAgreements
          agreements={agreements}
          accepted={acceptedAgreements}
          showError={agreementsError}
          onChange={(id, accepted) => {
            setTouched(true);
            setAcceptedAgreements((current) => (accepted ? [...current, id] : current.filter((entry) => entry !== id)));
          }}
        />
        <PlaceOrder
          ready={Boolean(shippingAddress && (shippingMethod || isVirtual) && (paymentCode || byPurchaseOrder))}
          onPlace={() => void place()}
        />
      </aside>
    </div>
  );
}
