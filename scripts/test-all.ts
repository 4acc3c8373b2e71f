/**
 * `npm test`: every check of the project, in order, stopping at the first failure:
 *
 *   typecheck  next typegen + tsc --noEmit (storefront, backend, scripts, tests)
 *   unit       jest --ci (unit, component, backend and contract tests)
 *   contract   scripts/check-magento.ts --profile os, commerce and embedded (core operations valid on
 *              stock Magento Open Source and on Adobe Commerce; every operation on the embedded backend)
 *   build      next build against the test backend's address (a build never needs a backend), then the
 *              first-load JavaScript per route (scripts/first-load.ts: a report, never a failure)
 *   e2e        playwright test (starts its own backend and storefront, see playwright.config.ts)
 *   faults     the fault bench, short: 10 shoppers for 15 s (scripts/bench-faults.ts); fails on a
 *              lost or doubled order
 *
 * `tsx scripts/test-all.ts build e2e` runs only the named steps (that is `npm run test:e2e`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DIST_DIR, E2E_STOREFRONT_ENV } from './e2e-env';
import { firstLoadReport } from './first-load';
import { CONTRACT_PROFILES, resolveDefaultReference } from './magento-contract';
import { ROOT, bin, run } from './process';

interface Step {
  name: string;
  title: string;
  run: () => Promise<number>;
  /** Why the step cannot run here, if it cannot. */
  skip?: () => string | undefined;
}

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const STEPS: Step[] = [
  {
    name: 'typecheck',
    title: 'tsc --noEmit',
    // typegen refreshes .next/types, so tsc also checks every page's and layout's exports.
    run: async () => (await run(bin('next'), ['typegen'], env)) || run(bin('tsc'), ['--noEmit'], env),
  },
  {
    name: 'unit',
    title: 'jest --ci',
    run: () => run(bin('jest'), ['--ci'], env),
  },
  {
    name: 'contract',
    title: 'check-magento --profile os, commerce, embedded && magento-schema-subset --check',
    // The reference schema lives beside the repository (../shared) in CI and in development;
    // a clone without it can still point MAGENTO_SCHEMA at a file or a live Magento.
    skip: () => {
      const reference = resolveDefaultReference(ROOT);
      return reference.schemaPath || reference.url ? undefined : `no Magento reference schema found (tried ${reference.tried.join(', ')})`;
    },
    // Then: the backend's Magento part is exactly what its type list generates from the reference.
    run: async () => {
      for (const profile of CONTRACT_PROFILES) {
        const code = await run(bin('tsx'), ['scripts/check-magento.ts', '--profile', profile, '--quiet'], env);
        if (code) return code;
      }
      return run(bin('tsx'), ['scripts/magento-schema-subset.ts', '--check'], env);
    },
  },
  {
    name: 'build',
    title: 'next build',
    run: async () => {
      const code = await run(bin('next'), ['build'], { ...env, ...E2E_STOREFRONT_ENV });
      // A plain report of the first-load JavaScript per route (issue 16), never a failure.
      if (code === 0) {
        try {
          process.stdout.write(
            `\n${firstLoadReport(ROOT, E2E_DIST_DIR) ?? 'first-load JavaScript: the build wrote no route-bundle-stats.json'}\n`,
          );
        } catch (error) {
          process.stdout.write(`\nfirst-load JavaScript report failed: ${error instanceof Error ? error.message : String(error)}\n`);
        }
      }
      return code;
    },
  },
  {
    name: 'e2e',
    title: 'playwright test',
    run: () => run(bin('playwright'), ['test'], env),
  },
  {
    name: 'faults',
    title: 'bench-faults --shoppers 10 --seconds 15',
    run: () => run(bin('tsx'), ['scripts/bench-faults.ts', '--shoppers', '10', '--seconds', '15'], env),
  },
];

type Outcome = 'passed' | 'FAILED' | 'skipped' | 'not run';

function formatDuration(ms: number): string {
  return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    process.stderr.write(`unknown step(s): ${unknown.join(', ')}; steps: ${STEPS.map((s) => s.name).join(', ')}\n`);
    return 2;
  }
  const steps = wanted.length > 0 ? STEPS.filter((step) => wanted.includes(step.name)) : STEPS;

  const rows: { step: Step; outcome: Outcome; ms?: number; note?: string }[] = [];
  let failed = false;
  for (const step of steps) {
    if (failed) {
      rows.push({ step, outcome: 'not run' });
      continue;
    }
    const skipReason = step.skip?.();
    if (skipReason) {
      process.stdout.write(`\n=== ${step.title}: skipped (${skipReason})\n`);
      rows.push({ step, outcome: 'skipped', note: skipReason });
      continue;
    }
    process.stdout.write(`\n=== ${step.title}\n`);
    const started = Date.now();
    const code = await step.run();
    const ms = Date.now() - started;
    failed = code !== 0;
    rows.push({ step, outcome: failed ? 'FAILED' : 'passed', ms, note: failed ? `exit code ${code}` : undefined });
  }

  const width = Math.max(...rows.map((row) => row.step.title.length));
  const lines = rows.map(({ step, outcome, ms, note }) =>
    [step.title.padEnd(width), outcome.padEnd(7), (ms === undefined ? '' : formatDuration(ms)).padStart(10), note ?? '']
      .join('  ')
      .trimEnd(),
  );
  const total = rows.reduce((sum, row) => sum + (row.ms ?? 0), 0);
  process.stdout.write(
    `\n${'Summary'.padEnd(width)}  ${'result'.padEnd(7)}  ${'duration'.padStart(10)}\n` +
      lines.join('\n') +
      `\n${'total'.padEnd(width)}  ${(failed ? 'FAILED' : 'passed').padEnd(7)}  ${formatDuration(total).padStart(10)}\n`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
