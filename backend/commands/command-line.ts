/**
 * What the backend's commands share: their arguments, and the shop's services opened on the
 * database of a data folder (the backend may be running on it: SQLite in WAL mode lets a second
 * process write, one write transaction at a time).
 */
import fs from 'node:fs';
import { resolveConfig } from '../config';
import { isSeeded, openDatabase } from '../db/database';
import type { BackendServices } from '../graphql/context';
import { CatalogIndex } from '../modules/catalog/catalog-index';
import { CachePurger, attachPurger, httpCacheHostsFor, purgerOf } from '../modules/page-cache/purge';
import { StoreDirectory } from '../modules/store/stores';
import { databaseFile } from '../start';

export interface CommonOptions {
  dataDir?: string;
  storefrontUrl?: string;
}

/** Reads `--name value` pairs and `--flag` switches; `usage` is shown for anything else. */
export function parseArguments(
  argv: readonly string[],
  known: { values: readonly string[]; switches?: readonly string[]; repeatable?: readonly string[] },
  usage: string,
): { values: Map<string, string[][]>; switches: Set<string> } {
  const values = new Map<string, string[][]>();
  const switches = new Set<string>();
  const arity = (name: string) => (known.repeatable?.includes(name) ? 2 : 1);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const name = arg.replace(/^--/, '');
    if (known.switches?.includes(name)) switches.add(name);
    else if (known.values.includes(name) || known.repeatable?.includes(name)) {
      const taken = argv.slice(i + 1, i + 1 + arity(name));
      if (taken.length < arity(name) || taken.some((value) => value.startsWith('--')))
        throw new UsageError(`${arg} needs ${arity(name)} value(s)`);
      values.set(name, [...(values.get(name) ?? []), taken]);
      i += arity(name);
    } else throw new UsageError(`Unknown argument: ${arg}`);
  }
  return { values, switches };
}

export class UsageError extends Error {}

/** The services on the seeded database of the data folder (default: the backend's, see config.ts). */
export function openServices(options: CommonOptions = {}): BackendServices {
  const config = resolveConfig({ dataDir: options.dataDir, storefrontUrl: options.storefrontUrl });
  const file = databaseFile(config);
  if (!fs.existsSync(file)) throw new Error(`No database at ${file}: start the backend once to create it`);
  const db = openDatabase(file);
  if (!isSeeded(db)) {
    db.close();
    throw new Error(`The database at ${file} is not seeded yet: start the backend once to seed it`);
  }
  attachPurger(db, new CachePurger(httpCacheHostsFor(config), (message) => console.error(message)));
  return { db, config, stores: new StoreDirectory(db), catalogIndex: new CatalogIndex(db) };
}

/** Waits for the purges the command sent (a process that exits first would drop them), then closes. */
export async function closeServices(services: BackendServices): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve)); // purges queued after a commit
  await purgerOf(services.db)?.settled();
  services.db.close();
}

/** Runs a command: its errors become a message and exit code 1 (2 for bad usage). */
export function runCommand(name: string, usage: string, main: () => void | Promise<void>): void {
  const fail = (error: unknown) => {
    console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UsageError) console.error(usage);
    process.exit(error instanceof UsageError ? 2 : 1);
  };
  try {
    const done = main();
    if (done instanceof Promise) done.catch(fail);
  } catch (error) {
    fail(error);
  }
}

export function numberArgument(name: string, value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) throw new UsageError(`--${name} needs a number, got ${value}`);
  return number;
}
