'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { SHOPPER_INTERACTED, SHOPPER_INTERACTIONS } from '@/lib/page-ready.mjs';
import { onShopperTrace, shopperHasTraces } from '@/lib/state/shopper-keys';
import type { SwapProps } from './island-swap';
import { markupMissing } from './missing-markup';

/** The longest a late island waits for the browser to be idle before it loads anyway (when it loads at idle). */
export const LATE_ISLAND_TIMEOUT_MS = 2000;

/**
 * Calls `load` once: at the shopper's first interaction (at once if it came before this listened:
 * SHOPPER_INTERACTED in lib/page-ready.mjs), or before that when this browser keeps
 * something of the shopper's that the code would show (a sign-in, a cart, a compare list:
 * lib/state/shopper-keys.ts): at once with `eager` (the client start-up), else when the browser is
 * first idle after hydration; and as soon as such a thing is kept while the page is open (a social
 * sign-in that completes without a click). A first-time visitor's page runs no more code than it
 * needs to be read until they touch it (issue 16). Returns a cancel function.
 */
export function whenShopperNeedsIt(load: () => void, { eager = false }: { eager?: boolean } = {}): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    stop();
    load();
  };
  let idleHandle: number | undefined;
  const stopWatching = onShopperTrace(run);
  if (shopperHasTraces()) {
    if (eager) queueMicrotask(run);
    else
      idleHandle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(run, { timeout: LATE_ISLAND_TIMEOUT_MS })
          : window.setTimeout(run, 1);
  }
  for (const type of SHOPPER_INTERACTIONS) document.addEventListener(type, run, { capture: true, passive: true });
  // The shopper touched the page before this could listen (a cached page's loader notes it).
  if ((window as unknown as Record<string, unknown>)[SHOPPER_INTERACTED] === true) queueMicrotask(run);
  function stop() {
    stopWatching();
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
    for (const type of SHOPPER_INTERACTIONS) document.removeEventListener(type, run, { capture: true });
  }
  return () => {
    done = true;
    stop();
  };
}

/**
 * Whether a press is under way (a pointer or key down, not yet released): swapping the markup
 * then would take the element the press began on away before its click, and the browser would
 * send the click to the parent instead. Swaps wait for the release, and one task more (the click
 * comes in the task of the release).
 */
let pressing = false;
const afterPress: Array<() => void> = [];
let tracking = false;

function trackPresses() {
  if (tracking) return;
  tracking = true;
  const down = () => {
    pressing = true;
  };
  const up = () =>
    window.setTimeout(() => {
      pressing = false;
      for (const run of afterPress.splice(0)) run();
    }, 0);
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, down, { capture: true, passive: true });
  for (const type of ['pointerup', 'pointercancel', 'keyup']) document.addEventListener(type, up, { capture: true, passive: true });
}

function whenNotPressing(run: () => void) {
  if (pressing) afterPress.push(run);
  else run();
}

/** What a late island's span is given as its HTML while it keeps the server's markup: nothing, so nothing is written. */
const KEEP_SERVER_MARKUP = { __html: '' };

/** The controls of an island, in document order: how a control of the server markup finds its twin. */
export const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]';

function controlIndex(root: Element, target: EventTarget | null): number {
  if (!(target instanceof Element)) return -1;
  const control = target.closest(CONTROLS);
  return control && root.contains(control) ? [...root.querySelectorAll(CONTROLS)].indexOf(control) : -1;
}

/**
 * Runs once the island has replaced the server markup (its effects run after the island's own):
 * `onCommit` in the commit itself, before the browser handles the next key or click, and `onMount`
 * with the passive effects.
 */
function Mounted({ onCommit, onMount }: { onCommit: () => void; onMount: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * A client island whose code loads after the page is interactive (issue 16): the server renders
 * `children`, the island's markup as a shopper first sees it (the guest's account link, a cart of
 * 0, an unpressed heart), with no client code; at the shopper's first key, tap or focus (or once
 * the browser is idle, when this browser keeps a sign-in, cart or compare list the island would
 * show: whenShopperNeedsIt), the island's own chunk loads and takes the place of that markup (the same
 * markup, so nothing moves). A click on the server markup before then is replayed on the island's
 * twin control, and the focus stays on the twin of the control that had it, so neither a click nor
 * the keyboard position is lost; what the shopper changed in the markup's fields (a value typed or
 * chosen, a box ticked, a strip scrolled) is carried over to their twins before the island's own
 * effects run. So a catalogue page the shopper only reads does not download or
 * parse the cart, account and wish list code before it responds.
 *
 * The swap waits while a pointer or key is down (see `pressing`), so a press that began on the server
 * markup ends on it and its click is not lost.
 *
 * The island renders inside a QueryScope (the store view's query client, loaded with it).
 *
 * A cached page's payload has no `children` for its late islands, but `markupInDocument`
 * (lib/cache/late-island-payload.mjs): the document shows that markup, and hydration does not read
 * it. An island rendered anew, not
 * hydrated (the router renders the page the shopper landed on again from that payload when they
 * come back to it; Next's not-found page renders its layout in the browser), renders its code at
 * once if it is loaded (the shopper's first touch or key loaded it), its `children` if it has them,
 * and else loads its code at once; if that fails, the page's payload is fetched again, which has
 * the markup (components/app/missing-markup.ts).
 *
 * The wrapper is a `display: contents` span: no box of its own, so the layout is the parent's.
 * `load` must be a literal `() => import(...)` in a client module, so the bundler gives the island
 * a chunk of its own.
 */
export function lateIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P & SwapProps>> | undefined;
  /** The island once its code is here: an island rendered anew after that renders it at once. */
  let arrived: ComponentType<P & SwapProps> | undefined;

  function LateIsland({
    children,
    markupInDocument = false,
    ...props
  }: P & {
    children?: ReactNode;
    /** Set by the cache handlers in a cached page's payload, which has no `children` (lib/cache/late-island-payload.mjs). */
    markupInDocument?: boolean;
  }) {
    // A function in state must be set through an updater.
    const [Island, setIsland] = useState<ComponentType<P & SwapProps> | null>(null);
    const root = useRef<HTMLSpanElement>(null);
    /** The control clicked before the island was there, by its index. */
    const pendingClick = useRef(-1);
    /** The control focused when the island replaced the markup, by its index. */
    const focused = useRef(-1);
    /** Whether the island has replaced the server markup: from then on it handles its own events. */
    const loaded = useRef(false);
    const started = useRef(false);
    /**
     * Whether the server's markup is left to the browser, unhydrated, until the island takes its
     * place: on the client from the first render. Its elements need nothing of React before the swap
     * (they have no handlers: the span's capture handlers catch their clicks and focus), so React
     * hydrates the span alone instead of every element and field inside (issue 16: a product page's
     * purchase parts are some 150 elements and 20 fields, each field with a listener of its own). A
     * client render that is not a hydration (a page reached by a client-side navigation) finds the
     * span empty, and renders the markup before the browser paints (below).
     */
    const [serverMarkupKept, setServerMarkupKept] = useState(() => typeof window !== 'undefined');
    /** Whether this island's markup is in the document only: rendered anew, it has none to show but its code's. */
    const markupless = useRef(false);
    markupless.current = markupInDocument && children === undefined;

    const start = useCallback(() => {
      if (started.current) return;
      started.current = true;
      trackPresses();
      // With what the swap needs (components/app/island-swap.tsx): the island's query scope and the
      // carrying over of what the shopper changed in the server markup.
      loading ??= Promise.all([load(), import('./island-swap')]).then(([Island, { swapIn }]) => (arrived = swapIn(Island)));
      loading.then(
        (component) => whenNotPressing(() => setIsland(() => component)),
        (error: unknown) => {
          console.error('A late island could not load; its server markup stays:', error);
          if (markupless.current && !root.current?.hasChildNodes()) markupMissing();
        },
      );
    }, []);

    useLayoutEffect(() => {
      if (!serverMarkupKept || !root.current || root.current.hasChildNodes()) return;
      // Rendered anew, not hydrated: before the browser paints, the island itself if its code is
      // here, else its markup, else (a cached page's payload has none) its code as soon as it loads.
      setServerMarkupKept(false);
      if (arrived) {
        started.current = true;
        const component = arrived;
        setIsland(() => component);
      } else if (markupless.current) start();
    }, [serverMarkupKept, start]);

    useEffect(() => {
      trackPresses();
      return whenShopperNeedsIt(start);
    }, [start]);

    // The focus moves to the twin in the commit that removed the focused control: with the passive
    // effects, a key pressed in between (they can come a frame or more later on a slow phone) would
    // land on the page's body and be lost.
    const keepFocus = useCallback(() => {
      loaded.current = true;
      const focusTarget = root.current?.querySelectorAll<HTMLElement>(CONTROLS)[focused.current];
      if (focusTarget && (document.activeElement === document.body || !document.activeElement)) focusTarget.focus();
    }, []);

    const replay = useCallback(() => {
      const clickTarget = root.current?.querySelectorAll<HTMLElement>(CONTROLS)[pendingClick.current];
      pendingClick.current = -1;
      clickTarget?.click();
    }, []);

    function onClickCapture(event: MouseEvent<HTMLSpanElement>) {
      if (!root.current || loaded.current) return;
      const index = controlIndex(root.current, event.target);
      if (index < 0) return;
      start();
      // A box or radio button ticks as the shopper expects; the island takes the tick over (island-swap.tsx).
      if (/^(checkbox|radio)$/.test((event.target as HTMLInputElement).type)) return;
      // The server markup has no handlers yet: the island does it once it is there.
      event.preventDefault();
      pendingClick.current = index;
    }

    function onFocusCapture(event: FocusEvent<HTMLSpanElement>) {
      if (root.current && !loaded.current) focused.current = controlIndex(root.current, event.target);
    }

    if (!Island && serverMarkupKept)
      return (
        // An element whose content is set as HTML is hydrated without its content, which React leaves as the server wrote it.
        <span
          ref={root}
          style={{ display: 'contents' }}
          onClickCapture={onClickCapture}
          onFocusCapture={onFocusCapture}
          dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
          suppressHydrationWarning
        />
      );
    return (
      <span ref={root} style={{ display: 'contents' }} onClickCapture={onClickCapture} onFocusCapture={onFocusCapture}>
        {Island ? (
          <>
            <Island {...(props as P)} markup={root} />
            <Mounted onCommit={keepFocus} onMount={replay} />
          </>
        ) : (
          children
        )}
      </span>
    );
  }
  return LateIsland;
}
