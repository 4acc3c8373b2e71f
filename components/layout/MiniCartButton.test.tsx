/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MiniCartButton } from './MiniCartButton';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);

describe('MiniCartButton', () => {
  it('links to the cart, named "Cart", with the count as badge and description', () => {
    const { rerender } = render(<MiniCartButton store="fr" />);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/fr/cart');
    expect(link).toHaveAccessibleDescription('No items');
    expect(link).toHaveTextContent('0');

    rerender(<MiniCartButton store="fr" count={3} />);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAccessibleDescription('3 items');
  });
});
