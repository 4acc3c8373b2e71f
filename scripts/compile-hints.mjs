import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CLIENT_CHUNK_DIRECTORY, readChunks } from './turbopack-async-loaders.mjs';

/*
 * The browser's chunks compile off the main thread (issue 16).
 *
 * V8 compiles a script's functions lazily: on load it only pre-parses them, and compiles each the
 * first time it is called. A Turbopack chunk is a list of module factories that all run when the
 * page starts, so every module of a page was compiled on the main thread inside the one task that
 * starts the app (the last chunk's evaluation: instantiate every module, decode the RSC payload,
 * start hydrating). In traces of a category page, half of that task was compiling (50 of 95 ms on
 * the 2-core machine), and Lighthouse's simulation counted the task as 350-500 ms of blocking time.
 *
 * Chromium (136 and later) reads V8's explicit compile hint: a script that starts with the magic
 * comment `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, as it is
 * compiled, which for a script fetched `async` is on a background thread while it streams in. So
 * every client chunk of the build starts with it. Other browsers read it as a comment. The
 * chunks are the build's own and all of them run as soon as they arrive (the page's, and an
 * island's when it is asked for), so nothing is compiled that would not be compiled anyway.
 *
 * Measured through a proxy that added the comment (README "Performance"): the start-up task of a
 * cached category page 86 → 61 ms (median of 6 cold loads, unthrottled), and in Lighthouse its
 * blocking time 397 → 114 ms.
 */

/** The magic comment, on a line of its own before the chunk's code. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A chunk's source with the hint in front (once: a source that has it comes back as it is). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Puts the hint in front of every JavaScript chunk of the build in `distDir` that lacks it.
 * @param {string} distDir
 * @returns {Promise<{ chunks: number, changed: number }>}
 */
export async function addCompileHintsIn(distDir) {
  const directory = path.join(distDir, CLIENT_CHUNK_DIRECTORY);
  const sources = await readChunks(directory);
  let changed = 0;
  for (const [name, source] of sources) {
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    await writeFile(path.join(directory, name), hinted);
    changed++;
  }
  return { chunks: sources.size, changed };
}
