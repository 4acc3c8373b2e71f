import { z } from 'zod';

/**
 * Zod 4 compiles fast validators with `new Function` when it can, and finds out by trying once.
 * The shop's Content-Security-Policy forbids eval (next.config.mjs), so in the browser that probe
 * is a CSP violation report on the first form submitted. Jitless validation is what zod falls back
 * to anyway: say so up front. Imported once by the client root (components/app/AppProviders).
 */
z.config({ jitless: true });
