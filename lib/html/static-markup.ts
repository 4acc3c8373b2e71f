import { Fragment, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { escapeHtml } from './react-markup';

/**
 * Server-rendered parts of a page that never change in the browser (a product card's name, price,
 * rating and stock) still cost a fiber per element when React hydrates them, and are walked again at
 * every commit. `staticMarkup` writes such a part as HTML, as `renderToStaticMarkup` would, so the
 * page hands it to one element by `dangerouslySetInnerHTML` (`<StaticHtml>`, components/ui) and React
 * keeps one fiber for the whole part (issue 16). It takes host elements and plain function
 * components (no hooks, not async), and refuses anything else, a client component above all: its
 * markup would be there without its code.
 *
 * Covered: the attributes of catalogue markup. An attribute it does not know how React writes
 * throws rather than being written differently (the tests compare with react-dom/server).
 */
export function staticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeHtml(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(staticMarkup).join('');
  if (!isValidElement(node)) throw new Error('staticMarkup: only elements, texts and arrays can be written as static HTML');
  const element = node as ReactElement<Record<string, unknown>>;
  const { type, props } = element;
  if (type === Fragment) return staticMarkup(props.children as ReactNode);
  if (typeof type === 'function') {
    if ((type as { $$typeof?: symbol }).$$typeof === Symbol.for('react.client.reference')) {
      throw new Error('staticMarkup: a client component cannot be written as static HTML');
    }
    const rendered = (type as (props: unknown) => ReactNode)(props);
    if (rendered instanceof Promise) throw new Error('staticMarkup: an async component cannot be written as static HTML');
    return staticMarkup(rendered);
  }
  if (typeof type !== 'string') throw new Error('staticMarkup: only host elements and function components can be written as static HTML');

  let html = `<${type}`;
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null) continue;
    html += attribute(type, name, value);
  }
  if (VOID_ELEMENTS.has(type)) return `${html}/>`;
  return `${html}>${staticMarkup(props.children as ReactNode)}</${type}>`;
}

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Written as `name=""` when true, left out when false. */
const BOOLEAN_ATTRIBUTES = new Set(['hidden', 'open', 'disabled']);
/** Attributes React writes under another name. */
const RENAMED: Record<string, string> = { className: 'class', htmlFor: 'for' };
/** Attributes React writes with their camelCase names (HTML attribute names are case-insensitive). */
const CAMEL_CASE = new Set(['hrefLang', 'srcSet', 'fetchPriority', 'tabIndex', 'dateTime']);

function attribute(tag: string, name: string, value: unknown): string {
  if (name === 'style') return ` style="${escapeHtml(styleText(value as CSSProperties))}"`;
  if (BOOLEAN_ATTRIBUTES.has(name)) return value === true ? ` ${name}=""` : '';
  if (typeof value === 'function' || name === 'dangerouslySetInnerHTML' || name === 'key' || name === 'ref') {
    throw new Error(`staticMarkup: <${tag} ${name}> cannot be written as static HTML`);
  }
  const written = RENAMED[name] ?? name;
  if (!/^(?:aria-|data-)[a-z-]+$/.test(written) && !/^[a-z]+$/.test(written) && !CAMEL_CASE.has(written)) {
    throw new Error(`staticMarkup: how React writes <${tag} ${name}> is not known here`);
  }
  if (typeof value === 'boolean') {
    // React writes aria-* and data-* booleans as text and leaves other false/true attributes out.
    if (written.startsWith('aria-') || written.startsWith('data-')) return ` ${written}="${value}"`;
    throw new Error(`staticMarkup: <${tag} ${name}={${value}}> is not written as static HTML`);
  }
  return ` ${written}="${escapeHtml(String(value))}"`;
}

/** React's own writing of a style object: `width:93.33%;color:red`. Only strings and zero (no units guessed). */
function styleText(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => {
      if (typeof value !== 'string' && value !== 0) throw new Error(`staticMarkup: style ${property} must be a string`);
      return `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value).trim()}`;
    })
    .join(';');
}
