/**
 * The reference backend's embedded SQLite database (better-sqlite3). Each server module brings its own
 * ordered migrations, recorded in `migrations` as `<module>:<index>` so a module can add one later
 * without renumbering anybody else's.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * What the database needs of a module: its name and ordered migrations (declared here, not imported
 * from `module.ts`, so the database layer depends on nothing above it).
 */
export interface Migrating {
  name: string;
  migrations: string[];
}

/**
 * How long a statement waits for another connection's lock before SQLITE_BUSY. Short on purpose: a
 * borrower's call answers 'busy, try again' (503, see http.ts) within a quarter second instead of
 * hanging, and nothing else waits behind it.
 */
export const BUSY_TIMEOUT_MS = 250;

/** SQLITE_BUSY / SQLITE_LOCKED from better-sqlite3: another connection holds the lock; retrying may succeed. */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}

/** Applies what is new of every module's migrations. */
export function migrate(db: Db, modules: Migrating[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  db.exec('CREATE TABLE IF NOT EXISTS module_seeds (module TEXT PRIMARY KEY, seeded_at TEXT NOT NULL)');
  const done = new Set((db.prepare('SELECT id FROM migrations').all() as { id: string }[]).map((r) => r.id));
  const record = db.prepare("INSERT INTO migrations (id, applied_at) VALUES (?, datetime('now'))");
  for (const mod of modules) {
    mod.migrations.forEach((sql, index) => {
      const id = `${mod.name}:${index}`;
      if (done.has(id)) return;
      db.transaction(() => {
        db.exec(sql);
        record.run(id);
      })();
    });
  }
}

/** Modules whose seed has not run on this database yet (a module added since it was created). */
export function unseededModules<M extends Migrating>(db: Db, modules: M[]): M[] {
  const done = new Set(
    (db.prepare('SELECT module FROM module_seeds').all() as { module: string }[]).map((r) => r.module),
  );
  return modules.filter((m) => !done.has(m.name));
}

export function markSeeded(db: Db, module: Migrating): void {
  db.prepare("INSERT INTO module_seeds (module, seeded_at) VALUES (?, datetime('now'))").run(module.name);
}
