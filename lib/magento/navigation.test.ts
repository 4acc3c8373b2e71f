import { cmsPageHref, menuCategories, menuCategoryHref } from './navigation';

const category = (uid: string, position: number, extra: Record<string, unknown> = {}) => ({
  uid,
  name: `Category ${uid}`,
  url_path: `category-${uid}`,
  url_suffix: '.html',
  include_in_menu: 1,
  position,
  children_count: '0',
  children: [],
  ...extra,
});

describe('menuCategories', () => {
  it('keeps the categories shown in the menu, by position, two levels deep', () => {
    const menu = menuCategories([
      category('b', 2, { children: [category('b2', 2), category('b1', 1), category('hidden', 0, { include_in_menu: 0 })] }),
      category('a', 1),
      category('off', 3, { include_in_menu: 0 }),
      category('nameless', 4, { name: null }),
    ]);
    expect(menu.map((entry) => entry.uid)).toEqual(['a', 'b']);
    expect(menu[1].children.map((entry) => entry.uid)).toEqual(['b1', 'b2']);
    expect(menu[0].children).toEqual([]);
  });

  it('reads a missing tree as an empty menu', () => {
    expect(menuCategories(null)).toEqual([]);
  });
});

describe('hrefs', () => {
  it('builds store-view paths for categories and CMS pages', () => {
    expect(menuCategoryHref('fr', { url_path: 'lunettes-de-vue/femme', url_suffix: '.html' })).toBe('/fr/lunettes-de-vue/femme.html');
    expect(cmsPageHref('uk', { identifier: 'about-us', url_key: 'about-us' })).toBe('/uk/about-us');
    expect(cmsPageHref('uk', { identifier: 'privacy-policy', url_key: null })).toBe('/uk/privacy-policy');
  });
});
