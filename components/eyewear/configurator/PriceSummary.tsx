'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import type { PriceLine } from '@/lib/eyewear/configurator';
import styles from './Configurator.module.css';

export interface PriceSummaryProps {
  frameName: string;
  /** The chosen colour and size (`Black, 52`). */
  frameDetails: string;
  framePrice: number;
  lines: readonly PriceLine[];
  total: number;
  currency: string;
}

/** The frame and each lens choice with its price, and the running total (announced when it changes). */
export function PriceSummary({ frameName, frameDetails, framePrice, lines, total, currency }: PriceSummaryProps) {
  const t = useTranslations('Configurator');
  const tProduct = useTranslations('Product');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currency, locale);

  return (
    <section className={styles.summary} aria-labelledby="configurator-summary">
      <h2 id="configurator-summary" className={styles.summaryHeading}>
        {t('summaryHeading')}
      </h2>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>
            {frameName}
            {frameDetails ? <span className={styles.lineDetail}>{frameDetails}</span> : null}
          </dt>
          <dd>{money(framePrice)}</dd>
        </div>
        {lines.map((line) => (
          <div key={line.role} className={styles.line}>
            <dt>
              {line.option}
              <span className={styles.lineDetail}>{line.values.join(', ')}</span>
            </dt>
            <dd>{line.amount > 0 ? tProduct('addOn', { amount: money(line.amount) }) : tProduct('included')}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.total} aria-live="polite" aria-atomic="true">
        {t('total', { amount: money(total) })}
      </p>
    </section>
  );
}
