import { renderToStaticMarkup } from 'react-dom/server';
import { staticMarkup } from './static-markup';

function Stars({ percent }: { percent: number }) {
  return (
    <span className="stars">
      <span aria-hidden="true" className="track">
        ★★★★★
        <span className="fill" style={{ width: `${percent}%`, marginInlineStart: 0 }}>
          ★★★★★
        </span>
      </span>
      <span className="visually-hidden">Rated {percent / 20} out of 5 & "more"</span>
    </span>
  );
}

describe('staticMarkup', () => {
  it('writes what renderToStaticMarkup writes: texts, numbers, fragments, lists, function components, void elements, styles', () => {
    const node = (
      <>
        <h3 className="name">
          <a className="link" href="/uk/a.html?x=1&y='2'" aria-label={undefined}>
            Tom &amp; <b>Jerry</b>
          </a>
        </h3>
        {false}
        {null}
        <Stars percent={86.67} />
        <p data-status="in-stock" aria-hidden={true} hidden={false}>
          {3} {'left'} {[<span key="a">a</span>, <span key="b">b</span>]}
        </p>
        <img
          alt=""
          src="/x.webp"
          srcSet="/x.webp 1x, /y.webp 2x"
          fetchPriority="high"
          width={100}
          height={50}
          loading="lazy"
          style={{ color: 'transparent' }}
        />
        <details open>
          <summary>More</summary>
        </details>
        <label htmlFor="q">q</label>
        <a href="/fr" hrefLang="fr-FR">
          fr
        </a>
      </>
    );
    expect(staticMarkup(node)).toBe(renderToStaticMarkup(node));
  });

  it('refuses what it cannot write as React would: handlers, inner HTML, unknown camelCase attributes, async components', () => {
    expect(() => staticMarkup(<button onClick={() => undefined}>x</button>)).toThrow(/onClick/);
    expect(() => staticMarkup(<div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />)).toThrow(/dangerouslySetInnerHTML/);
    expect(() => staticMarkup(<input readOnly />)).toThrow(/readOnly/);
    expect(() => staticMarkup(<svg strokeWidth={2} />)).toThrow(/strokeWidth/);
    async function Later() {
      return <p>later</p>;
    }
    expect(() => staticMarkup(<Later />)).toThrow(/async/);
  });

  it('refuses a client component: its markup would ship without its code', () => {
    const ClientThing = Object.assign(() => <button>x</button>, { $$typeof: Symbol.for('react.client.reference') });
    expect(() => staticMarkup(<ClientThing />)).toThrow(/client component/);
  });
});
