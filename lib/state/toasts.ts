import type { ReactNode } from 'react';
import { create } from 'zustand';

/**
 * Toasts (specification, sections 3, 4, 5 and 8): short messages that vanish on timeout or
 * when the shopper dismisses them.
 */

/** Default time a toast stays on screen (specification, section 9). */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface ToastProps {
  type: ToastType;
  /** Text the shopper reads, already translated. */
  message: string;
  /** Shows a dismiss button. */
  dismissable?: boolean;
  /** Label of the action button, shown when `onAction` is set. */
  actionText?: string;
  icon?: ReactNode;
  /**
   * Milliseconds before the toast vanishes: default 5000. `false` keeps it until dismissed,
   * which only a dismissable toast may do.
   */
  timeout?: number | false;
  /** Called after the shopper dismissed the toast (not when it timed out). */
  onDismiss?: () => void;
  /** Called by the action button with a function that closes the toast, if the action wants. */
  onAction?: (remove: () => void) => void;
}

export interface Toast extends Omit<ToastProps, 'timeout'> {
  /** Derived from type and message, so the same toast added twice is one toast. */
  id: string;
  /** Milliseconds, or false for a toast that stays until dismissed. */
  timeout: number | false;
  /** When the toast was (last) added: Date.now(). */
  timestamp: number;
}

export interface ToastState {
  /** Oldest first. */
  toasts: readonly Toast[];
  addToast(props: ToastProps): string;
  removeToast(id: string): void;
  dismissToast(id: string): void;
  runToastAction(id: string): void;
}

function toastId(type: string, message: string): string {
  return `${type}:${message}`;
}

/**
 * Applies the creation rules (specification, section 5) with the error texts of section 8, and
 * returns the timeout the toast gets.
 */
function validatedTimeout(props: ToastProps): number | false {
  if (!props.type) throw new TypeError('toast.type is required');
  if (!props.message) throw new TypeError('toast.message is required');
  const timeout = props.timeout === undefined ? DEFAULT_TOAST_TIMEOUT_MS : props.timeout;
  const hasTimeout = typeof timeout === 'number' && timeout > 0 && Number.isFinite(timeout);
  if (!hasTimeout && !props.dismissable) {
    throw new TypeError('Toast should be user-dismissable or have a timeout');
  }
  return hasTimeout ? timeout : false;
}

export function createToastStore() {
  // Timers live beside the store, not in it: they are not state a component renders.
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const clearTimer = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  return create<ToastState>()((set, get) => {
    const removeToast = (id: string) => {
      clearTimer(id);
      if (!get().toasts.some((toast) => toast.id === id)) return;
      set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
    };

    const find = (id: string) => get().toasts.find((toast) => toast.id === id);

    return {
      toasts: [],

      addToast(props) {
        const timeout = validatedTimeout(props);
        const id = toastId(props.type, props.message);
        const toast: Toast = { ...props, id, timeout, timestamp: Date.now() };

        // Re-adding refreshes the toast (and its timer) instead of stacking a copy.
        clearTimer(id);
        set((state) => ({ toasts: [...state.toasts.filter((other) => other.id !== id), toast] }));
        if (timeout !== false)
          timers.set(
            id,
            setTimeout(() => removeToast(id), timeout),
          );
        return id;
      },

      removeToast,

      dismissToast(id) {
        const toast = find(id);
        if (!toast) return;
        removeToast(id);
        toast.onDismiss?.();
      },

      runToastAction(id) {
        find(id)?.onAction?.(() => removeToast(id));
      },
    };
  });
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const useToastStore: ToastStore = createToastStore();
