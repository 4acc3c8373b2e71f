'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFeature } from '@/components/app/FeaturesProvider';
import { alertPagePath } from '@/components/alerts/alert-paths';
import { GiftCardLineDetails } from '@/components/giftcard/GiftCardLineDetails';
import { mediaPath } from '@/lib/media';
import type { CartItem } from '@/lib/magento/operations/cart';
import { fetchHiddenStockAlerts } from '@/lib/magento/operations/alerts';
import { isLineOutOfStock, lineImage, lineOptions } from './cart-lines';
import styles from './Cart.module.css';

export const LINE_IMAGE_SIZE = 96;

/**
 * A line's picture, name (a link to the product), chosen options and stock mark; an out-of-stock
 * line offers the back-in-stock alert for its product (or chosen variant) where the shop has
 * product alerts (section 3's notification flag: what the line can tell the shopper about) —
 * unless the product's notification_hide_alert says it will not be back (discontinued).
 */
export function CartLineInfo({ store, item }: { store: string; item: CartItem }) {
  const t = useTranslations('Cart');
  const image = lineImage(item);
  const name = item.product.name ?? item.product.sku;
  const href = item.product.url_key ? `/${store}/${item.product.url_key}${item.product.url_suffix ?? '.html'}` : null;
  const alerts = useFeature('product-alerts');
  const outOfStock = isLineOutOfStock(item);
  const optOut = useFeature('stock-alert-opt-out');
  const sku = item.product.sku;
  const askFlag = outOfStock && alerts && optOut && Boolean(sku);
  const flag = useQuery({
    queryKey: ['stock-alert-hidden', store, sku],
    queryFn: () => fetchHiddenStockAlerts(store, sku ? [sku] : []),
    enabled: askFlag,
    staleTime: 5 * 60_000,
  });
  // Offered once the flag is known (or the backend has none), so a link never flashes and goes.
  const offerAlert = outOfStock && alerts && Boolean(item.product.url_key) && (!askFlag || (flag.isSuccess && !flag.data.has(sku!)));

  return (
    <>
      {image ? (
        // Magento's URLs may point anywhere (placeholders too): a plain image needs no host list;
        // media below the media base come through the shop's own /media/ (lib/media.ts).
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.image} src={mediaPath(image.url)} alt="" width={LINE_IMAGE_SIZE} height={LINE_IMAGE_SIZE} loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <p className={styles.name}>{href ? <a href={href}>{name}</a> : name}</p>
        {lineOptions(item).length ? (
          <ul className={styles.options}>
            {lineOptions(item).map((option) => (
              <li key={option.label}>{t('option', option)}</li>
            ))}
          </ul>
        ) : null}
        <GiftCardLineDetails item={item} />
        {outOfStock ? <p className={styles.outOfStock}>{t('outOfStock')}</p> : null}
        {offerAlert && item.product.url_key ? (
          <p className={styles.notify}>
            <a href={alertPagePath(store, 'STOCK', item.product.url_key, item.configured_variant?.sku)}>
              {t('notifyWhenBack')}
            </a>
          </p>
        ) : null}
      </div>
    </>
  );
}
