/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { getStoreConfig } from '@/lib/magento/catalog';
import { getHomeCategories, getListing } from '@/lib/magento/listing';
import { listing } from './fixtures';
import { SearchView } from './SearchView';

jest.mock('next-intl/server', () => jest.requireActual('./test-support').mockCatalogTranslations());
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/magento/catalog', () => ({ ...jest.requireActual('@/lib/magento/catalog'), getStoreConfig: jest.fn() }));
jest.mock('@/lib/magento/listing', () => ({
  ...jest.requireActual('@/lib/magento/listing'),
  getListing: jest.fn(),
  getHomeCategories: jest.fn(),
}));

const config = {
  store_code: 'uk',
  store_name: null,
  locale: 'en_GB',
  default_display_currency_code: 'GBP',
  secure_base_media_url: null,
  grid_per_page: 12,
  root_category_uid: 'Mg==',
};
const categories = [{ uid: 'Mw==', name: 'Eyeglasses', url_path: 'eyeglasses', url_suffix: '.html', image: null, product_count: 62 }];

beforeEach(() => {
  jest.mocked(getStoreConfig).mockResolvedValue(config);
  jest.mocked(getHomeCategories).mockResolvedValue(categories);
  jest.mocked(getListing).mockResolvedValue(listing());
});

describe('SearchView', () => {
  it('shows a search form when there is no query', async () => {
    render(await SearchView({ store: 'uk', searchParams: { query: '   ' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/uk/search.html');
    expect(within(form).getByRole('searchbox', { name: 'Search the shop' })).toHaveAttribute('name', 'query');
    expect(screen.getByRole('link', { name: 'Eyeglasses' })).toHaveAttribute('href', '/uk/eyeglasses.html');
    expect(getListing).not.toHaveBeenCalled();
  });

  it('shows the results for the query with filters, sort by relevance and the count', async () => {
    render(await SearchView({ store: 'uk', searchParams: { query: 'round frames', color: '22' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “round frames”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('round frames');
    expect(getListing).toHaveBeenCalledWith('uk', expect.objectContaining({ search: 'round frames', pageSize: 12 }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove filter Colour: Black' })).toHaveAttribute(
      'href',
      '/uk/search.html?query=round%20frames',
    );
    expect(within(screen.getByRole('list', { name: 'Category' })).getByRole('link', { name: 'Women 21 products' })).toHaveAttribute(
      'href',
      '/uk/search.html?query=round%20frames&category_uid=NA%3D%3D&color=22',
    );
  });

  it('helps when nothing matches: tips and categories', async () => {
    jest.mocked(getListing).mockResolvedValue(listing({ items: [], total: 0, totalPages: 0, aggregations: [] }));
    render(await SearchView({ store: 'uk', searchParams: { query: 'zzzz' } }));
    expect(screen.getByRole('status')).toHaveTextContent('We couldn’t find anything for “zzzz”.');
    expect(screen.getByRole('heading', { name: 'Browse our categories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Eyeglasses' })).toBeInTheDocument();
  });

  it('offers to clear the filters when they leave no results', async () => {
    jest.mocked(getListing).mockResolvedValue(listing({ items: [], total: 0, totalPages: 0 }));
    render(await SearchView({ store: 'uk', searchParams: { query: 'round', color: '22' } }));
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/uk/search.html?query=round');
  });
});
