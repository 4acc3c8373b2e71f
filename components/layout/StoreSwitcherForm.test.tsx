/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { StoreSwitcherForm } from './StoreSwitcherForm';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
jest.mock('next/navigation', () => ({ usePathname: () => '/uk/sunglasses.html' }));

const stores = [
  { code: 'uk', name: 'United Kingdom' },
  { code: 'fr', name: 'France' },
  { code: 'ae_ar', name: 'الإمارات العربية المتحدة' },
];

describe('StoreSwitcherForm', () => {
  it('is a GET form to /switch-store naming the store views, from the current page', () => {
    render(<StoreSwitcherForm store="uk" stores={stores} />);
    const select = screen.getByRole('combobox', { name: 'Store' });
    const form = select.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', '/switch-store');
    expect(form).toHaveAttribute('method', 'get');
    expect(select).toHaveAttribute('name', 'to');
    expect(select).toHaveValue('uk');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'United Kingdom',
      'France',
      'الإمارات العربية المتحدة',
    ]);
    expect(screen.getByRole('option', { name: 'الإمارات العربية المتحدة' })).toHaveAttribute('lang', 'ar-AE');
    expect(form.elements.namedItem('from')).toHaveValue('/uk/sunglasses.html');
    expect(screen.getByRole('button', { name: 'Change' })).toHaveAttribute('type', 'submit');
  });

  it('submits as soon as another store view is chosen', () => {
    render(<StoreSwitcherForm store="uk" stores={stores} />);
    const select = screen.getByRole('combobox', { name: 'Store' });
    const form = select.closest('form') as HTMLFormElement;
    const requestSubmit = jest.fn();
    form.requestSubmit = requestSubmit;

    fireEvent.change(select, { target: { value: 'uk' } });
    expect(requestSubmit).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: 'fr' } });
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('sends the query string along when it submits', () => {
    window.history.replaceState(null, '', '/uk/search.html?query=round');
    render(<StoreSwitcherForm store="uk" stores={stores} />);
    const form = screen.getByRole('combobox', { name: 'Store' }).closest('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.submit(form);
    expect(form.elements.namedItem('from')).toHaveValue('/uk/search.html?query=round');
  });
});
