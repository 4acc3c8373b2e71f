import { getTranslations } from 'next-intl/server';
import { CmsContent } from '@/components/cms/CmsContent';
import { ClientMessages } from '@/components/app/ClientMessages';
import { ProductAlertLinks } from '@/components/alerts/ProductAlertLinks';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { ProductRatingSummary, ProductReviews } from '@/components/catalog/ProductReviews';
import { getCatalogTranslator } from '@/components/catalog/translate';
import { ProductPageActions } from '@/components/wishlist/ProductPageActions';
import { GiftCardPurchase } from '@/components/giftcard/GiftCardPurchase';
import { lensConfigurator } from '@/lib/eyewear/configurator';
import { getEnabledFeatures } from '@/lib/features/server';
import { getProductByUrlKey } from '@/lib/magento/product';
import { hiddenStockAlertSkus, ProductStockAlertFlags } from '@/lib/magento/operations/alerts';
import { queryCatalog } from '@/lib/magento/server';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { productBreadcrumbs } from './breadcrumb-trail';
import { FrameDetails } from './FrameDetails';
import { galleryPictures } from './gallery-pictures';
import { buildProductChoices } from './product-choices';
import { RelatedProducts } from './RelatedProducts';
import { ProductChoiceProvider } from './product-choice-context';
import { ChooseLensesLink } from '@/components/eyewear/configurator/ChooseLensesLink';
import { defaultLensChoices, lensOptions } from '@/lib/catalog/lens-options';
import { AddToCartFormView } from './AddToCartFormView';
import { GalleryStrip } from './GalleryStrip';
import { PriceAndStock } from './PriceAndStock';
import { LatePurchasePart } from './PurchaseIslands';
import { SizeDetails } from './SizeDetails';
import { VariantPickerForm } from './VariantPickerForm';
import { everyView, parseSelection, resolveSelection, viewFor, type ProductChoices } from './variant-selection';
import styles from './ProductView.module.css';

export interface ProductViewProps {
  store: StoreCode;
  urlKey: string;
  /** The page's search parameters: `?color=<value_index>&frame_size=<value_index>` chooses the variant shown. */
  searchParams?: Record<string, string | string[] | undefined>;
}

/**
 * The product page's content: breadcrumbs, gallery, name, price, stock, wish list and compare,
 * variant picker, add-to-cart, size and frame details, description and related products.
 * Renders nothing when the store view has no product with this URL key (the route decides about
 * not-found).
 */
export async function ProductView({ store, urlKey, searchParams }: ProductViewProps) {
  const view = storeView(store);
  const locale = toBcp47(view.locale);
  const [product, t, tBreadcrumbs, features] = await Promise.all([
    getProductByUrlKey(store, urlKey),
    getTranslations({ locale, namespace: 'Product' }),
    getCatalogTranslator(store, 'Breadcrumbs'),
    getEnabledFeatures(store),
  ]);
  if (!product) return null;

  const name = product.name ?? '';
  const choices = buildProductChoices(product, { locale, currency: view.currency });
  const selection = resolveSelection(choices, parseSelection(choices.options, searchParams));
  // What the server shows for that selection; late islands take over when the shopper picks (PurchaseIslands.tsx).
  const shown = viewFor(choices, selection);
  const pictures = galleryPictures(choices);
  const description = product.description?.html.trim();
  const lenses = lensOptions(product.options);
  const giftCard = product.__typename === 'GiftCardProduct';
  const stockAlertHidden =
    features.includes('product-alerts') && features.includes('stock-alert-opt-out') && product.sku
      ? await stockAlertIsHidden(store, urlKey, product.sku)
      : false;

  return (
    <>
      <Breadcrumbs
        t={tBreadcrumbs}
        items={[{ label: tBreadcrumbs('home'), href: `/${store}` }, ...productBreadcrumbs(store, product.categories), { label: name }]}
      />
      <ClientMessages namespaces={['Product']}>
        <ProductChoiceProvider choices={choices} initialSelection={selection}>
          {/* A gift card's form code is fetched at once (components/giftcard/GiftCardFormLoader.tsx). */}
          <div className={styles.product} data-islands={giftCard ? 'giftcard' : undefined}>
            <div className={styles.gallery}>
              <LatePurchasePart part="gallery" pictures={pictures}>
                <GalleryStrip images={shown.images} pictures={pictures} />
              </LatePurchasePart>
            </div>
            <div className={styles.details}>
              <div className={styles.header}>
                {product.attribute_labels.brand ? <p className={styles.brand}>{product.attribute_labels.brand}</p> : null}
                <h1 className={styles.name}>{name}</h1>
                <ProductRatingSummary product={product} locale={locale} />
              </div>
              <LatePurchasePart part="price-and-stock">
                <PriceAndStock view={shown} />
              </LatePurchasePart>
              <ProductPageActions store={store} productUid={product.uid} name={name} comparable={!giftCard} />
              {choices.options.length ? (
                <LatePurchasePart part="picker">
                  <VariantPickerForm choices={choices} selection={selection} />
                </LatePurchasePart>
              ) : null}
              {/* Optional features show only when on (lib/features/registry.ts). */}
              {giftCard ? (
                features.includes('giftcards') ? (
                  <GiftCardPurchase store={store} urlKey={urlKey} />
                ) : null
              ) : (
                <LatePurchasePart part="add-to-cart" store={store} lensOptions={lenses}>
                  <AddToCartFormView
                    view={shown}
                    hasOptions={choices.options.length > 0}
                    lensOptions={lenses}
                    lensChoices={defaultLensChoices(lenses)}
                  />
                </LatePurchasePart>
              )}
              {features.includes('lens-configurator') && lensConfigurator(lenses) ? (
                <LatePurchasePart part="choose-lenses" store={store} urlKey={urlKey}>
                  <ChooseLensesLink store={store} urlKey={urlKey} choices={choices} selection={selection} />
                </LatePurchasePart>
              ) : null}
              {!giftCard && features.includes('product-alerts') ? (
                <ProductAlertLinks store={store} urlKey={urlKey} view={shown} stockAlertHidden={stockAlertHidden} />
              ) : null}
              {hasSizes(choices) ? (
                <section aria-labelledby="product-size" className={styles.section}>
                  <h2 id="product-size" className={styles.heading}>
                    {t('sizeHeading')}
                  </h2>
                  <LatePurchasePart part="sizes">
                    <SizeDetails size={shown.size} />
                  </LatePurchasePart>
                </section>
              ) : null}
              <FrameDetails product={product} locale={locale} />
              {description ? (
                <section aria-labelledby="product-description" className={styles.section}>
                  <h2 id="product-description" className={styles.heading}>
                    {t('descriptionHeading')}
                  </h2>
                  {/* Magento's description HTML, written by the merchant in the admin. */}
                  <CmsContent html={description} store={store} demoteH1 className={styles.description} />
                </section>
              ) : null}
            </div>
          </div>
        </ProductChoiceProvider>
      </ClientMessages>
      <ProductReviews store={store} product={product} locale={locale} />
      <RelatedProducts store={store} products={product.related_products} heading={t('relatedHeading')} />
    </>
  );
}

/** Whether the product or any variant has a frame size to show. */
function hasSizes(choices: ProductChoices): boolean {
  return everyView(choices).some(({ size }) => size.lensWidth !== null || size.bridgeWidth !== null || size.templeLength !== null);
}

/** Whether the product offers no back-in-stock alert (discontinued); false when the question fails. */
async function stockAlertIsHidden(store: string, urlKey: string, sku: string): Promise<boolean> {
  try {
    const data = await queryCatalog(store, ProductStockAlertFlags, { skus: [sku] }, ['products', `product:${urlKey}`]);
    return hiddenStockAlertSkus(data).has(sku);
  } catch {
    return false;
  }
}
