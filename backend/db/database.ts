import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const SCHEMA_FILE = path.join(__dirname, 'schema.sql');
/** Bump when schema.sql or the seed changes shape: older databases are then re-seeded on start. */
export const SCHEMA_VERSION = '9';

/** Opens (creating when absent) the shop's SQLite database in WAL mode and applies the schema. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  db.pragma('mmap_size = 268435456');
  db.exec(fs.readFileSync(SCHEMA_FILE, 'utf8'));
  return db;
}

export function isSeeded(db: Db): boolean {
  const row = db.prepare("SELECT value FROM schema_meta WHERE key = 'seeded_at'").get() as { value: string } | undefined;
  return Boolean(row);
}

/**
 * The schema version a database file was seeded with, read before the current schema is applied
 * (an older file may lack columns the current schema indexes). Undefined when absent or unseeded.
 */
export function seededSchemaVersion(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT value FROM schema_meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
    return row?.value ?? 'unknown';
  } catch {
    return 'unknown';
  } finally {
    db.close();
  }
}

/** The `schema_meta` values of a seeded database file (read-only, before the schema is applied); {} when absent. */
export function seededDetails(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT key, value FROM schema_meta').all() as { key: string; value: string }[];
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  } catch {
    return {};
  } finally {
    db.close();
  }
}

export function markSeeded(db: Db, details: Record<string, string>): void {
  const put = db.prepare('INSERT OR REPLACE INTO schema_meta (key, value) VALUES (?, ?)');
  db.transaction(() => {
    put.run('schema_version', SCHEMA_VERSION);
    for (const [key, value] of Object.entries(details)) put.run(key, value);
    put.run('seeded_at', new Date().toISOString());
  })();
}

/** Removes the database file and its WAL companions so the next open starts empty. */
export function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

const secrets = new WeakMap<Db, Map<string, Buffer>>();

/**
 * A random 256-bit secret of this database, by name (HMAC keys for signed links and tokens):
 * made on first use and kept in schema_meta, so signatures survive a restart but not a re-seed.
 */
export function databaseSecret(db: Db, name: string): Buffer {
  let known = secrets.get(db);
  if (!known) secrets.set(db, (known = new Map()));
  let key = known.get(name);
  if (!key) {
    // INSERT OR IGNORE: the first caller's secret wins, however many race for it.
    db.prepare('INSERT OR IGNORE INTO schema_meta (key, value) VALUES (?, ?)').run(name, crypto.randomBytes(32).toString('hex'));
    const row = db.prepare('SELECT value FROM schema_meta WHERE key = ?').get(name) as { value: string };
    key = Buffer.from(row.value, 'hex');
    known.set(name, key);
  }
  return key;
}
