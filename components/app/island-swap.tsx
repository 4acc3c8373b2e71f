import { useLayoutEffect, useState, type ComponentType, type RefObject } from 'react';
import { CONTROLS } from './LateIsland';
import { QueryScope } from './QueryScope';

/*
 * What a late island needs when it takes the place of its server markup (components/app/LateIsland.tsx),
 * loaded with the island's own code, not in any page's first load.
 */

export interface SwapProps {
  /** The element that holds the island's server markup, then the island. */
  markup: RefObject<Element | null>;
}

/**
 * The island as it takes the server markup's place: inside a QueryScope (the store view's query
 * client: islands read the cart, account and lists through React Query, which no page's first load
 * carries), and with what the shopper changed in the markup's fields carried over to the island's
 * (readControls) before the island's effects run.
 */
export function swapIn<P extends object>(Island: ComponentType<P>): ComponentType<P & SwapProps> {
  function SwappedIsland({ markup, ...props }: P & SwapProps) {
    // Read at the first render, while the page still shows the server markup (React replaces it on commit).
    const [carryOver] = useState(() => (markup.current ? readControls(markup.current) : undefined));
    // A layout effect: before the island's own (passive) effects, which then see the fields as the shopper left them.
    useLayoutEffect(() => carryOver?.(), [carryOver]);
    return (
      <QueryScope>
        <Island {...(props as P)} />
      </QueryScope>
    );
  }
  return SwappedIsland;
}

/** What the shopper changed in a control of the server markup: a value typed or chosen, a box ticked, a strip scrolled. */
interface ControlState {
  value?: string;
  checked?: boolean;
  scroll?: [number, number];
}

/**
 * Reads what the shopper changed in the controls of a late island's server markup in `root` (a
 * value typed or chosen, a box or radio button ticked, a strip scrolled) just before the island
 * takes its place there, and returns what gives the island's controls (the same markup: the same
 * controls in the same order) the same. Only changes are carried: a control the shopper left as the server wrote it keeps what the
 * island renders.
 */
export function readControls(root: Element): () => void {
  const states = [...root.querySelectorAll(CONTROLS)].map((control) => {
    const state: ControlState = {};
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) state.checked = control.checked;
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) state.value = control.value;
    } else if (control instanceof HTMLSelectElement && !control.multiple) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected)) state.value = control.value;
    }
    if (control.scrollLeft || control.scrollTop) state.scroll = [control.scrollLeft, control.scrollTop];
    return state;
  });
  return () => {
    const controls = root.querySelectorAll(CONTROLS);
    states.forEach((state, index) => {
      const control = controls[index];
      if (!control) return;
      if (state.checked !== undefined && control instanceof HTMLInputElement) control.checked = state.checked;
      if (state.value !== undefined && 'value' in control) (control as HTMLInputElement).value = state.value;
      if (state.scroll) [control.scrollLeft, control.scrollTop] = state.scroll;
    });
  };
}
