import { getTranslations } from 'next-intl/server';
import { StaticHtml } from '@/components/ui/StaticHtml';
import { getNavigationMenu, menuCategoryHref } from '@/lib/magento/navigation';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { CategoryTreeSync } from './CategoryTreeSync';
import { MenuDisclosure } from './MenuDisclosure';
import styles from './CategoryMenu.module.css';

/** The shop's categories (include_in_menu), two levels: the top ones with a disclosure of their subcategories. */
export async function CategoryMenu({ store }: { store: StoreCode }) {
  const [t, categories] = await Promise.all([
    getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Header' }),
    getNavigationMenu(store),
  ]);

  return (
    <nav aria-label={t('categories')} className={styles.nav}>
      <CategoryTreeSync categories={categories} />
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.uid} className={styles.item}>
            <a href={menuCategoryHref(store, category)} className={styles.link}>
              {category.name}
            </a>
            {category.children.length > 0 ? (
              <MenuDisclosure name={category.name} panelId={`menu-${category.uid.replace(/[^a-zA-Z0-9]/g, '')}`}>
                {/* Links only: written as HTML, so React keeps no fiber for each of them (issue 16). */}
                <StaticHtml as="ul" className={styles.sublist}>
                  {category.children.map((child) => (
                    <li key={child.uid}>
                      <a href={menuCategoryHref(store, child)} className={styles.sublink}>
                        {child.name}
                      </a>
                    </li>
                  ))}
                </StaticHtml>
              </MenuDisclosure>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
