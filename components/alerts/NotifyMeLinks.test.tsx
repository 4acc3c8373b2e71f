/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NotifyMeLinks } from './NotifyMeLinks';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);

describe('NotifyMeLinks', () => {
  it('offers a price alert for a product in stock, and a stock alert for the chosen variant when it is sold out', () => {
    const { rerender } = render(<NotifyMeLinks store="uk" urlKey="round-frame" view={{ sku: 'FRAME', stockStatus: 'IN_STOCK' }} />);
    expect(screen.queryByRole('link', { name: 'Notify me when back in stock' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notify me of a price drop' })).toHaveAttribute('href', '/uk/price?product=round-frame');

    rerender(
      <NotifyMeLinks store="uk" urlKey="round-frame" view={{ sku: 'FRAME-BLACK-M', parentSku: 'FRAME', stockStatus: 'OUT_OF_STOCK' }} />,
    );
    expect(screen.getByRole('link', { name: 'Notify me when back in stock' })).toHaveAttribute(
      'href',
      '/uk/stock?product=round-frame&variant=FRAME-BLACK-M',
    );
  });

  it('offers no stock alert for a discontinued product', () => {
    render(<NotifyMeLinks store="uk" urlKey="round-frame" view={{ sku: 'FRAME', stockStatus: 'OUT_OF_STOCK' }} stockAlertHidden />);
    expect(screen.queryByRole('link', { name: 'Notify me when back in stock' })).not.toBeInTheDocument();
  });
});
