/**
 * The reference backend's embedded SQLite database (better-sqlite3). Each server module brings its own
 * ordered migrations, recorded in `migrations` as `<module>:<index>` so a module can add one later
 * without renumbering anybody else's.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { ServerModule } from './module';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 3000');
  return db;
}

/** Applies what is new of every module's migrations; returns true when the database was empty. */
export function migrate(db: Db, modules: ServerModule[]): boolean {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const fresh = (db.prepare('SELECT COUNT(*) AS n FROM migrations').get() as { n: number }).n === 0;
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
  return fresh;
}
