import { notFound } from 'next/navigation';
import { getCmsPage } from '@/lib/magento/navigation';
import type { StoreCode } from '@/lib/store-views';
import { CmsContent } from './CmsContent';
import styles from './CmsContent.module.css';

/**
 * A CMS page of the store view (not found when the store view has none by that identifier). Its
 * h1 is the content heading, else the title, unless the content brings its own h1 (the home page).
 * Metadata: build it from the same cached `getCmsPage(store, identifier)`.
 */
export async function CmsPageView({ store, identifier }: { store: StoreCode; identifier: string }) {
  const page = await getCmsPage(store, identifier);
  if (!page) notFound();
  const content = page.content ?? '';
  const contentHasH1 = /<h1[\s>]/i.test(content);
  const heading = page.content_heading || (contentHasH1 ? null : page.title);

  return (
    <article className={styles.page}>
      {heading ? <h1 className={styles.heading}>{heading}</h1> : null}
      <CmsContent html={content} store={store} demoteH1={Boolean(heading)} />
    </article>
  );
}
