import { createToastStore, DEFAULT_TOAST_TIMEOUT_MS, type ToastProps } from './toasts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const info: ToastProps = { type: 'info', message: 'Added to cart' };

describe('toasts', () => {
  describe('validation', () => {
    it('requires a type', () => {
      const store = createToastStore();
      const add = () => store.getState().addToast({ message: 'Hi' } as ToastProps);
      expect(add).toThrow(TypeError);
      expect(add).toThrow(new TypeError('toast.type is required'));
    });

    it('requires a message', () => {
      const store = createToastStore();
      const add = () => store.getState().addToast({ type: 'info', message: '' });
      expect(add).toThrow(TypeError);
      expect(add).toThrow(new TypeError('toast.message is required'));
    });

    it('requires a dismissable toast or a timeout', () => {
      const store = createToastStore();
      const add = () => store.getState().addToast({ ...info, timeout: false });
      expect(add).toThrow(TypeError);
      expect(add).toThrow(new TypeError('Toast should be user-dismissable or have a timeout'));
      expect(() => store.getState().addToast({ ...info, timeout: 0 })).toThrow('Toast should be user-dismissable or have a timeout');
      expect(store.getState().toasts).toHaveLength(0);
    });
  });

  it('removes a toast after the default 5000 ms', () => {
    const store = createToastStore();
    const id = store.getState().addToast(info);
    expect(store.getState().toasts).toEqual([expect.objectContaining({ id, type: 'info', message: 'Added to cart', timeout: 5000 })]);

    jest.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('honours a custom timeout', () => {
    const store = createToastStore();
    store.getState().addToast({ ...info, timeout: 1000 });
    jest.advanceTimersByTime(1000);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('keeps a dismissable toast without timeout until dismissed', () => {
    const store = createToastStore();
    const id = store.getState().addToast({ ...info, dismissable: true, timeout: false });
    jest.advanceTimersByTime(60_000);
    expect(store.getState().toasts).toHaveLength(1);
    store.getState().dismissToast(id);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('dismissing clears the timer and calls onDismiss once', () => {
    const store = createToastStore();
    const onDismiss = jest.fn();
    const id = store.getState().addToast({ ...info, dismissable: true, onDismiss });
    expect(jest.getTimerCount()).toBe(1);

    store.getState().dismissToast(id);
    expect(store.getState().toasts).toHaveLength(0);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);

    store.getState().dismissToast(id);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('does not call onDismiss when the toast times out', () => {
    const store = createToastStore();
    const onDismiss = jest.fn();
    store.getState().addToast({ ...info, dismissable: true, onDismiss });
    jest.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT_MS);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('runs the action with a function that closes the toast', () => {
    const store = createToastStore();
    const onAction = jest.fn((remove: () => void) => remove());
    const id = store.getState().addToast({ ...info, actionText: 'Undo', onAction });

    store.getState().runToastAction(id);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('refreshes an identical toast instead of stacking it, restarting its timer', () => {
    const store = createToastStore();
    jest.setSystemTime(1_000);
    const first = store.getState().addToast(info);
    jest.advanceTimersByTime(4000);
    const second = store.getState().addToast(info);

    expect(second).toBe(first);
    expect(store.getState().toasts).toHaveLength(1);
    expect(store.getState().toasts[0].timestamp).toBe(5_000);

    jest.advanceTimersByTime(4999);
    expect(store.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('stacks toasts that differ in type or message, oldest first', () => {
    const store = createToastStore();
    store.getState().addToast(info);
    store.getState().addToast({ ...info, type: 'error' });
    store.getState().addToast({ ...info, message: 'Removed from cart' });
    expect(store.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['info', 'Added to cart'],
      ['error', 'Added to cart'],
      ['info', 'Removed from cart'],
    ]);
  });

  it('removeToast removes without calling onDismiss', () => {
    const store = createToastStore();
    const onDismiss = jest.fn();
    const id = store.getState().addToast({ ...info, onDismiss });
    store.getState().removeToast(id);
    expect(store.getState().toasts).toHaveLength(0);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
