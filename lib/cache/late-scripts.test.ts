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

  it('loads the chunks once the first contentful paint is reported, each once, async (AFTER_THE_FIRST_PAINT)', () => {
    const run = ({ visibilityState = 'visible', paintEntries = true } = {}) => {
      const appended: Array<Record<string, unknown>> = [];
      let frame: (() => void) | undefined;
      let timers: Array<{ task: () => void; delay: number }> = [];
      const listeners: Record<string, () => void> = {};
      let observer: { report: (names: string[]) => void; disconnected: boolean } | undefined;
      const document = {
        visibilityState,
        head: { appendChild: (element: Record<string, unknown>) => appended.push(element) },
        createElement: (tag: string) => ({ tag }),
        addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
        documentElement: { getAttribute: () => null },
      };
      class NoMutationObserver {
        observe() {}
        disconnect() {}
      }
      class PaintObserver {
        static supportedEntryTypes = paintEntries ? ['mark', 'paint'] : ['mark'];
        constructor(callback: (list: { getEntries: () => Array<{ name: string }> }, self: PaintObserver) => void) {
          const self = this;
          observer = {
            disconnected: false,
            report: (names) => {
              if (!observer!.disconnected) callback({ getEntries: () => names.map((name) => ({ name })) }, self);
            },
          };
        }
        observe(options: unknown) {
          expect(options).toEqual({ type: 'paint', buffered: true });
        }
        disconnect() {
          observer!.disconnected = true;
        }
      }
      const script = /<script data-late-scripts="">([\s\S]*?)<\/script>/.exec(head)![1];
      new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', 'MutationObserver', script)(
        { PerformanceObserver: PaintObserver },
        document,
        (callback: () => void) => (frame = callback),
        (task: () => void, delay: number) => timers.push({ task, delay }),
        NoMutationObserver,
      );
      const runTimers = (upTo: number) => {
        const due = timers.filter((timer) => timer.delay <= upTo);
        timers = timers.filter((timer) => timer.delay > upTo);
        due.forEach((timer) => timer.task());
      };
      return {
        scripts: () => appended.map((element) => element.src),
        asyncs: () => appended.every((element) => element.tag === 'script' && element.async === true),
        frame: () => frame?.(),
        paint: (...names: string[]) => observer?.report(names),
        nextTask: () => runTimers(0),
        twoSecondsLater: () => runTimers(2000),
        parsed: () => listeners.DOMContentLoaded(),
        hidden: () => {
          document.visibilityState = 'hidden';
          listeners.visibilitychange();
        },
      };
    };

    // Parsed, drawn, then its first contentful paint reported: added then, not before.
    const shown = run();
    shown.parsed();
    shown.frame();
    shown.nextTask();
    shown.paint('first-paint');
    expect(shown.scripts()).toEqual([]); // parsed and drawn, but not yet on screen with content
    shown.paint('first-contentful-paint');
    expect(shown.scripts()).toEqual(SOURCES);
    expect(shown.asyncs()).toBe(true);
    shown.paint('first-contentful-paint');
    shown.twoSecondsLater();
    expect(shown.scripts()).toHaveLength(3);

    // A browser without paint entries: in the task after the first animation frame.
    const noPaintEntries = run({ paintEntries: false });
    noPaintEntries.parsed();
    noPaintEntries.frame();
    expect(noPaintEntries.scripts()).toEqual([]);
    noPaintEntries.nextTask();
    expect(noPaintEntries.scripts()).toEqual(SOURCES);

    // No paint two seconds after parsing: added then.
    const noPaint = run();
    noPaint.parsed();
    noPaint.nextTask();
    expect(noPaint.scripts()).toEqual([]);
    noPaint.twoSecondsLater();
    expect(noPaint.scripts()).toEqual(SOURCES);
    noPaint.paint('first-contentful-paint');
    expect(noPaint.scripts()).toHaveLength(3);

    // A tab that is not shown draws nothing: added when parsed.
    const notShown = run({ visibilityState: 'hidden' });
    expect(notShown.scripts()).toEqual([]);
    notShown.parsed();
    expect(notShown.scripts()).toEqual(SOURCES);

    // Hidden after it was parsed, before its first paint: added then.
    const hiddenLater = run();
    hiddenLater.parsed();
    expect(hiddenLater.scripts()).toEqual([]);
    hiddenLater.hidden();
    expect(hiddenLater.scripts()).toEqual(SOURCES);
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
