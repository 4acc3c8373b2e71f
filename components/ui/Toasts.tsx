'use client';

import { useId } from 'react';
import { useToastStore, type Toast, type ToastStore } from '@/lib/state/toasts';
import styles from './Toasts.module.css';

export interface ToastsProps {
  /** Translated texts: the dismiss button's accessible name. */
  labels: { dismiss: string };
  /** The toast store to show; the app's own by default (tests pass their own). */
  store?: ToastStore;
}

/**
 * Shows the toasts. Both live regions are always in the page, even empty, because screen
 * readers only announce changes inside a region they already know.
 */
export function Toasts({ labels, store = useToastStore }: ToastsProps) {
  const toasts = store((state) => state.toasts);
  const notices = toasts.filter((toast) => toast.type !== 'error');
  const errors = toasts.filter((toast) => toast.type === 'error');
  const item = (toast: Toast) => <ToastItem key={toast.id} toast={toast} labels={labels} store={store} />;

  return (
    <div className={styles.toasts}>
      <div role="status" aria-live="polite" className={styles.region}>
        {notices.map(item)}
      </div>
      <div role="alert" className={styles.region}>
        {errors.map(item)}
      </div>
    </div>
  );
}

function ToastItem({ toast, labels, store }: { toast: Toast; labels: ToastsProps['labels']; store: ToastStore }) {
  const messageId = useId();
  const { dismissToast, runToastAction } = store.getState();

  return (
    <div className={styles.toast} data-type={toast.type}>
      {toast.icon ? (
        <span className={styles.icon} aria-hidden="true">
          {toast.icon}
        </span>
      ) : null}
      <p id={messageId} className={styles.message}>
        {toast.message}
      </p>
      {toast.actionText && toast.onAction ? (
        <button type="button" className={styles.action} onClick={() => runToastAction(toast.id)}>
          {toast.actionText}
        </button>
      ) : null}
      {toast.dismissable ? (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={labels.dismiss}
          aria-describedby={messageId}
          onClick={() => dismissToast(toast.id)}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
