/** Plain text for meta descriptions and structured data, from Magento's HTML fields. */

/** Length search engines show of a meta description. */
export const DESCRIPTION_MAX_LENGTH = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text of an HTML fragment: tags, scripts and styles removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(name) ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis when cut. */
export function truncateText(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // The cut ends a word when the next character is a space; otherwise drop the partial word.
  const space = /\s/.test(text[max - 1]) ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The first non-empty of the candidates (HTML or text), as a meta description. */
export function metaDescription(...candidates: (string | null | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    const text = htmlToText(candidate);
    if (text) return truncateText(text);
  }
  return undefined;
}

function decodeEntity(name: string): string | undefined {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  return ENTITIES[name.toLowerCase()];
}
