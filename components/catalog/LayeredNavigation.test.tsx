/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { parseListingParams } from '@/lib/catalog/listing-params';
import { ActiveFilters, activeFilters } from './ActiveFilters';
import { aggregations } from './fixtures';
import { LayeredNavigation } from './LayeredNavigation';
import { createTestTranslator } from './test-support';

const labels = { t: createTestTranslator('Listing'), locale: 'en-GB', currency: 'GBP' };
const base = '/uk/eyeglasses.html';

describe('LayeredNavigation', () => {
  it('folds into a "Filters" disclosure that works without JavaScript', () => {
    const { container } = render(
      <LayeredNavigation aggregations={aggregations} state={parseListingParams({}, 'category')} basePath={base} labels={labels} />,
    );
    const disclosure = container.querySelector('aside > details');
    expect(disclosure).not.toBeNull();
    expect(disclosure).not.toHaveAttribute('open');
    expect(disclosure?.querySelector(':scope > summary')).toHaveTextContent('Filters');
    expect(screen.getByRole('complementary', { name: 'Filter by' })).toBeInTheDocument();
  });

  it('makes each option a link that toggles it, with its count in the accessible name', () => {
    const state = parseListingParams({ color: '22', p: '2' }, 'category');
    render(<LayeredNavigation aggregations={aggregations} state={state} basePath={base} labels={labels} />);
    const colour = screen.getByRole('list', { name: 'Colour' });
    const black = within(colour).getByRole('link', { name: 'Black 33 products' });
    expect(black).toHaveAttribute('aria-current', 'true');
    expect(black).toHaveAttribute('href', base);
    expect(black).toHaveAttribute('rel', 'nofollow');
    const tortoise = within(colour).getByRole('link', { name: 'Tortoise 21 products' });
    expect(tortoise).not.toHaveAttribute('aria-current');
    expect(tortoise).toHaveAttribute('href', `${base}?color=22,23`);
    expect(screen.getByText('Filters (1)')).toBeInTheDocument();
  });

  it('names price ranges in the store money and keeps one range at a time', () => {
    const state = parseListingParams({ price: '100_200' }, 'category');
    render(<LayeredNavigation aggregations={aggregations} state={state} basePath={base} labels={labels} />);
    const price = screen.getByRole('list', { name: 'Price' });
    expect(within(price).getByRole('link', { name: '£100.00 – £199.99 13 products' })).toHaveAttribute('href', base);
    expect(within(price).getByRole('link', { name: '£200.00 – £299.99 6 products' })).toHaveAttribute('href', `${base}?price=200_300`);
  });

  it('lists subcategories as links on a category page, and filters by category only in search', () => {
    const subcategories = [{ uid: 'NA==', label: 'Women', href: '/uk/eyeglasses/women.html', count: 21 }];
    const { rerender } = render(
      <LayeredNavigation
        aggregations={aggregations}
        state={parseListingParams({}, 'category')}
        basePath={base}
        labels={labels}
        subcategories={subcategories}
      />,
    );
    expect(screen.getByRole('link', { name: 'Women 21 products' })).toHaveAttribute('href', '/uk/eyeglasses/women.html');
    expect(screen.queryByRole('list', { name: 'Category' })).not.toBeInTheDocument();

    rerender(
      <LayeredNavigation
        aggregations={aggregations}
        state={parseListingParams({ query: 'round' }, 'search')}
        basePath="/uk/search.html"
        labels={labels}
      />,
    );
    const category = screen.getByRole('list', { name: 'Category' });
    expect(within(category).getByRole('link', { name: 'Men 17 products' })).toHaveAttribute(
      'href',
      '/uk/search.html?query=round&category_uid=NQ%3D%3D',
    );
  });

  it('leaves out attributes it cannot put in a URL', () => {
    render(<LayeredNavigation aggregations={aggregations} state={parseListingParams({}, 'category')} basePath={base} labels={labels} />);
    expect(screen.queryByText('Manufacturer')).not.toBeInTheDocument();
  });

  it('opens groups with a selection and the first few', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({
      ...aggregations[2],
      attribute_code: ['frame_shape', 'color', 'frame_material', 'gender', 'brand', 'frame_size'][i],
      label: `Group ${i}`,
    }));
    const { container } = render(
      <LayeredNavigation
        aggregations={many}
        state={parseListingParams({ frame_size: '22' }, 'category')}
        basePath={base}
        labels={labels}
        openGroups={2}
      />,
    );
    const groups = [...container.querySelectorAll('details details')];
    expect(groups.map((group) => group.hasAttribute('open'))).toEqual([true, true, false, false, false, true]);
  });

  it('renders nothing without groups', () => {
    const { container } = render(
      <LayeredNavigation aggregations={[]} state={parseListingParams({}, 'category')} basePath={base} labels={labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ActiveFilters', () => {
  it('names the selected filters, in URL order, with raw values when Magento did not name them', () => {
    const state = parseListingParams({ color: '22,99', price: '200_*' }, 'category');
    expect(activeFilters(state, aggregations, labels).map((filter) => `${filter.group}: ${filter.label}`)).toEqual([
      'Colour: Black',
      'Colour: 99',
      'Price: £200.00 and above',
    ]);
  });

  it('offers a remove link for each and one that clears them all, keeping the sort', () => {
    const state = parseListingParams({ color: '22,23', price: '100_200', product_list_order: 'name', p: '2' }, 'category');
    render(<ActiveFilters state={state} aggregations={aggregations} basePath={base} labels={labels} />);
    const region = screen.getByRole('region', { name: 'Active filters' });
    expect(within(region).getByRole('link', { name: 'Remove filter Colour: Black' })).toHaveAttribute(
      'href',
      `${base}?color=23&price=100_200&product_list_order=name`,
    );
    expect(within(region).getByRole('link', { name: 'Remove filter Price: £100.00 – £199.99' })).toHaveAttribute(
      'href',
      `${base}?color=22,23&product_list_order=name`,
    );
    expect(within(region).getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', `${base}?product_list_order=name`);
  });

  it('renders nothing without filters', () => {
    const { container } = render(
      <ActiveFilters state={parseListingParams({}, 'category')} aggregations={aggregations} basePath={base} labels={labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
