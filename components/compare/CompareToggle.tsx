'use client';

import { QueryClientContext } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useContext, useState } from 'react';
import { listHolds } from '@/lib/compare/compare-table';
import { useToastStore } from '@/lib/state/toasts';
import { useCompareActions, useCurrentCompareList } from './useCompareList';
import { CompareButton } from './CompareButton';

export interface CompareToggleLabels {
  /** The visible text ("Compare"). */
  text: string;
  /**
   * The button's accessible name, pressed or not ("Compare {name}"): it holds the visible text, so
   * a shopper who says "Compare" reaches it (WCAG 2.5.3), and aria-pressed tells the state.
   */
  name: string;
  /** Said after adding, with a way to the comparison. */
  added: string;
  viewComparison: string;
  /** Said when the list is full (it compares at most 4). */
  full: string;
  failed: string;
}

export interface CompareToggleProps {
  store: string;
  productUid: string;
  labels: CompareToggleLabels;
  placement: 'card' | 'page';
}

/**
 * "Compare" on a product card or page, a client island: adds the product to the store view's
 * compare list (made on the first add) or takes it out. Server-rendered unpressed for everyone;
 * the list the browser keeps fills it in after hydration.
 */
export function CompareToggle(props: CompareToggleProps) {
  if (!useContext(QueryClientContext)) return <CompareButton pressed={false} labels={props.labels} placement={props.placement} />;
  return <ConnectedCompareToggle {...props} />;
}

function ConnectedCompareToggle({ store, productUid, labels, placement }: CompareToggleProps) {
  const router = useRouter();
  const list = useCurrentCompareList(store);
  const actions = useCompareActions(store);
  const [busy, setBusy] = useState(false);
  const pressed = listHolds(list.data, productUid);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    const toasts = useToastStore.getState();
    const view = (close: () => void) => {
      close();
      router.push(`/${store}/compare`);
    };
    try {
      if (pressed) await actions.remove(productUid);
      else if ((await actions.add(productUid)) === 'full') {
        toasts.addToast({ type: 'warning', message: labels.full, dismissable: true, actionText: labels.viewComparison, onAction: view });
      } else {
        toasts.addToast({ type: 'success', message: labels.added, dismissable: true, actionText: labels.viewComparison, onAction: view });
      }
    } catch {
      toasts.addToast({ type: 'error', message: labels.failed, dismissable: true });
    } finally {
      setBusy(false);
    }
  }

  return <CompareButton pressed={pressed} labels={labels} placement={placement} onClick={() => void toggle()} />;
}
