import { config } from 'zod';

/**
 * Zod 4 compiles fast validators with `new Function` when it can, and finds out by trying once;
 * the shop's Content-Security-Policy forbids eval, so in the browser that probe is a CSP violation
 * on the first form submitted. Jitless validation is what zod falls back to anyway: every module
 * that defines a schema imports this first. (Not in the app's root: zod loads only with the pages
 * whose forms need it.)
 */
config({ jitless: true });
