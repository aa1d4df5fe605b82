/**
 * The reference backend: every call of the contract on SQLite, and the built pages on the same origin.
 * `createServerApp()` is what `server/main.ts` runs and what the e2e tests start on a fresh database.
 */
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { aliasMap, loadEntries, ROOT } from '../shared/site/entries';
import { markSeeded, migrate, openDatabase, unseededModules } from './db';
import type { Db } from './db';
import { ok } from './http';
import type { App, Borrower, Env } from './http';
import { createBorrower, DEMO_TOKEN } from './modules/core';
import { modules } from './modules/index';
import type { ModuleContext, Scenario } from './module';
import { fileInside, sendFile } from './static';
import { distInlineScriptHashes } from '../shared/site/inline-script-hashes';
import { entriesIndexHtml } from './entries-index';

export interface ServerOptions {
  /** SQLite file (default `data/app.sqlite`); ':memory:' for a throwaway database. */
  dbFile?: string;
  /** Built pages (default `dist/`). */
  distDir?: string;
  /** Folder for uploaded files (default: beside the database). */
  dataDir?: string;
  /** Enables `POST /_test/borrower`, which creates a borrower with every scenario seeded. */
  testApi?: boolean;
}

export interface ServerApp {
  app: App;
  db: Db;
  /** Scenarios of the demo borrower, for the index page. */
  demoScenarios: Scenario[];
  close(): void;
}

const cspOf = (scriptHashes: string[]) => [
  "default-src 'self'",
  // The build's inline start scripts (issue 13) by hash; never 'unsafe-inline'.
  ["script-src 'self'", ...scriptHashes].join(' '),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "frame-src 'self' https:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

function recordScenarios(ctx: ModuleContext, borrower: Borrower, scenarios: Scenario[]): void {
  const insert = ctx.db.prepare('INSERT INTO scenarios (borrower_id, key, title, entry, query) VALUES (?, ?, ?, ?, ?)');
  for (const s of scenarios) insert.run(borrower.id, s.key, s.title, s.entry, JSON.stringify(s.query));
}

/** Seeds one borrower's data in every module and records the scenarios it opened. */
function seedBorrower(ctx: ModuleContext, borrower: Borrower): Scenario[] {
  return ctx.db.transaction(() => {
    const scenarios = modules.flatMap((m) => m.seedBorrower?.(ctx, borrower) ?? []);
    recordScenarios(ctx, borrower, scenarios);
    return scenarios;
  })();
}

/**
 * Runs the seed of every module this database has not seen (all of them when it is new; a module added
 * since, on an older `data/app.sqlite`), including that module's data for the demo borrower, whom the
 * core module's seed brings.
 */
function seedNewModules(ctx: ModuleContext): void {
  for (const mod of unseededModules(ctx.db, modules)) {
    ctx.db.transaction(() => {
      mod.seed?.(ctx);
      const demo =
        (ctx.db.prepare('SELECT id, token, name, phone FROM borrowers WHERE token = ?').get(DEMO_TOKEN) as Borrower | undefined) ??
        createBorrower(ctx, DEMO_TOKEN, 'Maria Santos');
      recordScenarios(ctx, demo, mod.seedBorrower?.(ctx, demo) ?? []);
      markSeeded(ctx.db, mod);
    })();
  }
}

function scenariosOf(db: Db, token: string): Scenario[] {
  const rows = db
    .prepare('SELECT s.key, s.title, s.entry, s.query FROM scenarios s JOIN borrowers b ON b.id = s.borrower_id WHERE b.token = ? ORDER BY s.id')
    .all(token) as (Omit<Scenario, 'query'> & { query: string })[];
  return rows.map((r) => ({ ...r, query: JSON.parse(r.query) as Record<string, string> }));
}

export function createServerApp(options: ServerOptions = {}): ServerApp {
  const dbFile = options.dbFile ?? join(ROOT, 'data', 'app.sqlite');
  const distDir = resolve(options.distDir ?? join(ROOT, 'dist'));
  const CSP = cspOf(distInlineScriptHashes(distDir));
  const dataDir = resolve(options.dataDir ?? (dbFile === ':memory:' ? join(ROOT, 'data') : join(dbFile, '..')));
  const db = openDatabase(dbFile);
  const ctx: ModuleContext = { db, dataDir, filesUrl: '/files' };

  migrate(db, modules);
  seedNewModules(ctx);
  const demoScenarios = scenariosOf(db, DEMO_TOKEN);

  const app: App = new Hono<Env>();
  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CSP);
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  // The borrower's session is the `token` query parameter (contract §1).
  app.use('*', async (c, next) => {
    const token = c.req.query('token');
    const borrower = token
      ? ((db.prepare('SELECT id, token, name, phone FROM borrowers WHERE token = ?').get(token) as Borrower | undefined) ?? null)
      : null;
    c.set('borrower', borrower);
    await next();
  });

  for (const mod of modules) mod.routes(app, ctx);

  if (options.testApi) {
    app.post('/_test/borrower', (c) => {
      const borrower = createBorrower(ctx);
      const scenarios = seedBorrower(ctx, borrower);
      return c.json(ok({ token: borrower.token, scenarios: Object.fromEntries(scenarios.map((s) => [s.key, s])) }));
    });
  }

  app.get('/_entries', (c) => c.html(entriesIndexHtml(loadEntries(), demoScenarios, DEMO_TOKEN)));
  app.get('/_entries.json', (c) => c.json({ token: DEMO_TOKEN, entries: loadEntries().map((e) => ({ name: e.name, title: e.title, aliases: e.aliases })), scenarios: demoScenarios }));

  app.all('/states/*', (c) => c.json({ code: 404, message: 'No such call', data: null }, 404));
  app.all('/api/*', (c) => c.json({ code: 404, message: 'No such call', data: null }, 404));

  const aliases = aliasMap();
  app.get('/files/*', (c) => {
    const file = fileInside(join(dataDir, 'files'), c.req.path.slice('/files'.length));
    return file ? sendFile(c, file) : c.notFound();
  });
  app.get('*', (c) => {
    const path = c.req.path;
    const alias = aliases.get(path);
    const file = alias ? fileInside(distDir, `/${alias}.html`) : fileInside(distDir, path === '/' ? '/index.html' : path);
    if (file) return sendFile(c, file);
    if (path === '/') return c.redirect('/_entries');
    return c.text('Not found', 404);
  });

  return { app, db, demoScenarios, close: () => db.close() };
}
