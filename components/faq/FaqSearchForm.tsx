import { FAQ_SEARCH_MAX_LENGTH } from '@/lib/magento/operations/faq';
import { FAQ_QUERY_PARAM } from './faq-route';
import searchStyles from '@/components/catalog/SearchForm.module.css';
import styles from './Faq.module.css';

export interface FaqSearchFormProps {
  store: string;
  query?: string;
  labels: { label: string; button: string };
}

/** A plain GET form to `/{store}/faq?q=…`: it works without JavaScript. */
export function FaqSearchForm({ store, query = '', labels }: FaqSearchFormProps) {
  return (
    <form role="search" aria-label={labels.label} method="get" action={`/${store}/faq`} className={styles.search}>
      <label htmlFor="faq-search">{labels.label}</label>
      <div className={styles.searchRow}>
        <input
          id="faq-search"
          className={searchStyles.input}
          type="search"
          name={FAQ_QUERY_PARAM}
          defaultValue={query}
          maxLength={FAQ_SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          required
        />
        <button type="submit" className={searchStyles.submit}>
          {labels.button}
        </button>
      </div>
    </form>
  );
}
