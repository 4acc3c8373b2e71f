/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { GalleryPictures } from './GalleryStrip';
import { ProductGallery } from './ProductGallery';

jest.mock('next-intl', () => {
  const en = jest.requireActual('@/messages/en.json') as { Product: Record<string, string> };
  return {
    useTranslations:
      () =>
      (key: string, values: Record<string, string | number> = {}) =>
        en.Product[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
  };
});

const images = [
  { url: 'http://localhost:4010/media/front.webp', alt: 'Merlin, front' },
  { url: 'http://localhost:4010/media/angle.webp', alt: 'Merlin, angle' },
  { url: 'http://localhost:4010/media/side.webp', alt: 'Merlin, side' },
];

/**
 * The attributes the server computes (gallery-pictures.ts), reduced to what the gallery must pass
 * on: a picture set, two pictures by their path in the template and one with its own attributes.
 */
const pictures: GalleryPictures = {
  token: '@',
  template: {
    slide: {
      src: '/_next/image?url=@&w=1080',
      srcSet: '/_next/image?url=@&w=640 640w, /_next/image?url=@&w=1080 1080w',
      sizes: '100vw',
      width: 1000,
      height: 500,
    },
    thumbnail: { src: '/_next/image?url=@&w=96', srcSet: '/_next/image?url=@&w=96 96w', sizes: '6rem', width: 1000, height: 500 },
  },
  pictures: {
    [images[0].url]: 'front.webp',
    [images[1].url]: 'angle.webp',
    [images[2].url]: { slide: { src: 'https://cdn.example.com/side.webp' }, thumbnail: { src: 'https://cdn.example.com/side-small.webp' } },
  },
};
const noPictures: GalleryPictures = { token: '@', template: { slide: { src: '@' }, thumbnail: { src: '@' } }, pictures: {} };

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

describe('ProductGallery', () => {
  it('shows every picture with its alt text in a strip of anchors', () => {
    const { container } = render(<ProductGallery images={images} pictures={pictures} />);
    expect(screen.getByRole('img', { name: 'Merlin, front, image 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Merlin, side, image 3 of 3' })).toBeInTheDocument();
    expect(container.querySelector('#image-2')).not.toBeNull();
  });

  it('shows each picture with the attributes the server computed, the first one eager and the others lazy', () => {
    const { container } = render(<ProductGallery images={images} pictures={pictures} />);
    const first = screen.getByRole('img', { name: 'Merlin, front, image 1 of 3' });
    expect(first).toHaveAttribute('src', '/_next/image?url=front.webp&w=1080');
    expect(first).toHaveAttribute('srcset', '/_next/image?url=front.webp&w=640 640w, /_next/image?url=front.webp&w=1080 1080w');
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first).toHaveAttribute('width', '1000');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Merlin, side, image 3 of 3' })).toHaveAttribute('loading', 'lazy');
    const thumbnail = container.querySelector('a[href="#image-2"] img');
    expect(thumbnail).toHaveAttribute('src', '/_next/image?url=angle.webp&w=96');
    expect(thumbnail).toHaveAttribute('sizes', '6rem');
    // A picture the template does not give: its own attributes.
    expect(screen.getByRole('img', { name: 'Merlin, side, image 3 of 3' })).toHaveAttribute('src', 'https://cdn.example.com/side.webp');
    expect(container.querySelector('a[href="#image-3"] img')).toHaveAttribute('src', 'https://cdn.example.com/side-small.webp');
  });

  it('shows a picture the server gave no attributes for from its own URL', () => {
    render(<ProductGallery images={images.slice(0, 1)} pictures={noPictures} />);
    expect(screen.getByRole('img', { name: 'Merlin, front' })).toHaveAttribute('src', images[0].url);
  });

  it('links each thumbnail to its picture, so it works without JavaScript', () => {
    render(<ProductGallery images={images} pictures={pictures} />);
    expect(screen.getByRole('link', { name: 'Show image 2 of 3' })).toHaveAttribute('href', '#image-2');
    expect(screen.getByRole('link', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('scrolls the strip to a picture and marks its thumbnail current', () => {
    render(<ProductGallery images={images} pictures={pictures} />);
    const third = screen.getByRole('link', { name: 'Show image 3 of 3' });
    fireEvent.click(third);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Show image 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('shows a single picture without thumbnails, its label as alt text', () => {
    render(<ProductGallery images={images.slice(0, 1)} pictures={pictures} />);
    expect(screen.getByRole('img', { name: 'Merlin, front' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
