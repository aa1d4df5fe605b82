/**
 * A server module: one area of the contract (its tables, its seed, its routes). `modules/index.ts` lists
 * them; a screen issue adds its own module rather than editing another's.
 */
import type { Db } from './db';
import type { App } from './http';
import type { Borrower } from './session';
import type { ServerSettings } from './settings';
import type { Dialect } from './dialect';
import type { EntryName } from '../shared/site/entries';

/** A way to open an entry with seeded data, listed on the index page and returned to tests. */
export interface Scenario {
  /** Stable key tests use, e.g. `order-174-delay`. */
  key: string;
  title: string;
  entry: EntryName;
  query: Record<string, string>;
}

export interface ModuleContext {
  db: Db;
  /** Absolute folder for files the server stores (uploads). */
  dataDir: string;
  /** Public origin-relative URL prefix of the stored files. */
  filesUrl: string;
  settings: ServerSettings;
  /** How the borrower of this token is answered (server/dialect.ts): a link a module writes speaks it too. */
  dialectFor(token: string): Dialect;
}

export interface ServerModule {
  name: string;
  /** Ordered SQL scripts; never edit a shipped one, append a new one. */
  migrations: string[];
  /** Shared data (products, templates), run once when the database is created. */
  seed?(ctx: ModuleContext): void;
  /** Data of one borrower (the demo borrower, and every borrower a test creates). */
  seedBorrower?(ctx: ModuleContext, borrower: Borrower): Scenario[];
  routes(app: App, ctx: ModuleContext): void;
  /** Runs before each request that carries a borrower's session (the ledger brings their orders up to date). */
  beforeCall?(ctx: ModuleContext, borrower: Borrower): void;
}
