/**
 * Many pictures' next/image attributes, as compact as a client component's props can carry them
 * (issue 16): next/image writes each picture's path into every candidate of its srcset, so a
 * product's gallery (each picture of each variant, as a slide and as a thumbnail) was 135 image
 * URLs, 15 KiB of a product page's payload. A set carries the attributes once, for a placeholder
 * path, and each picture as the text that takes the placeholder's place.
 *
 * The server builds a set with `mediaPictureSet` (components/ui/MediaImage.tsx); a client component
 * reads a picture's attributes back with `pictureIn`. This module imports nothing, so a client
 * module can use it without next/image's code.
 */

/** A picture's attributes of each kind (say a slide and a thumbnail): what `<img>` gets. */
export type PictureKinds<K extends string, A> = Record<K, A>;

export interface PictureSet<K extends string, A> {
  /** The attributes of each kind for a picture at the placeholder path. */
  template: PictureKinds<K, A>;
  /** The placeholder as the template's strings write it. */
  token: string;
  /**
   * Each picture by its URL: the text that takes the token's place in the template, or the
   * picture's own attributes where the template does not give them (a picture outside the shop's
   * media, an image loader that writes paths otherwise).
   */
  pictures: Record<string, string | PictureKinds<K, A>>;
}

/** The template's attributes with each string's token replaced by `text`. */
export function filledTemplate<K extends string, A>(template: PictureKinds<K, A>, token: string, text: string): PictureKinds<K, A> {
  const fill = (attributes: A): A =>
    Object.fromEntries(
      Object.entries(attributes as Record<string, unknown>).map(([name, value]) => [
        name,
        typeof value === 'string' ? value.replaceAll(token, text) : value,
      ]),
    ) as A;
  return Object.fromEntries(Object.entries(template).map(([kind, attributes]) => [kind, fill(attributes as A)])) as PictureKinds<K, A>;
}

/** A picture's attributes from the set, or null for a URL the set does not have. */
export function pictureIn<K extends string, A>(set: PictureSet<K, A>, url: string): PictureKinds<K, A> | null {
  const picture = Object.hasOwn(set.pictures, url) ? set.pictures[url] : undefined;
  if (picture === undefined) return null;
  return typeof picture === 'string' ? filledTemplate(set.template, set.token, picture) : picture;
}

/** A set without pictures (every URL shown as it is). */
export function noPictures<K extends string, A>(): PictureSet<K, A> {
  return { template: {} as PictureKinds<K, A>, token: '', pictures: {} };
}
