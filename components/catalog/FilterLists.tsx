'use client';

import { filterListsHtml, type FilterListsClasses } from './filter-lists-html';
import styles from './LayeredNavigation.module.css';

/** An option's product count: "33" on screen, "33 products" in the link's accessible name. */
export interface FilterCount {
  shown: string;
  spoken: string;
}

/** One link of the filter panel, every text already in the store view's language. */
export interface FilterLink {
  href: string;
  label: string;
  count?: FilterCount;
  selected?: true;
}

export interface FilterGroupView {
  code: string;
  title: string;
  open: boolean;
  /** One value at a time (price: drawn as a radio button) instead of several (a checkbox). */
  single?: true;
  options: FilterLink[];
}

export interface FilterListsProps {
  /** The panel's heading ("Filter by"). */
  heading: string;
  /** "Shop by category" and its links, on a category page with subcategories. */
  subcategories?: { title: string; links: FilterLink[] };
  groups: FilterGroupView[];
}

/**
 * The filter panel: its heading and lists, drawn from plain data. The server builds every href and
 * text (LayeredNavigation.tsx), and the page's RSC payload carries these few fields per option rather
 * than the element tree of each link (issue 16). The panel has nothing for React to handle, links
 * and disclosures only, so it is written as HTML (filter-lists-html.ts): React hydrates one element
 * instead of the hundreds inside. The links work without JavaScript.
 */
export function FilterLists(props: FilterListsProps) {
  return <div className={styles.panel} dangerouslySetInnerHTML={{ __html: filterListsHtml(props, styles as FilterListsClasses) }} />;
}
