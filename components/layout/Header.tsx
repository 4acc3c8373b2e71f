import { IntlClientProvider } from '@/components/app/IntlClientProvider';
import { getMessages, getTranslations } from 'next-intl/server';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { AccountLink } from './AccountLink';
import { CartLink } from './CartLink';
import { LateAccountMenu, LateHeaderCart } from './HeaderIslands';
import { CategoryMenu } from './CategoryMenu';
import { MenuButton } from './MenuButton';
import { MenuDrawer } from './MenuDrawer';
import { SearchBox } from './SearchBox';
import { SkipLink } from './SkipLink';
import { StoreSwitcher } from './StoreSwitcher';
import styles from './Header.module.css';

/**
 * The page header of a store view: skip link, logo, search, store switcher, account and cart, then
 * the category menu (a bar on large screens, a drawer on small ones, where the store switcher
 * moves too: it is rendered in both places and CSS shows one). Public HTML: nothing
 * in it depends on the shopper; the cart count and the customer's name are filled in by late
 * client islands (components/layout/HeaderIslands.tsx), whose code is not in the page's first load.
 */
export async function Header({ store }: { store: StoreCode }) {
  const locale = toBcp47(storeView(store).locale);
  const [common, header, account, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'AccountMenu' }),
    getMessages({ locale }),
  ]);

  return (
    <header className={styles.header}>
      <SkipLink label={common('skipToContent')} />
      <div className={styles.bar}>
        <MenuButton />
        <a href={`/${store}`} className={styles.logo}>
          {common('shopName')}
        </a>
        <div className={styles.searchArea}>
          <SearchBox store={store} />
        </div>
        <div className={styles.actions}>
          <div className={styles.barSwitcher}>
            <StoreSwitcher store={store} />
          </div>
          {/* The account control reads only its own messages. Late islands: the guest's markup
              now, their code once the shopper needs it (components/app/LateIsland.tsx). */}
          <IntlClientProvider locale={locale} messages={{ AccountMenu: messages.AccountMenu }}>
            <LateAccountMenu store={store}>
              <AccountLink store={store} label={account('signIn')} />
            </LateAccountMenu>
          </IntlClientProvider>
          <LateHeaderCart store={store}>
            <CartLink store={store} label={header('cart')} count={0} countLabel={header('cartCount', { count: 0 })} countId="header-cart-count" />
          </LateHeaderCart>
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
