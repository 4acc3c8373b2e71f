import type { ReactNode } from 'react';
import { staticMarkup } from '@/lib/html/static-markup';

/**
 * A `<div>` holding server-rendered markup that never changes in the browser, written as HTML
 * (lib/html/static-markup.ts): React hydrates the `<div>` and keeps no fiber for anything inside.
 * Only for server components, with host elements and plain function components inside.
 */
export function StaticHtml({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: staticMarkup(children) }} />;
}
