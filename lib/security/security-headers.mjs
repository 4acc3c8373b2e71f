/**
 * Security headers on every response of the storefront (issue 5 "Security"), set by next.config.mjs.
 * The Content-Security-Policy is not here: the middleware sets it (lib/security/content-security-policy.ts),
 * because personal pages get a per-request nonce and catalogue pages a policy that lets them stay cached.
 *
 * The Lighthouse benchmark's bare page (bench/bare-next) is also served with these headers, so that
 * the shop is measured against a page under the same policy: `Cross-Origin-Opener-Policy:
 * same-origin` alone makes Chromium start the page in a new renderer process when it is opened from
 * another browsing context group, as Lighthouse's about:blank is (README "Performance").
 *
 * @param {{ production: boolean }} options HSTS only once served in production.
 * @returns {Array<{ key: string, value: string }>}
 */
export function securityHeaders({ production }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The camera for step 5's virtual try-on, on this site only.
    { key: 'Permissions-Policy', value: 'camera=(self), geolocation=(), microphone=()' },
    // A page opened from another site gets no handle on it, nor it on the opener (window.opener).
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // HTTPS only once served in production (browsers ignore it on plain http://localhost).
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
