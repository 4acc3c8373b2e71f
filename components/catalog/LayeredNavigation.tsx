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
import { FilterLists, type FilterGroupView, type FilterLink } from './FilterLists';
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
        <FilterLists
          heading={t('filtersHeading')}
          subcategories={
            subcategories.length
              ? {
                  title: t('shopByCategory'),
                  links: subcategories.map((subcategory) => filterLink(subcategory.href, subcategory.label, subcategory.count, labels)),
                }
              : undefined
          }
          groups={groups.map((group, index) => {
            const code = group.attribute_code as FilterParam; // kept by isListableAggregation above
            const options = group.options.map((option) => {
              const link = filterLink(
                buildListingHref(basePath, state, { toggle: { code, value: option.value } }),
                filterOptionLabel(code, option, labels),
                option.count,
                labels,
              );
              return isFilterSelected(state, code, option.value) ? { ...link, selected: true as const } : link;
            });
            const view: FilterGroupView = {
              code,
              title: filterGroupLabel(group, labels),
              open: options.some((option) => option.selected) || index < openGroups,
              options,
            };
            return code === PRICE_PARAM ? { ...view, single: true as const } : view;
          })}
        />
      </details>
    </aside>
  );
}

/** A link of the panel with its count, if the backend gave one; no empty field goes into the page's payload. */
function filterLink(href: string, label: string, count: number | null, labels: FilterLabelContext): FilterLink {
  if (count === null) return { href, label };
  return { href, label, count: { shown: numberFormat(labels.locale).format(count), spoken: labels.t('optionCount', { count }) } };
}
