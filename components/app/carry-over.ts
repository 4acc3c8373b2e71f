import { CONTROLS } from './LateIsland';

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
 * controls in the same order) the same. Loaded with the islands (components/app/LateIsland.tsx), not in any first
 * load. Only changes are carried: a control the shopper left as the server wrote it keeps what the
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
