/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { MagentoClient } from '@/lib/magento/client';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { initialCartState, useCartStore } from '@/lib/state/cart-store';
import { initialCheckoutState, useCheckoutStore, type ShippingMethodOption } from '@/lib/state/checkout-store';
import { CheckoutPage } from './CheckoutPage';

jest.mock('next-intl', () => ({ ...require('@/components/layout/test-intl').nextIntlMock, useLocale: () => 'en-GB' }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const countries = [
  { id: 'GB', full_name_locale: 'United Kingdom', available_regions: null },
  {
    id: 'US',
    full_name_locale: 'United States',
    available_regions: [{ id: 12, code: 'CA', name: 'California' }],
  },
];
const client: Pick<MagentoClient, 'query'> = {
  query: jest.fn(async (document: string) => {
    if (document.includes('countries')) return { data: { countries } };
    throw new Error(`unexpected query ${document}`);
  }) as unknown as MagentoClient['query'],
};
jest.mock('@/lib/magento/client', () => ({
  ...jest.requireActual('@/lib/magento/client'),
  getMagentoClient: () => client,
}));

const money = (value: number) => ({ value, currency: 'GBP' as const });
// A stub answer: the fields the checkout reads.
const details = {
  id: 'c1',
  total_quantity: 1,
  items: [
    {
      uid: 'line-1',
      quantity: 1,
      prices: { price: money(20), row_total: money(20) },
      product: { uid: 'p1', sku: 'CASE', name: 'Case', url_key: 'case', url_suffix: '.html', stock_status: 'IN_STOCK' },
    },
  ],
  prices: { grand_total: money(24), subtotal_excluding_tax: money(20), applied_taxes: [{ label: 'VAT', amount: money(4) }] },
  applied_coupons: [],
  available_payment_methods: [
    { code: 'checkmo', title: 'Check / Money order' },
    { code: 'some_gateway_we_cannot_render', title: 'Elsewhere' },
  ],
} as unknown as CartDetails;

const flatRate: ShippingMethodOption = {
  code: 'flatrate',
  title: 'Flat Rate',
  carrier_code: 'flatrate',
  carrier_title: 'Flat Rate',
  method_code: 'flatrate',
  method_title: 'Fixed',
  amount: money(5),
  available: true,
};

function label(name: string) {
  return screen.getByLabelText(name);
}

beforeEach(() => {
  // The checkout tells the server about offered methods it cannot render.
  global.fetch = jest.fn(async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
  localStorage.clear();
  push.mockReset();
  useCartStore.setState({ ...initialCartState, store: 'uk', cartId: 'c1', details, getDetails: jest.fn().mockResolvedValue(undefined) });
  useCheckoutStore.setState({ ...initialCheckoutState });
});

async function renderPage() {
  render(<CheckoutPage store="uk" currency="GBP" />);
  await screen.findByRole('option', { name: 'United Kingdom' });
}

function fillAddress(postcode: string) {
  fireEvent.change(label('Email address'), { target: { value: 'ada@example.com' } });
  fireEvent.change(label('First name'), { target: { value: 'Ada' } });
  fireEvent.change(label('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(label('Street address'), { target: { value: '1 High Street' } });
  fireEvent.change(label('City'), { target: { value: 'London' } });
  fireEvent.change(label('Postcode'), { target: { value: postcode } });
  fireEvent.change(label('Phone number'), { target: { value: '020 7946 0000' } });
}

describe('CheckoutPage', () => {
  it('starts with the store view country and shows the review with taxes', async () => {
    await renderPage();
    expect(label('Country')).toHaveValue('GB');
    const review = screen.getByRole('region', { name: 'Order summary' });
    expect(within(review).getByText('Case × 1')).toBeInTheDocument();
    expect(within(review).getByText(/VAT/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('shows a wrong postcode next to its field and keeps what was typed', async () => {
    const submit = jest.fn();
    useCheckoutStore.setState({ submitShippingAddress: submit });
    await renderPage();
    fillAddress('NOT A CODE');
    fireEvent.click(screen.getByRole('button', { name: 'Save address and show shipping methods' }));
    expect(await screen.findByText('Enter a valid postcode for this country.')).toBeInTheDocument();
    expect(label('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(label('First name')).toHaveValue('Ada');
    expect(label('Email address')).toHaveValue('ada@example.com');
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(label('Postcode'), { target: { value: 'SW1A 2AA' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save address and show shipping methods' }));
    });
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.com', postcode: 'SW1A 2AA', country_id: 'GB' }));
  });

  it('shows each step error next to its step', async () => {
    await renderPage();
    // After begin() (which clears errors when the page opens), the steps answer with errors.
    act(() => {
      useCheckoutStore.setState({
        availableShippingMethods: [flatRate],
        shippingAddressError: new Error('address refused'),
        orderError: new Error('order refused'),
      });
    });
    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(await within(address).findByRole('alert')).toHaveTextContent('address refused');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Something went wrong: order refused');
  });

  it('shows the chosen shipping and payment methods at once, while the backend answers', async () => {
    const submitShippingMethod = jest.fn(() => new Promise<void>(() => undefined));
    const submitPaymentMethod = jest.fn(() => new Promise<void>(() => undefined));
    useCheckoutStore.setState({ submitShippingMethod, submitPaymentMethod });
    localStorage.setItem('availableShippingMethods', JSON.stringify({ value: [flatRate], timeStored: Date.now() }));
    await renderPage();
    const shipping = screen.getByRole('radio', { name: 'Flat Rate - Fixed: £5.00' });
    fireEvent.click(shipping);
    expect(shipping).toBeChecked();
    expect(submitShippingMethod).toHaveBeenCalledWith(flatRate);
    const checkmo = await screen.findByRole('radio', { name: 'Check / Money order' });
    fireEvent.click(checkmo);
    expect(checkmo).toBeChecked();
    expect(submitPaymentMethod).toHaveBeenCalledWith({ code: 'checkmo' });
  });

  it('offers the payment methods of the cart answer (those it can render) without asking the backend again', async () => {
    await renderPage();
    expect(await screen.findByRole('radio', { name: 'Check / Money order' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Elsewhere' })).toBeNull();
    const queries = (client.query as jest.Mock).mock.calls.map(([document]: [string]) => document);
    expect(queries.filter((document) => !document.includes('countries'))).toEqual([]);
  });

  it('starts from the shipping address the cart already has when this browser saved none', async () => {
    useCartStore.setState({
      details: {
        ...details,
        shipping_addresses: [
          {
            firstname: 'Ada',
            lastname: 'Lovelace',
            street: ['10 Downing Street'],
            city: 'London',
            postcode: 'SW1A 2AA',
            telephone: '020 7946 0000',
            country: { code: 'GB' },
            region: null,
          },
        ],
      } as unknown as CartDetails,
    });
    await renderPage();
    expect(label('First name')).toHaveValue('Ada');
    expect(label('Street address')).toHaveValue('10 Downing Street');
    expect(label('Postcode')).toHaveValue('SW1A 2AA');
  });

  it('places one order on a double click and goes to the success page', async () => {
    let finish: (id: string) => void = () => undefined;
    const placeOrder = jest.fn(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    const submitBillingAddress = jest.fn(async () => undefined);
    await renderPage();
    act(() => {
      useCheckoutStore.setState({
        shippingAddress: { firstname: 'Ada', lastname: 'L', street: ['1'], city: 'London', telephone: '1', country_id: 'GB' },
        shippingMethod: { carrier_code: 'flatrate', method_code: 'flatrate', title: 'Flat Rate' },
        paymentCode: 'checkmo',
        placeOrder,
        submitBillingAddress,
      });
    });
    const button = screen.getByRole('button', { name: 'Place order' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(submitBillingAddress).toHaveBeenCalledTimes(1);
    expect(submitBillingAddress).toHaveBeenCalledWith(expect.objectContaining({ sameAsShippingAddress: true }));
    expect(placeOrder).toHaveBeenCalledTimes(1);
    await act(async () => finish('42'));
    expect(push).toHaveBeenCalledWith('/uk/success');
  });
});
