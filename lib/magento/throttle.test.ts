import { MagentoGraphQlError, MagentoServerError } from './errors';
import { MagentoRestError, retryAfterSecondsOf } from './rest';
import { throttleWaitMinutes, throttleWaitSeconds } from './throttle';

const rest = (status: number, retryAfterSeconds?: number) =>
  new MagentoRestError({ method: 'POST', url: '/rest/uk/V1/prescriptions/uploads', status, statusText: '', retryAfterSeconds });

describe('throttleWaitSeconds', () => {
  it('reads the wait of a throttled GraphQL request from extensions.retry_after', () => {
    const throttled = new MagentoGraphQlError([
      { message: 'Too many attempts. Please try again in 3 minutes.', extensions: { category: 'graphql-input', retry_after: 150 } },
    ]);
    expect(throttleWaitSeconds(throttled)).toBe(150);
    expect(
      throttleWaitSeconds(
        new MagentoServerError({ status: 400, statusText: '', errors: [{ message: 'x', extensions: { retry_after: 30 } }] }),
      ),
    ).toBe(30);
  });

  it('reads a REST 429 with its Retry-After, or a minute without one', () => {
    expect(throttleWaitSeconds(rest(429, 90))).toBe(90);
    expect(throttleWaitSeconds(rest(429))).toBe(60);
    expect(retryAfterSecondsOf('120')).toBe(120);
    expect(retryAfterSecondsOf('Wed, 21 Oct 2015 07:28:00 GMT')).toBeUndefined();
  });

  it('is null for every other error', () => {
    expect(throttleWaitSeconds(rest(400))).toBeNull();
    expect(
      throttleWaitSeconds(
        new MagentoGraphQlError([{ message: 'Enter a valid email address.', extensions: { category: 'graphql-input' } }]),
      ),
    ).toBeNull();
    expect(throttleWaitSeconds(new MagentoGraphQlError([{ message: 'x', extensions: { retry_after: 'soon' } }]))).toBeNull();
    expect(throttleWaitSeconds(new Error('offline'))).toBeNull();
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(throttleWaitMinutes(1)).toBe(1);
    expect(throttleWaitMinutes(61)).toBe(2);
    expect(throttleWaitMinutes(900)).toBe(15);
  });
});
