import fs from 'node:fs';
import path from 'node:path';

/** What a storefront build is made from: a change to any of these calls for a new build. */
export const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'shared',
  'middleware.ts',
  'proxy.ts',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
];

const isTestFile = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time (ms) of a file or of the files under a directory; 0 when absent. */
function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return isTestFile(target) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted or renamed entry only changes its directory's mtime
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Why the storefront in `distDir` must be built again, or undefined when its build is newer
 * than every build input (test files left aside: they are not part of the build).
 */
export function staleBuildReason(root: string, distDir = '.next'): string | undefined {
  let built: number;
  try {
    built = fs.statSync(path.join(root, distDir, 'BUILD_ID')).mtimeMs;
  } catch {
    return 'no build yet';
  }
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(root, input)) > built);
  return changed && `${changed} changed since the last build`;
}
