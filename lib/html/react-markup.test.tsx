import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml, linkItemsHtml } from './react-markup';

describe('escapeHtml', () => {
  it('escapes what React escapes, as React does', () => {
    const text = `Tom & Jerry's <"best"> frames`;
    expect(escapeHtml(text)).toBe(renderToStaticMarkup(<>{text}</>));
    expect(`<a title="${escapeHtml(text)}"></a>`).toBe(renderToStaticMarkup(<a title={text} />));
  });
});

describe('linkItemsHtml', () => {
  it('writes the list items React writes for the same links, byte for byte', () => {
    const links = [
      { href: '/uk/eyeglasses/women.html', text: 'Women' },
      { href: '/uk/sale.html?a=1&b="2"', text: "Men's <& boys>" },
    ];
    const reference = renderToStaticMarkup(
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="sublink">
              {link.text}
            </a>
          </li>
        ))}
      </ul>,
    );
    expect(`<ul>${linkItemsHtml(links, 'sublink')}</ul>`).toBe(reference);
    expect(linkItemsHtml([], 'sublink')).toBe('');
  });
});
