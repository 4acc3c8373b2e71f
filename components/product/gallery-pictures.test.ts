import { mediaImageProps } from '@/components/ui/MediaImage';
import { pictureIn } from '@/components/ui/picture-set';
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
  const grey = 'http://localhost:4010/media/catalog/product/grey.webp';
  const front = 'http://localhost:4010/media/catalog/product/front.webp';
  const pictures = galleryPictures({ product: view([front]), variants: [{ selection: { color: 1 }, view: view([grey, front]) }] });

  it('gives every picture of the product and its variants once', () => {
    expect(Object.keys(pictures.pictures).sort()).toEqual([front, grey]);
  });

  it('computes next/image’s optimised sources for the slide and the thumbnail', () => {
    const { slide, thumbnail } = pictureIn(pictures, grey)!;
    expect(slide).toMatchObject({ width: 1000, height: 500, sizes: '(min-width: 80rem) 720px, (min-width: 56rem) 58vw, 100vw' });
    expect(slide.src).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fcatalog%2Fproduct%2Fgrey\.webp&w=\d+&q=\d+$/);
    expect(slide.srcSet).toMatch(/ 640w, .* 1920w$/);
    expect(slide.srcSet).not.toContain('front.webp');
    expect(thumbnail.sizes).toBe('6rem');
    expect(thumbnail.srcSet).toContain('/_next/image?url=%2Fmedia%2Fcatalog%2Fproduct%2Fgrey.webp');
  });

  it('gives exactly what next/image gives each picture, the thumbnail without candidates wider than 4× its 6rem', () => {
    const picture = { width: 1000, height: 500, alt: '' };
    for (const url of [front, grey]) {
      const slide = mediaImageProps({ ...picture, src: url, sizes: '(min-width: 80rem) 720px, (min-width: 56rem) 58vw, 100vw' });
      const thumbnail = mediaImageProps({ ...picture, src: url, sizes: '6rem', widest: 384 });
      const { slide: shownSlide, thumbnail: shownThumbnail } = pictureIn(pictures, url)!;
      expect(shownSlide).toEqual({ src: slide.src, srcSet: slide.srcSet, sizes: slide.sizes, width: 1000, height: 500 });
      expect(shownThumbnail).toEqual({ src: thumbnail.src, srcSet: thumbnail.srcSet, sizes: '6rem', width: 1000, height: 500 });
      expect(shownThumbnail.srcSet!.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['64w', '128w', '256w', '384w']);
    }
  });

  it('writes the attributes once and each picture as its path (what the gallery island is sent)', () => {
    expect(pictures.pictures).toEqual({
      [front]: '%2Fmedia%2Fcatalog%2Fproduct%2Ffront.webp',
      [grey]: '%2Fmedia%2Fcatalog%2Fproduct%2Fgrey.webp',
    });
    // The template's: the slide's src and 5 candidates, the thumbnail's src and 4 (not 11 per picture).
    expect(JSON.stringify(pictures).split('/_next/image?').length - 1).toBe(6 + 5);
  });

  it('leaves a picture outside the shop’s media as it is', () => {
    const outside = galleryPictures({ product: view(['https://cdn.example.com/front.webp']), variants: [] });
    expect(pictureIn(outside, 'https://cdn.example.com/front.webp')!.slide).toMatchObject({
      src: 'https://cdn.example.com/front.webp',
      srcSet: undefined,
    });
    expect(pictureIn(outside, 'https://cdn.example.com/other.webp')).toBeNull();
  });
});
