/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { getStoreConfig } from '@/lib/magento/catalog';
import { getCategory, getListing, type ListingCategoryData } from '@/lib/magento/listing';
import { CategoryView, descriptionLeads, LEADING_DESCRIPTION_LENGTH } from './CategoryView';
import { listing, productCard } from './fixtures';

jest.mock('next-intl/server', () => jest.requireActual('./test-support').mockCatalogTranslations());
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
jest.mock('@/lib/magento/catalog', () => ({
  ...jest.requireActual('@/lib/magento/catalog'),
  getStoreConfig: jest.fn(),
}));
jest.mock('@/lib/magento/listing', () => ({
  ...jest.requireActual('@/lib/magento/listing'),
  getCategory: jest.fn(),
  getListing: jest.fn(),
}));

const women: ListingCategoryData = {
  uid: 'NA==',
  name: 'Women',
  description: '<p>Frames for <strong>every</strong> face.</p>',
  url_path: 'eyeglasses/women',
  url_suffix: '.html',
  meta_title: null,
  meta_description: null,
  image: null,
  product_count: 36,
  breadcrumbs: [{ category_uid: 'Mw==', category_name: 'Eyeglasses', category_level: 2, category_url_path: 'eyeglasses' }],
  children: [
    {
      uid: 'Ng==',
      name: 'Petite',
      url_path: 'eyeglasses/women/petite',
      url_suffix: '.html',
      product_count: 4,
      position: 1,
      include_in_menu: 1,
    },
    {
      uid: 'Nw==',
      name: 'Empty',
      url_path: 'eyeglasses/women/empty',
      url_suffix: '.html',
      product_count: 0,
      position: 2,
      include_in_menu: 1,
    },
  ],
};

const config = {
  store_code: 'uk',
  store_name: 'United Kingdom',
  locale: 'en_GB',
  default_display_currency_code: 'GBP',
  secure_base_media_url: null,
  grid_per_page: 12,
  root_category_uid: 'Mg==',
};

beforeEach(() => {
  jest.mocked(getStoreConfig).mockResolvedValue(config);
  jest.mocked(getCategory).mockResolvedValue(women);
  jest.mocked(getListing).mockResolvedValue(listing({ aggregations: [] }));
});

describe('CategoryView', () => {
  it('shows breadcrumbs, the name, the description as HTML, the count and the products', async () => {
    render(await CategoryView({ store: 'uk', uid: 'NA==', searchParams: {} }));
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/uk');
    expect(within(breadcrumbs).getByRole('link', { name: 'Eyeglasses' })).toHaveAttribute('href', '/uk/eyeglasses.html');
    expect(within(breadcrumbs).getByText('Women')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Women' })).toBeInTheDocument();
    expect(screen.getByText('every').tagName).toBe('STRONG');
    expect(screen.getByText('2 products')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Lumera Alba Square Eyeglasses', 'Kestrel Summit Round Eyeglasses']);
    expect(screen.getByRole('link', { name: 'Petite 4 products' })).toHaveAttribute('href', '/uk/eyeglasses/women/petite.html');
    expect(screen.queryByRole('link', { name: /Empty/ })).not.toBeInTheDocument();
  });

  it("asks for the category's products with the URL's state and the store's page size", async () => {
    jest.mocked(getListing).mockResolvedValue(listing({ total: 30, totalPages: 3, currentPage: 2, pageSize: 12 }));
    render(await CategoryView({ store: 'uk', uid: 'NA==', searchParams: { color: '22', product_list_order: 'price', p: '2' } }));
    expect(getListing).toHaveBeenCalledWith('uk', {
      categoryUid: 'NA==',
      pageSize: 12,
      state: expect.objectContaining({ page: 2, sort: 'price', filters: { color: ['22'] } }),
    });
  });

  it('falls back to 6 products a page without a store setting, and ignores invalid parameters', async () => {
    jest.mocked(getStoreConfig).mockResolvedValue({ ...config, grid_per_page: null });
    render(await CategoryView({ store: 'uk', uid: 'NA==', searchParams: { p: 'abc', product_list_order: 'bogus' } }));
    expect(getListing).toHaveBeenCalledWith(
      'uk',
      expect.objectContaining({ pageSize: 6, state: expect.objectContaining({ page: 1, sort: 'position' }) }),
    );
  });

  it('shows the range of items and the pages when there are several', async () => {
    jest.mocked(getListing).mockResolvedValue(listing({ total: 30, totalPages: 3, currentPage: 2, pageSize: 12 }));
    render(await CategoryView({ store: 'uk', uid: 'NA==', searchParams: { p: '2' } }));
    expect(screen.getByText('Items 13–14 of 30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not found for a page past the last one (the listing answered its last page instead)', async () => {
    jest.mocked(getListing).mockResolvedValue(listing({ total: 30, totalPages: 3, currentPage: 3, pageSize: 12 }));
    await expect(CategoryView({ store: 'uk', uid: 'NA==', searchParams: { p: '999' } })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('says when the category is empty', async () => {
    jest.mocked(getListing).mockResolvedValue(listing({ items: [], total: 0, totalPages: 0, aggregations: [] }));
    render(await CategoryView({ store: 'uk', uid: 'NA==', searchParams: {} }));
    expect(screen.getByText('There are no products in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('offers to clear the filters when none of the products match them', async () => {
    jest.mocked(getListing).mockResolvedValue(listing({ items: [], total: 0, totalPages: 0 }));
    render(await CategoryView({ store: 'uk', uid: 'NA==', searchParams: { color: '22', product_list_order: 'name' } }));
    expect(screen.getByText('No products match the filters you chose.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/uk/eyeglasses/women.html?product_list_order=name',
    );
  });

  it('is not found when the category does not exist in the store view', async () => {
    jest.mocked(getCategory).mockResolvedValue(null);
    await expect(CategoryView({ store: 'uk', uid: 'OTk=', searchParams: {} })).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('preloads the images of the first row when no long description leads the page', async () => {
    jest
      .mocked(getListing)
      .mockResolvedValue(listing({ items: [productCard({ uid: 'a' }), productCard({ uid: 'b' }), productCard({ uid: 'c' })], total: 3 }));
    const { container } = render(await CategoryView({ store: 'uk', uid: 'NA==', searchParams: {} }));
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
  });

  it('preloads no card picture below a description long enough to be the largest paint on a phone', async () => {
    jest.mocked(getCategory).mockResolvedValue({
      ...women,
      description: '<p>Prescription eyeglasses in acetate, metal and titanium, with lenses made to your prescription in our own lab.</p>',
    });
    jest
      .mocked(getListing)
      .mockResolvedValue(listing({ items: [productCard({ uid: 'a' }), productCard({ uid: 'b' }), productCard({ uid: 'c' })], total: 3 }));
    const { container } = render(await CategoryView({ store: 'uk', uid: 'NA==', searchParams: {} }));
    const images = [...container.querySelectorAll('article img')];
    expect(images).toHaveLength(3);
    expect(images.every((image) => image.getAttribute('fetchpriority') !== 'high' && image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('renders the description through the merchant HTML sanitizer', async () => {
    jest.mocked(getCategory).mockResolvedValue({
      ...women,
      description: '<h1>Women</h1><p>Frames <img src=x onerror=alert(1)> <a href="sale.html">on sale</a></p><script>alert(2)</script>',
    });
    const { container } = render(await CategoryView({ store: 'uk', uid: 'NA==', searchParams: {} }));
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'on sale' })).toHaveAttribute('href', '/uk/sale.html');
  });
});

describe('descriptionLeads', () => {
  it('counts the text of the description, not its markup', () => {
    const text = 'x'.repeat(LEADING_DESCRIPTION_LENGTH);
    expect(descriptionLeads(`<p>${text}</p>`)).toBe(true);
    expect(descriptionLeads(`<p><strong>${text.slice(1)}</strong></p>`)).toBe(false);
    expect(descriptionLeads(`<p class="${text}">Short</p>`)).toBe(false);
  });

  it('takes a description with a picture of its own as leading, and none as not', () => {
    expect(descriptionLeads('<p><img src="banner.jpg" alt=""></p>')).toBe(true);
    expect(descriptionLeads(null)).toBe(false);
    expect(descriptionLeads('')).toBe(false);
  });
});
