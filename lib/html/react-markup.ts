const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Text or an attribute value as React writes it into the page: the same five characters escaped
 * the same way. For markup written as a string (`dangerouslySetInnerHTML`) that must equal what
 * React wrote for the same elements, so that a page keeps its HTML while React keeps no fiber for
 * each of its elements (issue 16).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}
