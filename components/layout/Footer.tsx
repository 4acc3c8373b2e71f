import { getTranslations } from 'next-intl/server';
import type { FeatureId } from '@/lib/features/registry';
import { getFooterLinks, getStoreViewNames } from '@/lib/magento/navigation';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { StaticHtml } from '@/components/ui/StaticHtml';
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

  // Links and text only, the same on every page: written as HTML, so React keeps no fiber for each
  // of its fifty-odd elements (issue 16).
  return (
    <StaticHtml as="footer" className={styles.footer}>
      <div className={styles.columns}>
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className={styles.heading}>
            {t('customerService')}
          </h2>
          <ul className={styles.list}>
            {links.pages.map((page) => (
              <li key={page.identifier}>
                <a href={page.href} className={styles.link}>
                  {page.title}
                </a>
              </li>
            ))}
            {features.includes('delivery') ? (
              <li>
                <a href={`/${store}/delivery`} className={styles.link}>
                  {delivery('title')}
                </a>
              </li>
            ) : null}
            {features.includes('faq') ? (
              <li>
                <a href={`/${store}/faq`} className={styles.link}>
                  {faq('shortTitle')}
                </a>
              </li>
            ) : null}
            {features.includes('contact') ? (
              <li>
                <a href={`/${store}/contact`} className={styles.link}>
                  {contact('title')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <nav aria-labelledby="footer-stores">
          <h2 id="footer-stores" className={styles.heading}>
            {t('storeViews')}
          </h2>
          <ul className={`${styles.list} ${styles.stores}`}>
            {stores.map((view) => {
              const viewLocale = storeView(view.code)?.locale;
              const lang = viewLocale ? toBcp47(viewLocale) : undefined;
              return (
                <li key={view.code} lang={lang}>
                  <a href={`/${view.code}`} hrefLang={lang} className={styles.link} aria-current={view.code === store ? 'true' : undefined}>
                    {view.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        <bdi>{links.copyright ?? t('copyright', { year: new Date().getFullYear() })}</bdi>
      </p>
    </StaticHtml>
  );
}
