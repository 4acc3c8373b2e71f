'use client';

import { MediaImage } from '@/components/ui/MediaImage';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PriceTag } from '@/components/catalog/PriceTag';
import { StockBadge } from '@/components/catalog/StockBadge';
import type { Translate } from '@/components/catalog/translate';
import { customizePath } from '@/lib/eyewear/configurator-paths';
import { productHref } from '@/lib/magento/types';
import type { WishlistPageItem } from '@/lib/magento/operations/wishlist';
import { lensChoiceLabels, moveToCartPlan, variantLabels, variantSearch } from './move-to-cart';
import accountStyles from '@/components/account/Account.module.css';
import areaStyles from '@/components/account/areas/Areas.module.css';
import styles from './Wishlist.module.css';

/** Product pictures are 1000×500 (as on the product cards: components/catalog/ProductCard.tsx, a server module). */
const IMAGE_WIDTH = 1000;
const IMAGE_HEIGHT = 500;
export interface WishlistItemProps {
  store: string;
  locale: string;
  item: WishlistPageItem;
  /** The product name link's id, so "Show more" can bring focus to the first item it added. */
  linkId: string;
  onMove: (item: WishlistPageItem) => Promise<void>;
  onRemove: (item: WishlistPageItem) => Promise<void>;
}

/** One kept product: its picture, name, the variant and lenses kept, price, stock, and what can be done with it. */
export function WishlistItem({ store, locale, item, linkId, onMove, onRemove }: WishlistItemProps) {
  const t = useTranslations('Wishlist');
  const tCard = useTranslations('ProductCard');
  const translateCard: Translate = (key, values) => tCard(key, values);
  const [busy, setBusy] = useState<'move' | 'remove' | null>(null);
  const hintId = useId();
  const product = item.product!;
  const name = product.name ?? '';
  const variant = item.configured_variant ?? null;
  const image = variant?.small_image?.url ?? product.small_image?.url;
  const plan = moveToCartPlan(item);
  const variantText = variantLabels(item)
    .map((option) => t('option', option))
    .join(t('separator'));
  const lenses = lensChoiceLabels(item);
  const lensesLink = (product.options ?? []).length > 0 && product.url_key;
  const search = variantSearch(item);
  const href = `${productHref(store, product)}${search}`;

  async function run(action: 'move' | 'remove') {
    if (busy) return;
    setBusy(action);
    try {
      await (action === 'move' ? onMove(item) : onRemove(item));
    } finally {
      setBusy(null);
    }
  }

  return (
    <article className={styles.item}>
      <div className={styles.media}>
        {image ? (
          <MediaImage
            src={image}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            sizes="(min-width: 48rem) 12rem, 40vw"
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.details}>
        <h2 className={styles.name}>
          <a id={linkId} href={href}>
            {name}
          </a>
        </h2>
        <p className={styles.variant}>{variantText || (item.configurable_options ? t('noVariant') : null)}</p>
        {lenses.length ? <p className={styles.variant}>{t('lenses', { choices: lenses.join(t('separator')) })}</p> : null}
        <PriceTag
          price={variant ? { ...variant.price_range, maximum_price: null } : product.price_range}
          locale={locale}
          t={translateCard}
        />
        <StockBadge status={variant?.stock_status ?? product.stock_status} t={translateCard} />
      </div>
      <div className={styles.actions}>
        {plan.kind === 'move' ? (
          <button
            type="button"
            className={accountStyles.primary}
            aria-label={t('moveToCartLabel', { name })}
            aria-describedby={plan.standardLenses ? hintId : undefined}
            aria-busy={busy === 'move'}
            onClick={() => void run('move')}
          >
            {busy === 'move' ? t('moving') : t('moveToCart')}
          </button>
        ) : (
          <a className={areaStyles.secondary} href={href} aria-label={t('chooseOptionsLabel', { name })}>
            {t('chooseOptions')}
          </a>
        )}
        {plan.kind === 'move' && plan.standardLenses ? (
          <p id={hintId} className={styles.hint}>
            {t('standardLenses')}
          </p>
        ) : null}
        {lensesLink ? (
          <a href={`${customizePath(store, product.url_key!)}${search}`} aria-label={t('chooseLensesLabel', { name })}>
            {t('chooseLenses')}
          </a>
        ) : null}
        <button
          type="button"
          className={areaStyles.secondary}
          aria-label={t('removeLabel', { name })}
          aria-busy={busy === 'remove'}
          onClick={() => void run('remove')}
        >
          {t('remove')}
        </button>
      </div>
    </article>
  );
}
