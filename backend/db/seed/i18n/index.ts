import type { Lang } from '../stores';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { id } from './id';
import { nl } from './nl';
import { pl } from './pl';
import type { LanguagePack } from './types';
import { zh } from './zh';

export type { LanguagePack } from './types';

export const PACKS: Readonly<Record<Lang, LanguagePack>> = { en, fr, es, de, nl, pl, ar, zh, id };

/**
 * Language whose text URL keys are made from. Arabic and Chinese store views keep English URL
 * keys, as Magento shops in those languages do.
 */
export function urlKeyLang(lang: Lang): Lang {
  return lang === 'ar' || lang === 'zh' ? 'en' : lang;
}

const SPECIAL: Record<string, string> = {
  ł: 'l',
  Ł: 'l',
  ß: 'ss',
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  '&': ' and ',
};

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/**
 * Magento-style URL key: lower case ASCII letters and digits separated by single hyphens.
 * German writes umlauts out (Zubehör → zubehoer); other languages drop diacritics.
 */
export function slugify(text: string, lang?: Lang): string {
  return (lang === 'de' ? text.replace(/[äöüÄÖÜ]/g, (c) => GERMAN[c]) : text)
    .replace(/[łŁßœŒæÆøØđ&]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** HTML to plain text (for meta descriptions and full-text search). */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6])>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Meta description: the plain text cut at a word boundary under 160 characters. */
export function metaDescription(html: string): string {
  const text = plainText(html);
  if (text.length <= 158) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
