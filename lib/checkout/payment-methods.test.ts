import { POST } from '@/app/api/checkout/unrenderable-payment-methods/route';
import { RENDERABLE_PAYMENT_METHODS, logUnrenderablePaymentMethods } from './payment-methods';

describe('payment methods the checkout renders', () => {
  it('renders Magento Open Source’s offline methods and the sandboxes', () => {
    for (const code of ['checkmo', 'banktransfer', 'cashondelivery', 'purchaseorder', 'free', 'sandbox_card', 'sandbox_paypal', 'sandbox_adyen']) {
      expect(RENDERABLE_PAYMENT_METHODS.has(code)).toBe(true);
    }
    expect(RENDERABLE_PAYMENT_METHODS.has('braintree')).toBe(false);
  });

  it('logs a method it cannot render once per server, never a renderable or malformed one', () => {
    const log = jest.fn();
    expect(logUnrenderablePaymentMethods(['braintree', 'checkmo', 'braintree', '<script>'], log)).toEqual(['braintree']);
    expect(logUnrenderablePaymentMethods(['braintree', 'klarna_kp'], log)).toEqual(['klarna_kp']);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0][0]).toContain('"braintree"');
  });

  it('takes the browser’s report over POST from this site only', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const report = (body: string, origin = 'http://localhost:3000') =>
      POST(new Request('http://localhost:3000/api/checkout/unrenderable-payment-methods', { method: 'POST', body, headers: { origin, host: 'localhost:3000', 'content-type': 'application/json' } }));
    expect((await report(JSON.stringify({ codes: ['adyen_cc'] }))).status).toBe(204);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"adyen_cc"'));
    expect((await report('not json')).status).toBe(204);
    expect((await report(JSON.stringify({ codes: ['stripe'] }), 'https://evil.example')).status).toBe(403);
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('"stripe"'));
    warn.mockRestore();
  });
});
