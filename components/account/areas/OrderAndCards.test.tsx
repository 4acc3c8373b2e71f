/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { initialCartState, useCartStore } from '@/lib/state/cart-store';
import { DeleteCardButton } from './DeleteCardButton';
import { NoticeArea } from './NoticeArea';
import { ReorderButton } from './ReorderButton';
import { accountClient, operationOf } from './test-support';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push, replace: jest.fn() }) }));
jest.mock('@/lib/magento/client', () => require('./test-support').mockedClientModule());

const cart = { getCart: jest.fn(), getDetails: jest.fn(), adoptCustomerCart: jest.fn() };

beforeEach(() => {
  refresh.mockReset();
  push.mockReset();
  accountClient.mutate.mockReset();
  cart.getCart.mockReset().mockResolvedValue('customer-cart');
  cart.getDetails.mockReset().mockResolvedValue(undefined);
  cart.adoptCustomerCart.mockReset().mockResolvedValue(undefined);
  useCartStore.setState({ ...initialCartState, store: 'uk', ...cart });
});

const reorderAnswer = (cartId: string, userInputErrors: Array<{ code: string; message: string }> = []) => ({
  data: { reorderItems: { cart: { id: cartId }, userInputErrors } },
});

describe('Reorder', () => {
  it('adds the order again, reloads the cart’s details and goes to the cart', async () => {
    accountClient.mutate.mockResolvedValueOnce(reorderAnswer('customer-cart'));
    render(<ReorderButton store="uk" orderNumber="600000001" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reorder' })));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('ReorderItems');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ orderNumber: '600000001' });
    expect(cart.getCart).toHaveBeenCalledWith('uk');
    expect(cart.getDetails).toHaveBeenCalled();
    expect(cart.adoptCustomerCart).not.toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/uk/cart');
  });

  it('takes on the customer’s cart when Magento reordered into another one than the store holds', async () => {
    accountClient.mutate.mockResolvedValueOnce(reorderAnswer('other-cart'));
    render(<ReorderButton store="uk" orderNumber="600000001" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reorder' })));
    expect(cart.adoptCustomerCart).toHaveBeenCalledWith('uk');
    expect(push).toHaveBeenCalledWith('/uk/cart');
  });

  it('shows what Magento could not add, and the way to the cart, without leaving', async () => {
    accountClient.mutate.mockResolvedValueOnce(
      reorderAnswer('customer-cart', [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]),
    );
    render(<ReorderButton store="uk" orderNumber="600000001" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reorder' })));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Some items could not be added to your cart:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('The requested qty is not available');
    expect(document.activeElement).toBe(alert);
    expect(cart.getDetails).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/uk/cart');
  });

  it('shows Magento’s refusal', async () => {
    accountClient.mutate.mockRejectedValueOnce(
      new MagentoGraphQlError([{ message: 'Order number "1" doesn\'t belong to the current customer' }]),
    );
    render(<ReorderButton store="uk" orderNumber="1" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reorder' })));
    expect(screen.getByRole('alert')).toHaveTextContent("doesn't belong to the current customer");
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeEnabled();
  });
});

describe('a saved card', () => {
  it('is deleted with deletePaymentToken after "yes", reported above the list', async () => {
    accountClient.mutate.mockResolvedValueOnce({ data: { deletePaymentToken: { result: true } } });
    render(
      <NoticeArea>
        <DeleteCardButton store="uk" publicHash="hash-1" name="Visa ending in 1111" />
      </NoticeArea>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa ending in 1111' }));
    expect(screen.getByRole('group', { name: /Delete Visa ending in 1111\?/ })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' })));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('DeleteSavedPaymentMethod');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ publicHash: 'hash-1' });
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Visa ending in 1111 is deleted.');
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('stays when "no"', () => {
    render(<DeleteCardButton store="uk" publicHash="hash-1" name="Visa ending in 1111" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa ending in 1111' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(accountClient.mutate).not.toHaveBeenCalled();
    expect(document.activeElement).toHaveAccessibleName('Delete Visa ending in 1111');
  });
});
