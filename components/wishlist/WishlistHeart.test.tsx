/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { accountClient, operationOf, renderWithQueryClient } from '@/components/account/areas/test-support';
import { useToastStore } from '@/lib/state/toasts';
import { useUserStore } from '@/lib/state/user-store';
import { PENDING_WISHLIST_KEY } from '@/lib/wishlist/pending';
import { WishlistHeart } from './WishlistHeart';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/magento/client', () => require('@/components/account/areas/test-support').mockedClientModule());

const labels = { add: 'Add Elin to wishlist', remove: 'Remove Elin from wishlist', failed: 'Your wishlist could not be updated.' };
const item = { sku: 'NVK-ELIN-BURGUNDY-S', parent_sku: 'NVK-ELIN', quantity: 1 };

const wishlistAnswer = (uids: string[]) => ({
  data: {
    customer: {
      wishlists: [
        {
          id: '7',
          items_count: uids.length,
          items_v2: { page_info: { total_pages: 1 }, items: uids.map((uid, index) => ({ id: String(11 + index), product: { uid } })) },
        },
      ],
    },
  },
});
const changeAnswer = (field: string) => ({ data: { [field]: { wishlist: { id: '7', items_count: 1 }, user_errors: [] } } });

function heart() {
  return <WishlistHeart store="uk" productUid="MQ==" item={item} labels={labels} placement="card" />;
}

beforeEach(() => {
  push.mockReset();
  accountClient.query.mockReset();
  accountClient.mutate.mockReset();
  window.sessionStorage.clear();
  useToastStore.setState({ toasts: [] });
  useUserStore.setState({ isSignedIn: false });
});

describe('the wish list heart', () => {
  it('is an unpressed button with the product’s name until the app hydrates', () => {
    render(heart());
    expect(screen.getByRole('button', { name: 'Add Elin to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a guest to sign in, back to this page, with the product kept to add afterwards', () => {
    window.history.pushState({}, '', '/uk/nordvik-elin.html?color=27');
    renderWithQueryClient(heart());
    fireEvent.click(screen.getByRole('button', { name: 'Add Elin to wishlist' }));
    expect(push).toHaveBeenCalledWith('/uk/sign-in?redirect=%2Fuk%2Fnordvik-elin.html%3Fcolor%3D27');
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_WISHLIST_KEY)!).value).toEqual({ store: 'uk', item });
    expect(accountClient.query).not.toHaveBeenCalled();
  });

  it('shows a signed-in customer’s kept product pressed, and takes it out of the list', async () => {
    useUserStore.setState({ isSignedIn: true });
    accountClient.query.mockResolvedValueOnce(wishlistAnswer(['MQ==', 'OA=='])).mockResolvedValue(wishlistAnswer(['OA==']));
    accountClient.mutate.mockResolvedValue(changeAnswer('removeProductsFromWishlist'));
    renderWithQueryClient(heart());
    const pressed = await screen.findByRole('button', { name: 'Remove Elin from wishlist' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(pressed));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('RemoveProductsFromWishlist');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ wishlistId: '7', wishlistItemsIds: ['11'] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Elin to wishlist' })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('adds the product (the chosen variant with its parent) to the customer’s list', async () => {
    useUserStore.setState({ isSignedIn: true });
    accountClient.query.mockResolvedValueOnce(wishlistAnswer([])).mockResolvedValue(wishlistAnswer(['MQ==']));
    accountClient.mutate.mockResolvedValue(changeAnswer('addProductsToWishlist'));
    renderWithQueryClient(heart());
    await waitFor(() => expect(accountClient.query).toHaveBeenCalled());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Elin to wishlist' })));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('AddProductsToWishlist');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ wishlistId: '7', wishlistItems: [item] });
    expect(await screen.findByRole('button', { name: 'Remove Elin from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the list could not be changed, and shows it as it was', async () => {
    useUserStore.setState({ isSignedIn: true });
    accountClient.query.mockResolvedValue(wishlistAnswer([]));
    accountClient.mutate.mockRejectedValue(new Error('network down'));
    renderWithQueryClient(heart());
    await waitFor(() => expect(accountClient.query).toHaveBeenCalled());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Elin to wishlist' })));
    expect(useToastStore.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', labels.failed]]);
    expect(screen.getByRole('button', { name: 'Add Elin to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });
});
