/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderPage, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GIFT_CARD_ENTRY_UIDS, type GiftCardProductView } from '@/lib/giftcard/options';
import { initialCartState, useCartStore } from '@/lib/state/cart-store';
import { GiftCardForm } from './GiftCardForm';

jest.mock('next-intl', () => ({ ...require('@/components/layout/test-intl').nextIntlMock, useLocale: () => 'en-GB' }));
jest.mock('@/components/product/ProductChoiceProvider', () => ({
  useProductChoice: () => ({ view: { images: [{ url: 'https://shop.test/card.png', alt: 'Gift card' }] } }),
}));

const product: GiftCardProductView = {
  sku: 'GIFTCARD-ANY',
  currency: 'GBP',
  amounts: [
    { uid: 'amount-22', value: 22 },
    { uid: 'amount-43', value: 43 },
  ],
  open: { min: 9, max: 430 },
  messageMaxLength: 20,
  lifetimeDays: 365,
};

function withCart(addItem = jest.fn().mockResolvedValue(undefined)) {
  useCartStore.setState({ ...initialCartState, store: 'uk', getCart: jest.fn().mockResolvedValue('cart-1'), addItem });
  return addItem;
}

/** The form as the page has it: inside the app's query client. */
const render = (ui: ReactNode) => renderPage(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('GiftCardForm', () => {
  it('offers the fixed amounts and an amount of your own within the range, in the store currency', () => {
    withCart();
    render(<GiftCardForm store="uk" product={product} />);
    expect(screen.getByRole('radio', { name: '£22.00' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '£43.00' })).not.toBeChecked();
    expect(screen.queryByLabelText('Amount in GBP, from £9.00 to £430.00')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Another amount' }));
    expect(screen.getByLabelText('Amount in GBP, from £9.00 to £430.00')).toBeInTheDocument();
    expect(screen.getByText(/can be used for 365 days/)).toBeInTheDocument();
  });

  it('says what is missing next to each field, keeps what was typed and adds nothing', () => {
    const addItem = withCart();
    render(<GiftCardForm store="uk" product={product} />);
    type('Your name', 'Ada');
    type("Recipient's email", 'charles@');
    type('Message (optional)', 'A message far too long to fit');
    fireEvent.click(screen.getByRole('button', { name: 'Add gift card to cart' }));
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText("Recipient's name")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText("Recipient's email")).toHaveAccessibleDescription(
      'Enter a valid email address, such as name@example.com.',
    );
    expect(screen.getByText('The message can have at most 20 characters.')).toBeInTheDocument();
    expect(screen.getByText('29 of 20 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Your email')).toHaveFocus();
    expect(addItem).not.toHaveBeenCalled();
  });

  it('adds the card with its amount and what was typed, as selected and entered options', async () => {
    const addItem = withCart();
    render(<GiftCardForm store="uk" product={product} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Another amount' }));
    type('Amount in GBP, from £9.00 to £430.00', '12,50');
    type('Your name', 'Ada');
    type('Your email', 'ada@example.com');
    type("Recipient's name", 'Charles');
    type("Recipient's email", 'charles@example.com');
    type('Number of cards', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Add gift card to cart' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The gift card is in your cart.'));
    expect(addItem).toHaveBeenCalledWith({
      sku: 'GIFTCARD-ANY',
      quantity: 2,
      selectedOptions: [],
      enteredOptions: [
        { uid: GIFT_CARD_ENTRY_UIDS.senderName, value: 'Ada' },
        { uid: GIFT_CARD_ENTRY_UIDS.senderEmail, value: 'ada@example.com' },
        { uid: GIFT_CARD_ENTRY_UIDS.recipientName, value: 'Charles' },
        { uid: GIFT_CARD_ENTRY_UIDS.recipientEmail, value: 'charles@example.com' },
        { uid: GIFT_CARD_ENTRY_UIDS.customAmount, value: '12.50' },
      ],
      images: [{ url: 'https://shop.test/card.png', label: 'Gift card' }],
    });
  });

  it("words the backend's refusal in the shopper's language and keeps the form", async () => {
    withCart(jest.fn().mockRejectedValue(new Error('Please specify a gift card amount.')));
    render(<GiftCardForm store="uk" product={product} />);
    type('Your name', 'Ada');
    type('Your email', 'ada@example.com');
    type("Recipient's name", 'Charles');
    type("Recipient's email", 'charles@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Add gift card to cart' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The gift card could not be added: Choose an amount.'));
    expect(screen.getByLabelText("Recipient's name")).toHaveValue('Charles');
  });
});
