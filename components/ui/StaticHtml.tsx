import type { ReactNode } from 'react';
import { staticMarkup } from '@/lib/html/static-markup';

/**
 * An element holding server-rendered markup that never changes in the browser, written as HTML
 * (lib/html/static-markup.ts): React hydrates the element and keeps no fiber for anything inside.
 * Only for server components, with host elements and plain function components inside.
 */
export function StaticHtml({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: 'div' | 'footer' | 'ul';
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: staticMarkup(children) }} />;
}
