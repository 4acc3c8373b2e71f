import { useTranslations } from 'next-intl';
import { selectionSearch, type ProductChoices, type Selection } from '@/components/product/variant-selection';
import { customizePath } from '@/lib/eyewear/configurator-paths';
import styles from './ChooseLensesLink.module.css';

export interface ChooseLensesLinkProps {
  store: string;
  urlKey: string;
  choices: Pick<ProductChoices, 'options'>;
  selection: Selection;
}

/**
 * "Choose lenses" on a frame's product page: the configurator, with the colour and size chosen here.
 * Rendered by the server, and by the product page's late island once the shopper can pick
 * (components/product/SelectedVariant.tsx).
 */
export function ChooseLensesLink({ store, urlKey, choices, selection }: ChooseLensesLinkProps) {
  const t = useTranslations('Product');
  return (
    <a className={styles.chooseLenses} href={`${customizePath(store, urlKey)}${selectionSearch(choices.options, selection)}`}>
      {t('chooseLenses')}
    </a>
  );
}
