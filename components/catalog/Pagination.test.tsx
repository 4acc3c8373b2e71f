/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { parseListingParams } from '@/lib/catalog/listing-params';
import { Pagination, pageWindow } from './Pagination';
import { createTestTranslator } from './test-support';

const t = createTestTranslator('Listing');
const base = '/uk/eyeglasses.html';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 0, []],
    [1, 6, [1, 2, null, 6]],
    [3, 6, [1, 2, 3, 4, 5, 6]],
    [3, 7, [1, 2, 3, 4, null, 7]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [2, 3, [1, 2, 3]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination basePath={base} state={parseListingParams({}, 'category')} currentPage={1} totalPages={1} t={t} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('links pages in a labelled navigation, keeping filters and sort, with the current page marked', () => {
    const state = parseListingParams({ color: '22', product_list_order: 'price', p: '3' }, 'category');
    render(<Pagination basePath={base} state={state} currentPage={3} totalPages={6} t={t} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const current = within(nav).getByRole('link', { name: 'Page 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', `${base}?color=22&product_list_order=price`);
    expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveAttribute('href', `${base}?color=22&product_list_order=price&p=6`);
    const previous = within(nav).getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(previous).toHaveAttribute('href', `${base}?color=22&product_list_order=price&p=2`);
    const next = within(nav).getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('rel', 'next');
    expect(next).toHaveAttribute('href', `${base}?color=22&product_list_order=price&p=4`);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const state = parseListingParams({}, 'category');
    const { rerender } = render(<Pagination basePath={base} state={state} currentPage={1} totalPages={2} t={t} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    rerender(<Pagination basePath={base} state={{ ...state, page: 2 }} currentPage={2} totalPages={2} t={t} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', base);
  });
});
