import { buildListingHref, FILTER_CODES, PRICE_PARAM, type FilterParam, type ListingState } from '@/lib/catalog/listing-params';
import type { Aggregation } from '@/lib/magento/listing';
import { filterGroupLabel, filterOptionLabel, type FilterLabelContext } from './filter-labels';
import styles from './ActiveFilters.module.css';

export interface ActiveFilter {
  code: FilterParam;
  value: string;
  /** The group's name, e.g. "Colour". */
  group: string;
  /** The value's name, e.g. "Black" or "£100.00 – £199.99". */
  label: string;
}

/** The selected filters in URL order, named from the aggregations (a value they do not list keeps its raw value). */
export function activeFilters(state: ListingState, aggregations: readonly Aggregation[], labels: FilterLabelContext): ActiveFilter[] {
  const byCode = new Map(aggregations.map((aggregation) => [aggregation.attribute_code, aggregation]));
  const group = (code: string) => filterGroupLabel(byCode.get(code) ?? { attribute_code: code, label: null }, labels);
  const result: ActiveFilter[] = [];
  for (const code of FILTER_CODES) {
    for (const value of state.filters[code] ?? []) {
      const option = byCode.get(code)?.options.find((candidate) => candidate.value === value);
      result.push({ code, value, group: group(code), label: filterOptionLabel(code, option ?? { value, label: null }, labels) });
    }
  }
  if (state.price) {
    result.push({
      code: PRICE_PARAM,
      value: state.price,
      group: group(PRICE_PARAM),
      label: filterOptionLabel(PRICE_PARAM, { value: state.price, label: null }, labels),
    });
  }
  return result;
}

export interface ActiveFiltersProps {
  state: ListingState;
  aggregations: readonly Aggregation[];
  basePath: string;
  labels: FilterLabelContext;
}

/** The filters in force, each with a link that removes it, and a link that removes them all. */
export function ActiveFilters({ state, aggregations, basePath, labels }: ActiveFiltersProps) {
  const filters = activeFilters(state, aggregations, labels);
  if (filters.length === 0) return null;
  const { t } = labels;

  return (
    <section className={styles.active} aria-labelledby="listing-active-filters">
      <h2 id="listing-active-filters" className={styles.heading}>
        {t('activeFilters')}
      </h2>
      <ul className={styles.list} role="list">
        {filters.map((filter) => (
          <li key={`${filter.code}:${filter.value}`}>
            <a
              href={buildListingHref(basePath, state, { remove: { code: filter.code, value: filter.value } })}
              className={styles.chip}
              aria-label={t('removeFilter', { group: filter.group, value: filter.label })}
              rel="nofollow"
            >
              <span className={styles.group}>{filter.group}:</span> {filter.label}
              <span className={styles.remove} aria-hidden="true" />
            </a>
          </li>
        ))}
        <li>
          <a
            href={buildListingHref(basePath, state, { clearFilters: true })}
            className={styles.clear}
            rel="nofollow"
          >
            {t('clearAll')}
          </a>
        </li>
      </ul>
    </section>
  );
}
