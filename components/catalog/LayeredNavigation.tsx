import {
  activeFilterCount,
  buildListingHref,
  isFilterSelected,
  PRICE_PARAM,
  type FilterParam,
  type ListingState,
} from '@/lib/catalog/listing-params';
import type { Aggregation } from '@/lib/magento/listing';
import { filterGroupLabel, filterOptionLabel, isListableAggregation, type FilterLabelContext } from './filter-labels';
import styles from './LayeredNavigation.module.css';
import { numberFormat } from '@/lib/i18n/format';

export interface SubcategoryLink {
  uid: string;
  label: string;
  href: string;
  count: number | null;
}

export interface LayeredNavigationProps {
  aggregations: readonly Aggregation[];
  state: ListingState;
  /** Path of the listing without parameters, e.g. `/uk/eyeglasses.html`. */
  basePath: string;
  /** `t` of the `Listing` namespace, the store's locale and currency. */
  labels: FilterLabelContext;
  /** On a category page, its subcategories ("shop by category") instead of a category filter. */
  subcategories?: readonly SubcategoryLink[];
  /** Groups open at first (besides any with a selected option). */
  openGroups?: number;
}

/**
 * Filters as links: each option toggles itself in the URL, so filtering works without JavaScript,
 * every filtered page has an address, and the back button undoes a filter. On a phone the whole
 * panel folds into a disclosure; each group folds too.
 */
export function LayeredNavigation({ aggregations, state, basePath, labels, subcategories = [], openGroups = 4 }: LayeredNavigationProps) {
  const { t } = labels;
  const groups = aggregations.filter(
    (aggregation) =>
      isListableAggregation(aggregation.attribute_code) && !(aggregation.attribute_code === 'category_uid' && state.kind !== 'search'),
  );
  if (groups.length === 0 && subcategories.length === 0) return null;
  const selectedCount = activeFilterCount(state);

  return (
    <aside className={styles.sidebar} aria-labelledby="listing-filters-heading">
      <details className={styles.disclosure}>
        <summary className={styles.toggle}>
          <span className={styles.toggleIcon} aria-hidden="true" />
          {selectedCount ? t('filtersToggleActive', { count: selectedCount }) : t('filtersToggle')}
        </summary>
        <div className={styles.panel}>
          <h2 id="listing-filters-heading" className={styles.heading}>
            {t('filtersHeading')}
          </h2>
          {subcategories.length ? (
            <section className={styles.group} aria-labelledby="listing-subcategories-heading">
              <h3 id="listing-subcategories-heading" className={styles.groupTitle}>
                {t('shopByCategory')}
              </h3>
              <ul className={styles.options} role="list">
                {subcategories.map((subcategory) => (
                  <li key={subcategory.uid}>
                    <a href={subcategory.href} className={styles.category}>
                      <span className={styles.label}>{subcategory.label}</span>
                      {subcategory.count !== null ? <OptionCount count={subcategory.count} labels={labels} /> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {groups.map((group, index) => {
            const code = group.attribute_code as FilterParam; // kept by isListableAggregation above
            const hasSelection = group.options.some((option) => isFilterSelected(state, code, option.value));
            const titleId = `listing-filter-${code}`;
            return (
              <details key={code} className={styles.group} open={hasSelection || index < openGroups}>
                <summary className={styles.groupTitle} id={titleId}>
                  {filterGroupLabel(group, labels)}
                </summary>
                <ul className={styles.options} role="list" aria-labelledby={titleId}>
                  {group.options.map((option) => {
                    const selected = isFilterSelected(state, code, option.value);
                    return (
                      <li key={option.value}>
                        <a
                          href={buildListingHref(basePath, state, { toggle: { code, value: option.value } })}
                          className={styles.option}
                          data-kind={code === PRICE_PARAM ? 'single' : 'multiple'}
                          aria-current={selected ? 'true' : undefined}
                          rel="nofollow"
                        >
                          <span className={styles.check} aria-hidden="true" />
                          <span className={styles.label}>{filterOptionLabel(code, option, labels)}</span>
                          {option.count !== null ? <OptionCount count={option.count} labels={labels} /> : null}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </details>
            );
          })}
        </div>
      </details>
    </aside>
  );
}

/** "(33)" on screen, "33 products" in the accessible name. */
function OptionCount({ count, labels }: { count: number; labels: FilterLabelContext }) {
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{numberFormat(labels.locale).format(count)}</span>
      <span className="visually-hidden">{labels.t('optionCount', { count })}</span>
    </span>
  );
}
