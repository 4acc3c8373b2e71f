'use client';

import { useLayoutEffect, useRef } from 'react';
import { markupMissing } from '@/components/app/missing-markup';

/**
 * The element of a `<StaticHtml>` part (./StaticHtml.tsx), holding server-rendered markup that never
 * changes in the browser. React hydrates the element and keeps no fiber for anything inside.
 *
 * A cached page's document carries no second copy of that markup in its RSC payload
 * (lib/cache/static-html-payload.mjs): there `staticMarkup` is "", and the element keeps what the
 * server wrote. The router may render the part anew from that payload (a client navigation back
 * to the page the shopper landed on), and React may render the page again after a hydration
 * error: a new element then takes its markup from the server's element, found by the hash of its
 * markup (`data-static-markup`). A part that finds none has the page's payload fetched again
 * (components/app/missing-markup.ts).
 */

/** The attribute that names a part's hash in the document, so that a part can find the server's element. */
const KEY_ATTRIBUTE = 'data-static-markup';

/** The parts' elements in the document, by hash: read the first time a part has no markup of its own, and again for a hash not in it. */
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
  /** The server's element for this part when the payload has no markup (see `serverElement`): read while it is still in the document. */
  const served = useRef<Element | undefined>(undefined);
  if (!staticMarkup && served.current === undefined) served.current = serverElement(staticMarkupKey);

  useLayoutEffect(() => {
    const current = element.current;
    if (!current || staticMarkup) return;
    // Hydrated, the element is the server's. Rendered anew (a navigation back, or a render after a
    // hydration error), it is empty, and takes the server's element's inside, which React leaves to
    // an element it takes away.
    const source = served.current;
    if (!current.hasChildNodes() && source && source !== current) current.innerHTML = source.innerHTML;
    if (!current.hasChildNodes()) markupMissing();
  }, [staticMarkup, staticMarkupKey]);

  return (
    <Tag
      ref={element as never}
      className={className}
      {...{ [KEY_ATTRIBUTE]: staticMarkupKey }}
      dangerouslySetInnerHTML={{ __html: staticMarkup }}
      // A cached document's payload has "" where the element has the server's markup.
      suppressHydrationWarning
    />
  );
}
