import { parseListingParams } from '@/lib/catalog/listing-params';
import { MagentoGraphQlError } from './errors';
import { getFeaturedProducts, getListing, productFilter, productSort } from './listing';
import { queryCatalog } from './server';

jest.mock('./server', () => ({ queryCatalog: jest.fn() }));
jest.mock('./catalog', () => ({
  ...jest.requireActual('./catalog'),
  getStoreConfig: jest.fn(async () => ({ root_category_uid: 'Mg==' })),
}));

const query = jest.mocked(queryCatalog);

function answer(page: number, totalPages: number, aggregations: unknown[] = []) {
  return {
    products: {
      total_count: totalPages * 2,
      page_info: { current_page: page, page_size: 2, total_pages: totalPages },
      items: [{ uid: `p${page}` }, null],
      aggregations,
      sort_fields: { default: 'position', options: [{ value: 'position', label: 'Position' }, null] },
    },
  };
}

beforeEach(() => query.mockReset());

describe('productFilter', () => {
  it("turns a listing's state into Magento's filter input", () => {
    const state = parseListingParams({ color: '3,5', frame_shape: '12', price: '100_200' }, 'category');
    expect(productFilter(state, 'Mw==')).toEqual({
      category_uid: { eq: 'Mw==' },
      frame_shape: { in: ['12'] },
      color: { in: ['3', '5'] },
      price: { from: '100', to: '199.99' },
    });
  });

  it('filters by the chosen categories in search, and leaves an open price range open', () => {
    const state = parseListingParams({ query: 'x', category_uid: 'Mw==', price: '200_*' }, 'search');
    expect(productFilter(state)).toEqual({ category_uid: { in: ['Mw=='] }, price: { from: '200' } });
  });
});

describe('productSort', () => {
  it('sends one key with an upper-case direction', () => {
    expect(productSort(parseListingParams({ product_list_order: 'price', product_list_dir: 'desc' }, 'category'))).toEqual({
      price: 'DESC',
    });
    expect(productSort(parseListingParams({}, 'search'))).toEqual({ relevance: 'DESC' });
  });
});

describe('getListing', () => {
  it('returns the page, dropping null items and options', async () => {
    query.mockResolvedValueOnce(
      answer(1, 3, [
        { attribute_code: 'color', label: 'Colour', count: 1, position: 3, options: [{ label: 'Black', value: '22', count: 4 }, null] },
        { attribute_code: 'price', label: 'Price', count: 0, position: 1, options: [] },
      ]),
    );
    const listing = await getListing('uk', { categoryUid: 'Mw==', state: parseListingParams({}, 'category'), pageSize: 2 });
    expect(listing).toMatchObject({ total: 6, totalPages: 3, currentPage: 1, pageSize: 2, items: [{ uid: 'p1' }] });
    expect(listing.aggregations.map((aggregation) => aggregation.attribute_code)).toEqual(['color']);
    expect(listing.sortFields.options).toEqual([{ value: 'position', label: 'Position' }]);
    expect(query.mock.calls[0][2]).toMatchObject({
      filter: { category_uid: { eq: 'Mw==' } },
      currentPage: 1,
      pageSize: 2,
      directChildrenOnly: true,
    });
  });

  it('shows the last page for a page past the end', async () => {
    query
      .mockRejectedValueOnce(
        new MagentoGraphQlError([{ message: 'currentPage value 9 specified is greater than the 3 page(s) available.' }]),
      )
      .mockResolvedValueOnce(answer(1, 3))
      .mockResolvedValueOnce(answer(3, 3));
    const listing = await getListing('uk', { categoryUid: 'Mw==', state: parseListingParams({ p: '9' }, 'category'), pageSize: 2 });
    expect(listing.currentPage).toBe(3);
    expect(query.mock.calls.map((call) => (call[2] as { currentPage: number }).currentPage)).toEqual([9, 1, 3]);
  });

  it('passes other errors on', async () => {
    query.mockRejectedValueOnce(new MagentoGraphQlError([{ message: 'Internal error' }]));
    await expect(getListing('uk', { search: 'x', state: parseListingParams({ p: '2' }, 'search'), pageSize: 2 })).rejects.toThrow(
      'Internal error',
    );
  });

  it('keeps selected values Magento no longer lists, named by Magento', async () => {
    query.mockResolvedValueOnce({ products: { ...answer(1, 0).products, total_count: 0, items: [] } }).mockResolvedValueOnce({
      customAttributeMetadata: { items: [{ attribute_code: 'color', attribute_options: [{ label: 'Black', value: '22' }] }] },
      categories: { items: [{ uid: 'Mw==', name: 'Eyeglasses' }] },
    });
    const state = parseListingParams({ query: 'x', color: '22', category_uid: 'Mw==' }, 'search');
    const listing = await getListing('uk', { search: 'x', state, pageSize: 2 });
    expect(listing.aggregations).toEqual([
      { attribute_code: 'category_uid', label: null, count: 0, position: 1, options: [{ value: 'Mw==', label: 'Eyeglasses', count: 0 }] },
      { attribute_code: 'color', label: null, count: 0, position: 3, options: [{ value: '22', label: 'Black', count: 0 }] },
    ]);
    expect(query.mock.calls[1][2]).toEqual({
      attributes: [{ attribute_code: 'color', entity_type: 'catalog_product' }],
      categoryUids: ['Mw=='],
      withAttributes: true,
      withCategories: true,
    });
  });
});

describe('getFeaturedProducts', () => {
  it('lists the newest products under the root category, only those marked new', async () => {
    query.mockResolvedValueOnce({
      products: {
        items: [
          { uid: 'a', new_from_date: '2026-01-10 00:00:00' },
          { uid: 'b', new_from_date: null },
          null,
          { uid: 'c', new_from_date: '2026-02-01 00:00:00' },
        ],
      },
    });
    const featured = await getFeaturedProducts('uk', { pageSize: 8 });
    expect(featured.newArrivals.map((product) => product.uid)).toEqual(['c', 'a']);
    // Chosen from a larger page, in the merchant's order: stock Magento cannot sort on new_from_date.
    expect(query.mock.calls[0][2]).toEqual({ rootUid: 'Mg==', pageSize: 48 });
    expect(query.mock.calls[0][1]).not.toContain('new_from_date:');
  });
});
