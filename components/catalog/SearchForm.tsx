import { MAX_QUERY_LENGTH, QUERY_PARAM } from '@/lib/catalog/listing-params';
import type { StoreCode } from '@/lib/store-views';
import type { Translate } from './translate';
import styles from './SearchForm.module.css';

export interface SearchFormProps {
  store: StoreCode;
  /** The text searched for, to refine it. */
  query?: string;
  /** Translator of the `Listing` namespace. */
  t: Translate;
}

/** A plain GET form to `/{store}/search.html?query=...`. */
export function SearchForm({ store, query = '', t }: SearchFormProps) {
  return (
    <form role="search" method="get" action={`/${store}/search.html`} className={styles.form}>
      <label htmlFor="listing-search-query" className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id="listing-search-query"
        className={styles.input}
        type="search"
        name={QUERY_PARAM}
        defaultValue={query}
        placeholder={t('searchPlaceholder')}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        required
      />
      <button type="submit" className={styles.submit}>
        {t('searchSubmit')}
      </button>
    </form>
  );
}
