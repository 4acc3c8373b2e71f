import Link from 'next/link';
import { IntlClientProvider } from '@/components/app/IntlClientProvider';
import { getMessages, getTranslations } from 'next-intl/server';
import { MiniCart } from '@/components/cart/MiniCart';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { AccountMenu } from './AccountMenu';
import { CategoryMenu } from './CategoryMenu';
import { MenuButton } from './MenuButton';
import { MenuDrawer } from './MenuDrawer';
import { MiniCartButton } from './MiniCartButton';
import { SearchBox } from './SearchBox';
import { SkipLink } from './SkipLink';
import { StoreSwitcher } from './StoreSwitcher';
import styles from './Header.module.css';

/**
 * The page header of a store view: skip link, logo, search, store switcher, account and cart, then
 * the category menu (a bar on large screens, a drawer on small ones, where the store switcher
 * moves too: it is rendered in both places and CSS shows one). Public HTML: nothing
 * in it depends on the shopper; the cart count is filled in by the cart's client island.
 */
export async function Header({ store }: { store: StoreCode }) {
  const locale = toBcp47(storeView(store).locale);
  const [common, messages] = await Promise.all([getTranslations({ locale, namespace: 'Common' }), getMessages({ locale })]);

  return (
    <header className={styles.header}>
      <SkipLink label={common('skipToContent')} />
      <div className={styles.bar}>
        <MenuButton />
        <Link href={`/${store}`} className={styles.logo}>
          {common('shopName')}
        </Link>
        <div className={styles.searchArea}>
          <SearchBox store={store} />
        </div>
        <div className={styles.actions}>
          <div className={styles.barSwitcher}>
            <StoreSwitcher store={store} />
          </div>
          {/* The account control reads only its own messages. */}
          <IntlClientProvider locale={locale} messages={{ AccountMenu: messages.AccountMenu }}>
            <AccountMenu store={store} />
          </IntlClientProvider>
          <MiniCartButton store={store} />
          <MiniCart store={store} />
        </div>
      </div>
      <MenuDrawer>
        <div className={styles.navRow}>
          <CategoryMenu store={store} />
          <div className={styles.drawerSwitcher}>
            <StoreSwitcher store={store} />
          </div>
        </div>
      </MenuDrawer>
    </header>
  );
}
