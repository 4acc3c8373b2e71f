/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountClient, operationOf, renderWithQueryClient } from '@/components/account/areas/test-support';
import { compareListStorage } from '@/lib/compare/compare-list-storage';
import { useUserStore } from '@/lib/state/user-store';
import { CompareView } from './CompareView';
import { LIST_UID, compareList, frame } from './fixtures';

jest.mock('next-intl', () => require('@/components/eyewear/test-intl').nextIntlMock);
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/magento/client', () => require('@/components/account/areas/test-support').mockedClientModule());

const three = compareList([
  frame(1, 'Elin'),
  frame(8, 'Alba', { frame_shape: 'Square', lens_width: '49', weight: '27' }),
  frame(12, 'Harrier', { frame_shape: 'Cat-Eye', frame_material: 'Titanium', weight: 'N/A' }),
]);

beforeEach(() => {
  accountClient.query.mockReset();
  accountClient.mutate.mockReset();
  window.localStorage.clear();
  useUserStore.setState({ isSignedIn: false });
});

describe('the comparison', () => {
  it('is a table: a column per frame, a row per attribute with its header, values with their units', async () => {
    compareListStorage.remember('uk', LIST_UID, false);
    accountClient.query.mockResolvedValue({ data: { compareList: three } });
    renderWithQueryClient(<CompareView store="uk" />);
    const table = await screen.findByRole('table', { name: '3 frames compared' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => within(cell).getByRole('link').textContent)).toEqual(['Elin', 'Alba', 'Harrier']);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['Price', 'Availability', 'Shape', 'Material', 'Lens width', 'Bridge width', 'Temple length', 'Weight']);
    const weight = within(table).getByRole('rowheader', { name: 'Weight' }).closest('tr')!;
    expect(
      within(weight)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25 g', '27 g', 'Not given']);
    expect(screen.getByRole('region', { name: '3 frames compared' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByLabelText('Link to this comparison')).toHaveValue(`http://localhost/uk/compare/${LIST_UID}`);
  });

  it('removes a frame from the shopper’s own list and says so', async () => {
    compareListStorage.remember('uk', LIST_UID, false);
    accountClient.query.mockResolvedValue({ data: { compareList: three } });
    accountClient.mutate.mockResolvedValue({
      data: { removeProductsFromCompareList: compareList([frame(1, 'Elin'), frame(12, 'Harrier')]) },
    });
    renderWithQueryClient(<CompareView store="uk" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Remove Alba from the comparison' })));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('RemoveProductsFromCompareList');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ uid: LIST_UID, products: ['8'] });
    expect(screen.getByText('Alba was removed from the comparison.').closest('[role=status]')).toHaveFocus();
    expect(screen.getByRole('table', { name: '2 frames compared' })).toBeInTheDocument();
  });

  it('has nothing to compare yet without a list, and says how to start', async () => {
    renderWithQueryClient(<CompareView store="uk" />);
    expect(await screen.findByText(/Nothing to compare yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse frames' })).toHaveAttribute('href', '/uk');
    expect(accountClient.query).not.toHaveBeenCalled();
  });

  it('shows someone else’s shared list read only, with its link', async () => {
    accountClient.query.mockResolvedValue({ data: { compareList: three } });
    renderWithQueryClient(<CompareView store="uk" shared={three} />);
    expect(screen.getByRole('table', { name: '3 frames compared' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText(/Someone shared this comparison with you/)).toBeInTheDocument();
    expect(screen.getByLabelText('Link to this comparison')).toHaveValue(`http://localhost/uk/compare/${LIST_UID}`);
  });

  it('treats the shared link of the shopper’s own list as their list', async () => {
    compareListStorage.remember('uk', LIST_UID, false);
    accountClient.query.mockResolvedValue({ data: { compareList: three } });
    renderWithQueryClient(<CompareView store="uk" shared={three} />);
    expect(await screen.findByRole('button', { name: 'Remove Elin from the comparison' })).toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithQueryClient(<CompareView store="uk" shared={three} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`http://localhost/uk/compare/${LIST_UID}`);
    await waitFor(() => expect(screen.getByText(/Link copied\./)).toHaveAttribute('role', 'status'));
  });
});
