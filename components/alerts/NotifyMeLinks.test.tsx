/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NotifyMeLinks } from './NotifyMeLinks';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
const choice = { view: { sku: 'FRAME', parentSku: undefined as string | undefined, stockStatus: 'IN_STOCK' } };
jest.mock('@/components/product/ProductChoiceProvider', () => ({ useProductChoice: () => choice }));

describe('NotifyMeLinks', () => {
  it('offers a price alert for a product in stock, and a stock alert for the chosen variant when it is sold out', () => {
    const { rerender } = render(<NotifyMeLinks store="uk" urlKey="round-frame" />);
    expect(screen.queryByRole('link', { name: 'Notify me when back in stock' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notify me of a price drop' })).toHaveAttribute('href', '/uk/price?product=round-frame');

    choice.view = { sku: 'FRAME-BLACK-M', parentSku: 'FRAME', stockStatus: 'OUT_OF_STOCK' };
    rerender(<NotifyMeLinks store="uk" urlKey="round-frame" />);
    expect(screen.getByRole('link', { name: 'Notify me when back in stock' })).toHaveAttribute(
      'href',
      '/uk/stock?product=round-frame&variant=FRAME-BLACK-M',
    );
  });
});
