/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lensOptions } from '@/lib/catalog/lens-options';
import { AddToCartForm, clampQuantity, type AddToCartSelection } from './AddToCartForm';
import { ProductChoiceProvider } from './ProductChoiceProvider';
import { SelectedPriceAndStock } from './SelectedVariant';
import { VariantPicker } from './VariantPicker';
import type { ProductChoices, PurchaseView, Selection, StockStatus } from './variant-selection';

// next-intl is ESM-only and this Jest runs CommonJS: a translator over en.json with the ICU the
// Product messages use ({name}, {name, number}, {name, plural, one {…#…} other {…}}).
jest.mock('next-intl', () => {
  const en = jest.requireActual('@/messages/en.json') as Record<string, Record<string, string>>;
  const format = (message: string, values: Record<string, string | number> = {}): string =>
    message
      .replace(/\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g, (_, name: string, one: string, other: string) =>
        (new Intl.PluralRules('en-GB').select(Number(values[name])) === 'one' ? one : other).replace('#', String(values[name])),
      )
      .replace(/\{(\w+)(?:, number)?\}/g, (_, name: string) => String(values[name]));
  return {
    useLocale: () => 'en-GB',
    useTranslations: (namespace: string) => (key: string, values?: Record<string, string | number>) => format(en[namespace][key], values),
  };
});

function view(sku: string, stockStatus: StockStatus, final: string, onlyLeft: number | null = null): PurchaseView {
  return {
    sku,
    parentSku: 'KST-MERLIN',
    selectedOptions: [`uid-${sku}`],
    stockStatus,
    onlyLeft,
    price: { amount: Number(final.replace(/[^0-9.]/g, '')), currency: 'GBP', final, regular: '£85.95', percentOff: '30%' },
    images: [],
    size: { lensWidth: 52, bridgeWidth: 19, templeLength: 145 },
  };
}

const choices: ProductChoices = {
  options: [
    {
      code: 'color',
      label: 'Colour',
      values: [
        { uid: 'grey', valueIndex: 30, label: 'Grey', swatch: '#777777' },
        { uid: 'silver', valueIndex: 32, label: 'Silver', swatch: '#c0c0c0' },
      ],
    },
    {
      code: 'frame_size',
      label: 'Frame Size',
      values: [
        { uid: 'm', valueIndex: 42, label: 'M', swatch: null },
        { uid: 'l', valueIndex: 43, label: 'L', swatch: null },
      ],
    },
  ],
  variants: [
    { selection: { color: 30, frame_size: 42 }, view: view('GREY-M', 'OUT_OF_STOCK', '£59.95') },
    { selection: { color: 30, frame_size: 43 }, view: view('GREY-L', 'IN_STOCK', '£59.95') },
    { selection: { color: 32, frame_size: 42 }, view: view('SILVER-M', 'OUT_OF_STOCK', '£61.95') },
    { selection: { color: 32, frame_size: 43 }, view: view('SILVER-L', 'IN_STOCK', '£61.95', 2) },
  ],
  product: view('KST-MERLIN', 'IN_STOCK', '£59.95'),
};

function renderPage(initialSelection: Selection, extra: ReactNode = null) {
  return render(
    <ProductChoiceProvider choices={choices} initialSelection={initialSelection}>
      <SelectedPriceAndStock />
      <VariantPicker />
      {extra}
    </ProductChoiceProvider>,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/uk/kestrel-merlin.html?utm_source=mail'));

describe('VariantPicker', () => {
  it('offers colours and sizes as radio groups, the chosen values checked', () => {
    renderPage({ color: 30, frame_size: 43 });
    expect(screen.getByRole('group', { name: /Colour/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Grey' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it('keeps out-of-stock values visible, marked in their accessible name', () => {
    renderPage({ color: 30, frame_size: 43 });
    expect(screen.getByRole('radio', { name: 'M, out of stock' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Silver' })).toBeInTheDocument();
  });

  it('updates price, stock and the URL when the shopper picks a value', () => {
    renderPage({ color: 30, frame_size: 43 });
    fireEvent.click(screen.getByRole('radio', { name: 'Silver' }));
    expect(screen.getByRole('radio', { name: 'Silver' })).toBeChecked();
    expect(screen.getByText('£61.95')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(window.location.search).toBe('?utm_source=mail&color=32&frame_size=43');
  });

  it('takes over a value picked in the server’s markup before its code arrived', async () => {
    const page = (
      <ProductChoiceProvider choices={choices} initialSelection={{ color: 30, frame_size: 43 }}>
        <SelectedPriceAndStock />
        <VariantPicker />
      </ProductChoiceProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    expect(screen.getByText('£59.95')).toBeInTheDocument();
    (container.querySelector('input[name="color"][value="32"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(screen.getByRole('radio', { name: 'Silver' })).toBeChecked();
    expect(screen.getByText('£61.95')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(window.location.search).toBe('?utm_source=mail&color=32&frame_size=43');
    container.remove();
  });

  it('keeps the URL as it is until the shopper picks a value', () => {
    renderPage({ color: 30, frame_size: 43 });
    expect(window.location.search).toBe('?utm_source=mail');
  });

  it('is a GET form naming each option, so it works without JavaScript', () => {
    const { container } = renderPage({ color: 30, frame_size: 43 });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('radio', { name: 'Silver' })).toHaveAttribute('name', 'color');
    expect(screen.getByRole('radio', { name: 'Silver' })).toHaveAttribute('value', '32');
    expect(screen.getByRole('button', { name: 'Show this choice' })).toHaveAttribute('type', 'submit');
  });
});

const lenses = lensOptions([
  {
    uid: 'usage',
    title: 'Usage',
    required: true,
    sort_order: 1,
    __typename: 'CustomizableRadioOption',
    choices: [
      { uid: 'single', title: 'Single vision', price: 0, price_type: 'FIXED', sort_order: 1 },
      { uid: 'progressive', title: 'Progressive', price: 149, price_type: 'FIXED', sort_order: 2 },
    ],
  },
  {
    uid: 'prescription',
    title: 'Prescription',
    required: false,
    sort_order: 2,
    __typename: 'CustomizableAreaOption',
    text: { uid: 'prescription', price: 0, price_type: 'FIXED', max_characters: 200 },
  },
]);

describe('AddToCartForm', () => {
  it('adds the chosen variant with its parent, options and quantity', async () => {
    const onAdd = jest.fn<Promise<void>, [AddToCartSelection]>().mockResolvedValue();
    renderPage({ color: 32, frame_size: 43 }, <AddToCartForm onAdd={onAdd} />);
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd).toHaveBeenCalledWith({
      sku: 'SILVER-L',
      parentSku: 'KST-MERLIN',
      quantity: 3,
      selectedOptions: ['uid-SILVER-L'],
      enteredOptions: [],
    });
  });

  it('offers the lens choices with their add-ons, keeps a running total and adds the choices with the frame', async () => {
    const onAdd = jest.fn<Promise<void>, [AddToCartSelection]>().mockResolvedValue();
    renderPage({ color: 32, frame_size: 43 }, <AddToCartForm onAdd={onAdd} lensOptions={lenses} />);
    expect(screen.getByRole('radio', { name: /Single vision/ })).toBeChecked();
    expect(screen.getByText('Total with lenses: £61.95')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Progressive +£149.00' }));
    expect(screen.getByText('Total with lenses: £210.95')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Prescription (optional)'), { target: { value: 'OD -1.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0][0]).toMatchObject({
      selectedOptions: ['uid-SILVER-L', 'progressive'],
      enteredOptions: [{ uid: 'prescription', value: 'OD -1.00' }],
    });
  });

  it('follows lens choices made in the server’s markup before its code arrived', async () => {
    const page = (
      <ProductChoiceProvider choices={choices} initialSelection={{ color: 32, frame_size: 43 }}>
        <AddToCartForm lensOptions={lenses} />
      </ProductChoiceProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    (container.querySelector('input[value="progressive"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(screen.getByRole('radio', { name: 'Progressive +£149.00' })).toBeChecked();
    expect(screen.getByText('Total with lenses: £210.95')).toBeInTheDocument();
    container.remove();
  });

  it('keeps the button focusable while an add is under way, and a second press adds nothing', async () => {
    let finish: () => void = () => undefined;
    const onAdd = jest.fn<Promise<void>, [AddToCartSelection]>(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage({ color: 30, frame_size: 43 }, <AddToCartForm onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('is disabled, with the reason, when the chosen variant is out of stock', () => {
    renderPage({ color: 30, frame_size: 42 }, <AddToCartForm />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/This choice is out of stock/);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('renders enabled without a cart handler, and submitting does nothing', () => {
    renderPage({ color: 30, frame_size: 43 }, <AddToCartForm />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(button).toBeEnabled();
  });
});

describe('clampQuantity', () => {
  it('keeps whole numbers from 1 to 10', () => {
    expect(clampQuantity('4')).toBe(4);
    expect(clampQuantity('2.7')).toBe(2);
    expect(clampQuantity('0')).toBe(1);
    expect(clampQuantity('25')).toBe(10);
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity(null)).toBe(1);
    expect(clampQuantity('abc')).toBe(1);
  });
});
