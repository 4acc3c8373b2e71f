// @ts-check
/**
 * The page's "ready" signal: `<html data-client-navigation="ready">`, set once the page's code runs
 * and its shop links are client navigations (components/app/NavigationController.tsx). The cached
 * pages' inline loader makes kept presses again when it appears (lib/cache/late-scripts.mjs), and
 * browser tests wait for it. Plain JavaScript: the cache handlers load it without a compiler.
 */
export const READY_ATTRIBUTE = 'data-client-navigation';
export const READY_VALUE = 'ready';
