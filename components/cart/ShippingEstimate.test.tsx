/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { restRequest } from '@/lib/magento/rest';
import { initialCartState, useCartStore } from '@/lib/state/cart-store';
import { ShippingEstimate } from './ShippingEstimate';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
jest.mock('@/lib/magento/rest', () => ({ restRequest: jest.fn() }));
jest.mock('@/components/checkout/useCheckoutData', () => ({
  useCountries: () => [
    { id: 'GB', full_name_locale: 'United Kingdom', available_regions: null },
    { id: 'US', full_name_locale: 'United States', available_regions: [{ id: 12, code: 'CA', name: 'California' }] },
  ],
}));

const money = (value: { value: number | null } | null | undefined) => `£${(value?.value ?? 0).toFixed(2)}`;

describe('ShippingEstimate', () => {
  beforeEach(() => {
    useCartStore.setState({ ...initialCartState, store: 'uk', cartId: 'cart-1' });
    (restRequest as jest.Mock).mockReset();
  });

  it('asks the cart for the methods to a destination and lists them with their prices', async () => {
    (restRequest as jest.Mock).mockResolvedValue([
      { carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Standard', price_incl_tax: 4.95 },
    ]);
    render(<ShippingEstimate store="uk" money={money} />);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'US' } });
    fireEvent.change(screen.getByLabelText('State or region'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Postcode (optional)'), { target: { value: '90210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show shipping costs' }));
    expect(await screen.findByText('Flat Rate - Standard: £4.95')).toBeInTheDocument();
    expect(restRequest).toHaveBeenCalledWith(
      'POST',
      'guest-carts/cart-1/estimate-shipping-methods',
      { address: { country_id: 'US', region_id: 12, postcode: '90210' } },
      { store: 'uk' },
    );
  });

  it('says when nothing ships there, and shows a failure without losing the form', async () => {
    (restRequest as jest.Mock).mockResolvedValueOnce([]).mockRejectedValueOnce(new Error('The shop backend is unavailable.'));
    render(<ShippingEstimate store="uk" money={money} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show shipping costs' }));
    expect(await screen.findByText('No shipping methods reach this destination.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Postcode (optional)'), { target: { value: 'SW1A 2AA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show shipping costs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Shipping costs could not be estimated: The shop backend is unavailable.');
    expect(screen.getByLabelText('Postcode (optional)')).toHaveValue('SW1A 2AA');
  });
});
