import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/i18n/format';
import type { OrderDetail, OrderTaxAmounts } from '@/lib/magento/operations/account';
import type { Money } from '@/lib/magento/types';
import styles from './Areas.module.css';

/**
 * The order's totals: subtotal, each discount, shipping, each tax, grand total (all in the order's
 * currency). With `withTax` (a store view that shows amounts including tax), the subtotal and
 * shipping include tax and each tax line says what the total includes ("incl. VAT 20%").
 */
export async function OrderTotals({
  total,
  locale,
  withTax,
}: {
  total: NonNullable<OrderDetail['total']>;
  locale: string;
  withTax: OrderTaxAmounts | null;
}) {
  const t = await getTranslations('OrderHistory');
  const money = (amount: Money | null | undefined, sign = 1) =>
    amount?.value != null && amount.currency ? formatMoney(sign * amount.value, amount.currency, locale) : '';
  const discounts = (total.discounts ?? []).flatMap((discount) => (discount ? [discount] : []));
  const taxes = (total.taxes ?? []).flatMap((tax) => (tax ? [tax] : []));
  const rows: Array<{ key: string; label: string; amount: string }> = [
    { key: 'subtotal', label: t('subtotal'), amount: money(withTax ? withTax.subtotal : total.subtotal) },
    ...discounts.map((discount, index) => ({
      key: `discount-${index}`,
      label: t('discountLine', { label: discount.label }),
      amount: money(discount.amount, -1),
    })),
    {
      key: 'shipping',
      label: t('shipping'),
      amount: money((withTax ? total.shipping_handling?.amount_including_tax : null) ?? total.total_shipping),
    },
    ...(taxes.length
      ? taxes.map((tax, index) => ({
          key: `tax-${index}`,
          label: withTax ? t('taxIncluded', { label: tax.title }) : tax.title,
          amount: money(tax.amount),
        }))
      : [{ key: 'tax', label: withTax ? t('taxIncluded', { label: t('tax') }) : t('tax'), amount: money(total.total_tax) }]),
  ];
  return (
    <dl className={styles.totals}>
      {rows.map((row) => (
        <div key={row.key} className={styles.totalRow}>
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>{t('grandTotal')}</dt>
        <dd>{money(total.grand_total)}</dd>
      </div>
    </dl>
  );
}
