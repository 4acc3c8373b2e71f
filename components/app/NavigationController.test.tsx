/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NavigationController } from './NavigationController';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, prefetch }),
  usePathname: () => '/uk',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);

beforeEach(() => {
  push.mockReset();
  prefetch.mockReset();
});

/** Server components render shop links as plain anchors: the controller is what makes them client navigations. */
function renderPage() {
  return render(
    <>
      <NavigationController store="uk" />
      <a href="/uk/cart">Cart</a>
      <a href="/uk/faq">
        <span>FAQ</span>
      </a>
      <a href="/uk/compare?sort=name">Sort</a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <a href="/uk/delivery" target="_blank">
        New window
      </a>
    </>,
  );
}

describe('NavigationController', () => {
  it('makes a click on a plain shop anchor a client navigation', async () => {
    renderPage();
    const click = fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(click).toBe(false); // the browser's own navigation was prevented
    await waitFor(() => expect(push).toHaveBeenCalledWith('/uk/cart'));
  });

  it('leaves other origins, new windows and modified clicks to the browser', async () => {
    renderPage();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'New window' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Cart' }), { ctrlKey: true })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(push).not.toHaveBeenCalled();
  });

  it('prefetches a page when the shopper reaches for its link, not when it is merely on screen', () => {
    renderPage();
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.pointerOver(screen.getByText('FAQ'));
    expect(prefetch).toHaveBeenCalledWith('/uk/faq');
    // Moving over the same link's children again asks nothing more.
    fireEvent.pointerOver(screen.getByRole('link', { name: 'FAQ' }));
    expect(prefetch).toHaveBeenCalledTimes(1);

    fireEvent.touchStart(screen.getByRole('link', { name: 'Cart' }));
    fireEvent.focusIn(screen.getByRole('link', { name: 'Sort' }));
    expect(prefetch.mock.calls.map(([href]) => href)).toEqual(['/uk/faq', '/uk/cart', '/uk/compare?sort=name']);

    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(prefetch).toHaveBeenCalledTimes(3);
  });

  it('says when client navigation is ready (browser tests wait for it)', () => {
    const { unmount } = renderPage();
    expect(document.documentElement.dataset.clientNavigation).toBe('ready');
    unmount();
    expect(document.documentElement.dataset.clientNavigation).toBeUndefined();
  });
});
