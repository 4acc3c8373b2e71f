/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { footerHtml, type FooterClasses, type FooterContent } from './footer-html';

const classes: FooterClasses = {
  columns: 'columns',
  heading: 'heading',
  list: 'list',
  stores: 'stores',
  link: 'link',
  copyright: 'copyright',
};

const content: FooterContent = {
  serviceHeading: 'Customer service & "help"',
  serviceLinks: [
    { href: '/uk/about-us', title: "About <us> & Brillora's" },
    { href: '/uk/privacy?a=1&b="2"', title: 'Privacy' },
  ],
  storesHeading: 'Store views',
  stores: [
    { href: '/uk', name: 'United Kingdom', lang: 'en-GB', current: true },
    { href: '/ae_ar', name: 'الإمارات', lang: 'ar-AE', current: false },
    { href: '/legacy', name: 'Legacy <store>', current: false },
  ],
  copyright: '© 2026 Brillora & Co.',
};

/** The footer as React wrote it from elements before it became a string: the markup must not change. */
function ReferenceFooter({ serviceHeading, serviceLinks, storesHeading, stores, copyright }: FooterContent) {
  return (
    <footer className="footer">
      <div className={classes.columns}>
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className={classes.heading}>
            {serviceHeading}
          </h2>
          <ul className={classes.list}>
            {serviceLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={classes.link}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-stores">
          <h2 id="footer-stores" className={classes.heading}>
            {storesHeading}
          </h2>
          <ul className={`${classes.list} ${classes.stores}`}>
            {stores.map((view) => (
              <li key={view.href} lang={view.lang}>
                <a href={view.href} hrefLang={view.lang} className={classes.link} aria-current={view.current ? 'true' : undefined}>
                  {view.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={classes.copyright}>
        <bdi>{copyright}</bdi>
      </p>
    </footer>
  );
}

const inside = (markup: string) => markup.slice(markup.indexOf('>') + 1, -'</footer>'.length);

describe('footerHtml', () => {
  it('writes the markup React writes for the same footer, byte for byte, with every text and link escaped', () => {
    const html = footerHtml(content, classes);
    expect(html).toBe(inside(renderToStaticMarkup(<ReferenceFooter {...content} />)));
    expect(html).toContain('About &lt;us&gt; &amp; Brillora&#x27;s');
    expect(html).toContain('href="/uk/privacy?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('<li lang="ar-AE"><a href="/ae_ar" hrefLang="ar-AE" class="link">الإمارات</a></li>');
  });

  it('writes empty lists when there are no pages and no other store views', () => {
    const empty = { ...content, serviceLinks: [], stores: [] };
    expect(footerHtml(empty, classes)).toBe(inside(renderToStaticMarkup(<ReferenceFooter {...empty} />)));
  });

  it('hydrates as one element: its links untouched, none of them owned by React', async () => {
    const element = <footer className="footer" dangerouslySetInnerHTML={{ __html: footerHtml(content, classes) }} />;
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(element);
    document.body.append(container);
    const links = [...container.querySelectorAll('a')];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('a')]).toEqual(links);
    const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    expect(owned(container.firstElementChild!)).toBe(true);
    expect([...container.firstElementChild!.querySelectorAll('*')].filter(owned)).toEqual([]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/uk/about-us', '/uk/privacy?a=1&b="2"', '/uk', '/ae_ar', '/legacy']);
  });
});
