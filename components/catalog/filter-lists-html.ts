import { escapeHtml } from '@/lib/html/react-markup';
import type { FilterCount, FilterLink, FilterListsProps } from './FilterLists';

/** Class names of LayeredNavigation.module.css the panel's markup uses. */
export type FilterListsClasses = Readonly<
  Record<'panel' | 'heading' | 'group' | 'groupTitle' | 'options' | 'category' | 'option' | 'check' | 'label' | 'count', string>
>;

/**
 * The filter panel's inside (its heading and lists) as HTML, the markup React wrote for the same
 * elements byte for byte: the panel is links only, so the page draws it from this string and React
 * does not keep one fiber for each of its hundreds of elements (issue 16: on a category page they
 * were half the elements React hydrated and walked again at every commit).
 */
export function filterListsHtml({ heading, subcategories, groups }: FilterListsProps, classes: FilterListsClasses): string {
  let html = `<h2 id="listing-filters-heading" class="${classes.heading}">${escapeHtml(heading)}</h2>`;
  if (subcategories) {
    html +=
      `<section class="${classes.group}" aria-labelledby="listing-subcategories-heading">` +
      `<h3 id="listing-subcategories-heading" class="${classes.groupTitle}">${escapeHtml(subcategories.title)}</h3>` +
      `<ul class="${classes.options}" role="list">`;
    for (const link of subcategories.links) {
      html += `<li><a href="${escapeHtml(link.href)}" class="${classes.category}">${labelHtml(link, classes)}</a></li>`;
    }
    html += '</ul></section>';
  }
  for (const group of groups) {
    const titleId = escapeHtml(`listing-filter-${group.code}`);
    html +=
      `<details class="${classes.group}"${group.open ? ' open=""' : ''}>` +
      `<summary class="${classes.groupTitle}" id="${titleId}">${escapeHtml(group.title)}</summary>` +
      `<ul class="${classes.options}" role="list" aria-labelledby="${titleId}">`;
    const kind = group.single ? 'single' : 'multiple';
    for (const option of group.options) {
      html +=
        `<li><a href="${escapeHtml(option.href)}" class="${classes.option}" data-kind="${kind}"` +
        `${option.selected ? ' aria-current="true"' : ''} rel="nofollow">` +
        `<span class="${classes.check}" aria-hidden="true"></span>${labelHtml(option, classes)}</a></li>`;
    }
    html += '</ul></details>';
  }
  return html;
}

function labelHtml(link: FilterLink, classes: FilterListsClasses): string {
  return `<span class="${classes.label}">${escapeHtml(link.label)}</span>${link.count ? countHtml(link.count, classes) : ''}`;
}

/** "33" on screen, "33 products" in the link's accessible name. */
function countHtml(count: FilterCount, classes: FilterListsClasses): string {
  return (
    `<span class="${classes.count}"><span aria-hidden="true">${escapeHtml(count.shown)}</span>` +
    `<span class="visually-hidden">${escapeHtml(count.spoken)}</span></span>`
  );
}
