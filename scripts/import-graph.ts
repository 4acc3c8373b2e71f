/**
 * The repository's module structure rules (DESIGN.md "Habits"), checked from the import graph of
 * the TypeScript sources (static `import`/`export … from`, `import()` and `require()` of relative
 * and `@/` paths; type-only imports count too, as they tie modules together all the same):
 *
 *   - no import cycle among the backend's modules (backend/);
 *   - nothing under lib/ imports from components/ (shared pieces live below both);
 *   - the backend imports nothing of the storefront: what both use lives in shared/, which imports
 *     only itself;
 *   - no client module ('use client') reaches the server's modules (the server's cached fetch, the
 *     settings): what a client module imports ships to the browser with it (type-only imports
 *     ship nothing and are left out of this one);
 *   - one validation library, valibot, in the browser and on the server: no module imports another
 *     (zod, yup, …). Valibot's functions tree-shake, so a form pays for the rules it uses (zod's
 *     core was ~15 KiB gzip of the first load of every page with a form);
 *   - the store layout and the catalogue pages ship no React Query, client start-up, validation
 *     library, next/image, next/dynamic or next/link in their first load (shop links are plain
 *     anchors: components/app/NavigationController.tsx navigates and prefetches on intent).
 *
 * `tsx scripts/import-graph.ts` prints what breaks the rules; scripts/import-graph.test.ts pins it.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

const SOURCE = /\.(ts|tsx)$/;
const SPECIFIERS =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'generated') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * Module → the repository modules it imports (paths relative to the root); `code`: not type-only
 * imports; `packages`: the packages' modules too, as imported (`valibot`, `react`); `dynamic`:
 * `import()` too (false: only what loads with the importer, not in a chunk of its own).
 */
export function importGraph(dirs: string[], { code = false, packages = false, dynamic = true } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const text = fs.readFileSync(file, 'utf8');
      const targets = new Set<string>();
      for (const match of text.matchAll(SPECIFIERS)) {
        if (code && /^(?:import|export)\s+type\s/.test(match[0])) continue;
        if (!dynamic && match[2] !== undefined) continue;
        const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
        const resolved = resolveImport(file, specifier);
        if (resolved) targets.add(path.relative(ROOT, resolved));
        else if (packages && !specifier.startsWith('.') && !specifier.startsWith('@/')) targets.add(specifier);
      }
      graph.set(path.relative(ROOT, file), [...targets].sort());
    }
  }
  return graph;
}

/** The import cycles (strongly connected components of more than one module), each sorted. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        connect(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** `lib/x.ts → components/y.tsx` for every lib module importing from components/. */
export function upwardImports(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith(`lib${path.sep}`)) continue;
    for (const target of targets) if (target.startsWith(`components${path.sep}`)) found.push(`${file} → ${target}`);
  }
  return found.sort();
}

/** `backend/x.ts → lib/y.ts` for every module under `dir` importing outside `dir` and `allowed`. */
export function crossingImports(graph: Map<string, string[]>, dir: string, allowed: string[] = []): string[] {
  const inside = [dir, ...allowed].map((d) => `${d}${path.sep}`);
  const found: string[] = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith(`${dir}${path.sep}`)) continue;
    for (const target of targets) if (!inside.some((d) => target.startsWith(d))) found.push(`${file} → ${target}`);
  }
  return found.sort();
}

/** What crosses the backend's and shared/'s borders (see the rules above). */
export function borderCrossings(): string[] {
  return [...crossingImports(importGraph(['backend']), 'backend', ['shared']), ...crossingImports(importGraph(['shared']), 'shared')];
}

/** Modules only the server may run: the cached fetch to the backend and the settings. */
export const SERVER_MODULES = ['lib/magento/server.ts', 'lib/env/settings.ts', 'lib/env/server.ts', 'lib/env/start.ts'].map((f) =>
  f.split('/').join(path.sep),
);

/** `client → … → server module` for every client module that reaches one of `serverModules` by code imports. */
export function clientServerPaths(graph: Map<string, string[]>, serverModules: string[], isClient: (file: string) => boolean): string[] {
  return clientPaths(graph, (file) => serverModules.includes(file), isClient);
}

/** `client → … → module` for every client module that reaches a module `forbidden` names (the first one found, by the shortest chain). */
export function clientPaths(
  graph: Map<string, string[]>,
  forbidden: (module: string) => boolean,
  isClient: (file: string) => boolean,
): string[] {
  const found: string[] = [];
  for (const start of [...graph.keys()].filter(isClient).sort()) {
    const from = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const file = queue.shift()!;
      if (forbidden(file)) {
        const chain: string[] = [];
        for (let at: string | null | undefined = file; at; at = from.get(at)) chain.unshift(at);
        found.push(chain.join(' → '));
        break;
      }
      for (const next of graph.get(file) ?? []) if (!from.has(next)) (from.set(next, file), queue.push(next));
    }
  }
  return found;
}

/** Whether a module of the storefront is a client module ('use client'). */
export const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/** The client modules of the storefront that reach server code. */
export function serverCodeInClient(): string[] {
  return clientServerPaths(importGraph(['app', 'components', 'lib'], { code: true }), SERVER_MODULES, isClientModule);
}

/** The project's one validation library (DESIGN.md "Habits": one way to do each thing). */
export const VALIDATION_LIBRARY = 'valibot';

/** Whether a module is another validation library's (zod, yup, joi, superstruct, arktype, …) or one of its parts. */
export const isOtherValidationLibrary = (module: string) =>
  /^(?:zod|yup|joi|superstruct|arktype|io-ts|@sinclair\/typebox|@effect\/schema)(?:\/|$)/.test(module);

/** `module → library` for each module of the project (storefront, backend, shared) that imports another validation library. */
export function otherValidationLibraries(dirs = ['app', 'components', 'lib', 'backend', 'shared']): string[] {
  const found: string[] = [];
  for (const [file, imports] of importGraph(dirs, { packages: true })) {
    for (const module of imports.filter(isOtherValidationLibrary)) found.push(`${file.split(path.sep).join('/')} → ${module}`);
  }
  return found.sort();
}

/**
 * What must stay out of every page's first load and the catalogue pages' (issue 16): React Query and
 * the start-up loaded with it (late islands and personal pages bring it), the validation library
 * (form pages), next/image's and next/dynamic's client code, and next/link (a client component per
 * link to hydrate, and a fetch for every link that scrolls into view; shop links are plain anchors). The first load of a page is the client
 * modules its server components import, with everything those import statically.
 */
export const NOT_IN_EVERY_PAGE = ['@tanstack/react-query', 'next/image', 'next/dynamic', 'next/link', 'lib/state/client-start.ts'];
const notInEveryPage = (module: string) =>
  NOT_IN_EVERY_PAGE.includes(module.split(path.sep).join('/')) || module === VALIDATION_LIBRARY || isOtherValidationLibrary(module);

/**
 * `entry → … → module` for each module `forbidden` names that the page tree of `entry` ships: the
 * server modules from `entry` are followed to the client modules they import (a server module's own
 * packages ship nothing), and from a client module every static import ships.
 */
export function firstLoadPaths(
  graph: Map<string, string[]>,
  entry: string,
  forbidden: (module: string) => boolean,
  isClient: (file: string) => boolean,
): string[] {
  const found: string[] = [];
  const from = new Map<string, string | null>([[entry, null]]);
  const shipped = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    const client = shipped.has(file);
    if (client && forbidden(file)) {
      const chain: string[] = [];
      for (let at: string | null | undefined = file; at; at = from.get(at)) chain.unshift(at);
      found.push(chain.join(' → '));
      continue;
    }
    for (const next of graph.get(file) ?? []) {
      if (from.has(next)) continue;
      const ships = client || (graph.has(next) ? isClient(next) : false);
      if (!ships && !graph.has(next)) continue; // a package of a server module
      from.set(next, file);
      if (ships) shipped.add(next);
      queue.push(next);
    }
  }
  return found.sort();
}

/**
 * The store layout (what every page of the shop loads first) and the catalogue pages a shopper
 * lands on from a search engine (home, category/product/CMS, search), whose first loads are held
 * to the tighter budget.
 */
export const FIRST_LOAD_ENTRIES = [
  ['app', '[store]', 'layout.tsx'],
  ['app', '[store]', 'page.tsx'],
  ['app', '[store]', '[...path]', 'page.tsx'],
  ['app', '[store]', 'search.html', '[[...q]]', 'page.tsx'],
].map((parts) => path.join(...parts));

/** What the store layout and the catalogue pages ship that NOT_IN_EVERY_PAGE keeps out. */
export function heavyCodeInEveryPage(): string[] {
  const graph = importGraph(['app', 'components', 'lib'], { code: true, packages: true, dynamic: false });
  return FIRST_LOAD_ENTRIES.flatMap((entry) => firstLoadPaths(graph, entry, notInEveryPage, isClientModule));
}

if (require.main === module) {
  const backendCycles = importCycles(importGraph(['backend']));
  const upward = upwardImports(importGraph(['lib']));
  const crossings = borderCrossings();
  const inClient = serverCodeInClient();
  const otherValidation = otherValidationLibraries();
  const everyPage = heavyCodeInEveryPage();
  for (const line of everyPage) process.stdout.write(`in every page's first load: ${line}\n`);
  for (const line of inClient) process.stdout.write(`server code in the browser: ${line}\n`);
  for (const line of otherValidation) process.stdout.write(`a validation library other than ${VALIDATION_LIBRARY}: ${line}\n`);
  for (const cycle of backendCycles) process.stdout.write(`backend import cycle (${cycle.length} modules): ${cycle.join(', ')}\n`);
  for (const line of upward) process.stdout.write(`lib imports components: ${line}\n`);
  for (const line of crossings) process.stdout.write(`crosses a border: ${line}\n`);
  process.stdout.write(
    `${backendCycles.length} backend cycle(s), ${upward.length} lib → components import(s), ${crossings.length} border crossing(s), ${inClient.length} client module(s) reaching server code, ${otherValidation.length} import(s) of another validation library, ${everyPage.length} heavy module(s) in every page's first load\n`,
  );
  process.exit(
    backendCycles.length || upward.length || crossings.length || inClient.length || otherValidation.length || everyPage.length ? 1 : 0,
  );
}
