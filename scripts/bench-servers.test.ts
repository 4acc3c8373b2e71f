/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { imagePaths, settle } from './bench-servers';

describe('imagePaths', () => {
  it('lists every optimised picture size of src, srcSet and imageSrcSet once, decoded, and nothing else', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fa.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fa.webp&amp;w=828&amp;q=75 828w"/>' +
      '<img srcSet="/_next/image?url=%2Fa.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fb.webp&amp;w=256&amp;q=75 256w" src="/_next/image?url=%2Fb.webp&amp;w=828&amp;q=75"/>' +
      '<img src="data:image/svg+xml,%3Csvg%3E"/><script src="/_next/static/chunks/a.js"></script>';
    expect(imagePaths(html)).toEqual([
      '/_next/image?url=%2Fa.webp&w=640&q=75',
      '/_next/image?url=%2Fa.webp&w=828&q=75',
      '/_next/image?url=%2Fb.webp&w=256&q=75',
      '/_next/image?url=%2Fb.webp&w=828&q=75',
    ]);
  });
});

describe('settle', () => {
  /** A server answering the cache states in turn, then HIT; records the paths asked for. */
  async function cacheServer(states: (string | null)[]) {
    const asked: string[] = [];
    const server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      const state = asked.length <= states.length ? states[asked.length - 1] : 'HIT';
      if (state) response.setHeader('x-nextjs-cache', state);
      response.end('<html></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { asked, origin, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('asks again until the page is answered from the cache (HIT), and says how long it waited', async () => {
    const server = await cacheServer(['STALE', 'STALE', 'MISS']);
    try {
      const waited = await settle('/uk/eyeglasses.html', server.origin);
      expect(server.asked).toEqual(Array(4).fill('/uk/eyeglasses.html'));
      expect(waited).toBeGreaterThanOrEqual(3 * 250);
    } finally {
      await server.close();
    }
  });

  it('waits for nothing when the page is fresh or not cached by Next', async () => {
    for (const state of ['HIT', null]) {
      const server = await cacheServer([state]);
      try {
        expect(await settle('/uk', server.origin)).toBe(0);
        expect(server.asked).toEqual(['/uk']);
      } finally {
        await server.close();
      }
    }
  });

  it('never throws when the storefront does not answer', async () => {
    const server = await cacheServer([]);
    await server.close();
    await expect(settle('/uk', server.origin)).resolves.toBe(0);
  });
});
