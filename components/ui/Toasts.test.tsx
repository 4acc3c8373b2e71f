/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createToastStore } from '@/lib/state/toasts';
import { Toasts } from './Toasts';

const labels = { dismiss: 'Close notification' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Toasts', () => {
  it('announces notices politely and errors as alerts', () => {
    const store = createToastStore();
    render(<Toasts labels={labels} store={store} />);

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    act(() => {
      store.getState().addToast({ type: 'success', message: 'Added to your cart' });
      store.getState().addToast({ type: 'error', message: 'Could not add the item' });
    });
    expect(within(status).getByText('Added to your cart')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Could not add the item')).toBeInTheDocument();
    expect(within(status).queryByText('Could not add the item')).not.toBeInTheDocument();
  });

  it('dismisses a toast with the labelled button', () => {
    const store = createToastStore();
    const onDismiss = jest.fn();
    render(<Toasts labels={labels} store={store} />);
    act(() => {
      store.getState().addToast({ type: 'info', message: 'Saved', dismissable: true, onDismiss });
    });

    const dismiss = screen.getByRole('button', { name: 'Close notification' });
    expect(dismiss).toHaveAccessibleDescription('Saved');
    fireEvent.click(dismiss);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(store.getState().toasts).toHaveLength(0);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows no dismiss button on a toast that only times out', () => {
    const store = createToastStore();
    render(<Toasts labels={labels} store={store} />);
    act(() => {
      store.getState().addToast({ type: 'info', message: 'Saved' });
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('runs the action from its button', () => {
    const store = createToastStore();
    const onAction = jest.fn((remove: () => void) => remove());
    render(<Toasts labels={labels} store={store} />);
    act(() => {
      store.getState().addToast({ type: 'warning', message: 'Item removed', actionText: 'Undo', onAction });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Item removed')).not.toBeInTheDocument();
  });
});
