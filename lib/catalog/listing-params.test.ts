import {
  activeFilterCount,
  applyListingChange,
  buildListingHref,
  emptyListingState,
  isFilterSelected,
  listingQueryEntries,
  normalisePrice,
  parseListingParams,
  priceBounds,
} from './listing-params';

const base = '/uk/eyeglasses.html';

describe('parseListingParams', () => {
  it('gives the defaults for an empty address', () => {
    expect(parseListingParams({}, 'category')).toEqual({
      kind: 'category',
      page: 1,
      sort: 'position',
      direction: 'asc',
      filters: {},
      price: null,
      query: '',
    });
    expect(parseListingParams({}, 'search')).toMatchObject({ sort: 'relevance', direction: 'desc' });
  });

  it('reads page, sort, direction, attribute filters, price and query', () => {
    const state = parseListingParams(
      {
        p: '3',
        product_list_order: 'price',
        product_list_dir: 'desc',
        frame_shape: '14,12',
        color: '3',
        price: '100_200',
        query: '  round   frames ',
      },
      'search',
    );
    expect(state).toEqual({
      kind: 'search',
      page: 3,
      sort: 'price',
      direction: 'desc',
      filters: { frame_shape: ['12', '14'], color: ['3'] },
      price: '100_200',
      query: 'round frames',
    });
  });

  it.each([
    ['p', 'abc'],
    ['p', '-1'],
    ['p', '0'],
    ['p', '2.5'],
    ['p', ''],
  ])('ignores an invalid page (%s=%s)', (key, value) => {
    expect(parseListingParams({ [key]: value }, 'category').page).toBe(1);
  });

  it('ignores unknown sorts and directions, and relevance outside search', () => {
    expect(parseListingParams({ product_list_order: 'popularity' }, 'category').sort).toBe('position');
    expect(parseListingParams({ product_list_order: 'relevance' }, 'category').sort).toBe('position');
    expect(parseListingParams({ product_list_order: 'relevance' }, 'search').sort).toBe('relevance');
    expect(parseListingParams({ product_list_dir: 'sideways' }, 'category').direction).toBe('asc');
    expect(parseListingParams({ product_list_order: 'NAME', product_list_dir: 'DESC' }, 'category')).toMatchObject({
      sort: 'name',
      direction: 'desc',
    });
  });

  it('drops invalid filter values, merges repeated parameters and ignores unknown parameters', () => {
    const state = parseListingParams({ color: ['3,<script>', '5'], gender: ',,', utm_source: 'mail', frame_size: '41,41' }, 'category');
    expect(state.filters).toEqual({ color: ['3', '5'], frame_size: ['41'] });
  });

  it('filters by category only on the search page', () => {
    expect(parseListingParams({ category_uid: 'Mw==' }, 'category').filters).toEqual({});
    expect(parseListingParams({ category_uid: 'Mw==,NA==' }, 'search').filters).toEqual({ category_uid: ['Mw==', 'NA=='] });
  });

  it('accepts URLSearchParams as Next gives them to route handlers', () => {
    const state = parseListingParams(new URLSearchParams('color=5&color=3&p=2'), 'category');
    expect(state).toMatchObject({ filters: { color: ['3', '5'] }, page: 2 });
  });

  it('keeps the query only on the search page and caps its length', () => {
    expect(parseListingParams({ query: 'aviator' }, 'category').query).toBe('');
    expect(parseListingParams({ query: 'x'.repeat(500) }, 'search').query).toHaveLength(128);
  });
});

describe('price values', () => {
  it.each([
    ['100_200', '100_200'],
    ['200_*', '200_*'],
    ['200_', '200_*'],
    ['0_50', '0_50'],
    ['100.50_200', '100.5_200'],
    ['200_100', null],
    ['100_100', null],
    ['abc', null],
    ['_100', null],
    ['-5_10', null],
  ])('normalises %s to %s', (raw, expected) => {
    expect(normalisePrice(raw)).toBe(expected);
  });

  it('splits a range into numbers', () => {
    expect(priceBounds('100_200')).toEqual({ from: 100, to: 200 });
    expect(priceBounds('200_*')).toEqual({ from: 200, to: null });
    expect(priceBounds('nope')).toBeNull();
  });
});

describe('buildListingHref', () => {
  const category = emptyListingState('category');

  it('leaves every default out', () => {
    expect(buildListingHref(base, category)).toBe(base);
    const explicitDefaults = parseListingParams({ p: '1', product_list_order: 'position', product_list_dir: 'asc' }, 'category');
    expect(buildListingHref(base, explicitDefaults)).toBe(base);
  });

  it('orders keys and values canonically, so equal states share one address', () => {
    const a = parseListingParams({ p: '2', color: '5,3', frame_shape: '14,12', price: '100_200', product_list_dir: 'desc' }, 'category');
    const b = parseListingParams({ product_list_dir: 'desc', price: '100_200', frame_shape: '12,14', color: '3,5', p: '2' }, 'category');
    const href = '/uk/eyeglasses.html?frame_shape=12,14&color=3,5&price=100_200&product_list_dir=desc&p=2';
    expect(buildListingHref(base, a)).toBe(href);
    expect(buildListingHref(base, b)).toBe(href);
  });

  it('toggles a filter value on and off and goes back to page 1', () => {
    const onPage3 = parseListingParams({ p: '3', color: '3' }, 'category');
    expect(buildListingHref(base, onPage3, { toggle: { code: 'color', value: '12' } })).toBe(`${base}?color=3,12`);
    expect(buildListingHref(base, onPage3, { toggle: { code: 'color', value: '3' } })).toBe(base);
  });

  it('keeps one price range at a time', () => {
    const state = parseListingParams({ price: '100_200' }, 'category');
    expect(buildListingHref(base, state, { toggle: { code: 'price', value: '200_300' } })).toBe(`${base}?price=200_300`);
    expect(buildListingHref(base, state, { toggle: { code: 'price', value: '100_200' } })).toBe(base);
  });

  it('removes one value, one filter, or every filter (keeping sort and query)', () => {
    const state = parseListingParams(
      { query: 'cat eye', color: '3,5', gender: '37', price: '0_50', product_list_order: 'price' },
      'search',
    );
    expect(buildListingHref('/uk/search.html', state, { remove: { code: 'color', value: '3' } })).toBe(
      '/uk/search.html?query=cat%20eye&color=5&gender=37&price=0_50&product_list_order=price',
    );
    expect(buildListingHref('/uk/search.html', state, { remove: { code: 'color' } })).toBe(
      '/uk/search.html?query=cat%20eye&gender=37&price=0_50&product_list_order=price',
    );
    expect(buildListingHref('/uk/search.html', state, { remove: { code: 'price' } })).toBe(
      '/uk/search.html?query=cat%20eye&color=3,5&gender=37&product_list_order=price',
    );
    expect(buildListingHref('/uk/search.html', state, { clearFilters: true })).toBe(
      '/uk/search.html?query=cat%20eye&product_list_order=price',
    );
  });

  it('keeps filters and sort on page links', () => {
    const state = parseListingParams({ color: '3', product_list_order: 'name' }, 'category');
    expect(buildListingHref(base, state, { page: 4 })).toBe(`${base}?color=3&product_list_order=name&p=4`);
    expect(buildListingHref(base, { ...state, page: 4 }, { page: 1 })).toBe(`${base}?color=3&product_list_order=name`);
  });

  it("resets the direction to the new sort's default and the page to 1 when the sort changes", () => {
    const state = parseListingParams({ product_list_order: 'price', product_list_dir: 'desc', p: '2' }, 'category');
    expect(buildListingHref(base, state, { sort: 'name' })).toBe(`${base}?product_list_order=name`);
    expect(buildListingHref(base, state, { direction: 'asc' })).toBe(`${base}?product_list_order=price`);
    const search = emptyListingState('search');
    expect(buildListingHref('/uk/search.html', search, { sort: 'price' })).toBe('/uk/search.html?product_list_order=price');
    expect(buildListingHref('/uk/search.html', search, { direction: 'asc' })).toBe('/uk/search.html?product_list_dir=asc');
  });

  it('encodes values safely', () => {
    const state = parseListingParams({ query: 'a&b=c #1' }, 'search');
    expect(buildListingHref('/uk/search.html', state)).toBe('/uk/search.html?query=a%26b%3Dc%20%231');
    const category = parseListingParams({ category_uid: 'MTA=' }, 'search');
    expect(buildListingHref('/uk/search.html', category)).toBe('/uk/search.html?category_uid=MTA%3D');
    // What the browser sends back parses to the same state.
    const back = parseListingParams(new URLSearchParams('query=a%26b%3Dc%20%231&category_uid=MTA%3D'), 'search');
    expect(back).toMatchObject({ query: 'a&b=c #1', filters: { category_uid: ['MTA='] } });
  });

  it('never puts the category filter on a category page address', () => {
    const state = applyListingChange(emptyListingState('category'), { toggle: { code: 'category_uid', value: 'Mw==' } });
    expect(listingQueryEntries(state)).toEqual([]);
  });
});

describe('helpers', () => {
  it('counts and recognises selected filters', () => {
    const state = parseListingParams({ color: '3,5', price: '100_200' }, 'category');
    expect(activeFilterCount(state)).toBe(3);
    expect(isFilterSelected(state, 'color', '5')).toBe(true);
    expect(isFilterSelected(state, 'color', '7')).toBe(false);
    expect(isFilterSelected(state, 'price', '100_200')).toBe(true);
    expect(isFilterSelected(state, 'unknown', '1')).toBe(false);
  });
});
