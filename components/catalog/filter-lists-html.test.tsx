/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { FilterLists, type FilterCount, type FilterListsProps } from './FilterLists';
import { filterListsHtml, type FilterListsClasses } from './filter-lists-html';

const classes: FilterListsClasses = {
  panel: 'panel',
  heading: 'heading',
  group: 'group',
  groupTitle: 'groupTitle',
  options: 'options',
  category: 'category',
  option: 'option',
  check: 'check',
  label: 'label',
  count: 'count',
};

const count = (n: number): FilterCount => ({ shown: String(n), spoken: `${n} products` });

const props: FilterListsProps = {
  heading: 'Filter <by> & "choose"',
  subcategories: {
    title: "Shop by category's",
    links: [
      { href: '/uk/eyeglasses/women.html', label: 'Women', count: count(29) },
      { href: '/uk/eyeglasses/men.html?a=1&b="2"', label: 'Men <& boys>' },
    ],
  },
  groups: [
    {
      code: 'price',
      title: 'Price',
      open: true,
      single: true,
      options: [
        { href: '/uk/eyeglasses.html?price=50_100', label: '£50.00 – £100.00', count: count(3), selected: true },
        { href: "/uk/eyeglasses.html?price=100_'x'", label: "100's", count: { shown: '1,204', spoken: '1 204 "products"' } },
      ],
    },
    { code: 'color', title: 'Colour & tone', open: false, options: [{ href: '/uk/eyeglasses.html?color=49', label: 'Black' }] },
  ],
};

/** The panel as React wrote it from elements before it became a string: the markup must not change. */
function ReferencePanel({ heading, subcategories, groups }: FilterListsProps) {
  const label = (link: { label: string; count?: FilterCount }) => (
    <>
      <span className={classes.label}>{link.label}</span>
      {link.count ? (
        <span className={classes.count}>
          <span aria-hidden="true">{link.count.shown}</span>
          <span className="visually-hidden">{link.count.spoken}</span>
        </span>
      ) : null}
    </>
  );
  return (
    <div className={classes.panel}>
      <h2 id="listing-filters-heading" className={classes.heading}>
        {heading}
      </h2>
      {subcategories ? (
        <section className={classes.group} aria-labelledby="listing-subcategories-heading">
          <h3 id="listing-subcategories-heading" className={classes.groupTitle}>
            {subcategories.title}
          </h3>
          <ul className={classes.options} role="list">
            {subcategories.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={classes.category}>
                  {label(link)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {groups.map((group) => (
        <details key={group.code} className={classes.group} open={group.open}>
          <summary className={classes.groupTitle} id={`listing-filter-${group.code}`}>
            {group.title}
          </summary>
          <ul className={classes.options} role="list" aria-labelledby={`listing-filter-${group.code}`}>
            {group.options.map((option) => (
              <li key={option.href}>
                <a
                  href={option.href}
                  className={classes.option}
                  data-kind={group.single ? 'single' : 'multiple'}
                  aria-current={option.selected ? 'true' : undefined}
                  rel="nofollow"
                >
                  <span className={classes.check} aria-hidden="true" />
                  {label(option)}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

describe('filterListsHtml', () => {
  it('writes the markup React writes for the same panel, byte for byte, with every text and link escaped', () => {
    const reference = renderToStaticMarkup(<ReferencePanel {...props} />);
    const inner = reference.slice(reference.indexOf('>') + 1, -'</div>'.length);
    expect(filterListsHtml(props, classes)).toBe(inner);
    expect(inner).toContain('Men &lt;&amp; boys&gt;');
    expect(inner).toContain('href="/uk/eyeglasses/men.html?a=1&amp;b=&quot;2&quot;"');
  });

  it('writes no subcategory section and no group when there are none', () => {
    const bare = { heading: 'Filter by', groups: [] };
    const reference = renderToStaticMarkup(<ReferencePanel {...bare} />);
    expect(filterListsHtml(bare, classes)).toBe(reference.slice(reference.indexOf('>') + 1, -'</div>'.length));
  });
});

describe('FilterLists', () => {
  it('hydrates the server markup as one element, its links untouched and working without a script', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(<FilterLists {...props} />);
    document.body.append(container);
    const links = [...container.querySelectorAll('a')];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <FilterLists {...props} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('a')]).toEqual(links);
    // React owns the panel element only: none of the elements inside has a fiber of its own.
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    expect(owned(container.firstElementChild!)).toBe(true);
    expect([...container.firstElementChild!.querySelectorAll('*')].filter(owned)).toEqual([]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/uk/eyeglasses/women.html',
      '/uk/eyeglasses/men.html?a=1&b="2"',
      '/uk/eyeglasses.html?price=50_100',
      "/uk/eyeglasses.html?price=100_'x'",
      '/uk/eyeglasses.html?color=49',
    ]);
    expect(container.querySelector('a[aria-current="true"]')).toHaveAccessibleName('£50.00 – £100.00 3 products');
    container.remove();
  });
});
