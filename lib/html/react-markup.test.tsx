import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from './react-markup';

describe('escapeHtml', () => {
  it('escapes what React escapes, as React does', () => {
    const text = `Tom & Jerry's <"best"> frames`;
    expect(escapeHtml(text)).toBe(renderToStaticMarkup(<>{text}</>));
    expect(`<a title="${escapeHtml(text)}"></a>`).toBe(renderToStaticMarkup(<a title={text} />));
  });
});
