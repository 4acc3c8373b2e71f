/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { PriceTag } from './PriceTag';
import { ReviewStars } from './ReviewStars';
import { StockBadge } from './StockBadge';
import { productCard } from './fixtures';
import { ProductCard, ProductCardView } from './ProductCard';
import { ProductGrid, ProductGridView } from './ProductGrid';
import { createTestTranslator } from './test-support';

jest.mock('next-intl/server', () => jest.requireActual('./test-support').mockCatalogTranslations());

const t = createTestTranslator('ProductCard');
const now = new Date('2026-03-15T00:00:00Z');

describe('ProductCardView', () => {
  it('has one link, the product name, to the product page', () => {
    const { container } = render(<ProductCardView product={productCard()} store="uk" t={t} now={now} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Lumera Alba Square Eyeglasses');
    expect(links[0]).toHaveAttribute('href', '/uk/lumera-alba-square-eyeglasses.html');
    expect(screen.getByRole('heading', { level: 3, name: 'Lumera Alba Square Eyeglasses' })).toBeInTheDocument();
    expect(container.querySelector('article')).not.toBeNull();
  });

  it('shows a decorative image with responsive sizes, preloaded only when asked', () => {
    const { container, rerender } = render(<ProductCardView product={productCard()} store="uk" t={t} now={now} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('height', '500');
    expect(image?.getAttribute('sizes')).toContain('50vw');
    expect(image).toHaveAttribute('loading', 'lazy');
    // Candidates up to 828 px wide (a card is never drawn wider), the widest of them as src.
    const widths = image!
      .getAttribute('srcset')!
      .split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['256w', '384w', '640w', '828w']);
    expect(image?.getAttribute('src')).toContain('w=828');
    rerender(<ProductCardView product={productCard()} store="uk" t={t} now={now} priority />);
    expect(container.querySelector('img')).not.toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the New badge while the product is new, and the stock status', () => {
    render(<ProductCardView product={productCard({ new_from_date: '2026-01-10 00:00:00' })} store="uk" t={t} now={now} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it('says when a product is out of stock, and shows no New badge for an old product', () => {
    render(<ProductCardView product={productCard({ stock_status: 'OUT_OF_STOCK' })} store="uk" t={t} now={now} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('offers the wish list heart and Compare above its link, unpressed for every shopper', () => {
    render(<ProductCardView product={productCard()} store="uk" t={t} now={now} />);
    const heart = screen.getByRole('button', { name: 'Add Lumera Alba Square Eyeglasses to wishlist' });
    const compare = screen.getByRole('button', { name: 'Compare Lumera Alba Square Eyeglasses' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    expect(compare).toHaveTextContent('Compare');
  });

  it('shows stars and the review count in words where the product has approved reviews', () => {
    const { container } = render(
      <ProductCardView product={productCard({ rating_summary: 86.67, review_count: 3 })} store="uk" t={t} now={now} />,
    );
    expect(screen.getByText('Rated 4.3 out of 5, 3 reviews')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] > span')).toHaveStyle({ width: '86.67%' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows no stars on a product without reviews', () => {
    render(<ProductCardView product={productCard({ rating_summary: 0, review_count: 0 })} store="uk" t={t} now={now} />);
    expect(screen.queryByText(/Rated/)).not.toBeInTheDocument();
    expect(screen.queryByText('★★★★★')).not.toBeInTheDocument();
  });

  it('writes its picture and texts as HTML React keeps no fiber for, each part as React writes it', async () => {
    const product = productCard({
      price: { final: 120, regular: 150, max: 180 },
      rating_summary: 86.67,
      review_count: 3,
      new_from_date: '2026-01-10 00:00:00',
    });
    const card = <ProductCardView product={product} store="uk" t={t} now={now} priority />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(card);
    document.body.append(container);
    // Every part is byte for byte what React writes for it.
    const html = container.innerHTML;
    expect(html).toContain(renderToStaticMarkup(<PriceTag price={product.price_range} locale="en-GB" t={t} />));
    expect(html).toContain(renderToStaticMarkup(<StockBadge status="IN_STOCK" t={t} />));
    expect(html).toContain(renderToStaticMarkup(<ReviewStars percent={86.67} label="Rated 4.3 out of 5, 3 reviews" />));
    expect(html).toContain('<s class="regular" aria-hidden="true">');

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, card, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const media = container.querySelector('.media')!;
    const texts = container.querySelector('.texts')!;
    expect([media, texts].map(owned)).toEqual([true, true]);
    expect([...media.querySelectorAll('*'), ...texts.querySelectorAll('*')].filter(owned)).toEqual([]);
    // The islands stay React's: the heart and Compare.
    expect(screen.getAllByRole('button').every(owned)).toBe(true);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/uk/lumera-alba-square-eyeglasses.html');
    container.remove();
  });

  it('keeps the card without an image', () => {
    const { container } = render(<ProductCardView product={productCard({ small_image: null })} store="uk" t={t} headingLevel={2} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

describe('ProductGrid', () => {
  it('lists the cards and preloads the first images', () => {
    const products = [productCard(), productCard({ uid: 'b', url_key: 'b' }), productCard({ uid: 'c', url_key: 'c' })];
    render(<ProductGridView products={products} store="uk" t={t} priorityCount={2} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const images = items.map((item) => item.querySelector('img'));
    expect(images.map((image) => image?.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
  });

  it('renders nothing for no products', () => {
    const { container } = render(<ProductGridView products={[]} store="uk" t={t} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('translates itself as a server component', async () => {
    render(await ProductGrid({ products: [productCard({ stock_status: 'OUT_OF_STOCK' })], store: 'fr' }));
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/fr/lumera-alba-square-eyeglasses.html');
    render(await ProductCard({ product: productCard(), store: 'uk' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
