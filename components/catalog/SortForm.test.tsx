/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { parseListingParams, sortKeysFor } from '@/lib/catalog/listing-params';
import { SortForm } from './SortForm';
import { createTestTranslator } from './test-support';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const t = createTestTranslator('Listing');
const base = '/uk/eyeglasses.html';

beforeEach(() => push.mockReset());

describe('SortForm', () => {
  it('is a GET form to the listing that carries the filters but not the page', () => {
    const state = parseListingParams({ color: '22,23', price: '100_200', p: '3', product_list_order: 'price' }, 'category');
    const { container } = render(<SortForm basePath={base} state={state} sortKeys={sortKeysFor('category')} t={t} />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', base);
    const hidden = [...container.querySelectorAll('input[type=hidden]')].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['color', '22,23'],
      ['price', '100_200'],
    ]);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveAttribute('name', 'product_list_order');
    expect(select).toHaveValue('price');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Recommended', 'Name', 'Price']);
  });

  it('links the other direction', () => {
    const state = parseListingParams({ product_list_order: 'price' }, 'category');
    const { rerender } = render(<SortForm basePath={base} state={state} sortKeys={sortKeysFor('category')} t={t} />);
    expect(screen.getByRole('link', { name: 'Sort in descending order' })).toHaveAttribute(
      'href',
      `${base}?product_list_order=price&product_list_dir=desc`,
    );
    rerender(<SortForm basePath={base} state={{ ...state, direction: 'desc' }} sortKeys={sortKeysFor('category')} t={t} />);
    expect(screen.getByRole('link', { name: 'Sort in ascending order' })).toHaveAttribute('href', `${base}?product_list_order=price`);
  });

  it('goes to the chosen sort at once with JavaScript (the Apply button is for browsers without it)', async () => {
    const state = parseListingParams({ color: '22', p: '2' }, 'category');
    render(<SortForm basePath={base} state={state} sortKeys={sortKeysFor('category')} t={t} />);
    await act(async () => {});
    // Hidden by CSS (`scripting: enabled`) from the first paint, so hydrating never moves the row.
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
    expect(push).toHaveBeenCalledWith(`${base}?color=22&product_list_order=name`, { scroll: false });
  });

  it('offers relevance first on the search page', () => {
    render(
      <SortForm
        basePath="/uk/search.html"
        state={parseListingParams({ query: 'round' }, 'search')}
        sortKeys={sortKeysFor('search')}
        t={t}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Relevance');
  });
});
