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
 * markup, and a new element takes its markup from the kept one.
 */

/** The hydrated parts whose payload had no markup, by the hash of their markup. */
const kept = new Map<string, Element>();

/** Who is told when a part has no markup to show (see `onMissingMarkup`). */
const listeners = new Set<() => void>();
/** Whether a part had no markup to show before anyone listened (told to the first listener). */
let unheard = false;
let telling = false;

/** Tells the listeners once for every part found empty in one commit. */
function markupMissing() {
  if (telling) return;
  telling = true;
  queueMicrotask(() => {
    telling = false;
    if (listeners.size === 0) unheard = true;
    for (const listener of listeners) listener();
  });
}

/**
 * Runs `listener` when a part has no markup to show: rendered anew from the document's payload
 * without having been hydrated (React rendering part of the page again after a hydration error,
 * or a part the page had left to the browser). The app refreshes the page's payload then
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
  first.current ??= staticMarkup ? '' : (kept.get(staticMarkupKey)?.innerHTML ?? '');
  const markup = staticMarkup || first.current;

  useLayoutEffect(() => {
    const current = element.current;
    if (!current || staticMarkup) return;
    if (current.hasChildNodes()) kept.set(staticMarkupKey, current);
    else markupMissing();
  }, [staticMarkup, staticMarkupKey]);

  return (
    <Tag
      ref={element as never}
      className={className}
      dangerouslySetInnerHTML={{ __html: markup }}
      // A cached document's payload has "" where the element has the server's markup.
      suppressHydrationWarning
    />
  );
}
