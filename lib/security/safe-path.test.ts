import { allowedExternalUrl, sameSitePath } from './safe-path';

describe('sameSitePath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(sameSitePath('/uk/order-history?page=2#top')).toBe('/uk/order-history?page=2#top');
    expect(sameSitePath('/uk/sunglasses.html/~q/color%3D3')).toBe('/uk/sunglasses.html/~q/color%3D3');
    expect(sameSitePath('/uk/search.html?query=a/../b')).toBe('/uk/search.html?query=a/../b');
  });

  it.each([
    '/x/..//evil.com',
    '/uk/productalert/unsubscribe/../../..//evil.example',
    '/uk/%2e%2e/%2e%2e//evil.example',
    '/uk/%2E%2e/evil.example',
    '/uk/.%2e/evil.example',
    '/uk%2f%2fevil.example',
    '/uk/%5c%5cevil.example',
    '/uk/..\\..\\evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example',
    '///evil.example',
    '/./uk',
    '/uk/.',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/uk/\tcart',
    '/uk/\r\nSet-Cookie: a=b',
    '',
    null,
    undefined,
  ])('refuses %p', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});

describe('external redirects', () => {
  it('follows only http(s) URLs on an allowed host', () => {
    const hosts = ['blog.example.com', 'shop.example:8443'];
    expect(allowedExternalUrl('https://blog.example.com/post', hosts)).toBe('https://blog.example.com/post');
    expect(allowedExternalUrl('https://BLOG.example.com:444/post', hosts)).toBe('https://blog.example.com:444/post');
    expect(allowedExternalUrl('https://shop.example:8443/', hosts)).toBe('https://shop.example:8443/');
    expect(allowedExternalUrl('https://shop.example/', hosts)).toBeNull();
    expect(allowedExternalUrl('https://evil.example/', hosts)).toBeNull();
    expect(allowedExternalUrl('https://blog.example.com.evil.example/', hosts)).toBeNull();
    expect(allowedExternalUrl('https://blog.example.com@evil.example/', hosts)).toBeNull();
    expect(allowedExternalUrl('https://user@blog.example.com/', hosts)).toBeNull();
    expect(allowedExternalUrl('javascript://blog.example.com/%0aalert(1)', hosts)).toBeNull();
    expect(allowedExternalUrl('https://blog.example.com\\@evil.example', hosts)).toBeNull();
    expect(allowedExternalUrl('https://blog.example.com/', [])).toBeNull();
  });
});
