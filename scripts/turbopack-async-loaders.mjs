import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * One body per Turbopack async loader in a build's chunks (the browser's and the server's) (run by next.config.mjs after the
 * production compile; issue 16's stop 22).
 *
 * An `import('./x')` compiles to a small loader module: "load these chunks, then require x". Its
 * module id is the same wherever x is imported from, but its chunk list depends on what the
 * importing chunk group already holds: where x is already loaded the loader is
 * `Promise.resolve().then(() => require(x))`. Next 16.4's Turbopack writes those different bodies
 * under one id into different chunks, and the runtime (the browser's, and the server's) keeps whichever registers first
 * (vercel/next.js#98099, fix not released). So a loader written for a page that holds x can serve
 * an import from a page that does not, and the import fails with "Module … was instantiated …
 * but the module factory is not available". Shoppers met it when the timing was unlucky: the
 * session not resumed on the checkout page (the guest form for a signed-in customer), an add to
 * cart that did nothing. `experimental.turbopackClientSideNestedAsyncChunking: false` would avoid
 * nested availability but makes this Turbopack version hang or panic while building.
 *
 * So every loader id written with different bodies gets one: the union of their chunk lists. It
 * loads at most a chunk or two that the page already has (the runtime loads a chunk once), and
 * never misses one, whichever copy registers first.
 */

/** A loader module in a minified browser chunk: `,ID,m=>{m.v(r=>Promise.all([chunks].map(c=>m.l(c))).then(()=>r(TARGET)))}`. */
const LOADER =
  /([,[])(\d+),([\w$]+)=>\{\3\.v\(([\w$]+)=>Promise\.(?:all\((\[[^\]]*\])\.map\(([\w$]+)=>\3\.l\(\6\)\)\)|resolve\(\))\.then\(\(\)=>\4\((\d+)\)\)\)\}/g;

/**
 * @typedef {{ id: string; target: string; chunks: string[] }} Loader
 */

/** The async loaders written in one chunk's source. */
export function loadersIn(source) {
  /** @type {Loader[]} */
  const loaders = [];
  for (const match of source.matchAll(LOADER)) {
    loaders.push({ id: match[2], target: match[7], chunks: match[5] ? JSON.parse(match[5]) : [] });
  }
  return loaders;
}

const bodyOf = (loader) => `${loader.target}:${loader.chunks.join('\n')}`;

/**
 * The loader ids written with more than one body across `sources` (file name → chunk source), each
 * with the union of their chunk lists (in first-seen order).
 * @param {Map<string, string>} sources
 * @returns {Map<string, { target: string; chunks: string[]; bodies: number }>}
 */
export function conflictingLoaders(sources) {
  /** @type {Map<string, { target: string; chunks: string[]; bodies: Set<string> }>} */
  const byId = new Map();
  for (const source of sources.values()) {
    for (const loader of loadersIn(source)) {
      const entry = byId.get(loader.id) ?? { target: loader.target, chunks: [], bodies: new Set() };
      // Two targets under one id would be a different bug: leave that id alone.
      if (entry.target !== loader.target) entry.bodies.add('target mismatch');
      entry.bodies.add(bodyOf(loader));
      for (const chunk of loader.chunks) if (!entry.chunks.includes(chunk)) entry.chunks.push(chunk);
      byId.set(loader.id, entry);
    }
  }
  const conflicts = new Map();
  for (const [id, entry] of byId) {
    if (entry.bodies.size > 1 && !entry.bodies.has('target mismatch')) {
      conflicts.set(id, { target: entry.target, chunks: entry.chunks, bodies: entry.bodies.size });
    }
  }
  return conflicts;
}

/**
 * `sources` with every conflicting loader rewritten to the union of its chunk lists. Returns only
 * the files that changed.
 * @param {Map<string, string>} sources
 * @returns {Map<string, string>}
 */
export function unifyAsyncLoaders(sources) {
  return rewrite(sources, conflictingLoaders(sources));
}

/** `sources` with the loaders in `conflicts` rewritten to their union; only the files that changed. */
function rewrite(sources, conflicts) {
  const changed = new Map();
  if (conflicts.size === 0) return changed;
  for (const [file, source] of sources) {
    const rewritten = source.replace(LOADER, (whole, before, id, module) => {
      const loader = conflicts.get(id);
      if (!loader) return whole;
      // Names of their own: the minifier may have given the require and the module context one name.
      return `${before}${id},${module}=>{${module}.v(__r=>Promise.all(${JSON.stringify(loader.chunks)}.map(__c=>${module}.l(__c))).then(()=>__r(${loader.target})))}`;
    });
    if (rewritten !== source) changed.set(file, rewritten);
  }
  return changed;
}

/** The browser's chunks in a build (relative to the build directory). */
export const CLIENT_CHUNK_DIRECTORY = path.join('static', 'chunks');

/** Where a build keeps the chunks of one runtime: the browser's, and the server's page rendering (each registers first-wins). */
export const CHUNK_DIRECTORIES = [CLIENT_CHUNK_DIRECTORY, path.join('server', 'chunks', 'ssr')];

/** The chunks in `directory` (`*.js`), by file name; none when it does not exist. */
export async function readChunks(directory) {
  const names = (await readdir(directory).catch(() => [])).filter((name) => name.endsWith('.js'));
  const sources = new Map();
  for (const name of names) sources.set(name, await readFile(path.join(directory, name), 'utf8'));
  return sources;
}

/** Rewrites the build's conflicting loaders in place; resolves to how many ids and files changed. */
export async function unifyAsyncLoadersIn(distDir) {
  let loaders = 0;
  let files = 0;
  for (const directory of CHUNK_DIRECTORIES.map((relative) => path.join(distDir, relative))) {
    const sources = await readChunks(directory);
    const conflicts = conflictingLoaders(sources);
    loaders += conflicts.size;
    const changed = rewrite(sources, conflicts);
    for (const [name, source] of changed) await writeFile(path.join(directory, name), source);
    files += changed.size;
  }
  return { loaders, files };
}
