// @ts-check
/**
 * The page's "ready" signal: `<html data-client-navigation="ready">`, set once the page's code runs
 * and its shop links are client navigations (components/app/NavigationController.tsx). The cached
 * pages' inline loader makes kept presses again when it appears (lib/cache/late-scripts.mjs), and
 * browser tests wait for it. Plain JavaScript: the cache handlers load it without a compiler.
 */
export const READY_ATTRIBUTE = 'data-client-navigation';
export const READY_VALUE = 'ready';

/**
 * Set on `window` (to `true`) by the cached pages' inline loader at the shopper's first touch, key
 * or focus, watched from the start of the page, before its code is there
 * (lib/cache/late-scripts.mjs). The late islands load at the shopper's first interaction; one that
 * came before they could listen (before or while React hydrates) makes them load as soon as they
 * are there (components/app/LateIsland.tsx).
 */
export const SHOPPER_INTERACTED = '__shopperInteracted';

/**
 * The shopper's first sign of life, for the loader and the late islands alike: an island loads at
 * once then, whatever the idle state.
 */
export const SHOPPER_INTERACTIONS = /** @type {const} */ (['pointerdown', 'keydown', 'focusin', 'touchstart']);
