import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staleBuildReason } from './build-freshness';

let root: string;

function write(relative: string, mtimeSeconds: number) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, relative);
  fs.utimesSync(file, mtimeSeconds, mtimeSeconds);
  // keep directory mtimes out of the way unless a test sets them
  for (let dir = path.dirname(file); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) {
    fs.utimesSync(dir, 1000, 1000);
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-freshness-'));
  write('app/[store]/page.tsx', 1000);
  write('lib/magento/catalog.ts', 1000);
  write('package.json', 1000);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('staleBuildReason', () => {
  it('asks for a build when there is none', () => {
    expect(staleBuildReason(root)).toBe('no build yet');
  });

  it('keeps a build newer than every input', () => {
    write('.next/BUILD_ID', 2000);
    expect(staleBuildReason(root)).toBeUndefined();
  });

  it('asks for a build when a file deep in a source directory changed', () => {
    write('.next/BUILD_ID', 2000);
    write('lib/magento/catalog.ts', 3000);
    expect(staleBuildReason(root)).toBe('lib changed since the last build');
  });

  it('asks for a build when a top-level input changed', () => {
    write('.next/BUILD_ID', 2000);
    write('next.config.mjs', 3000);
    expect(staleBuildReason(root)).toBe('next.config.mjs changed since the last build');
  });

  it('asks for a build when a file was deleted (its directory changed)', () => {
    write('.next/BUILD_ID', 2000);
    fs.utimesSync(path.join(root, 'app'), 3000, 3000);
    expect(staleBuildReason(root)).toBe('app changed since the last build');
  });

  it('ignores test files and files outside the build inputs', () => {
    write('.next/BUILD_ID', 2000);
    write('lib/store-views.test.ts', 3000);
    write('e2e/smoke.spec.ts', 3000);
    write('backend/server.ts', 3000);
    write('README.md', 3000);
    expect(staleBuildReason(root)).toBeUndefined();
  });

  it('reads the build in another dist directory', () => {
    write('.data/next-e2e/BUILD_ID', 2000);
    expect(staleBuildReason(root, '.data/next-e2e')).toBeUndefined();
    expect(staleBuildReason(root)).toBe('no build yet');
  });
});
