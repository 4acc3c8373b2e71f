/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { applyGiftCard, checkGiftCardBalance, removeGiftCard } from '@/lib/giftcard/cart';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { initialCartState, useCartStore } from '@/lib/state/cart-store';
import { GiftCardSlot } from './GiftCardSlot';

jest.mock('next-intl', () => ({ ...require('@/components/layout/test-intl').nextIntlMock, useLocale: () => 'en-GB' }));
jest.mock('@/lib/giftcard/cart', () => ({ applyGiftCard: jest.fn(), removeGiftCard: jest.fn(), checkGiftCardBalance: jest.fn() }));

const gbp = (value: number) => ({ value, currency: 'GBP' as const });
const money = (amount: { value: number | null } | null | undefined) => `£${(amount?.value ?? 0).toFixed(2)}`;
const details = (cards: CartDetails['applied_gift_cards']): CartDetails => ({
  id: 'c1',
  total_quantity: 1,
  items: [],
  applied_gift_cards: cards,
}) as unknown as CartDetails; // A stub answer: the fields the slot reads.

beforeEach(() => {
  jest.mocked(applyGiftCard).mockReset();
  jest.mocked(removeGiftCard).mockReset();
  jest.mocked(checkGiftCardBalance).mockReset();
  useCartStore.setState({ ...initialCartState, store: 'uk', cartId: 'c1', details: details([]) });
});

const codeField = () => screen.getByRole('textbox', { name: 'Gift card code' });

describe('GiftCardSlot', () => {
  it('applies a code and clears the field', async () => {
    jest.mocked(applyGiftCard).mockResolvedValue(undefined);
    render(<GiftCardSlot store="uk" money={money} />);
    fireEvent.change(codeField(), { target: { value: 'abcd-efgh-jk23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(screen.getByText('The gift card was applied to your order.')).toBeInTheDocument());
    expect(applyGiftCard).toHaveBeenCalledWith('abcd-efgh-jk23');
    expect(codeField()).toHaveValue('');
  });

  it("tells Adobe Commerce's refusals in the shopper's words and keeps the code typed", async () => {
    jest.mocked(applyGiftCard).mockRejectedValue(new Error('Gift card account ABCD-EFGH-JK23 is expired.'));
    render(<GiftCardSlot store="uk" money={money} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect(screen.getByText('Enter a gift card code.')).toBeInTheDocument();
    fireEvent.change(codeField(), { target: { value: 'ABCD-EFGH-JK23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('This gift card has expired.'));
    expect(codeField()).toHaveValue('ABCD-EFGH-JK23');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the balance of the code typed', async () => {
    jest.mocked(checkGiftCardBalance).mockResolvedValue({ code: 'ABCD-EFGH-JK23', balance: gbp(22), expiration_date: null });
    render(<GiftCardSlot store="uk" money={money} />);
    fireEvent.change(codeField(), { target: { value: 'ABCD-EFGH-JK23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    await waitFor(() => expect(screen.getByText('Gift card ••••-••••-JK23: £22.00 left.')).toBeInTheDocument());
    expect(checkGiftCardBalance).toHaveBeenCalledWith('uk', 'ABCD-EFGH-JK23');
  });

  it('lists the cards applied with what they pay and keep, and removes one', async () => {
    jest.mocked(removeGiftCard).mockResolvedValue(undefined);
    useCartStore.setState({
      details: details([{ code: 'ABCD-EFGH-JK23', applied_balance: gbp(22), current_balance: gbp(30), expiration_date: null }]),
    });
    render(<GiftCardSlot store="uk" money={money} />);
    expect(screen.getByText('Gift card ••••-••••-JK23: £-22.00')).toBeInTheDocument();
    expect(screen.getByText('Left on the card after this order: £8.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the gift card ending in JK23' }));
    await waitFor(() => expect(screen.getByText('The gift card was removed.')).toBeInTheDocument());
    expect(removeGiftCard).toHaveBeenCalledWith('ABCD-EFGH-JK23');
  });
});
