'use client';

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
  /** "Shop by category" and its links, on a category page with subcategories. */
  subcategories?: { title: string; links: FilterLink[] };
  groups: FilterGroupView[];
}

/**
 * The filter panel's lists, drawn from plain data. The server builds every href and text
 * (LayeredNavigation.tsx), and the page's RSC payload carries these few fields per option rather
 * than the element tree of each link, which on a category page was a seventh of the document
 * (issue 16). The markup is the same either way; the links work without JavaScript.
 */
export function FilterLists({ subcategories, groups }: FilterListsProps) {
  return (
    <>
      {subcategories ? (
        <section className={styles.group} aria-labelledby="listing-subcategories-heading">
          <h3 id="listing-subcategories-heading" className={styles.groupTitle}>
            {subcategories.title}
          </h3>
          <ul className={styles.options} role="list">
            {subcategories.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.category}>
                  <span className={styles.label}>{link.label}</span>
                  {link.count ? <OptionCount count={link.count} /> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {groups.map((group) => {
        const titleId = `listing-filter-${group.code}`;
        return (
          <details key={group.code} className={styles.group} open={group.open}>
            <summary className={styles.groupTitle} id={titleId}>
              {group.title}
            </summary>
            <ul className={styles.options} role="list" aria-labelledby={titleId}>
              {group.options.map((option) => (
                <li key={option.href}>
                  <a
                    href={option.href}
                    className={styles.option}
                    data-kind={group.single ? 'single' : 'multiple'}
                    aria-current={option.selected ? 'true' : undefined}
                    rel="nofollow"
                  >
                    <span className={styles.check} aria-hidden="true" />
                    <span className={styles.label}>{option.label}</span>
                    {option.count ? <OptionCount count={option.count} /> : null}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </>
  );
}

function OptionCount({ count }: { count: FilterCount }) {
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count.shown}</span>
      <span className="visually-hidden">{count.spoken}</span>
    </span>
  );
}
