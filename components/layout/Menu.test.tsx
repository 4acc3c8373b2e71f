/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StaticHtml } from '@/components/ui/StaticHtml';
import { useAppStore } from '@/lib/state/app-store';
import { MenuButton } from './MenuButton';
import { MenuDisclosure } from './MenuDisclosure';
import { MenuDrawer } from './MenuDrawer';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);

let pathname = '/uk';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function Menu() {
  return (
    <>
      <MenuButton />
      <MenuDrawer>
        <nav aria-label="Categories">
          <ul>
            <li>
              <a href="/uk/eyeglasses.html">Eyeglasses</a>
              <MenuDisclosure name="Eyeglasses" panelId="menu-eyeglasses">
                {/* As CategoryMenu writes it: the subcategory links are HTML React keeps no fiber for. */}
                <StaticHtml as="ul">
                  <li>
                    <a href="/uk/eyeglasses/women.html">Women</a>
                  </li>
                </StaticHtml>
              </MenuDisclosure>
            </li>
            <li>
              <a href="/uk/sale.html">Sale</a>
            </li>
          </ul>
        </nav>
      </MenuDrawer>
      <a href="/uk/cart">Outside</a>
    </>
  );
}

// jsdom lays nothing out (every element has no box); the drawer only moves the focus to elements that have one.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
});

beforeEach(() => {
  pathname = '/uk';
  act(() => useAppStore.setState({ drawer: null, overlay: false }));
});

describe('menu drawer', () => {
  it('is a link to the menu without JavaScript and a toggle button with it', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('href', '#site-menu');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog, takes the focus, keeps it inside and closes with Escape', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(useAppStore.getState().drawer).toBe('nav');
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('link', { name: 'Sale' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAppStore.getState().drawer).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opens and closes with the keyboard space bar like a button', () => {
    render(<Menu />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Menu' }), { key: ' ' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link is followed or the page changes', () => {
    const { rerender } = render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Sale' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    pathname = '/uk/sale.html';
    rerender(<Menu />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('menu disclosure', () => {
  it('shows the subcategories with a labelled button, and hides them with Escape or when the focus leaves', () => {
    render(<Menu />);
    const toggle = screen.getByRole('button', { name: 'More in Eyeglasses' });
    const panel = document.getElementById('menu-eyeglasses');
    expect(toggle).toHaveAttribute('aria-controls', 'menu-eyeglasses');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');

    const women = screen.getByRole('link', { name: 'Women' });
    women.focus();
    fireEvent.keyDown(women, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.blur(toggle, { relatedTarget: screen.getByRole('link', { name: 'Sale' }) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes only itself on Escape inside the open drawer', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const toggle = screen.getByRole('button', { name: 'More in Eyeglasses' });
    fireEvent.click(toggle);
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
