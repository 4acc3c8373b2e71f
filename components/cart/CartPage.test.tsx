/** @jest-environment jsdom */
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderInDom, screen, within } from '@testing-library/react';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { initialCartState, useCartStore } from '@/lib/state/cart-store';
import { FeaturesProvider } from '@/components/app/FeaturesProvider';
import { CartPage } from './CartPage';

/** Cart lines ask the backend about alerts through React Query, as in the app. */
const render = (ui: ReactElement) =>
  renderInDom(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

jest.mock('next-intl', () => ({ ...require('@/components/layout/test-intl').nextIntlMock, useLocale: () => 'en-GB' }));

const money = (value: number) => ({ value, currency: 'GBP' as const });

const details = {
  id: 'c1',
  total_quantity: 3,
  items: [
    {
      uid: 'line-1',
      quantity: 1,
      prices: { price: money(100), row_total: money(100), total_item_discount: money(0) },
      product: { uid: 'p1', sku: 'AVI', name: 'Aviator', url_key: 'aviator', url_suffix: '.html', stock_status: 'IN_STOCK' },
      configurable_options: [
        { configurable_product_option_uid: 'o', option_label: 'Colour', configurable_product_option_value_uid: 'v', value_label: 'Gold' },
      ],
      customizable_options: [],
    },
    {
      uid: 'line-2',
      quantity: 2,
      errors: [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }],
      prices: { price: money(20), row_total: money(40) },
      product: { uid: 'p2', sku: 'CASE', name: 'Case', url_key: 'case', url_suffix: '.html', stock_status: 'IN_STOCK' },
    },
  ],
  prices: {
    grand_total: money(130.5),
    subtotal_excluding_tax: money(140),
    discounts: [{ amount: money(15), label: 'Summer' }],
    applied_taxes: [{ label: 'VAT', amount: money(5.5) }],
  },
  applied_coupons: [],
} as unknown as CartDetails; // A stub answer: the fields the page reads.

function withCart(state: Partial<typeof initialCartState>) {
  const updateItem = jest.fn().mockResolvedValue(undefined);
  const removeItem = jest.fn().mockResolvedValue(undefined);
  const getDetails = jest.fn().mockResolvedValue(undefined);
  useCartStore.setState({ ...initialCartState, store: 'uk', ...state, updateItem, removeItem, getDetails });
  return { updateItem, removeItem };
}

describe('CartPage', () => {
  it('lists the lines with options, stock marks and prices, and the totals in the store currency', () => {
    withCart({
      cartId: 'c1',
      details,
      removedItems: [{ path: ['cart', 'items', 2], message: 'The requested qty is not available', item: null }],
    });
    render(<CartPage store="uk" currency="GBP" />);
    expect(screen.getByRole('link', { name: 'Aviator' })).toHaveAttribute('href', '/uk/aviator.html');
    expect(screen.getByText('Colour: Gold')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.querySelector('form'));
    expect(within(first).queryByText('Out of stock')).toBeNull();
    expect(within(second).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('Discount: Summer').nextSibling).toHaveTextContent('-£15.00');
    // The uk store view shows prices with VAT: the total says how much VAT it includes.
    expect(screen.getByText('incl. VAT').nextSibling).toHaveTextContent('£5.50');
    expect(screen.getByText('Order total').nextSibling).toHaveTextContent('£130.50');
    expect(screen.getByText('Some products are no longer available and were left out of your cart.')).toBeInTheDocument();
  });

  it('shows the tax-inclusive line prices and subtotal where the store view displays prices with tax', () => {
    const withTax = {
      ...details,
      items: [
        {
          ...details.items![0]!,
          prices: { price: money(100), row_total: money(100), price_including_tax: money(120), row_total_including_tax: money(120) },
        },
      ],
      prices: { ...details.prices, subtotal_including_tax: money(120) },
    } as CartDetails;
    withCart({ cartId: 'c1', details: withTax });
    render(<CartPage store="uk" currency="GBP" />);
    const [line] = screen.getAllByRole('listitem').filter((item) => item.querySelector('form'));
    expect(line).toHaveTextContent('Price £120.00');
    expect(line).toHaveTextContent('Total £120.00');
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('£120.00');
  });

  it('keeps prices without tax and adds the tax before the total in the us store view', () => {
    const usd = (value: number) => ({ value, currency: 'USD' as const });
    withCart({
      store: 'us',
      cartId: 'c1',
      details: ({
        ...details,
        items: [
          {
            ...details.items![0]!,
            prices: { price: usd(100), row_total: usd(100), price_including_tax: usd(108), row_total_including_tax: usd(108) },
          },
        ],
        prices: {
          grand_total: usd(108),
          subtotal_excluding_tax: usd(100),
          subtotal_including_tax: usd(108),
          applied_taxes: [{ label: 'US-CA Sales Tax', amount: usd(8) }],
        },
      } as CartDetails),
    });
    render(<CartPage store="us" currency="USD" />);
    const [line] = screen.getAllByRole('listitem').filter((item) => item.querySelector('form'));
    expect(line).toHaveTextContent('Price US$100.00');
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('US$100.00');
    expect(screen.getByText('Tax: US-CA Sales Tax').nextSibling).toHaveTextContent('US$8.00');
    expect(screen.queryByText(/^incl\./)).toBeNull();
  });

  it('says so when the chosen variant of a frame went out of stock, and shows the variant’s picture', () => {
    const variantGone = {
      ...details,
      items: [
        {
          ...details.items![0]!,
          configured_variant: {
            uid: 'v',
            sku: 'AVI-GOLD',
            stock_status: 'OUT_OF_STOCK',
            small_image: { url: 'https://media.example/avi-gold.webp', label: 'Gold' },
          },
        },
      ],
    } as CartDetails;
    withCart({ cartId: 'c1', details: variantGone });
    render(<CartPage store="uk" currency="GBP" />);
    const [line] = screen.getAllByRole('listitem').filter((item) => item.querySelector('form'));
    expect(within(line).getByText('Out of stock')).toBeInTheDocument();
    expect(line.querySelector('img')).toHaveAttribute('src', 'https://media.example/avi-gold.webp');
  });

  it('strikes through the regular price of a line on sale (the special price’s saving on top of the line’s price, lenses included)', () => {
    const range = (regular: number, final: number) => ({ minimum_price: { regular_price: money(regular), final_price: money(final) } });
    const onSale = {
      ...details,
      items: [
        {
          ...details.items![0]!,
          // Frame £80 instead of £100, with £40 of lenses: the line costs £120 (£144 with VAT), £164 before the sale.
          prices: { price: money(120), row_total: money(120), price_including_tax: money(144), row_total_including_tax: money(144) },
          product: { ...details.items![0]!.product, price_range: range(100, 100) },
          configured_variant: { uid: 'v', sku: 'AVI-GOLD', stock_status: 'IN_STOCK', price_range: range(100, 80) },
        },
        { ...details.items![1]!, errors: null, product: { ...details.items![1]!.product, price_range: range(20, 20) } },
      ],
    } as CartDetails;
    withCart({ cartId: 'c1', details: onSale });
    render(<CartPage store="uk" currency="GBP" />);
    const [sale, regular] = screen.getAllByRole('listitem').filter((item) => item.querySelector('form'));
    expect(sale).toHaveTextContent('Price £144.00');
    expect(within(sale).getByText('£164.00').tagName).toBe('S');
    expect(within(sale).getByText('Was £164.00')).toBeInTheDocument();
    expect(regular.querySelector('s')).toBeNull();
  });

  it('shows the shipping method chosen at checkout and its price in the summary', () => {
    withCart({
      cartId: 'c1',
      details: ({
        ...details,
        shipping_addresses: [
          {
            street: ['10 Downing Street'],
            selected_shipping_method: {
              carrier_code: 'flatrate',
              method_code: 'flatrate',
              carrier_title: 'Flat Rate',
              method_title: 'Fixed',
              amount: money(3.29),
              price_incl_tax: money(3.95),
              price_excl_tax: money(3.29),
            },
          },
        ],
      } as CartDetails),
    });
    render(<CartPage store="uk" currency="GBP" />);
    expect(screen.getByText('Shipping (Flat Rate - Fixed)').nextSibling).toHaveTextContent('£3.95');
  });

  it('offers the back-in-stock alert for an out-of-stock line’s variant where the shop has product alerts, and only there', () => {
    const variantGone = {
      ...details,
      items: [
        { ...details.items![0]!, configured_variant: { uid: 'v', sku: 'AVI-GOLD', stock_status: 'OUT_OF_STOCK' } },
        { ...details.items![1]!, errors: null },
      ],
    } as CartDetails;
    withCart({ cartId: 'c1', details: variantGone });
    const { unmount } = render(
      <FeaturesProvider features={['product-alerts']}>
        <CartPage store="uk" currency="GBP" />
      </FeaturesProvider>,
    );
    const [gone, inStock] = screen.getAllByRole('listitem').filter((item) => item.querySelector('form'));
    expect(within(gone).getByRole('link', { name: 'Notify me when back in stock' })).toHaveAttribute(
      'href',
      '/uk/stock?product=aviator&variant=AVI-GOLD',
    );
    expect(within(inStock).queryByRole('link', { name: 'Notify me when back in stock' })).toBeNull();
    unmount();
    render(<CartPage store="uk" currency="GBP" />);
    expect(screen.queryByRole('link', { name: 'Notify me when back in stock' })).toBeNull();
  });

  it('updates a quantity on submit, once, and removes a line', () => {
    const { updateItem, removeItem } = withCart({ cartId: 'c1', details });
    render(<CartPage store="uk" currency="GBP" />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Aviator' });
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    fireEvent.submit(quantity.closest('form')!);
    expect(updateItem).toHaveBeenCalledTimes(1);
    expect(updateItem).toHaveBeenCalledWith({ uid: 'line-1', quantity: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Case from the cart' }));
    expect(removeItem).toHaveBeenCalledWith({ uid: 'line-2' });
  });

  it('applies a typed coupon code from the labelled coupon form', () => {
    withCart({ cartId: 'c1', details });
    const applyCoupon = jest.fn().mockResolvedValue(undefined);
    useCartStore.setState({ applyCoupon });
    render(<CartPage store="uk" currency="GBP" />);
    const code = screen.getByRole('textbox', { name: 'Have a coupon code?' });
    fireEvent.change(code, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applyCoupon).toHaveBeenCalledWith('WELCOME10');
  });

  it("shows Magento's coupon refusal in the shopper's language next to the form", () => {
    withCart({
      cartId: 'c1',
      details,
      applyCouponError: new Error("The coupon code isn't valid. Verify the code and try again."),
    });
    render(<CartPage store="uk" currency="GBP" />);
    expect(screen.getByRole('alert')).toHaveTextContent("This coupon code isn't valid. Check the code and try again.");
    expect(screen.getByRole('textbox', { name: 'Have a coupon code?' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the applied coupon with a button that removes it', () => {
    withCart({ cartId: 'c1', details: { ...details, applied_coupons: [{ code: 'WELCOME10' }] } });
    const removeCoupon = jest.fn().mockResolvedValue(undefined);
    useCartStore.setState({ removeCoupon });
    render(<CartPage store="uk" currency="GBP" />);
    expect(screen.getByText('Coupon WELCOME10 applied')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Have a coupon code?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(removeCoupon).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when the cart has no lines', () => {
    withCart({ cartId: null, details: null });
    render(<CartPage store="uk" currency="GBP" />);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/uk');
  });

  it('says it is loading until the cart session has started, and starts it itself', () => {
    // A first-time visitor's header cart island loads at their first interaction: the page
    // cannot wait for it to read the cart.
    withCart({ store: null });
    const restoreCart = jest.fn(async (store: string) => useCartStore.setState({ store, cartId: 'c1' }));
    useCartStore.setState({ restoreCart });
    render(<CartPage store="uk" currency="GBP" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    expect(restoreCart).toHaveBeenCalledWith('uk');
  });

  it('leaves a cart session already under way to itself (the mini cart started it)', () => {
    withCart({ cartId: 'c1', details });
    const restoreCart = jest.fn();
    useCartStore.setState({ restoreCart });
    render(<CartPage store="uk" currency="GBP" />);
    expect(restoreCart).not.toHaveBeenCalled();
  });
});
