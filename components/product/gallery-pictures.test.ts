import { galleryPictures } from './gallery-pictures';
import type { PurchaseView } from './variant-selection';

const view = (urls: string[]): PurchaseView => ({
  sku: 'KST-MERLIN',
  selectedOptions: [],
  stockStatus: 'IN_STOCK',
  onlyLeft: null,
  price: { amount: 85.95, currency: 'GBP', final: '£85.95', regular: null, percentOff: null },
  images: urls.map((url) => ({ url, alt: 'Merlin' })),
  size: { lensWidth: null, bridgeWidth: null, templeLength: null },
});

describe('galleryPictures', () => {
  const pictures = galleryPictures({
    product: view(['http://localhost:4010/media/catalog/product/front.webp']),
    variants: [
      {
        selection: { color: 1 },
        view: view(['http://localhost:4010/media/catalog/product/grey.webp', 'http://localhost:4010/media/catalog/product/front.webp']),
      },
    ],
  });

  it('gives every picture of the product and its variants once', () => {
    expect(Object.keys(pictures).sort()).toEqual([
      'http://localhost:4010/media/catalog/product/front.webp',
      'http://localhost:4010/media/catalog/product/grey.webp',
    ]);
  });

  it('computes next/image’s optimised sources for the slide and the thumbnail', () => {
    const { slide, thumbnail } = pictures['http://localhost:4010/media/catalog/product/grey.webp'];
    expect(slide).toMatchObject({ width: 1000, height: 500, sizes: '(min-width: 80rem) 720px, (min-width: 56rem) 58vw, 100vw' });
    expect(slide.src).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fcatalog%2Fproduct%2Fgrey\.webp&w=\d+&q=\d+$/);
    expect(slide.srcSet).toMatch(/ 640w, .* 1920w$/);
    expect(thumbnail.sizes).toBe('6rem');
    expect(thumbnail.srcSet).toContain('/_next/image?url=%2Fmedia%2Fcatalog%2Fproduct%2Fgrey.webp');
  });

  it('leaves a picture outside the shop’s media as it is', () => {
    const outside = galleryPictures({ product: view(['https://cdn.example.com/front.webp']), variants: [] });
    expect(outside['https://cdn.example.com/front.webp'].slide).toMatchObject({
      src: 'https://cdn.example.com/front.webp',
      srcSet: undefined,
    });
  });
});
