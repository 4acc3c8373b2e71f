/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FinderCatalog } from '@/lib/eyewear/finder';
import type { MagentoClient } from '@/lib/magento/client';
import { FrameFinder } from './FrameFinder';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('next-intl', () => ({ ...require('@/components/layout/test-intl').nextIntlMock, useLocale: () => 'en-GB' }));

const CATALOG: FinderCatalog = {
  usageCategories: { eyeglasses: 'Mw==', sunglasses: 'Nw==' },
  shapes: [
    { value: '9', label: 'Round', style: 'round' },
    { value: '10', label: 'Square', style: 'square' },
  ],
  materials: [{ value: '18', label: 'Metal', material: 'metal' }],
  colors: [
    { value: '22', label: 'Black', swatch: '#1a1a1a' },
    { value: '33', label: 'Blue', swatch: null },
  ],
  genders: [{ value: '37', label: 'Women' }],
  budgets: [100, 150],
  currency: 'GBP',
};

function fakeClient(matches: string[][], saved: { id: string } | Error = { id: 'result-id-0123456789abcd' }) {
  const query = jest.fn(async () => ({
    data: { products: { total_count: 0, items: (matches.shift() ?? []).map((sku) => ({ uid: sku, sku })) } },
  }));
  const mutate = jest.fn(async () => {
    if (saved instanceof Error) throw saved;
    return { data: { saveShowroomResult: saved } };
  });
  return { client: { query, mutate } as unknown as MagentoClient, query, mutate };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('FrameFinder', () => {
  beforeEach(() => push.mockReset());

  it('asks five questions one at a time, then saves the frames found and opens the result', async () => {
    const { client, query, mutate } = fakeClient([[], ['LMR-ALBA', 'KST-MERLIN']]);
    render(<FrameFinder store="uk" catalog={CATALOG} client={client} />);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /^Square/ }));
    next();
    // The next question takes the focus.
    expect(screen.getByRole('heading', { name: 'Which look do you like?' })).toHaveFocus();
    fireEvent.click(screen.getByRole('radio', { name: /^Minimal/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Women' }));
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));
    next();
    // Budgets in the store's currency.
    fireEvent.click(screen.getByRole('radio', { name: 'Up to £150.00' }));
    next();
    fireEvent.click(screen.getByRole('radio', { name: /^Sunglasses/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Polarised lenses only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show my frames' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/uk/room/result-id-0123456789abcd'));
    // Nothing matched every answer: the colours were given up, and the second filter found two frames.
    expect(query).toHaveBeenCalledTimes(2);
    expect((query.mock.calls[0] as unknown[])[1]).toEqual({
      filter: {
        category_uid: { eq: 'Nw==' },
        frame_shape: { in: ['9'] },
        frame_material: { in: ['18'] },
        color: { in: ['33'] },
        gender: { in: ['37'] },
        price: { to: '150' },
        polarized: { eq: '1' },
      },
      pageSize: 12,
    });
    expect(((query.mock.calls[1] as unknown[])[1] as { filter: object }).filter).not.toHaveProperty('color');
    expect((mutate.mock.calls[0] as unknown[])[1]).toEqual({
      input: {
        face_shape: 'SQUARE',
        style: 'MINIMAL',
        colors: ['33'],
        genders: ['37'],
        budget_max: 150,
        usage: 'SUNGLASSES',
        polarized_only: true,
        product_skus: ['LMR-ALBA', 'KST-MERLIN'],
      },
    });
  });

  it('keeps the answers when going back, and says when no frame matches even a few of them', async () => {
    const { client, mutate } = fakeClient([]);
    render(<FrameFinder store="uk" catalog={CATALOG} client={client} />);
    next();
    next();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('checkbox', { name: 'Black' })).toBeChecked();
    next();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Show my frames' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No frames match your answers');
    expect(mutate).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('shows why a result could not be saved, and stays on the last question', async () => {
    const { client } = fakeClient([['LMR-ALBA']], new Error('The shop backend is unavailable.'));
    render(<FrameFinder store="uk" catalog={CATALOG} client={client} />);
    for (let step = 0; step < 4; step++) next();
    fireEvent.click(screen.getByRole('button', { name: 'Show my frames' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your result could not be saved: The shop backend is unavailable.');
    expect(screen.getByRole('button', { name: 'Show my frames' })).toBeEnabled();
  });

  it("offers the try-on's face shape as a suggestion", () => {
    const { client } = fakeClient([]);
    render(<FrameFinder store="uk" catalog={CATALOG} client={client} suggestion="heart" />);
    expect(screen.getByText('Your picture suggests this face shape: Heart.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Heart \(suggested\)/ })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Use this suggestion' }));
    expect(screen.getByRole('radio', { name: /^Heart \(suggested\)/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Use this suggestion' })).not.toBeInTheDocument();
  });
});
