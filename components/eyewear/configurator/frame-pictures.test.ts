import type { PurchaseView } from '@/components/product/variant-selection';
import { mediaImageProps } from '@/components/ui/MediaImage';
import { pictureIn } from '@/components/ui/picture-set';
import { framePictures } from './frame-pictures';

const view = (urls: string[]): PurchaseView => ({
  sku: 'NVK-ELIN',
  selectedOptions: [],
  stockStatus: 'IN_STOCK',
  onlyLeft: null,
  price: { amount: 100, currency: 'GBP', final: '£100.00', regular: null, percentOff: null },
  images: urls.map((url) => ({ url, alt: 'Elin' })),
  size: { lensWidth: null, bridgeWidth: null, templeLength: null },
});
const MEDIA = 'http://localhost:4010/media/catalog/product';

describe('framePictures', () => {
  const pictures = framePictures({
    product: view([`${MEDIA}/front.webp`, `${MEDIA}/side.webp`]),
    variants: [
      { selection: { color: 1 }, view: view([`${MEDIA}/olive.webp`, `${MEDIA}/side.webp`]) },
      { selection: { color: 2 }, view: view([]) },
    ],
  });

  it('gives the picture the frame panel shows for the product and each variant (its first), once', () => {
    expect(Object.keys(pictures.pictures).sort()).toEqual([`${MEDIA}/front.webp`, `${MEDIA}/olive.webp`]);
  });

  it('computes next/image’s optimised sources, loaded eagerly (the panel’s picture is the LCP, preloaded by the panel)', () => {
    const picture = pictureIn(pictures, `${MEDIA}/olive.webp`)!.frame;
    expect(picture).toMatchObject({ width: 1000, height: 500, sizes: '(min-width: 56rem) 22rem, 100vw' });
    expect(picture.loading).not.toBe('lazy');
    expect(picture.src).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fcatalog%2Fproduct%2Folive\.webp&w=\d+&q=\d+$/);
    expect(picture.srcSet).toMatch(/ 640w, .* 1920w$/);
    // Exactly what next/image gives that picture, though the set writes its attributes once.
    const props = { alt: '', width: 1000, height: 500, sizes: '(min-width: 56rem) 22rem, 100vw', preload: true };
    expect(picture).toEqual(mediaImageProps({ ...props, src: `${MEDIA}/olive.webp` }));
    expect(pictures.pictures[`${MEDIA}/olive.webp`]).toBe('%2Fmedia%2Fcatalog%2Fproduct%2Folive.webp');
  });

  it('leaves a picture outside the shop’s media as it is', () => {
    const outside = framePictures({ product: view(['https://cdn.example.com/front.webp']), variants: [] });
    const picture = pictureIn(outside, 'https://cdn.example.com/front.webp')!.frame;
    expect(picture.src).toBe('https://cdn.example.com/front.webp');
    expect(picture.srcSet).toBeUndefined();
  });
});
