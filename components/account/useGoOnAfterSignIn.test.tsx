/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useUserStore } from '@/lib/state/user-store';
import { SignInForm } from './SignInForm';
import { watchShopperNavigation } from './useGoOnAfterSignIn';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

/** A link as the header has one; jsdom cannot navigate, so the visit itself is stopped. */
function headerLink(attributes: Record<string, string> = {}): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = '/uk/order-history';
  link.textContent = 'Hi, Grace';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  return link;
}

beforeEach(() => {
  replace.mockReset();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/uk/sign-in');
});

describe('watchShopperNavigation', () => {
  it('notices a link followed in this tab, and nothing else when the shopper stays', () => {
    const watch = watchShopperNavigation();
    expect(watch.left()).toBe(false);
    fireEvent.click(headerLink(), { button: 0 });
    expect(watch.left()).toBe(true);
    watch.stop();
  });

  it('does not count a link opened in another tab or window, a download or a place within the page', () => {
    const watch = watchShopperNavigation();
    fireEvent.click(headerLink(), { button: 0, ctrlKey: true });
    fireEvent.click(headerLink(), { button: 1 });
    fireEvent.click(headerLink({ target: '_blank' }), { button: 0 });
    fireEvent.click(headerLink({ download: '' }), { button: 0 });
    fireEvent.click(document.body, { button: 0 });
    fireEvent.click(headerLink({ href: '#main' }), { button: 0 });
    window.history.replaceState(null, '', '/uk/sign-in#main');
    expect(watch.left()).toBe(false);
    watch.stop();
  });

  it('notices the address changing (a client-side navigation) and going back', () => {
    const moved = watchShopperNavigation();
    window.history.pushState(null, '', '/uk/wishlist');
    expect(moved.left()).toBe(true);
    moved.stop();

    const back = watchShopperNavigation();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(back.left()).toBe(true);
    back.stop();
  });

  it('stops listening when told to', () => {
    const watch = watchShopperNavigation();
    watch.stop();
    fireEvent.click(headerLink(), { button: 0 });
    expect(watch.left()).toBe(false);
  });
});

describe('the sign-in form going on after signing in', () => {
  /** Signs in through the form; the store's sign-in resolves when `finish` is called. */
  async function submitSignIn(redirect: string | null) {
    let finish: (signedIn: boolean) => void = () => undefined;
    const signIn = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    useUserStore.setState({ signIn, signInError: null, isSigningIn: false });
    render(<SignInForm store="uk" redirect={redirect} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'grace@example.com' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: false }), { target: { value: 'Secret123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith({ email: 'grace@example.com', password: 'Secret123!' }, 'uk');
    return (signedIn: boolean) => act(async () => finish(signedIn));
  }

  it('goes where the shopper was going', async () => {
    const finish = await submitSignIn('/uk/wishlist');
    await finish(true);
    expect(replace).toHaveBeenCalledWith('/uk/wishlist');
  });

  it('stays when signing in fails', async () => {
    const finish = await submitSignIn(null);
    await finish(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('lets a link the shopper followed meanwhile (the header’s greeting) win over its own redirect', async () => {
    const finish = await submitSignIn(null);
    fireEvent.click(headerLink(), { button: 0 });
    await finish(true);
    expect(replace).not.toHaveBeenCalled();
  });
});
