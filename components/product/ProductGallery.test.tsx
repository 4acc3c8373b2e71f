/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
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

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

describe('ProductGallery', () => {
  it('shows every picture with its alt text in a strip of anchors', () => {
    const { container } = render(<ProductGallery images={images} />);
    expect(screen.getByRole('img', { name: 'Merlin, front, image 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Merlin, side, image 3 of 3' })).toBeInTheDocument();
    expect(container.querySelector('#image-2')).not.toBeNull();
  });

  it('links each thumbnail to its picture, so it works without JavaScript', () => {
    render(<ProductGallery images={images} />);
    expect(screen.getByRole('link', { name: 'Show image 2 of 3' })).toHaveAttribute('href', '#image-2');
    expect(screen.getByRole('link', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('scrolls the strip to a picture and marks its thumbnail current', () => {
    render(<ProductGallery images={images} />);
    const third = screen.getByRole('link', { name: 'Show image 3 of 3' });
    fireEvent.click(third);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Show image 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('shows a single picture without thumbnails, its label as alt text', () => {
    render(<ProductGallery images={images.slice(0, 1)} />);
    expect(screen.getByRole('img', { name: 'Merlin, front' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
