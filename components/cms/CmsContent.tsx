import { sanitizeCmsHtml } from './sanitize-cms-html';
import styles from './CmsContent.module.css';

export interface CmsContentProps {
  /** Magento CMS HTML (a page's or block's `content`). */
  html: string;
  store: string;
  /** Render the content's h1 as h2 (when the page has its own h1). */
  demoteH1?: boolean;
  /** The class of the wrapper, when the place it is shown styles merchant HTML its own way. */
  className?: string;
}

/**
 * Merchant HTML from Magento (CMS pages and blocks, home content, category and product
 * descriptions), cleaned (sanitize-cms-html.ts) and styled: the one place it enters a page.
 */
export function CmsContent({ html, store, demoteH1 = false, className = styles.content }: CmsContentProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html, { store, demoteH1 }) }} />;
}
