import { conflictingLoaders, loadersIn, unifyAsyncLoaders } from './turbopack-async-loaders.mjs';

// Chunks as Next 16.4's Turbopack writes them (minified): the loader of module 54641 written three
// ways under id 22310, as in the build where the checkout page lost its session.
const head = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0';
const checkoutIsland = `${head},22310,s=>{s.v(s=>Promise.resolve().then(()=>s(54641)))},16429,s=>{s.v(e=>Promise.all(["static/chunks/a.js"].map(e=>s.l(e))).then(()=>e(3181)))}]);`;
const productIsland = `${head},22310,e=>{e.v(t=>Promise.all(["static/chunks/user.js"].map(t=>e.l(t))).then(()=>t(54641)))},99,e=>{"use strict";e.s([])}]);`;
const accountIsland = `${head},22310,t=>{t.v(e=>Promise.all(["static/chunks/user-b.js","static/chunks/user.js"].map(e=>t.l(e))).then(()=>e(54641)))}]);`;
const sources = new Map([
  ['checkout.js', checkoutIsland],
  ['product.js', productIsland],
  ['account.js', accountIsland],
]);

/** Runs a rewritten loader the way the runtime does: `m.v(fn)` exports fn, an import calls it with require. */
function runLoader(source: string, id: string) {
  const loaded: string[] = [];
  const required: number[] = [];
  let exported: ((require: (id: number) => unknown) => Promise<unknown>) | undefined;
  const parts: unknown[] = [];
  const TURBOPACK = { push: (chunk: unknown[]) => parts.push(...chunk) };
  new Function('globalThis', 'document', source)({ TURBOPACK }, undefined);
  const index = parts.indexOf(Number(id));
  const factory = parts[index + 1] as (module: object) => void;
  factory({
    v: (value: typeof exported) => (exported = value),
    l: (chunk: string) => (loaded.push(chunk), Promise.resolve()),
  });
  return exported!((target) => required.push(target)).then(() => ({ loaded, required }));
}

describe('Turbopack async loaders (one body per module id)', () => {
  it('reads each loader: its id, its target and the chunks it loads first', () => {
    expect(loadersIn(checkoutIsland)).toEqual([
      { id: '22310', target: '54641', chunks: [] },
      { id: '16429', target: '3181', chunks: ['static/chunks/a.js'] },
    ]);
    expect(loadersIn(productIsland)).toEqual([{ id: '22310', target: '54641', chunks: ['static/chunks/user.js'] }]);
  });

  it('finds an id written with different bodies, with the union of their chunk lists', () => {
    expect(conflictingLoaders(sources)).toEqual(
      new Map([['22310', { target: '54641', chunks: ['static/chunks/user.js', 'static/chunks/user-b.js'], bodies: 3 }]]),
    );
  });

  it('rewrites every copy of that id to load the union, whichever registers first', async () => {
    const changed = unifyAsyncLoaders(sources);
    expect([...changed.keys()].sort()).toEqual(['account.js', 'checkout.js', 'product.js']);
    const after = new Map([...sources, ...changed]);
    expect(conflictingLoaders(after).size).toBe(0);
    for (const source of changed.values()) {
      await expect(runLoader(source, '22310')).resolves.toEqual({
        loaded: ['static/chunks/user.js', 'static/chunks/user-b.js'],
        required: [54641],
      });
    }
    // Loaders with one body, and everything else in the chunk, are left as they were.
    expect(changed.get('checkout.js')).toContain(
      ',16429,s=>{s.v(e=>Promise.all(["static/chunks/a.js"].map(e=>s.l(e))).then(()=>e(3181)))}',
    );
    expect(changed.get('product.js')).toContain(',99,e=>{"use strict";e.s([])}');
  });

  it('changes nothing when every id has one body', () => {
    expect(unifyAsyncLoaders(new Map([['checkout.js', checkoutIsland]])).size).toBe(0);
  });
});
