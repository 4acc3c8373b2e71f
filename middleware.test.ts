import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from './middleware';

function runsOn(path: string): boolean {
  return unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${path}` });
}

describe('middleware matcher', () => {
  it.each(['/', '/eu', '/uk/', '/uk/sunglasses.html', '/ae_ar/cart', '/sign-in', '/graphqlx'])('runs on the page path %s', (path) => {
    expect(runsOn(path)).toBe(true);
  });

  it.each([
    '/_next/static/chunks/main.js',
    '/_next/image?url=x',
    '/graphql',
    '/graphql?query=x',
    '/rest/V1/guest-carts/1/payment-information',
    '/media/catalog/product/a.png',
    '/api/health',
    '/favicon.ico',
    '/robots.txt',
    '/logo.svg',
  ])('skips %s', (path) => {
    expect(runsOn(path)).toBe(false);
  });
});
