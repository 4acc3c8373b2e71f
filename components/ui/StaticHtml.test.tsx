/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { StaticHtml } from './StaticHtml';

/** What a footer shows (the shop's footer, components/layout/Footer.tsx, is written this way). */
interface FooterContent {
  serviceHeading: string;
  serviceLinks: Array<{ href: string; title: string }>;
  storesHeading: string;
  stores: Array<{ href: string; name: string; lang?: string; current: boolean }>;
  copyright: string;
}

const classes = {
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

/** The footer's inside, as the shop's footer writes it. */
function FooterInside({ serviceHeading, serviceLinks, storesHeading, stores, copyright }: FooterContent) {
  return (
    <>
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
    </>
  );
}

/** The footer as React writes it from elements: what the static HTML must equal. */
const ReferenceFooter = (content: FooterContent) => (
  <footer className="footer">
    <FooterInside {...content} />
  </footer>
);

const staticFooter = (content: FooterContent) => (
  <StaticHtml as="footer" className="footer">
    <FooterInside {...content} />
  </StaticHtml>
);
const footerHtml = (content: FooterContent) => inside(renderToStaticMarkup(staticFooter(content)));

const inside = (markup: string) => markup.slice(markup.indexOf('>') + 1, -'</footer>'.length);

describe('StaticHtml', () => {
  it('writes the markup React writes for the same footer, byte for byte, with every text and link escaped', () => {
    const html = footerHtml(content);
    expect(html).toBe(inside(renderToStaticMarkup(<ReferenceFooter {...content} />)));
    expect(html).toContain('About &lt;us&gt; &amp; Brillora&#x27;s');
    expect(html).toContain('href="/uk/privacy?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('<li lang="ar-AE"><a href="/ae_ar" hrefLang="ar-AE" class="link">الإمارات</a></li>');
  });

  it('writes empty lists when there are no pages and no other store views', () => {
    const empty = { ...content, serviceLinks: [], stores: [] };
    expect(footerHtml(empty)).toBe(inside(renderToStaticMarkup(<ReferenceFooter {...empty} />)));
  });

  it('hydrates as one element: its links untouched, none of them owned by React', async () => {
    const element = staticFooter(content);
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
