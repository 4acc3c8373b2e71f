'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/TextField';

/** The purchase order number under Magento's purchase order method (required to place the order). */
export function PurchaseOrderField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  const t = useTranslations('CheckoutPayment');
  return (
    <TextField id="purchase-order-number" label={t('poNumber')} value={value} error={error ?? undefined} required onChange={onChange} />
  );
}
