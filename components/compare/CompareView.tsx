'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { ResultMessage, useNotice } from '@/components/account/areas/ResultMessage';
import { compareListStorage } from '@/lib/compare/compare-list-storage';
import { MAX_COMPARED_PRODUCTS, comparedProducts, type ComparedProduct } from '@/lib/compare/compare-table';
import { getMagentoClient } from '@/lib/magento/client';
import { fetchCompareList, type CompareListData } from '@/lib/magento/operations/compare';
import { CompareTable } from './CompareTable';
import { CopyLinkButton } from './CopyLinkButton';
import { useCompareActions, useCurrentCompareList } from './useCompareList';
import areaStyles from '@/components/account/areas/Areas.module.css';
import styles from './Compare.module.css';

const noSubscription = () => () => undefined;

/**
 * A comparison: the shopper's own (`/compare`, the list this browser keeps; "Remove" per frame) or
 * a shared one (`/compare/{uid}`, read only unless it is the shopper's own), with its link to share.
 */
export function CompareView({ store, shared }: { store: string; shared?: CompareListData }) {
  // The list this browser keeps is known only in the browser: the server renders the shared view.
  const ownUid = useSyncExternalStore(
    noSubscription,
    () => compareListStorage.read(store)?.uid ?? null,
    () => null,
  );
  if (shared && shared.uid !== ownUid) return <SharedComparison store={store} list={shared} />;
  return <OwnComparison store={store} />;
}

function SharedComparison({ store, list }: { store: string; list: CompareListData }) {
  const t = useTranslations('Compare');
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['compare', store, 'shared', list.uid],
    queryFn: () => fetchCompareList({ client: getMagentoClient(), options: { headers: { store } } }, list.uid),
    initialData: list,
    staleTime: 60 * 1000,
  });
  const products = comparedProducts(query.data ?? list, locale);
  return (
    <div className={styles.view}>
      <p className={styles.note}>
        {t('sharedNote')} <a href={`/${store}`}>{t('browse')}</a>
      </p>
      {products.length ? <CompareTable store={store} locale={locale} products={products} /> : <p>{t('sharedEmpty')}</p>}
      <CopyLinkButton path={`/${store}/compare/${list.uid}`} />
    </div>
  );
}

function OwnComparison({ store }: { store: string }) {
  const t = useTranslations('Compare');
  const locale = useLocale();
  const query = useCurrentCompareList(store);
  const actions = useCompareActions(store);
  const [removing, setRemoving] = useState<string | null>(null);
  const { notice, show } = useNotice();

  if (query.isPending) return <p role="status">{t('loading')}</p>;
  if (query.isError) {
    return (
      <div className={styles.view}>
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" className={areaStyles.secondary} onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const list = query.data;
  const products = list ? comparedProducts(list, locale) : [];

  async function remove(entry: ComparedProduct) {
    const name = entry.product.name ?? '';
    setRemoving(entry.id);
    try {
      await actions.remove(entry.product.uid);
      show('success', t('removed', { name }));
    } catch {
      show('error', t('removeFailed', { name }));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className={styles.view}>
      <ResultMessage notice={notice} />
      {!list || products.length === 0 ? (
        <p>
          {t('empty', { count: MAX_COMPARED_PRODUCTS })} <a href={`/${store}`}>{t('browse')}</a>
        </p>
      ) : (
        <>
          <p className={styles.note}>
            {products.length >= MAX_COMPARED_PRODUCTS
              ? t('full', { count: MAX_COMPARED_PRODUCTS })
              : t('limit', { count: MAX_COMPARED_PRODUCTS })}
          </p>
          <CompareTable store={store} locale={locale} products={products} onRemove={(entry) => void remove(entry)} removing={removing} />
          <CopyLinkButton path={`/${store}/compare/${list.uid}`} />
        </>
      )}
    </div>
  );
}
