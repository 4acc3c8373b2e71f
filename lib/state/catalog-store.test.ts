import { createCatalogStore, type CategoryInput } from './catalog-store';

const category = (uid: string, position: number | null, children?: CategoryInput[]): CategoryInput => ({
  uid,
  name: `Category ${uid}`,
  url_path: uid.toLowerCase(),
  children_count: String(children?.length ?? 0),
  position,
  ...(children ? { children } : {}),
});

describe('catalog store', () => {
  it('starts on page 1 with 6 products per page', () => {
    const state = createCatalogStore().getState();
    expect(state).toMatchObject({
      currentPage: 1,
      pageSize: 6,
      prevPageTotal: null,
      categories: {},
    });
  });

  it('takes the page size from the store config', () => {
    expect(createCatalogStore({ pageSize: 12 }).getState().pageSize).toBe(12);
    const store = createCatalogStore();
    store.getState().setPageSize(24);
    expect(store.getState().pageSize).toBe(24);
    expect(() => store.getState().setPageSize(0)).toThrow(RangeError);
  });

  it('sets the current page and the previous page total', () => {
    const store = createCatalogStore();
    store.getState().setCurrentPage(3);
    store.getState().setPrevPageTotal(6);
    expect(store.getState()).toMatchObject({ currentPage: 3, prevPageTotal: 6 });
    expect(() => store.getState().setCurrentPage(1.5)).toThrow(RangeError);
  });

  it('merges a category, sorting its children by position then uid', () => {
    const store = createCatalogStore();
    store
      .getState()
      .mergeCategory(category('ROOT', 1, [category('C', 2), category('B', 1), category('A', 2), category('Z', null), category('D', 0)]));

    const { categories } = store.getState();
    expect(categories.ROOT).toEqual({
      uid: 'ROOT',
      name: 'Category ROOT',
      url_path: 'root',
      children: ['D', 'B', 'A', 'C', 'Z'],
      children_count: 5,
      parentId: null,
      position: 1,
    });
    expect(categories.A).toEqual({
      uid: 'A',
      name: 'Category A',
      url_path: 'a',
      children: null,
      children_count: 0,
      parentId: 'ROOT',
      position: 2,
    });
  });

  it('merges once only: a second merge with other children is ignored', () => {
    const store = createCatalogStore();
    store.getState().mergeCategory(category('ROOT', 1, [category('A', 1), category('B', 2)]));
    const before = store.getState().categories;

    store.getState().mergeCategory({
      ...category('ROOT', 1, [category('X', 1)]),
      name: 'Renamed',
    });

    expect(store.getState().categories).toBe(before);
    expect(store.getState().categories.ROOT.children).toEqual(['A', 'B']);
    expect(store.getState().categories.ROOT.name).toBe('Category ROOT');
    expect(store.getState().categories.X).toBeUndefined();
  });

  it('a leaf merged with no children is merged once too', () => {
    const store = createCatalogStore();
    store.getState().mergeCategory(category('LEAF', 1, []));
    store.getState().mergeCategory(category('LEAF', 1, [category('A', 1)]));
    expect(store.getState().categories.LEAF.children).toEqual([]);
  });

  it('merges a child later, keeping its parent link', () => {
    const store = createCatalogStore();
    store.getState().mergeCategory(category('ROOT', 1, [category('A', 1)]));
    store.getState().mergeCategory(category('A', 1, [category('A2', 2), category('A1', 1)]));

    const { categories } = store.getState();
    expect(categories.A).toMatchObject({ parentId: 'ROOT', children: ['A1', 'A2'] });
    expect(categories.A1.parentId).toBe('A');
  });

  it('keeps a known child and its children when its parent is merged after it', () => {
    const store = createCatalogStore();
    store.getState().mergeCategory(category('A', 1, [category('A1', 1)]));
    store.getState().mergeCategory(category('ROOT', 1, [{ ...category('A', 1), name: 'Stale' }]));

    const { categories } = store.getState();
    expect(categories.A).toMatchObject({ name: 'Category A', parentId: 'ROOT', children: ['A1'] });
  });

  it('merges nested levels once only too', () => {
    const store = createCatalogStore();
    store.getState().mergeCategory(category('A', 1, [category('A1', 1)]));
    store.getState().mergeCategory(category('ROOT', 1, [category('A', 1, [category('X', 1)])]));

    const { categories } = store.getState();
    expect(categories.A).toMatchObject({ parentId: 'ROOT', children: ['A1'] });
    expect(categories.X).toBeUndefined();
  });

  it('merges the nested levels an answer brings', () => {
    const store = createCatalogStore();
    store.getState().mergeCategory(category('ROOT', 1, [category('A', 1, [category('A2', 2), category('A1', 1)])]));
    const { categories } = store.getState();
    expect(categories.A.children).toEqual(['A1', 'A2']);
    expect(categories.A2.parentId).toBe('A');
  });
});
