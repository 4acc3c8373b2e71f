/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { getFeaturedProducts, getHomeCategories } from '@/lib/magento/listing';
import { productCard } from './fixtures';
import { HomeView } from './HomeView';

jest.mock('next-intl/server', () => jest.requireActual('./test-support').mockCatalogTranslations());
jest.mock('@/lib/magento/listing', () => ({
  ...jest.requireActual('@/lib/magento/listing'),
  getFeaturedProducts: jest.fn(),
  getHomeCategories: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(getHomeCategories).mockResolvedValue([
    {
      uid: 'Mw==',
      name: 'Eyeglasses',
      url_path: 'eyeglasses',
      url_suffix: '.html',
      image: 'http://localhost:4010/media/catalog/category/eyeglasses.webp',
      product_count: 62,
    },
    { uid: 'Nw==', name: 'Sunglasses', url_path: 'sunglasses', url_suffix: '.html', image: null, product_count: 45 },
  ]);
  jest.mocked(getFeaturedProducts).mockResolvedValue({ newArrivals: [productCard({ new_from_date: '2026-01-10 00:00:00' })] });
});

describe('HomeView', () => {
  it('renders the CMS content, the category tiles and the new arrivals', async () => {
    render(await HomeView({ store: 'uk', cmsHtml: '<h1>Eyewear made to see</h1>' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Eyewear made to see' })).toBeInTheDocument();

    const tiles = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(tiles).getByRole('link', { name: 'Eyeglasses' })).toHaveAttribute('href', '/uk/eyeglasses.html');
    expect(within(tiles).getByRole('link', { name: 'Sunglasses' })).toHaveAttribute('href', '/uk/sunglasses.html');
    expect(within(tiles).getByText('62 products')).toBeInTheDocument();

    const arrivals = screen.getByRole('region', { name: 'New arrivals' });
    expect(within(arrivals).getByRole('heading', { level: 3, name: 'Lumera Alba Square Eyeglasses' })).toBeInTheDocument();
  });

  it('renders the CMS content through the merchant HTML sanitizer', async () => {
    const { container } = render(
      await HomeView({
        store: 'uk',
        cmsHtml: '<p><img src=x onerror=alert(1) \'>Hello <a href="about-us">About</a></p><iframe srcdoc="x"></iframe>',
      }),
    );
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/uk/about-us');
  });

  it('preloads the first tile image when the tiles lead the page (the largest paint on a phone) and sizes it per column count', async () => {
    const { container } = render(await HomeView({ store: 'uk' }));
    const [first, ...rest] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.getAttribute('sizes')).toContain('50vw');
    expect(rest.every((image) => image.getAttribute('fetchpriority') !== 'high')).toBe(true);
  });

  it('preloads no tile image below CMS content: its text is the largest paint, an image would only take its bandwidth', async () => {
    const { container } = render(
      await HomeView({ store: 'uk', cmsHtml: '<h1>Eyewear</h1><p>Frames and lenses made to see and be seen.</p>' }),
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.getAttribute('fetchpriority') !== 'high' && image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('leaves out empty sections', async () => {
    jest.mocked(getHomeCategories).mockResolvedValue([]);
    jest.mocked(getFeaturedProducts).mockResolvedValue({ newArrivals: [] });
    const { container } = render(await HomeView({ store: 'uk', cmsHtml: null }));
    expect(container.querySelectorAll('section')).toHaveLength(0);
  });
});
