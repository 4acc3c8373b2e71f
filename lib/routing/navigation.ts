import { matchStoreCode } from '@/lib/store-views';
import { isStaticRoute } from './static-routes';

/**
 * Client navigation rules of the specification's section 2. Navigation to the same page (store
 * code aside) or to one of the shop's own routes goes at once; a catalogue URL is delayed until
 * its route is resolved and its page is loaded, with the page-loading flag set meanwhile.
 */

/** Marks a navigation held back until its route resolves (spec: the delayed-navigation marker). */
export const DELAY_MARKER_PREFIX = 'DELAY:';

/** A path without its store-code prefix: `/uk/eyeglasses.html` → `/eyeglasses.html`. */
export function withoutStoreCode(pathname: string): string {
  const store = matchStoreCode(pathname);
  const rest = store ? pathname.slice(store.length + 1) : pathname;
  return rest === '' ? '/' : rest;
}

/** A click that follows a link the browser's own way: the main button, no modifier key (which opens another tab or window, or downloads). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Whether following the link stays in this tab: it has an address, downloads nothing and names no other window. */
export function opensHere(anchor: HTMLAnchorElement): boolean {
  if (!anchor.href || anchor.hasAttribute('download')) return false;
  const target = anchor.getAttribute('target');
  return !target || target === '_self';
}

let skipDelayOnce = false;

/** The global flag: the next navigation skips the delay, once. */
export function skipNextNavigationDelay(): void {
  skipDelayOnce = true;
}

export function shouldDelayNavigation(currentPathname: string, targetPathname: string): boolean {
  if (skipDelayOnce) {
    skipDelayOnce = false;
    return false;
  }
  const current = withoutStoreCode(currentPathname);
  const target = withoutStoreCode(targetPathname);
  if (current === target) return false;
  return !isStaticRoute(target);
}

export type LeavePageHandler = () => boolean | Promise<boolean>;

let leavePageHandler: LeavePageHandler | null = null;
let leaveGuards = 0;

/**
 * Half-filled forms (checkout, prescriptions) ask before the shopper leaves. The browser's
 * confirm dialog asks unless a custom handler is set; the unload prompt is never used.
 */
export function guardLeavingPage(): () => void {
  leaveGuards++;
  return () => {
    leaveGuards = Math.max(0, leaveGuards - 1);
  };
}

export function setLeavePageHandler(handler: LeavePageHandler | null): void {
  leavePageHandler = handler;
}

export async function confirmLeavingPage(message: string): Promise<boolean> {
  if (leaveGuards === 0) return true;
  if (leavePageHandler) return leavePageHandler();
  return typeof window === 'undefined' ? true : window.confirm(message);
}
