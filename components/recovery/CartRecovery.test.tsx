/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { reinstateCart } from '@/components/payment/reinstate-cart';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { recoverAbandonedCart } from '@/lib/magento/operations/recovery';
import { CartRecovery } from './CartRecovery';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
jest.mock('@/lib/magento/operations/recovery', () => ({ recoverAbandonedCart: jest.fn() }));
jest.mock('@/components/payment/reinstate-cart', () => ({ reinstateCart: jest.fn() }));
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

const TOKEN = 'EPW7zcsRE6rCf-OaD8yKkSJytHId7YSK--N0Y3V-8Hw';
let link = 0;
const props = () => ({ store: 'uk', cartId: String(++link), token: TOKEN });

describe('CartRecovery', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    (reinstateCart as jest.Mock).mockResolvedValue(undefined);
  });

  it('makes the recovered cart the cart of the store view, then shows the cart page', async () => {
    (recoverAbandonedCart as jest.Mock).mockResolvedValue('MASKEDCARTID');
    const linkProps = props();
    render(<CartRecovery {...linkProps} />);
    expect(screen.getByRole('status')).toHaveTextContent('Restoring your cart…');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/uk/cart'));
    expect(recoverAbandonedCart).toHaveBeenCalledWith('uk', { cart_id: linkProps.cartId, token: TOKEN });
    expect(reinstateCart).toHaveBeenCalledWith('uk', 'MASKEDCARTID');
  });

  it('says plainly that a link was used, and leaves the cart alone', async () => {
    (recoverAbandonedCart as jest.Mock).mockRejectedValue(
      new MagentoGraphQlError([{ message: 'The cart recovery link has already been used.', extensions: { category: 'graphql-input' } }]),
    );
    render(<CartRecovery {...props()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This cart link has already been used: each link works once.');
    expect(screen.getByText('Your current cart has not been changed.')).toBeInTheDocument();
    expect(reinstateCart).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('asks to sign in for a customer’s cart, coming back to the link', async () => {
    (recoverAbandonedCart as jest.Mock).mockRejectedValue(
      new MagentoGraphQlError([{ message: 'Sign in to restore this cart.', extensions: { category: 'graphql-authorization' } }]),
    );
    const linkProps = props();
    render(<CartRecovery {...linkProps} />);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute(
      'href',
      `/uk/sign-in?redirect=${encodeURIComponent(`/uk/abandonedcart/checkout/cart/id/${linkProps.cartId}/token/${TOKEN}`)}`,
    );
  });

  it('refuses a malformed link without asking the backend', () => {
    render(<CartRecovery {...props()} invalid />);
    expect(screen.getByRole('alert')).toHaveTextContent('This cart link is not valid.');
    expect(recoverAbandonedCart).not.toHaveBeenCalled();
  });
});
