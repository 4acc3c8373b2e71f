/** @jest-environment node */
import { LATE_SCRIPTS_MARK, lateScriptsLoader, withLateScripts } from './late-scripts.mjs';

/** The head Next 16 writes for a catalogue page (shortened), and a body. */
const HEAD =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><style>.a{}</style>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/310vm2bl3xxpt.js"/>' +
  '<script src="/_next/static/chunks/15_g3vr1elgfy.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>' +
  '<link rel="expect" href="#main-end" blocking="render"/><title>Eyeglasses</title>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>';
const BODY =
  '<body><main id="main"><p>Hi</p><script type="application/ld+json">{}</script><div id="main-end" hidden=""></div></main>' +
  '<script src="/_next/static/chunks/later.js" async=""></script><script>self.__next_f.push([1,"x"])</script></body></html>';

const SOURCES = [
  '/_next/static/chunks/15_g3vr1elgfy.js',
  '/_next/static/chunks/turbopack-2u1d16houkiyo.js',
  '/_next/static/chunks/later.js',
];

describe('withLateScripts', () => {
  const html = withLateScripts(HEAD + BODY);
  const head = html.slice(0, html.indexOf('</head>'));

  it("takes every chunk script (the head's, and the bootstrap script in the body) and the chunk preload out, and loads the same chunks from one inline script", () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(head).not.toContain('rel="preload" as="script"');
    expect(head).toContain(lateScriptsLoader(SOURCES));
    expect(head.endsWith('</script>')).toBe(true);
  });

  it('leaves everything else as it was: the style, the expect link, the nomodule script, the body', () => {
    expect(head).toContain('<style>.a{}</style>');
    expect(head).toContain('<link rel="expect" href="#main-end" blocking="render"/><title>Eyeglasses</title>');
    expect(head).toContain('noModule=""');
    expect(html.slice(html.indexOf('</head>'))).toBe(
      '</head>' + BODY.replace('<script src="/_next/static/chunks/later.js" async=""></script>', ''),
    );
  });

  it('loads the chunks after the first frame, or when the document is parsed if that comes first; each once, async', () => {
    const run = () => {
      const appended: Array<{ src: string; async: boolean }> = [];
      let frame: (() => void) | undefined;
      const timers: Array<() => void> = [];
      const listeners: Record<string, () => void> = {};
      const document = {
        head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
        createElement: () => ({ src: '', async: false }),
        addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
        documentElement: { getAttribute: () => null },
      };
      class NoMutationObserver {
        observe() {}
        disconnect() {}
      }
      const script = /<script data-late-scripts="">([\s\S]*?)<\/script>/.exec(head)![1];
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'MutationObserver', script)(
        document,
        (callback: () => void) => (frame = callback),
        (callback: () => void) => timers.push(callback),
        NoMutationObserver,
      );
      return {
        appended,
        frame: () => frame!(),
        timers: () => timers.forEach((task) => task()),
        parsed: () => listeners.DOMContentLoaded(),
      };
    };

    const drawnFirst = run();
    expect(drawnFirst.appended).toEqual([]); // nothing while the page is parsed and drawn
    drawnFirst.frame();
    expect(drawnFirst.appended).toEqual([]); // the frame is drawn first
    drawnFirst.timers();
    expect(drawnFirst.appended.map((element) => element.src)).toEqual(SOURCES);
    expect(drawnFirst.appended.every((element) => element.async)).toBe(true);
    drawnFirst.parsed();
    expect(drawnFirst.appended).toHaveLength(3);

    // Parsed before any frame (a tab not shown draws none): then, and before the load event.
    const parsedFirst = run();
    parsedFirst.parsed();
    expect(parsedFirst.appended.map((element) => element.src)).toEqual(SOURCES);
    parsedFirst.frame();
    parsedFirst.timers();
    expect(parsedFirst.appended).toHaveLength(3);
  });

  it('is done once: a rewritten page comes back unchanged, and so does a page without chunk scripts', () => {
    expect(withLateScripts(html)).toBe(html);
    expect(html.split(LATE_SCRIPTS_MARK)).toHaveLength(2);
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(withLateScripts(plain)).toBe(plain);
    expect(withLateScripts('no head')).toBe('no head');
  });

  it('writes the sources so that none can close the script', () => {
    expect(lateScriptsLoader(['/_next/static/chunks/a</script>.js'])).not.toContain('a</script>');
  });
});
