import { borderCrossings, clientServerPaths, crossingImports, importCycles, importGraph, serverCodeInClient, upwardImports } from './import-graph';

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
});
