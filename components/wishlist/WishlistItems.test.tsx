/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { accountClient, operationOf } from '@/components/account/areas/test-support';
import type { WishlistPage } from '@/lib/magento/operations/wishlist';
import { initialCartState, useCartStore } from '@/lib/state/cart-store';
import { wishlistPageKey } from '@/lib/wishlist/query-keys';
import { accessoryItem, frameItem, lensUids } from './fixtures';
import { WishlistItems } from './WishlistItems';

jest.mock('next-intl', () => require('@/components/eyewear/test-intl').nextIntlMock);
jest.mock('@/lib/magento/client', () => require('@/components/account/areas/test-support').mockedClientModule());

const cart = { getCart: jest.fn(), getDetails: jest.fn() };

const page = (items: WishlistPage['items'], currentPage = 1, totalPages = 1, itemsCount = items.length): WishlistPage => ({
  wishlistId: '7',
  itemsCount,
  currentPage,
  totalPages,
  items,
});

/** GetWishlistPage's answer for a page. */
const pageAnswer = (value: WishlistPage) => ({
  data: {
    customer: {
      wishlists: [
        {
          id: value.wishlistId,
          items_count: value.itemsCount,
          items_v2: { page_info: { current_page: value.currentPage, total_pages: value.totalPages }, items: value.items },
        },
      ],
    },
  },
});

function renderList(first: WishlistPage) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(wishlistPageKey('uk'), { pages: [first], pageParams: [1] });
  return render(
    <QueryClientProvider client={queryClient}>
      <WishlistItems store="uk" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  accountClient.query.mockReset();
  accountClient.mutate.mockReset();
  cart.getCart.mockReset().mockResolvedValue('customer-cart');
  cart.getDetails.mockReset().mockResolvedValue(undefined);
  useCartStore.setState({ ...initialCartState, store: 'uk', ...cart });
});

describe('the wish list page', () => {
  it('shows each kept product with the variant kept, price, stock and what can be done with it', () => {
    renderList(page([frameItem(), frameItem({ id: '13', variant: false }), accessoryItem()]));
    expect(screen.getByText('3 products')).toBeInTheDocument();
    const [kept, noVariant, accessory] = within(screen.getByRole('list', { name: 'Products in your wishlist' })).getAllByRole('listitem');
    expect(within(kept).getByRole('link', { name: 'Nordvik Elin Round Acetate Eyeglasses' })).toHaveAttribute(
      'href',
      '/uk/nordvik-elin-round-acetate-eyeglasses.html?color=27&frame_size=41',
    );
    expect(kept).toHaveTextContent('Colour: Burgundy, Frame Size: S');
    expect(kept).toHaveTextContent('£162.95');
    expect(kept).toHaveTextContent('In stock');
    const move = within(kept).getByRole('button', { name: 'Move to cart: Nordvik Elin Round Acetate Eyeglasses' });
    expect(move).toHaveAccessibleDescription('Goes to your cart with standard lenses. To choose others, choose lenses first.');
    expect(within(kept).getByRole('link', { name: 'Choose lenses: Nordvik Elin Round Acetate Eyeglasses' })).toHaveAttribute(
      'href',
      '/uk/customize/nordvik-elin-round-acetate-eyeglasses?color=27&frame_size=41',
    );
    expect(noVariant).toHaveTextContent('Colour and size not chosen yet');
    expect(within(noVariant).getByRole('link', { name: 'Choose options: Nordvik Elin Round Acetate Eyeglasses' })).toBeInTheDocument();
    expect(within(noVariant).queryByRole('button', { name: /Move to cart/ })).toBeNull();
    expect(within(accessory).getByRole('button', { name: 'Move to cart: Hard Case' })).not.toHaveAccessibleDescription();
    expect(within(accessory).queryByRole('link', { name: /Choose lenses/ })).toBeNull();
  });

  it('moves a frame to the cart with standard lenses and its variant, then reads the cart and the list again', async () => {
    renderList(page([frameItem()]));
    accountClient.mutate
      .mockResolvedValueOnce({ data: { updateProductsInWishlist: { wishlist: { id: '7', items_count: 1 }, user_errors: [] } } })
      .mockResolvedValueOnce({
        data: {
          addWishlistItemsToCart: { status: true, add_wishlist_items_to_cart_user_errors: [], wishlist: { id: '7', items_count: 0 } },
        },
      });
    accountClient.query.mockResolvedValue(pageAnswer(page([])));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move to cart: Nordvik Elin Round Acetate Eyeglasses' })));
    expect(accountClient.mutate.mock.calls.map(operationOf)).toEqual(['UpdateProductsInWishlist', 'AddWishlistItemsToCart']);
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({
      wishlistId: '7',
      wishlistItems: [
        { wishlist_item_id: '11', selected_options: [lensUids.burgundy, lensUids.small, lensUids.singleVision, lensUids.index150] },
      ],
    });
    expect(accountClient.mutate.mock.calls[1][1]).toEqual({ wishlistId: '7', wishlistItemIds: ['11'] });
    expect(cart.getDetails).toHaveBeenCalled();
    expect(screen.getByText('Nordvik Elin Round Acetate Eyeglasses is in your cart now.').closest('[role=status]')).toHaveFocus();
    await waitFor(() => expect(screen.getByText(/Your wishlist is empty/)).toBeInTheDocument());
  });

  it('keeps a product the cart refuses and says why', async () => {
    renderList(page([accessoryItem()]));
    accountClient.mutate.mockResolvedValueOnce({
      data: {
        addWishlistItemsToCart: {
          status: false,
          add_wishlist_items_to_cart_user_errors: [
            { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available', wishlistItemId: '12' },
          ],
          wishlist: { id: '7', items_count: 1 },
        },
      },
    });
    accountClient.query.mockResolvedValue(pageAnswer(page([accessoryItem()])));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move to cart: Hard Case' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Hard Case is out of stock, so it stays in your wishlist.');
    expect(cart.getDetails).not.toHaveBeenCalled();
  });

  it('removes a product and says so', async () => {
    renderList(page([accessoryItem()]));
    accountClient.mutate.mockResolvedValueOnce({
      data: { removeProductsFromWishlist: { wishlist: { id: '7', items_count: 0 }, user_errors: [] } },
    });
    accountClient.query.mockResolvedValue(pageAnswer(page([])));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Hard Case from your wishlist' })));
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ wishlistId: '7', wishlistItemsIds: ['12'] });
    expect(screen.getByRole('status')).toHaveTextContent('Hard Case was removed from your wishlist.');
  });

  it('appends the next page on "Show more" and brings focus to its first product', async () => {
    renderList(page([frameItem()], 1, 2, 2));
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    accountClient.query.mockResolvedValueOnce(pageAnswer(page([accessoryItem()], 2, 2, 2)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more' })));
    expect(accountClient.query.mock.calls[0][1]).toEqual({ currentPage: 2, pageSize: 12 });
    // The next page is appended once React Query has the answer (a moment after the request, on a busy machine).
    const list = screen.getByRole('list', { name: 'Products in your wishlist' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const items = within(list).getAllByRole('listitem');
    await waitFor(() => expect(within(items[1]).getByRole('link', { name: 'Hard Case' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when the list is empty, with a way to the frames', () => {
    renderList(page([]));
    expect(screen.getByText(/Your wishlist is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse frames' })).toHaveAttribute('href', '/uk');
  });
});
