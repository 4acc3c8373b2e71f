/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchBox } from './SearchBox';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/uk' }));

const query = jest.fn();
const createMagentoClient = jest.fn((_options: unknown) => ({ query }));
jest.mock('@/lib/magento/client', () => ({ storeViewClient: (store: string) => createMagentoClient({ store }) }));

function product(uid: string, name: string, urlKey: string, value: number) {
  const price = { value, currency: 'GBP' };
  return {
    uid,
    name,
    url_key: urlKey,
    url_suffix: '.html',
    small_image: { url: `http://localhost:4010/media/catalog/product/${urlKey}.webp`, label: name },
    price_range: { minimum_price: { final_price: price }, maximum_price: { final_price: price } },
  };
}

const answer = {
  data: {
    products: {
      total_count: 14,
      items: [product('MQ==', 'Round Tortoise Frames', 'round-tortoise', 89), product('Mg==', 'Round Gold Sunglasses', 'round-gold', 120)],
    },
  },
};

function renderSearch() {
  render(<SearchBox store="uk" />);
  return screen.getByRole('combobox', { name: 'Search the shop' });
}

async function type(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    jest.advanceTimersByTime(250);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  query.mockReset().mockResolvedValue(answer);
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SearchBox', () => {
  it('is a GET form to the results page that works without JavaScript', () => {
    const input = renderSearch();
    const form = input.closest('form');
    expect(form).toHaveAttribute('action', '/uk/search.html');
    expect(form).toHaveAttribute('method', 'get');
    expect(input).toHaveAttribute('name', 'query');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes up a term typed before it was hydrated (a cached page is drawn before its code) and suggests for it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<SearchBox store="uk" />);
    const field = container.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'round';
    await act(async () => {
      hydrateRoot(container, <SearchBox store="uk" />);
    });
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    expect(query.mock.calls.map((call) => call[1])).toEqual([{ query: 'round' }]);
    expect(within(await screen.findByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')).toHaveLength(3);
    expect(field.value).toBe('round');
    container.remove();
  });

  it('searches for what the field shows when submitted before a term typed early reached its state', () => {
    const input = renderSearch() as HTMLInputElement;
    // Typed before the code was there: in the field, no change event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, ' acetate ');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(push).toHaveBeenCalledWith('/uk/search.html?query=acetate');
  });

  it('asks for suggestions from two characters, 250 ms after the last keystroke, in the page store view', async () => {
    const input = renderSearch();
    await type(input, 'r');
    expect(query).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'ro' } });
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    fireEvent.change(input, { target: { value: 'rou' } });
    await act(async () => {
      jest.advanceTimersByTime(249);
    });
    expect(query).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });

    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0][1]).toEqual({ query: 'rou' });
    expect(createMagentoClient).toHaveBeenCalledWith({ store: 'uk' });
  });

  it('asks for a term once: typing it again shows its suggestions without a second request', async () => {
    const input = renderSearch();
    await type(input, 'round');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await type(input, 'roun');
    await type(input, 'round');
    expect(query.mock.calls.map((call) => call[1])).toEqual([{ query: 'round' }, { query: 'roun' }]);
    expect(within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')).toHaveLength(3);
  });

  it('lists the suggestions with image, name and price, and a link to all results', async () => {
    const input = renderSearch();
    await type(input, 'round');

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('Round Tortoise Frames');
    expect(options[0]).toHaveTextContent('£89.00');
    expect(options[0].querySelector('img')).toHaveAttribute('alt', '');
    expect(options[2]).toHaveTextContent('See all results for “round”');
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
  });

  it('moves through the options with the arrow keys and opens the active one with Enter', async () => {
    const input = renderSearch();
    await type(input, 'round');
    const options = await screen.findAllByRole('option');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/uk/round-gold.html');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens all results from the last option, or from Enter without an active option', async () => {
    const input = renderSearch();
    await type(input, 'round');
    await screen.findAllByRole('option');

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(push).toHaveBeenLastCalledWith('/uk/search.html?query=round');

    fireEvent.change(input, { target: { value: 'round frames' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(push).toHaveBeenLastCalledWith('/uk/search.html?query=round%20frames');
  });

  it('closes with Escape and reopens with the down arrow', async () => {
    const input = renderSearch();
    await type(input, 'round');
    const listbox = await screen.findByRole('listbox');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(listbox).not.toBeVisible();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('round');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[0].id);
  });

  it('opens a suggestion on click and keeps the focus in the box meanwhile', async () => {
    const input = renderSearch();
    await type(input, 'round');
    const option = await screen.findByRole('option', { name: /Round Tortoise Frames/ });

    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(push).toHaveBeenCalledWith('/uk/round-tortoise.html');
  });
});
