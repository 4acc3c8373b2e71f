import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/i18n/format';
import type { OrderLine, OrderTaxAmounts } from '@/lib/magento/operations/account';
import styles from './Areas.module.css';

/**
 * The order's items: name with the options chosen (lens choices: "Usage: Progressive") and typed,
 * SKU, price, quantity, subtotal; the price and subtotal with tax when `withTax` has them.
 */
export async function OrderLines({ lines, locale, withTax }: { lines: OrderLine[]; locale: string; withTax: OrderTaxAmounts | null }) {
  const t = await getTranslations('OrderHistory');
  const money = (value: number | null, currency: string | null) =>
    value != null && currency ? formatMoney(value, currency, locale) : null;
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table}>
        <caption>{t('itemsHeading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnProduct')}</th>
            <th scope="col">{t('columnSku')}</th>
            <th scope="col" className={styles.amount}>
              {t('columnPrice')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('columnQuantity')}
            </th>
            <th scope="col" className={styles.amount}>
              {t('columnSubtotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const options = [...(line.selected_options ?? []), ...(line.entered_options ?? [])];
            const quantity = line.quantity_ordered ?? 0;
            const { value, currency } = line.product_sale_price;
            const taxed = withTax?.lines.get(line.id);
            return (
              <tr key={line.id}>
                <th scope="row">
                  {line.product_name ?? line.product_sku}
                  {options.length ? (
                    <ul className={styles.options}>
                      {options.map((option, index) => (
                        <li key={index}>{t('optionValue', { label: option.label, value: option.value })}</li>
                      ))}
                    </ul>
                  ) : null}
                </th>
                <td>{line.product_sku}</td>
                <td className={styles.amount}>{taxed ? money(taxed.price.value, taxed.price.currency) : money(value, currency)}</td>
                <td className={styles.amount}>{quantity}</td>
                <td className={styles.amount}>
                  {taxed ? money(taxed.rowTotal.value, taxed.rowTotal.currency) : money(value === null ? null : value * quantity, currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
