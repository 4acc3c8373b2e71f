// Imported for its effect, first, by whatever loads the storefront's code outside Next: writes the
// typed operations (lib/magento/generated, scripts/codegen.ts) when they are missing or older than
// the documents and schema they come from. next.config.mjs imports it too, so build, dev, start,
// typegen and next/jest never see a stale copy; the benchmarks that import lib/ directly
// (bench-lighthouse, bench-load) import it before lib/, so they work on a fresh clone.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

execFileSync(fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url)), ['scripts/codegen.ts', '--if-stale'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
});
