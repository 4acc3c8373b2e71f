/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { productCard } from './fixtures';
import { PriceTag } from './PriceTag';
import { createTestTranslator } from './test-support';

const t = createTestTranslator('ProductCard');

describe('PriceTag', () => {
  it('shows the final price alone when there is no discount', () => {
    const { container } = render(<PriceTag price={productCard({ price: { final: 145.95 } }).price_range} locale="en-GB" t={t} />);
    expect(container).toHaveTextContent(/^£145\.95$/);
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes the regular price through, says "was" to screen readers and shows the saving', () => {
    const { container } = render(
      <PriceTag price={productCard({ price: { final: 59.95, regular: 85.95 } }).price_range} locale="en-GB" t={t} />,
    );
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('£85.95');
    expect(struck).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Was £85.95')).toHaveClass('visually-hidden');
    expect(screen.getByText('Save 30%')).toBeInTheDocument();
    expect(container).toHaveTextContent('£59.95 £85.95Was £85.95 Save 30%');
  });

  it('says "from" when the variants cost different amounts', () => {
    render(<PriceTag price={productCard({ price: { final: 120, max: 180 } }).price_range} locale="en-GB" t={t} />);
    expect(screen.getByText('From £120.00')).toBeInTheDocument();
  });

  it("formats money in the store view's locale and currency", () => {
    const price = productCard({ price: { final: 73.95, regular: 99 } }).price_range;
    for (const money of [price.minimum_price.final_price, price.minimum_price.regular_price]) money.currency = 'EUR';
    const { container } = render(<PriceTag price={price} locale="fr-FR" t={t} />);
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('73,95 €');
  });

  it('renders nothing without a price', () => {
    const price = productCard().price_range;
    price.minimum_price.final_price = { value: null, currency: null };
    const { container } = render(<PriceTag price={price} locale="en-GB" t={t} />);
    expect(container).toBeEmptyDOMElement();
  });
});
