'use client';

import { lazy, type ComponentType } from 'react';

/**
 * A client island rendered on the server with the page but whose code is not in the page's first
 * load (issue 16): React.lazy, whose chunk the bundler splits off. `load` must be a literal
 * `() => import(...)` (or a function returning one). Unlike `lateIsland`
 * (components/app/LateIsland.tsx), the island renders on the server itself, so its markup needs no
 * second copy; unlike next/dynamic, it adds no runtime to the first load.
 *
 * No Suspense boundary of its own: on the server the page waits for the island and writes its
 * markup in place (a boundary would let the island's markup be streamed after the page, hidden
 * until a script shows it, so a reader without JavaScript would never see it); in the browser,
 * hydration waits for the chunk, which `startWhenShown` fetches while the page's own code starts,
 * so a click is never sent to markup React has not hydrated while the rest of the page works.
 */
export function deferredIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Island = lazy(async () => ({ default: await load() }));
  function DeferredIsland(props: P) {
    return <Island {...props} />;
  }
  return DeferredIsland;
}

/**
 * Starts loading an island's chunk as soon as this module runs. In the browser (while the page's
 * own code starts, before hydration) only when the server's markup carries `data-islands="… name …"`:
 * hydration does not wait for it long, and other pages of the route do not fetch it. On the server always, so the first render already has the island's code
 * and writes its markup in place rather than streaming it after the page (which would need
 * JavaScript to show).
 */
export function startWhenShown(name: string, load: () => Promise<unknown>): void {
  const shown = typeof document === 'undefined' || document.querySelector(`[data-islands~="${name}"]`) !== null;
  if (shown) load().catch(() => undefined);
}

let loading: Promise<typeof import('./product-islands')> | undefined;
/** The product page's islands whose code can come after the page's, in one chunk (product-islands.ts). */
const islands = () => (loading ??= import('./product-islands'));
startWhenShown('product', islands);

export const SelectedGallery = deferredIsland(() => islands().then((module) => module.SelectedGallery));
export const SelectedPriceAndStock = deferredIsland(() => islands().then((module) => module.SelectedPriceAndStock));
export const SelectedSizeDetails = deferredIsland(() => islands().then((module) => module.SelectedSizeDetails));
export const VariantPicker = deferredIsland(() => islands().then((module) => module.VariantPicker));
export const NotifyMeLinks = deferredIsland(() => islands().then((module) => module.NotifyMeLinks));
export const ChooseLensesLink = deferredIsland(() => islands().then((module) => module.ChooseLensesLink));
export const WriteReviewForm = deferredIsland(() => islands().then((module) => module.WriteReviewForm));
