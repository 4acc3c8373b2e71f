import { borderCrossings, crossingImports, importCycles, importGraph, upwardImports } from './import-graph';

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
});
