import {
  borderCrossings,
  firstLoadPaths,
  heavyCodeInEveryPage,
  clientPaths,
  clientServerPaths,
  crossingImports,
  importCycles,
  importGraph,
  isOtherValidationLibrary,
  otherValidationLibraries,
  serverCodeInClient,
  upwardImports,
} from './import-graph';

/**
 * The module structure rules (scripts/import-graph.ts), each pinned at zero: a backend cycle, a
 * lib → components import or an import across the backend/storefront border fails the suite.
 */
describe('import structure', () => {
  it('finds a cycle, and only modules that are part of one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'c.ts']],
      ['c.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts']]);
  });

  it('has no backend import cycle', () => {
    expect(importCycles(importGraph(['backend']))).toEqual([]);
  });

  it('finds an import that leaves its area', () => {
    const graph = new Map([
      ['backend/a.ts', ['backend/b.ts', 'shared/c.ts', 'lib/d.ts']],
      ['lib/d.ts', ['backend/b.ts']],
    ]);
    expect(crossingImports(graph, 'backend', ['shared'])).toEqual(['backend/a.ts → lib/d.ts']);
  });

  it('has the backend import nothing of the storefront, and shared/ nothing outside itself', () => {
    expect(borderCrossings()).toEqual([]);
  });

  it('has no lib → components import', () => {
    expect(upwardImports(importGraph(['lib']))).toEqual([]);
  });

  it('finds the chain by which a client module reaches a server module', () => {
    const graph = new Map([
      ['c.tsx', ['a.ts']],
      ['a.ts', ['s.ts']],
      ['b.tsx', ['a2.ts']],
      ['a2.ts', []],
      ['s.ts', []],
    ]);
    expect(clientServerPaths(graph, ['s.ts'], (f) => f.endsWith('.tsx'))).toEqual(['c.tsx → a.ts → s.ts']);
  });

  it('ships no server code to the browser: no client module reaches the server fetch or the settings', () => {
    // The navigation controller of every page once reached lib/magento/server.ts (and with it zod
    // and every setting, 30 KiB gzip) through the route module; the showroom finder likewise.
    expect(serverCodeInClient()).toEqual([]);
  });

  it('counts side-effect imports, and with `packages` the packages’ modules as imported', () => {
    const graph = importGraph(['lib/checkout', 'lib/validation'], { code: true, packages: true });
    expect(graph.get('lib/validation/rules.ts')).toEqual(['valibot']);
    expect(graph.get('lib/checkout/address-schema.ts')).toEqual(expect.arrayContaining(['lib/validation/rules.ts', 'valibot']));
    expect(importGraph(['lib/validation'], { code: true }).get('lib/validation/rules.ts')).toEqual([]);
  });

  it('tells another validation library from valibot', () => {
    expect(
      ['zod', 'zod/mini', 'zod/v4/classic', 'yup', 'joi', 'superstruct', '@sinclair/typebox'].filter(isOtherValidationLibrary),
    ).toEqual(['zod', 'zod/mini', 'zod/v4/classic', 'yup', 'joi', 'superstruct', '@sinclair/typebox']);
    expect(['valibot', 'zodiac', 'yupper', 'react'].filter(isOtherValidationLibrary)).toEqual([]);
  });

  it('validates with one library: no module of the storefront, the backend or shared/ imports another than valibot', () => {
    // zod's core was ~15 KiB gzip of the first load of every page with a form; valibot's functions
    // tree-shake, so a form pays for the rules it uses.
    expect(otherValidationLibraries()).toEqual([]);
  });

  it('follows a page tree into the client modules it renders, and everything they import, but not a server module’s packages', () => {
    const graph = new Map([
      ['layout.tsx', ['Header.tsx', 'server.ts']],
      ['server.ts', ['valibot']],
      ['Header.tsx', ['Search.tsx', 'Cart.tsx']],
      ['Search.tsx', ['suggest.ts']],
      ['suggest.ts', ['@tanstack/react-query']],
      ['Cart.tsx', []],
    ]);
    const isClient = (file: string) => ['Search.tsx', 'Cart.tsx'].includes(file);
    expect(firstLoadPaths(graph, 'layout.tsx', (m) => m === 'valibot' || m === '@tanstack/react-query', isClient)).toEqual([
      'layout.tsx → Header.tsx → Search.tsx → suggest.ts → @tanstack/react-query',
    ]);
  });

  it('keeps React Query, valibot, next/image, next/dynamic and next/link out of every page’s first load and the catalogue pages’', () => {
    // React Query alone was ~14 KiB gzip of every page, through the app providers.
    expect(heavyCodeInEveryPage()).toEqual([]);
  });
});
