import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { ProductCardView } from '@/components/catalog/ProductCard';
import { getCatalogTranslator } from '@/components/catalog/translate';
import { getAlertProduct, type AlertType } from '@/lib/magento/operations/alerts';
import { productHref } from '@/lib/magento/types';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { ProductAlertForm } from './ProductAlertForm';
import shared from '@/components/account/Account.module.css';
import styles from './Alerts.module.css';

export interface ProductAlertPageProps {
  store: StoreCode;
  type: AlertType;
  /** `?product=`: the product's URL key or SKU. */
  product: string;
  /** `?variant=`: a variant's SKU (one colour or size of a configurable product). */
  variant?: string;
}

/**
 * `/stock` and `/price`: the product (read fresh: its stock decides what is offered) and the
 * subscription form. A product that is back in stock gets a link to its page instead of a stock
 * alert; a missing or unknown product a plain message and the way to the search.
 */
export async function ProductAlertPage({ store, type, product: key, variant }: ProductAlertPageProps) {
  const locale = toBcp47(storeView(store).locale);
  const [t, tCard, alert] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductAlert' }),
    getCatalogTranslator(store, 'ProductCard'),
    key ? getAlertProduct(store, key, variant) : Promise.resolve(null),
  ]);
  const title = t(type === 'STOCK' ? 'stockTitle' : 'priceTitle');

  if (!alert) {
    return (
      <div className={shared.page}>
        <h1>{title}</h1>
        <p className={styles.message}>{t('productMissing')}</p>
        <p className={styles.message}>
          {t('productMissingHelp')} <a href={`/${store}/search.html`}>{t('searchShop')}</a>
        </p>
      </div>
    );
  }

  const name = alert.product.name ?? alert.sku;
  const backInStock = type === 'STOCK' && alert.stockStatus === 'IN_STOCK';
  return (
    <div className={shared.page}>
      <h1>{title}</h1>
      <p className={shared.intro}>{t(type === 'STOCK' ? 'stockIntro' : 'priceIntro')}</p>
      <div className={styles.product}>
        <ProductCardView product={alert.product} store={store} t={tCard} headingLevel={2} />
      </div>
      {alert.variantLabel ? <p className={styles.message}>{t('chosenOptions', { options: alert.variantLabel })}</p> : null}
      {backInStock ? (
        <p className={shared.notice}>
          {t('inStock', { product: name })} <a href={productHref(store, alert.product)}>{t('viewProduct')}</a>
        </p>
      ) : (
        <ClientMessages namespaces={['ProductAlert']}>
          <ProductAlertForm store={store} type={type} sku={alert.sku} productName={name} label={title} />
        </ClientMessages>
      )}
    </div>
  );
}
