import { escapeHtml, linkItemsHtml } from '@/lib/html/react-markup';

/** What the footer shows, in the shopper's language, ready to write. */
export interface FooterContent {
  serviceHeading: string;
  /** Customer-service CMS pages and the optional pages that are on. */
  serviceLinks: ReadonlyArray<{ href: string; title: string }>;
  storesHeading: string;
  /** Every store view's home; `lang` is its BCP 47 language when the store view is known. */
  stores: ReadonlyArray<{ href: string; name: string; lang?: string; current: boolean }>;
  copyright: string;
}

/** Class names of Footer.module.css the markup uses. */
export type FooterClasses = Readonly<Record<'columns' | 'heading' | 'list' | 'stores' | 'link' | 'copyright', string>>;

/**
 * The footer's inside as HTML, byte for byte what React wrote for the same elements: it is links
 * and text only, the same on every page, so the page draws it from this string and React keeps no
 * fiber for each of its fifty-odd elements on every page it hydrates (issue 16).
 */
export function footerHtml(content: FooterContent, classes: FooterClasses): string {
  let html =
    `<div class="${classes.columns}"><nav aria-labelledby="footer-service">` +
    `<h2 id="footer-service" class="${classes.heading}">${escapeHtml(content.serviceHeading)}</h2>` +
    `<ul class="${classes.list}">`;
  html +=
    linkItemsHtml(
      content.serviceLinks.map((link) => ({ href: link.href, text: link.title })),
      classes.link,
    ) +
    '</ul></nav><nav aria-labelledby="footer-stores">' +
    `<h2 id="footer-stores" class="${classes.heading}">${escapeHtml(content.storesHeading)}</h2>` +
    `<ul class="${classes.list} ${classes.stores}">`;
  for (const view of content.stores) {
    const lang = view.lang === undefined ? '' : escapeHtml(view.lang);
    html +=
      `<li${view.lang === undefined ? '' : ` lang="${lang}"`}><a href="${escapeHtml(view.href)}"` +
      `${view.lang === undefined ? '' : ` hrefLang="${lang}"`} class="${classes.link}"` +
      `${view.current ? ' aria-current="true"' : ''}>${escapeHtml(view.name)}</a></li>`;
  }
  html += `</ul></nav></div><p class="${classes.copyright}"><bdi>${escapeHtml(content.copyright)}</bdi></p>`;
  return html;
}
