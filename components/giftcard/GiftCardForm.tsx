'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { QueryScope } from '@/components/app/QueryScope';
import { TextField } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { CUSTOMER_DETAILS_KEY } from '@/lib/account/query-keys';
import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import { formatMoney } from '@/lib/i18n/format';
import { giftCardErrorText } from '@/lib/giftcard/errors';
import { OPEN_AMOUNT, giftCardCartOptions, type GiftCardProductView } from '@/lib/giftcard/options';
import { MAX_GIFT_CARDS, giftCardSchema, toPurchase, type GiftCardField, type GiftCardFormValues } from '@/lib/giftcard/purchase-schema';
import { useAppStore } from '@/lib/state/app-store';
import { useCartStore } from '@/lib/state/cart-store';
import { useUserStore } from '@/lib/state/user-store';
import { GiftCardAmountChoice } from './GiftCardAmountChoice';
import { GiftCardMessageField } from './GiftCardMessageField';
import styles from './GiftCard.module.css';

/** The fields in page order: the first one in error gets the focus. */
const FIELD_IDS: Array<readonly [GiftCardField, string]> = [
  ['openAmount', 'giftcard-open-amount'],
  ['senderName', 'giftcard-sender-name'],
  ['senderEmail', 'giftcard-sender-email'],
  ['recipientName', 'giftcard-recipient-name'],
  ['recipientEmail', 'giftcard-recipient-email'],
  ['message', 'giftcard-message'],
  ['quantity', 'giftcard-quantity'],
];

function initialValues(product: GiftCardProductView): GiftCardFormValues {
  return {
    amount: product.amounts[0]?.uid ?? (product.open ? OPEN_AMOUNT : ''),
    openAmount: '',
    senderName: '',
    senderEmail: '',
    recipientName: '',
    recipientEmail: '',
    message: '',
    quantity: '1',
  };
}

/**
 * The gift card product page's purchase form: amount, sender, recipient, message and number of
 * cards, checked here with the rules the backend applies, then added to the cart with Adobe
 * Commerce's selected and entered options. Nothing typed is lost on an error.
 */
export function GiftCardForm(props: { store: string; product: GiftCardProductView }) {
  // It reads the shopper's gift card data through React Query (the store view's one client).
  return (
    <QueryScope>
      <GiftCardFormFields {...props} />
    </QueryScope>
  );
}

function GiftCardFormFields({ store, product }: { store: string; product: GiftCardProductView }) {
  const t = useTranslations('GiftCard');
  const { view } = useProductChoice();
  const locale = useLocale();
  const {
    values,
    setValues,
    change,
    errors,
    check,
    busy: adding,
    run,
  } = useForm<GiftCardFormValues>(() => initialValues(product), {
    fieldIds: FIELD_IDS,
  });
  const [result, setResult] = useState<{ kind: 'added' | 'failed'; text: string } | null>(null);
  const isSignedIn = useUserStore((state) => state.isSignedIn);
  // The header's query of the customer's details (the same key and options: one request, cached).
  const customer = useQuery({
    queryKey: CUSTOMER_DETAILS_KEY,
    queryFn: () => useUserStore.getState().getDetails(),
    enabled: isSignedIn,
    staleTime: 5 * 60 * 1000,
  }).data;
  const money = (value: number) => formatMoney(value, product.currency, locale);

  useEffect(() => {
    // A signed-in buyer is the sender, unless they typed someone else already.
    if (!customer) return;
    setValues((current) => ({
      ...current,
      senderName: current.senderName || `${customer.firstname ?? ''} ${customer.lastname ?? ''}`.trim(),
      senderEmail: current.senderEmail || customer.email || '',
    }));
  }, [customer]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    setResult(null);
    if (!check(giftCardSchema((key, vars) => t(key, vars), product, money))) return;
    const purchase = toPurchase(values);
    await run(async () => {
      try {
        const cart = useCartStore.getState();
        await cart.getCart(store);
        const images = view.images.map((image) => ({ url: image.url, label: image.alt }));
        await cart.addItem({ sku: product.sku, quantity: purchase.quantity, ...giftCardCartOptions(purchase), images });
        setResult({ kind: 'added', text: t('added') });
        if (useAppStore.getState().drawer !== 'cart') useAppStore.getState().toggleDrawer('cart');
      } catch (failure) {
        const { key, values: vars } = giftCardErrorText(failure instanceof Error ? failure.message : String(failure));
        setResult({ kind: 'failed', text: t('addError', { reason: t(key, vars) }) });
      }
    });
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t('formLabel')}>
      <GiftCardAmountChoice
        product={product}
        amount={values.amount}
        openAmount={values.openAmount}
        errors={errors}
        onAmount={change('amount')}
        onOpenAmount={change('openAmount')}
      />
      <fieldset className={styles.group}>
        <legend>{t('fromLegend')}</legend>
        <div className={styles.pair}>
          <TextField
            id="giftcard-sender-name"
            label={t('senderName')}
            value={values.senderName}
            error={errors.senderName}
            autoComplete="name"
            required
            onChange={change('senderName')}
          />
          <TextField
            id="giftcard-sender-email"
            type="email"
            label={t('senderEmail')}
            value={values.senderEmail}
            error={errors.senderEmail}
            autoComplete="email"
            required
            onChange={change('senderEmail')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('toLegend')}</legend>
        <div className={styles.pair}>
          <TextField
            id="giftcard-recipient-name"
            label={t('recipientName')}
            value={values.recipientName}
            error={errors.recipientName}
            autoComplete="off"
            required
            onChange={change('recipientName')}
          />
          <TextField
            id="giftcard-recipient-email"
            type="email"
            label={t('recipientEmail')}
            value={values.recipientEmail}
            error={errors.recipientEmail}
            autoComplete="off"
            required
            onChange={change('recipientEmail')}
          />
        </div>
        {product.messageMaxLength !== null ? (
          <GiftCardMessageField value={values.message} max={product.messageMaxLength} error={errors.message} onChange={change('message')} />
        ) : null}
      </fieldset>
      <div className={`${styles.field} ${styles.quantity}`}>
        <label htmlFor="giftcard-quantity">{t('quantity')}</label>
        <input
          id="giftcard-quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_GIFT_CARDS}
          step={1}
          value={values.quantity}
          aria-invalid={errors.quantity ? true : undefined}
          aria-describedby={errors.quantity ? 'giftcard-quantity-error' : undefined}
          onChange={(event) => change('quantity')(event.target.value)}
        />
        {errors.quantity ? (
          <p id="giftcard-quantity-error" className={styles.error}>
            {errors.quantity}
          </p>
        ) : null}
      </div>
      <p className={styles.hint}>{product.lifetimeDays ? t('deliveryWithLifetime', { days: product.lifetimeDays }) : t('delivery')}</p>
      <button type="submit" className={styles.primary} disabled={adding} aria-busy={adding || undefined}>
        {adding ? t('adding') : t('addToCart')}
      </button>
      <p role="status" className={result?.kind === 'failed' ? styles.error : styles.success}>
        {result?.text}
      </p>
    </form>
  );
}
