import type { Lang } from '../stores';
import type { FrameSize } from './types';

/** BCP 47 locale used to format text of each language. */
export const LANG_LOCALE: Readonly<Record<Lang, string>> = {
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
  nl: 'nl-NL',
  pl: 'pl-PL',
  ar: 'ar-AE',
  zh: 'zh-Hant-HK',
  id: 'id-ID',
};

const listFormats = new Map<Lang, Intl.ListFormat>();
const euroFormats = new Map<Lang, Intl.NumberFormat>();

/** "a, b and c" in the language. */
export function joinList(lang: Lang, items: readonly string[]): string {
  let f = listFormats.get(lang);
  if (!f) listFormats.set(lang, (f = new Intl.ListFormat(LANG_LOCALE[lang], { type: 'conjunction' })));
  return f.format(items);
}

/** A whole euro amount as the language writes it ("€25", "25 €"). */
export function euros(lang: Lang, amount: number): string {
  let f = euroFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LANG_LOCALE[lang], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    euroFormats.set(lang, f);
  }
  // Drop bidi marks ICU puts around Arabic amounts; the text's direction handles it.
  return f.format(amount).replace(/[\u200e\u200f]/g, '');
}

/** Colour names inside running text: lower case where the language writes them so. */
export function inText(lang: Lang, label: string): string {
  return lang === 'de' || lang === 'zh' || lang === 'ar' ? label : label.toLocaleLowerCase(LANG_LOCALE[lang]);
}

/** "S 48-18-140" per size: lens width, bridge width, temple length in millimetres. */
export function sizeList(sizes: readonly FrameSize[]): string {
  return sizes.map((s) => `${s.size} ${s.lens}-${s.bridge}-${s.temple}`).join(' · ');
}

export function capitalize(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

/** Wrap list items. */
export function ul(items: readonly string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}

/** "1 colour" / "3 colours": a number with the singular or plural noun. */
export function count(value: number, singular: string, plural: string): string {
  return `${value} ${value === 1 ? singular : plural}`;
}
