/**
 * The sandbox's own pages and API, outside /rest (they stand in for a payment provider's site):
 *
 *   POST /sandbox/card/tokenize  JSON { number, expiry: "MM/YY", cvc, holder } → 200 { nonce } | 400 { message }
 *        Plain JSON without CORS: the storefront calls it from its own server or a same-origin proxy.
 *   GET  /sandbox/{3ds|paypal|adyen}/{token}   the provider page (HTML)
 *   POST /sandbox/{3ds|paypal|adyen}/{token}   form `result=success|failure|cancel` → 303 to the storefront
 *   GET  /sandbox/paypal-express/{token}   PayPal Express's approval page (paypal-express.ts)
 *   POST /sandbox/paypal-express/{token}   form `result=approve|cancel` → 303 to the shop's return or cancel URL
 *
 * Every page says SANDBOX — no real payment, so nobody mistakes it for a live checkout.
 */
import type { BackendServices } from '../../../graphql/context';
import { escapeHtml } from '../confirmation-email';
import { CardValidationError, tokenizeCard, type CardInput } from './card';
import { FLOWS, pendingFlow, readPageToken, returnUrl, type PaymentResult, type RedirectFlow } from './payments';
import { isPaypalExpressToken, paypalExpressOutcome } from './paypal-express';

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const json = (status: number, body: unknown): SandboxResponse => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  body: JSON.stringify(body),
});

const BUTTONS: Record<PaymentResult, Record<RedirectFlow | 'default', string>> = {
  success: { three_d_secure: 'Authenticate', paypal: 'Pay', adyen: 'Pay', default: 'Pay' },
  failure: { three_d_secure: 'Fail', paypal: 'Fail', adyen: 'Fail', default: 'Fail' },
  cancel: { three_d_secure: 'Cancel', paypal: 'Cancel', adyen: 'Cancel', default: 'Cancel' },
};

/** A sandbox page: plainly marked SANDBOX (the banner says what is not real), never indexed or cached. */
export function html(status: number, title: string, content: string, banner = 'SANDBOX — no real payment'): SandboxResponse {
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} — SANDBOX</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}
.banner{background:#ffd400;color:#000;border:2px solid #000;padding:.75rem;font-weight:700;text-align:center}
form{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border:2px solid #000;background:#fff;cursor:pointer}
button[value=success]{background:#000;color:#fff}button:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}</style>
</head>
<body>
<p class="banner" role="note">${escapeHtml(banner)}</p>
<main>
${content}
</main>
</body>
</html>`;
  return { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }, body };
}

function providerPage(services: BackendServices, flow: RedirectFlow, token: string): SandboxResponse {
  const page = readPageToken(services, token);
  if (!page || page.flow !== flow)
    return html(404, 'Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
  const { order } = page;
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: order.order_currency_code }).format(order.grand_total);
  const title = `${FLOWS[flow].title} (sandbox)`;
  if (!pendingFlow(services, order)) {
    return html(
      200,
      title,
      `<h1>${escapeHtml(title)}</h1><p>Order ${escapeHtml(order.increment_id)} is no longer waiting for a payment.</p>`,
    );
  }
  const buttons = FLOWS[flow].results
    .map((result) => `<button type="submit" name="result" value="${result}">${BUTTONS[result][flow]}</button>`)
    .join('\n');
  return html(
    200,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>Order <strong>${escapeHtml(order.increment_id)}</strong>: <strong>${escapeHtml(amount)}</strong></p>
<p>Choose what this sandbox provider answers. You will be sent back to the shop.</p>
<form method="post" aria-label="Sandbox payment outcome">
${buttons}
</form>`,
  );
}

function choose(services: BackendServices, flow: RedirectFlow, token: string, form: URLSearchParams): SandboxResponse {
  const page = readPageToken(services, token);
  if (!page || page.flow !== flow)
    return html(404, 'Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
  const result = form.get('result') as PaymentResult | null;
  if (!result || !FLOWS[flow].results.includes(result))
    return html(400, 'Choose an outcome', '<h1>Choose an outcome</h1><p>Go back and press one of the buttons.</p>');
  return { status: 303, headers: { Location: returnUrl(services, page.order, flow, result), 'Cache-Control': 'no-store' }, body: '' };
}

const EXPRESS_NOT_FOUND = () => html(404, 'Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');

/** PayPal Express's sandbox page: the buyer approves the payment (back to the shop with a PayerID) or cancels. */
function expressPage(services: BackendServices, token: string): SandboxResponse {
  if (!isPaypalExpressToken(services, token)) return EXPRESS_NOT_FOUND();
  return html(
    200,
    'PayPal Express Checkout (sandbox)',
    `<h1>PayPal Express Checkout (sandbox)</h1>
<p>Approve paying for your cart with this sandbox PayPal account, or cancel. You will be sent back to the shop, which places the order.</p>
<form method="post" aria-label="Sandbox PayPal approval">
<button type="submit" name="result" value="approve">Approve</button>
<button type="submit" name="result" value="cancel">Cancel</button>
</form>`,
  );
}

function expressChoose(services: BackendServices, token: string, form: URLSearchParams): SandboxResponse {
  if (!isPaypalExpressToken(services, token)) return EXPRESS_NOT_FOUND();
  const location = paypalExpressOutcome(services, token, form.get('result'));
  if (!location) return html(400, 'Choose an outcome', '<h1>Choose an outcome</h1><p>Go back and press one of the buttons.</p>');
  return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' }, body: '' };
}

function tokenize(services: BackendServices, text: string): SandboxResponse {
  let input: unknown;
  try {
    input = text.trim() ? JSON.parse(text) : {};
  } catch {
    return json(400, { message: 'The request body must be JSON: { number, expiry, cvc, holder }.' });
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return json(400, { message: 'The request body must be a JSON object.' });
  try {
    return json(200, { nonce: tokenizeCard(services.db, input as CardInput) });
  } catch (error) {
    if (error instanceof CardValidationError) return json(400, { message: error.message });
    throw error;
  }
}

/** Answers a /sandbox request, or null when the path is not the sandbox's. */
export async function handleSandbox(
  services: BackendServices,
  method: string,
  url: URL,
  readBody: () => Promise<string>,
): Promise<SandboxResponse | null> {
  if (url.pathname === '/sandbox/card/tokenize') {
    return method === 'POST' ? tokenize(services, await readBody()) : json(405, { message: 'Method not allowed' });
  }
  const express = /^\/sandbox\/paypal-express\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(url.pathname);
  if (express) {
    if (method === 'GET' || method === 'HEAD') return expressPage(services, express[1]);
    if (method === 'POST') return expressChoose(services, express[1], new URLSearchParams(await readBody()));
    return json(405, { message: 'Method not allowed' });
  }
  const match = /^\/sandbox\/(3ds|paypal|adyen)\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(url.pathname);
  if (!match) return null;
  const flow = (Object.keys(FLOWS) as RedirectFlow[]).find((f) => FLOWS[f].page === match[1])!;
  if (method === 'GET' || method === 'HEAD') return providerPage(services, flow, match[2]);
  if (method === 'POST') return choose(services, flow, match[2], new URLSearchParams(await readBody()));
  return json(405, { message: 'Method not allowed' });
}
