import { config } from 'zod/mini';

/**
 * Zod 4 can compile fast validators with `new Function`, and finds out whether it may by trying
 * once; the shop's Content-Security-Policy forbids eval, so in the browser that probe would be a
 * CSP violation on the first form submitted. The browser's schemas are `zod/mini`'s, whose objects
 * never compile; jitless makes sure no path of zod's tries it either (it is what zod falls back to
 * anyway). Every module that defines a schema imports this first. (Not in the app's root: zod loads
 * only with the pages whose forms need it.)
 *
 * The browser's schemas come from `zod/mini`, never from `zod` (scripts/import-graph.ts fails on a
 * client module that reaches it): classic zod puts every method on every schema and loads its
 * English messages, ~14 KiB gzip more on every page with a form. Mini loads no messages, so every rule
 * carries its own translated one (a rule without would say "Invalid input").
 */
config({ jitless: true });
