'use client';

import { useTranslations } from 'next-intl';
import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import { selectionSearch } from '@/components/product/variant-selection';
import { customizePath } from '@/lib/eyewear/configurator-paths';
import styles from './ChooseLensesLink.module.css';

/** "Choose lenses" on a frame's product page: the configurator, with the colour and size chosen here. */
export function ChooseLensesLink({ store, urlKey }: { store: string; urlKey: string }) {
  const t = useTranslations('Product');
  const { choices, selection } = useProductChoice();
  return (
    <a className={styles.chooseLenses} href={`${customizePath(store, urlKey)}${selectionSearch(choices.options, selection)}`}>
      {t('chooseLenses')}
    </a>
  );
}
