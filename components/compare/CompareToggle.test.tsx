/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { accountClient, operationOf, renderWithQueryClient } from '@/components/account/areas/test-support';
import { compareListStorage } from '@/lib/compare/compare-list-storage';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { useToastStore } from '@/lib/state/toasts';
import { useUserStore } from '@/lib/state/user-store';
import { CompareToggle } from './CompareToggle';
import { LIST_UID, compareList, frame } from './fixtures';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/magento/client', () => require('@/components/account/areas/test-support').mockedClientModule());

const labels = {
  text: 'Compare',
  name: 'Compare Elin',
  added: 'Elin is in your comparison.',
  viewComparison: 'View comparison',
  full: 'You can compare up to 4 frames.',
  failed: 'The comparison could not be updated.',
};
/** Elin is product 1 (uid "MQ=="). */
const OTHER_UID = 'cccccccccccccccccccccccccccccccc';
const toggle = () => <CompareToggle store="uk" productUid="MQ==" labels={labels} placement="card" />;

beforeEach(() => {
  push.mockReset();
  accountClient.query.mockReset();
  accountClient.mutate.mockReset();
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  useUserStore.setState({ isSignedIn: false });
});

describe('Compare on a product', () => {
  it('is an unpressed button named after the product until the app hydrates', () => {
    render(toggle());
    expect(screen.getByRole('button', { name: 'Compare Elin', pressed: false })).toHaveTextContent('Compare');
  });

  it('keeps its name when pressed, the name holding the visible text (WCAG 2.5.3); aria-pressed tells the state', async () => {
    accountClient.mutate.mockResolvedValue({ data: { createCompareList: compareList([frame(1, 'Elin')]) } });
    renderWithQueryClient(toggle());
    const button = screen.getByRole('button', { name: 'Compare Elin' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('button', { name: 'Compare Elin' })).toBe(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button.getAttribute('aria-label')).toContain(button.textContent);
  });

  it('makes the list on the first add, keeps its uid for the store view and offers the comparison', async () => {
    accountClient.mutate.mockResolvedValue({ data: { createCompareList: compareList([frame(1, 'Elin')]) } });
    renderWithQueryClient(toggle());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compare Elin', pressed: false })));
    expect(accountClient.query).not.toHaveBeenCalled();
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('CreateCompareList');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ products: ['1'] });
    expect(compareListStorage.read('uk')).toEqual({ uid: LIST_UID, customer: false });
    expect(screen.getByRole('button', { name: 'Compare Elin', pressed: true })).toHaveAttribute('aria-pressed', 'true');
    const [toast] = useToastStore.getState().toasts;
    expect(toast).toMatchObject({ type: 'success', message: labels.added, actionText: 'View comparison' });
    act(() => useToastStore.getState().runToastAction(toast.id));
    expect(push).toHaveBeenCalledWith('/uk/compare');
  });

  it('adds to the kept list, and takes the product out again', async () => {
    compareListStorage.remember('uk', LIST_UID, false);
    accountClient.query.mockResolvedValue({ data: { compareList: compareList([frame(8, 'Alba')]) } });
    accountClient.mutate
      .mockResolvedValueOnce({ data: { addProductsToCompareList: compareList([frame(8, 'Alba'), frame(1, 'Elin')]) } })
      .mockResolvedValueOnce({ data: { removeProductsFromCompareList: compareList([frame(8, 'Alba')]) } });
    renderWithQueryClient(toggle());
    await waitFor(() => expect(accountClient.query).toHaveBeenCalled());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compare Elin', pressed: false })));
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ uid: LIST_UID, products: ['1'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compare Elin', pressed: true })));
    expect(operationOf(accountClient.mutate.mock.calls[1])).toBe('RemoveProductsFromCompareList');
    expect(accountClient.mutate.mock.calls[1][1]).toEqual({ uid: LIST_UID, products: ['1'] });
    expect(screen.getByRole('button', { name: 'Compare Elin', pressed: false })).toHaveAttribute('aria-pressed', 'false');
  });

  it('explains that four is the most it compares, and adds nothing more', async () => {
    compareListStorage.remember('uk', LIST_UID, false);
    const full = compareList([frame(2, 'A'), frame(3, 'B'), frame(4, 'C'), frame(5, 'D')]);
    accountClient.query.mockResolvedValue({ data: { compareList: full } });
    renderWithQueryClient(toggle());
    await waitFor(() => expect(accountClient.query).toHaveBeenCalled());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compare Elin', pressed: false })));
    expect(accountClient.mutate).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ type: 'warning', message: labels.full, actionText: 'View comparison' });
  });

  it('forgets a kept list Magento no longer knows, and the next add makes a new one', async () => {
    compareListStorage.remember('uk', LIST_UID, false);
    accountClient.query.mockResolvedValue({ data: { compareList: null } });
    accountClient.mutate.mockResolvedValue({ data: { createCompareList: compareList([frame(1, 'Elin')], OTHER_UID) } });
    renderWithQueryClient(toggle());
    await waitFor(() => expect(compareListStorage.read('uk')).toBeNull());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compare Elin', pressed: false })));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('CreateCompareList');
    expect(compareListStorage.read('uk')?.uid).toBe(OTHER_UID);
  });

  it('starts a new list when Magento refuses the kept one (no longer this shopper’s)', async () => {
    compareListStorage.remember('uk', LIST_UID, false);
    accountClient.query.mockResolvedValue({ data: { compareList: compareList([frame(8, 'Alba')]) } });
    accountClient.mutate
      .mockRejectedValueOnce(
        new MagentoGraphQlError([
          { message: 'This customer is not authorized to access this list', extensions: { category: 'graphql-input' } },
        ]),
      )
      .mockResolvedValueOnce({ data: { createCompareList: compareList([frame(1, 'Elin')], OTHER_UID) } });
    renderWithQueryClient(toggle());
    await waitFor(() => expect(accountClient.query).toHaveBeenCalled());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compare Elin', pressed: false })));
    expect(accountClient.mutate.mock.calls.map(operationOf)).toEqual(['AddProductsToCompareList', 'CreateCompareList']);
    expect(compareListStorage.read('uk')?.uid).toBe(OTHER_UID);
    expect(screen.getByRole('button', { name: 'Compare Elin', pressed: true })).toBeInTheDocument();
  });
});
