import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { staticMarkup } from '@/lib/html/static-markup';
import { StaticHtmlPart } from './StaticHtmlPart';

/**
 * An element holding server-rendered markup that never changes in the browser, written as HTML
 * (lib/html/static-markup.ts): React hydrates the element and keeps no fiber for anything inside.
 * Only for server components, with host elements and plain function components inside.
 *
 * The element is `<StaticHtmlPart>`'s, so that a cached page's payload need not carry the markup a
 * second time (lib/cache/static-html-payload.mjs).
 */
export function StaticHtml({
  as = 'div',
  className,
  children,
}: {
  as?: 'div' | 'footer' | 'ul';
  className?: string;
  children: ReactNode;
}) {
  const markup = staticMarkup(children);
  if (!markup) {
    const Tag = as;
    return <Tag className={className} />;
  }
  const key = createHash('sha256').update(markup).digest('base64url').slice(0, 12);
  return <StaticHtmlPart as={as} className={className} staticMarkup={markup} staticMarkupKey={key} />;
}
