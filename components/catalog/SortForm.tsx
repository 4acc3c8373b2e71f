import {
  buildListingHref,
  DIRECTION_PARAM,
  listingQueryEntries,
  ORDER_PARAM,
  PAGE_PARAM,
  type ListingState,
  type SortKey,
} from '@/lib/catalog/listing-params';
import { SortSelect } from './SortSelect';
import type { Translate } from './translate';
import styles from './SortForm.module.css';

export interface SortFormProps {
  basePath: string;
  state: ListingState;
  /** Sort keys offered, in menu order. */
  sortKeys: readonly SortKey[];
  /** Translator of the `Listing` namespace. */
  t: Translate;
}

/**
 * Sorting as a GET form (works without JavaScript: the current filters ride along as hidden
 * fields, the page goes back to 1) plus a link that flips the direction.
 */
export function SortForm({ basePath, state, sortKeys, t }: SortFormProps) {
  const kept = listingQueryEntries(state).filter(([key]) => key !== ORDER_PARAM && key !== DIRECTION_PARAM && key !== PAGE_PARAM);
  const descending = state.direction === 'desc';

  return (
    <form method="get" action={basePath} className={styles.sort}>
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="listing-sort" className={styles.label}>
        {t('sortLabel')}
      </label>
      <select id="listing-sort" name={ORDER_PARAM} className={styles.select} defaultValue={state.sort}>
        {sortKeys.map((key) => (
          <option key={key} value={key} data-href={buildListingHref(basePath, state, { sort: key })}>
            {t(`sort_${key}`)}
          </option>
        ))}
      </select>
      <a
        href={buildListingHref(basePath, state, { direction: descending ? 'asc' : 'desc' })}
        className={styles.direction}
        data-direction={state.direction}
        aria-label={t(descending ? 'sortAscending' : 'sortDescending')}
        title={t(descending ? 'sortAscending' : 'sortDescending')}
        rel="nofollow"
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 3v14M6 17l-3-3M6 17l3-3" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
          {/* Bars that grow downwards for ascending, shrink for descending: the order in force. */}
          <path
            d={descending ? 'M12 5h6M12 10h4.5M12 15h3' : 'M12 5h3M12 10h4.5M12 15h6'}
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </a>
      <button type="submit" className={styles.apply}>
        {t('sortApply')}
      </button>
      <SortSelect menu="listing-sort" />
    </form>
  );
}
