import { filledTemplate, pictureIn, type PictureSet } from './picture-set';

interface Attributes {
  src: string;
  srcSet?: string;
  width?: number;
  style?: { color: string };
}

const set: PictureSet<'large' | 'small', Attributes> = {
  token: '%2F__picture__',
  template: {
    large: {
      src: '/img?url=%2F__picture__&w=1200',
      srcSet: '/img?url=%2F__picture__&w=640 640w, /img?url=%2F__picture__&w=1200 1200w',
      width: 1000,
    },
    small: { src: '/img?url=%2F__picture__&w=128', style: { color: 'transparent' } },
  },
  pictures: {
    'https://shop.test/media/a.webp': '%2Fmedia%2Fa.webp',
    'https://cdn.test/b.webp': { large: { src: 'https://cdn.test/b.webp' }, small: { src: 'https://cdn.test/b.webp' } },
  },
};

describe('picture sets', () => {
  it('fills every occurrence of the token in the template’s strings, and leaves other values as they are', () => {
    expect(filledTemplate(set.template, set.token, 'X')).toEqual({
      large: { src: '/img?url=X&w=1200', srcSet: '/img?url=X&w=640 640w, /img?url=X&w=1200 1200w', width: 1000 },
      small: { src: '/img?url=X&w=128', style: { color: 'transparent' } },
    });
  });

  it('gives a picture by its path in the template, or its own attributes, or null for a URL it does not have', () => {
    expect(pictureIn(set, 'https://shop.test/media/a.webp')!.large.srcSet).toBe(
      '/img?url=%2Fmedia%2Fa.webp&w=640 640w, /img?url=%2Fmedia%2Fa.webp&w=1200 1200w',
    );
    expect(pictureIn(set, 'https://cdn.test/b.webp')!.small).toEqual({ src: 'https://cdn.test/b.webp' });
    expect(pictureIn(set, 'https://cdn.test/c.webp')).toBeNull();
    expect(pictureIn(set, 'constructor')).toBeNull();
  });
});
