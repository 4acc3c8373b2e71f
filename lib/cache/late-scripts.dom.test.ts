/** @jest-environment jsdom */
import { READY_ATTRIBUTE, SHOPPER_INTERACTED } from '../page-ready.mjs';
import { lateScriptsLoader } from './late-scripts.mjs';

/** Runs the loader in this document, as the head of a cached page would (its chunks never arrive here). */
function runLoader() {
  const script = /<script data-late-scripts="">([\s\S]*)<\/script>/.exec(lateScriptsLoader(['/_next/static/chunks/a.js']))![1];
  new Function(script)();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the loader keeps presses made before React is there (EARLY_PRESSES)', () => {
  let log: string[];
  let cleanups: Array<() => void>;
  let pageCode: boolean;
  /** The page's code arrives and says so. */
  const ready = async (value = 'ready') => {
    pageCode = true;
    document.documentElement.setAttribute(READY_ATTRIBUTE, value);
    await settle();
  };

  beforeEach(() => {
    log = [];
    cleanups = [];
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
    for (const key of Object.keys(document))
      if (key.startsWith('__reactContainer$')) delete (document as unknown as Record<string, unknown>)[key];
    document.body.innerHTML = `
      <form id="add"><input name="quantity" value="1"><button type="submit">Add to cart</button></form>
      <form id="picker" method="get"><button type="submit">Show</button></form>
      <button type="button" id="compare">Compare</button>
      <button type="button" id="off" disabled>Off</button>
      <a href="#x" id="link">Link</a>`;
    const listen = (type: string, listener: (event: Event) => void) => {
      document.addEventListener(type, listener);
      cleanups.push(() => document.removeEventListener(type, listener));
    };
    // What the page's own code does once it is there: the Compare button's handler.
    pageCode = false;
    listen('click', (event) => {
      if (pageCode && (event.target as HTMLElement).id === 'compare') log.push('compare');
    });
    // A form the browser (or the page's code) sends; jsdom cannot navigate.
    listen('submit', (event) => {
      if (!event.defaultPrevented) log.push(`sent ${(event.target as HTMLFormElement).id}`);
      event.preventDefault();
    });
    runLoader();
  });

  afterEach(() => cleanups.forEach((cleanup) => cleanup()));

  const press = (selector: string) => (document.querySelector(selector) as HTMLElement).click();

  it('keeps "Add to cart" (a form that needs the code) and a button, once each, and makes them again when the page is ready', async () => {
    press('#add button');
    press('#add button');
    press('#compare');
    // Kept: the browser did not send the form, and nothing happened yet.
    expect(log).toEqual([]);
    await ready();
    expect(log).toEqual(['sent add', 'compare']);

    // From then on presses are the page's own: nothing kept, nothing made again.
    log = [];
    press('#compare');
    await ready('ready-again');
    expect(log).toEqual(['compare']);
  });

  it('leaves forms that state how they are sent, links and disabled buttons to the browser', async () => {
    press('#picker button');
    press('#off');
    press('#link');
    expect(log).toEqual(['sent picker']);
    await ready();
    expect(log).toEqual(['sent picker']);
  });

  it('keeps nothing once React has taken the document, even before the page says it is ready', async () => {
    (document as unknown as Record<string, unknown>)['__reactContainer$test'] = {};
    press('#add button');
    expect(log).toEqual(['sent add']);
    await ready();
    expect(log).toEqual(['sent add']);
  });

  it('notes the shopper’s first touch, key or focus for the late islands, which load at once then (SHOPPER_INTERACTED)', () => {
    const flags = window as unknown as Record<string, unknown>;
    delete flags[SHOPPER_INTERACTED];
    press('#link'); // a click alone (no pointer, key or focus) is not it
    expect(flags[SHOPPER_INTERACTED]).toBeUndefined();
    (document.querySelector('#add input') as HTMLInputElement).focus();
    expect(flags[SHOPPER_INTERACTED]).toBe(true);
    delete flags[SHOPPER_INTERACTED];
  });
});
