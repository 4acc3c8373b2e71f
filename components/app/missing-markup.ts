/*
 * A part of a cached page that has no markup to show (issue 16). The cache handlers store a page
 * whose RSC payload leaves out what its document already shows (lib/cache/cached-page.mjs): the
 * static parts' markup (components/ui/StaticHtmlPart.tsx) and the late islands' server markup
 * (components/app/LateIsland.tsx). When the router renders such a part anew from that payload and
 * the part can find its markup nowhere else, it says so here, and the app fetches the page's
 * payload again (components/app/NavigationController.tsx: `router.refresh()`), which has it all.
 */

/** Who is told when a part has no markup to show (see `onMissingMarkup`). */
const listeners = new Set<() => void>();
/** Whether a part had no markup to show before anyone listened (told to the first listener). */
let unheard = false;
let told = false;

/** Tells the listeners, once in the life of the page (a refresh that cannot help must not be asked for again). */
export function markupMissing() {
  if (told) return;
  told = true;
  queueMicrotask(() => {
    if (listeners.size === 0) unheard = true;
    for (const listener of listeners) listener();
  });
}

/** Runs `listener` when a part has no markup to show (see `markupMissing`). Returns the unsubscribe. */
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
