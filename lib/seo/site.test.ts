import { absoluteUrl, siteOrigin } from './site';

describe('siteOrigin and absoluteUrl', () => {
  const saved = { SITE_URL: process.env.SITE_URL, NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL };
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('defaults to http://localhost:3000', () => {
    delete process.env.SITE_URL;
    delete process.env.NEXT_PUBLIC_SITE_URL;
    expect(siteOrigin()).toBe('http://localhost:3000');
  });

  it('prefers SITE_URL over NEXT_PUBLIC_SITE_URL and drops trailing slashes', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://public.example/';
    expect(siteOrigin()).toBe('https://public.example');
    process.env.SITE_URL = 'https://shop.example//';
    expect(siteOrigin()).toBe('https://shop.example');
  });

  it('makes paths absolute, encoding what is not ASCII once', () => {
    process.env.SITE_URL = 'https://shop.example';
    expect(absoluteUrl('/uk/sunglasses.html')).toBe('https://shop.example/uk/sunglasses.html');
    expect(absoluteUrl('uk')).toBe('https://shop.example/uk');
    expect(absoluteUrl('/fr/lunettes-été.html')).toBe('https://shop.example/fr/lunettes-%C3%A9t%C3%A9.html');
    expect(absoluteUrl('/fr/lunettes-%C3%A9t%C3%A9.html')).toBe('https://shop.example/fr/lunettes-%C3%A9t%C3%A9.html');
    expect(absoluteUrl('http://media.example/a.webp')).toBe('http://media.example/a.webp');
  });
});
