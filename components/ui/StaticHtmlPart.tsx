'use client';

import { useLayoutEffect, useRef } from 'react';

/**
 * The element of a `<StaticHtml>` part (./StaticHtml.tsx), holding server-rendered markup that never
 * changes in the browser. React hydrates the element and keeps no fiber for anything inside.
 *
 * A cached page's document carries no second copy of that markup in its RSC payload
 * (lib/cache/static-html-payload.mjs): there `staticMarkup` is "", and the element keeps what the
 * server wrote. The router may render the part anew from that payload (a client navigation back
 * to the page the shopper landed on), so each hydrated part is kept here by the hash of its
 * markup, and a new element takes its markup from the kept one; React may also render the page
 * again after a hydration error, and a part then takes it from the server's element.
 */

/** The hydrated parts whose payload had no markup, by the hash of their markup. */
const kept = new Map<string, Element>();

/** The attribute that names a part's hash in the document, so that a part can find the server's element. */
const KEY_ATTRIBUTE = 'data-static-markup';

/** The parts' elements in the document, by hash: read once, the first time a part has no markup of its own. */
let inDocument: Map<string, Element> | undefined;

/**
 * The element the server wrote for a part, while it is still in the document: at hydration, and
 * when React renders the page again after a hydration error (it renders before it takes the
 * server's elements away).
 */
function serverElement(key: string): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!inDocument?.has(key))
    inDocument = new Map([...document.querySelectorAll(`[${KEY_ATTRIBUTE}]`)].map((element) => [element.getAttribute(KEY_ATTRIBUTE)!, element]));
  return inDocument.get(key);
}

/** Who is told when a part has no markup to show (see `onMissingMarkup`). */
const listeners = new Set<() => void>();
/** Whether a part had no markup to show before anyone listened (told to the first listener). */
let unheard = false;
let told = false;

/** Tells the listeners, once in the life of the page (a refresh that cannot help must not be asked for again). */
function markupMissing() {
  if (told) return;
  told = true;
  queueMicrotask(() => {
    if (listeners.size === 0) unheard = true;
    for (const listener of listeners) listener();
  });
}

/**
 * Runs `listener` when a part has no markup to show: rendered anew from the document's payload
 * when neither a hydrated element nor the server's is there to take it from (a part the page had
 * left to the browser, inside a late island's server markup). The app refreshes the page's payload then
 * (components/app/NavigationController.tsx), which brings every part's markup. Returns the
 * unsubscribe.
 */
export function onMissingMarkup(listener: () => void): () => void {
  listeners.add(listener);
  if (unheard) {
    unheard = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}

export function StaticHtmlPart({
  as: Tag = 'div',
  className,
  staticMarkup,
  staticMarkupKey,
}: {
  as?: 'div' | 'footer' | 'ul';
  className?: string;
  /** The markup, as HTML; "" in a cached document's payload, whose element already has it. */
  staticMarkup: string;
  /** The hash of the markup (not of ""). */
  staticMarkupKey: string;
}) {
  const element = useRef<HTMLElement>(null);
  // What this element was first rendered with when the payload had no markup: "" when it was
  // hydrated (React does not compare an element's HTML), so the kept markup is read only for a new
  // element, and a later render of a hydrated one changes nothing.
  const first = useRef<string | null>(null);
  /** The server's element for this part, when nothing was kept (see `serverElement`). */
  const served = useRef<Element | undefined>(undefined);
  if (first.current === null) {
    const hydrated = staticMarkup ? undefined : kept.get(staticMarkupKey);
    first.current = hydrated?.innerHTML ?? '';
    if (!staticMarkup && !hydrated) served.current = serverElement(staticMarkupKey);
  }
  const markup = staticMarkup || first.current;

  useLayoutEffect(() => {
    const current = element.current;
    if (!current || staticMarkup) return;
    // A render after a hydration error: the server's element is gone from the page, not its inside.
    const source = served.current;
    if (!current.hasChildNodes() && source && source !== current) current.innerHTML = source.innerHTML;
    if (current.hasChildNodes()) kept.set(staticMarkupKey, current);
    else markupMissing();
  }, [staticMarkup, staticMarkupKey]);

  return (
    <Tag
      ref={element as never}
      className={className}
      {...{ [KEY_ATTRIBUTE]: staticMarkupKey }}
      dangerouslySetInnerHTML={{ __html: markup }}
      // A cached document's payload has "" where the element has the server's markup.
      suppressHydrationWarning
    />
  );
}
