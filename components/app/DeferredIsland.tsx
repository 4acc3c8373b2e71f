'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react';

/** The controls whose click does something (submit a form, run a handler): held until the island is there. */
const ACTIONS = 'button, input[type="submit"], input[type="image"]';

/** Runs once the island has hydrated (it sits in the island's Suspense boundary). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A client island rendered on the server with the page but whose code is not in the page's first
 * load (issue 16): React.lazy in a Suspense boundary, which keeps the server's markup until the
 * code has arrived and then hydrates it. `load` must be a literal `() => import(...)` (or a
 * function returning one) so the bundler gives the island a chunk of its own. Unlike
 * `lateIsland` (components/app/LateIsland.tsx), the island renders on the server itself, so its
 * markup needs no second copy; unlike next/dynamic, it adds no runtime to the first load.
 *
 * React drops a click on markup it has not hydrated yet (and the browser would submit the form
 * natively): a click on a button of the island before its code is there is held and replayed on
 * the same button once it is. Fields keep what the shopper typed or chose, as the server's markup
 * is hydrated in place (an island with uncontrolled fields reads them when it needs them).
 *
 * Only for islands that need JavaScript anyway (a form sent by script): the server may write a
 * Suspense boundary's markup after the rest of the page, hidden until an inline script shows it,
 * so a reader without JavaScript would not see it. Without the boundary the markup stays in place
 * but the whole page's hydration waits for the chunk, and an early click elsewhere is lost.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Island = lazy(async () => ({ default: await load() }));
  function DeferredIsland(props: P) {
    const root = useRef<HTMLSpanElement>(null);
    const hydrated = useRef(false);
    /** The button clicked before the island was there, by its index among the island's buttons. */
    const held = useRef(-1);

    useEffect(() => {
      // On the window, before React's own listener on the document, which stops a click it cannot deliver.
      const hold = (event: MouseEvent) => {
        const element = root.current;
        if (hydrated.current || !element || !(event.target instanceof Element)) return;
        const button = event.target.closest(ACTIONS);
        if (!button || !element.contains(button)) return;
        event.preventDefault();
        held.current = [...element.querySelectorAll(ACTIONS)].indexOf(button);
      };
      window.addEventListener('click', hold, true);
      return () => window.removeEventListener('click', hold, true);
    }, []);

    const onHydrated = useCallback(() => {
      hydrated.current = true;
      const button = root.current?.querySelectorAll<HTMLElement>(ACTIONS)[held.current];
      held.current = -1;
      button?.click();
    }, []);

    return (
      <span ref={root} style={{ display: 'contents' }}>
        <Suspense>
          <Island {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </span>
    );
  }
  return DeferredIsland;
}

/**
 * Starts loading an island's chunk as soon as this module runs. In the browser (while the page's
 * own code starts, before hydration) only when the server's markup carries `data-islands="… name …"`:
 * the chunk is then usually there before hydration reaches the island, and other pages of the
 * route do not fetch it. On the server always, so the first render already has the island's code.
 */
export function startWhenShown(name: string, load: () => Promise<unknown>): void {
  const shown = typeof document === 'undefined' || document.querySelector(`[data-islands~="${name}"]`) !== null;
  if (shown) load().catch(() => undefined);
}
