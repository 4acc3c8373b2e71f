import { matchStoreCode } from '@/lib/store-views';

/**
 * Magento CMS content is the merchant's own HTML, trusted but still cleaned before it goes into
 * the page: scripts and inline event handlers are removed, `javascript:` URLs dropped, Magento's
 * `{{store}}`/`{{media}}` directives expanded, and relative Magento links put under the store
 * view (`about-us` → `/uk/about-us`).
 */

export interface SanitizeCmsOptions {
  /** The store view the content is shown in. */
  store: string;
  /** Turn the content's h1 into h2, when the page already has its own h1. */
  demoteH1?: boolean;
}

/** Paths of this site that are not store-view pages and must not get a store prefix. */
const SITE_PATHS = /^\/(media|static|graphql|rest|api|_next)(\/|$)/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset', 'data']);
const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?(<\/script\s*>|$)/gi;
const STRAY_SCRIPT_TAG = /<\/?script\b[^>]*>/gi;
const DIRECTIVE = /\{\{\s*(store|media)\s+(?:url|direct_url)\s*=\s*(?:"([^"]*)"|'([^']*)')[^}]*\}\}/gi;
/** Any start tag, its attributes read as the browser reads them (quoted values may hold `>`). */
const TAG = /<([a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Whether `href` is a link to a page of the Magento site written without its store view (`about-us`, `/sale.html`). */
export function isRelativeMagentoLink(href: string): boolean {
  const value = href.trim();
  if (!value || value.startsWith('#') || value.startsWith('?') || value.startsWith('//') || SCHEME.test(value)) return false;
  if (SITE_PATHS.test(value)) return false;
  // Already under a store view (this one or another): `/fr/about-us`, `/uk`, `/uk?x`.
  const path = value.split(/[?#]/)[0];
  return !(value.startsWith('/') && matchStoreCode(path));
}

const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

/** Character references the browser decodes in an attribute before it reads the URL (`&#58;`, `&colon;`). */
function decodeReferences(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(parseInt(decimal, 10) % 0x110000))
    .replace(/&(colon|tab|newline);/gi, (_, name: string) => NAMED_ENTITIES[name.toLowerCase()]);
}

function isScriptUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside the scheme: `java\tscript:` runs too.
  const compact = decodeReferences(value)
    .replace(/[\u0000-\u0020]/g, '')
    .toLowerCase();
  return compact.startsWith('javascript:') || compact.startsWith('vbscript:') || compact.startsWith('data:text/html');
}

function escapeAttribute(value: string): string {
  return value.replace(/"/g, '&quot;');
}

function cleanTag(name: string, rawAttributes: string, options: SanitizeCmsOptions): string {
  const tag = name.toLowerCase();
  const selfClosing = /\/\s*$/.test(rawAttributes);
  const attributes = selfClosing ? rawAttributes.replace(/\/\s*$/, '') : rawAttributes;
  const kept: string[] = [];
  let hasLoading = false;
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const attribute = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4];
    if (attribute.startsWith('on')) continue;
    if (attribute === 'loading') hasLoading = true;
    if (value === undefined) {
      kept.push(attribute);
      continue;
    }
    if (URL_ATTRIBUTES.has(attribute) && isScriptUrl(value)) continue;
    let output = value;
    if (tag === 'a' && attribute === 'href' && isRelativeMagentoLink(value)) {
      output = `/${options.store}/${value.trim().replace(/^\/+/, '')}`;
    }
    kept.push(`${attribute}="${escapeAttribute(output)}"`);
  }
  if (tag === 'img' && !hasLoading) kept.push('loading="lazy"');
  const outputName = options.demoteH1 && tag === 'h1' ? 'h2' : name;
  return `<${outputName}${kept.length ? ` ${kept.join(' ')}` : ''}${selfClosing ? ' /' : ''}>`;
}

export function sanitizeCmsHtml(html: string, options: SanitizeCmsOptions): string {
  let output = html
    .replace(SCRIPT_BLOCK, '')
    .replace(STRAY_SCRIPT_TAG, '')
    .replace(DIRECTIVE, (_, kind: string, double?: string, single?: string) => {
      const path = (double ?? single ?? '').replace(/^\/+/, '');
      return kind.toLowerCase() === 'media' ? `/media/${path}` : `/${options.store}/${path}`;
    })
    .replace(TAG, (_, name: string, attributes: string) => cleanTag(name, attributes, options));
  if (options.demoteH1) output = output.replace(/<\/h1\s*>/gi, '</h2>');
  return output;
}
