import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import { matchStoreCode } from '@/lib/store-views';

/**
 * Merchant HTML from Magento (CMS pages and blocks, the home page's content, category and product
 * descriptions) goes into our pages only through this sanitizer (DESIGN.md: "one parser-based
 * allow-list sanitizer from a well-kept library"). sanitize-html parses the markup with
 * htmlparser2 and writes it out again from the parsed tree, keeping only the tags, attributes and
 * URL schemes listed here: what Magento content uses (headings, paragraphs, lists, tables, images,
 * links, figures, basic inline formatting) and nothing that runs or loads a document (no script,
 * style, iframe, object, embed, form, meta, base, svg or math; no event handlers, no `srcdoc`, no
 * `javascript:`/`data:` URLs). Text and attribute values are escaped on the way out, so markup
 * that a browser would read differently from the parser cannot survive as markup.
 *
 * Before that, Magento's `{{store url=…}}`/`{{media url=…}}` directives are expanded; after it,
 * relative Magento links are put under the store view (`about-us` → `/uk/about-us`).
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
const DIRECTIVE = /\{\{\s*(store|media)\s+(?:url|direct_url)\s*=\s*(?:"([^"]*)"|'([^']*)')[^}]*\}\}/gi;

/** Whether `href` is a link to a page of the Magento site written without its store view (`about-us`, `/sale.html`). */
export function isRelativeMagentoLink(href: string): boolean {
  const value = href.trim();
  // Browsers ignore tabs, newlines and other controls inside a URL's scheme (`java\tscript:`).
  const compact = value.replace(/[\u0000-\u0020]/g, '');
  if (!value || value.startsWith('#') || value.startsWith('?') || compact.startsWith('//') || SCHEME.test(compact)) return false;
  if (SITE_PATHS.test(value)) return false;
  // Already under a store view (this one or another): `/fr/about-us`, `/uk`, `/uk?x`.
  const path = value.split(/[?#]/)[0];
  return !(value.startsWith('/') && matchStoreCode(path));
}

const BLOCKS = ['div', 'section', 'article', 'header', 'footer', 'aside', 'main', 'nav', 'address', 'blockquote', 'pre', 'hr', 'br'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT = ['p', 'span', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'abbr', 'cite', 'q', 'code', 'del', 'ins', 'time'];
const LISTS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLES = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const MEDIA = ['img', 'picture', 'source', 'figure', 'figcaption'];

/** Inline styles Magento's editors write for layout and emphasis; nothing that loads a URL. */
const LENGTH = /^-?\d+(\.\d+)?(px|em|rem|%|vw|vh)?$|^auto$|^0$/;
const COLOUR = /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$|^[a-z]+$/i;
const ALLOWED_STYLES: IOptions['allowedStyles'] = {
  '*': {
    'text-align': [/^(left|right|center|justify|start|end)$/],
    'text-decoration': [/^(underline|line-through|none)$/],
    'font-weight': [/^(normal|bold|[1-9]00)$/],
    'font-style': [/^(normal|italic)$/],
    color: [COLOUR],
    'background-color': [COLOUR],
    width: [LENGTH],
    height: [LENGTH],
    'max-width': [LENGTH],
    'margin-left': [LENGTH],
    'margin-right': [LENGTH],
    'vertical-align': [/^(top|middle|bottom|baseline)$/],
  },
};

/** Ids may not start with `_` so content cannot shadow the framework's globals (`self.__next_f`). */
const SAFE_ID = /^[A-Za-z][\w-]*$/;

function sanitizerOptions({ store, demoteH1 }: SanitizeCmsOptions): IOptions {
  return {
    allowedTags: [...BLOCKS, ...HEADINGS, ...TEXT, ...LISTS, ...TABLES, ...MEDIA],
    // Elements whose content is not shown text (or is another document): dropped with it.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'title', 'template', 'iframe', 'object', 'svg', 'math', 'select', 'plaintext'],
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      '*': ['class', 'id', 'title', 'lang', 'dir', 'style', 'role', 'aria-*'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      source: ['srcset', 'sizes', 'media', 'type', 'width', 'height'],
      ol: ['start', 'type', 'reversed'],
      li: ['value'],
      td: ['colspan', 'rowspan', 'headers'],
      th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
      col: ['span'],
      colgroup: ['span'],
      time: ['datetime'],
      q: ['cite'],
      blockquote: ['cite'],
      del: ['datetime'],
      ins: ['datetime'],
    },
    allowedStyles: ALLOWED_STYLES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
    allowProtocolRelative: true,
    transformTags: {
      '*': (tagName: string, attribs: Attributes) => {
        const attributes = { ...attribs };
        if (attributes.id !== undefined && !SAFE_ID.test(attributes.id)) delete attributes.id;
        return { tagName: demoteH1 && tagName === 'h1' ? 'h2' : tagName, attribs: attributes };
      },
      a: (tagName: string, attribs: Attributes) => {
        const attributes = { ...attribs };
        if (attributes.href !== undefined && isRelativeMagentoLink(attributes.href)) {
          attributes.href = `/${store}/${attributes.href.trim().replace(/^\/+/, '')}`;
        }
        // A new tab must not get a handle on this page (window.opener).
        if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
        return { tagName, attribs: attributes };
      },
      img: (tagName: string, attribs: Attributes) => ({ tagName, attribs: { ...attribs, loading: attribs.loading || 'lazy' } }),
    },
  };
}

export function sanitizeCmsHtml(html: string, options: SanitizeCmsOptions): string {
  const expanded = html.replace(DIRECTIVE, (_, kind: string, double?: string, single?: string) => {
    const path = (double ?? single ?? '').replace(/^\/+/, '');
    return kind.toLowerCase() === 'media' ? `/media/${path}` : `/${options.store}/${path}`;
  });
  return sanitizeHtml(expanded, sanitizerOptions(options));
}
