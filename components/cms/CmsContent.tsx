import { sanitizeCmsHtml } from './sanitize-cms-html';
import styles from './CmsContent.module.css';

export interface CmsContentProps {
  /** Magento CMS HTML (a page's or block's `content`). */
  html: string;
  store: string;
  /** Render the content's h1 as h2 (when the page has its own h1). */
  demoteH1?: boolean;
}

/** Merchant HTML from Magento, cleaned (sanitize-cms-html.ts) and styled. */
export function CmsContent({ html, store, demoteH1 = false }: CmsContentProps) {
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html, { store, demoteH1 }) }} />;
}
