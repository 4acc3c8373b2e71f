import { getTranslations } from 'next-intl/server';
import type { FeatureId } from '@/lib/features/registry';
import { getFooterLinks, getStoreViewNames } from '@/lib/magento/navigation';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { footerHtml, type FooterClasses, type FooterContent } from './footer-html';
import styles from './Footer.module.css';

/**
 * The page footer: customer-service CMS pages and the optional pages that are on (delivery, FAQ,
 * contact), every store view's home, the copyright.
 */
export async function Footer({ store, features }: { store: StoreCode; features: readonly FeatureId[] }) {
  const locale = toBcp47(storeView(store).locale);
  const [t, delivery, faq, contact, links, stores] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Delivery' }),
    getTranslations({ locale, namespace: 'Faq' }),
    getTranslations({ locale, namespace: 'Contact' }),
    getFooterLinks(store),
    getStoreViewNames(),
  ]);

  const serviceLinks = links.pages.map((page) => ({ href: page.href, title: page.title }));
  if (features.includes('delivery')) serviceLinks.push({ href: `/${store}/delivery`, title: delivery('title') });
  if (features.includes('faq')) serviceLinks.push({ href: `/${store}/faq`, title: faq('shortTitle') });
  if (features.includes('contact')) serviceLinks.push({ href: `/${store}/contact`, title: contact('title') });
  const content: FooterContent = {
    serviceHeading: t('customerService'),
    serviceLinks,
    storesHeading: t('storeViews'),
    stores: stores.map((view) => {
      const viewLocale = storeView(view.code)?.locale;
      return { href: `/${view.code}`, name: view.name, lang: viewLocale ? toBcp47(viewLocale) : undefined, current: view.code === store };
    }),
    copyright: links.copyright ?? t('copyright', { year: new Date().getFullYear() }),
  };

  // Links and text only: written as HTML, so React keeps no fiber for each element (footer-html.ts).
  return <footer className={styles.footer} dangerouslySetInnerHTML={{ __html: footerHtml(content, styles as FooterClasses) }} />;
}
