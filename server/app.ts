/**
 * The reference backend: every call of the contract on SQLite, and the built pages on the same origin.
 * `createServerApp()` is what `server/main.ts` runs and what the e2e tests start on a fresh database.
 */
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { aliasMap, loadEntries, ROOT } from '../shared/site/entries';
import { langOfPath } from '../shared/site/twins';
import { API_HEADERS, COMMON_HEADERS, entryPaths, OTHER_HEADERS } from '../shared/site/headers';
import { COMPLAINT_IMAGE_BYTES_MAX, uploadProblemImg } from '../shared/api/contract/complaint';
import { bodyLimit } from 'hono/body-limit';
import { API_PATHS } from '../shared/site/nginx';
import { limitBodies } from './body-limit';
import { encodeQuery } from './dialect';
import type { Dialect } from './dialect';
import { markSeeded, migrate, openDatabase, unseededModules } from './db';
import type { Db } from './db';
import { devGuard, devPagesOn, mountDevRoutes } from './dev';
import type { DevRoute, DevSwitches } from './dev';
import type { App, Env } from './http';
import type { ModuleContext, Scenario } from './module';
import { createBorrower, DEMO_TOKEN, retireDemoToken } from './modules/core';
import { modules } from './modules/index';
import { assertPenaltiesWithinCap } from './modules/loan/penalty-cap';
import { borrowerOf } from './session';
import type { Borrower } from './session';
import { defaultSettings } from './settings';
import type { CardCodeSettings, FieldCaps, ServerSettings, SmsCaps } from './settings';
import { forwardTo } from './proxy';
import { decodedFileInside, fileInside, hostPath, neverServed, sendFile } from './static';
import { DAY } from './time';

export interface ServerOptions extends DevSwitches {
  /** SQLite file (default `data/app.sqlite`); ':memory:' for a throwaway database. */
  dbFile?: string;
  /** Built pages (default `dist/`). */
  distDir?: string;
  /** Folder for uploaded files (default: beside the database). */
  dataDir?: string;
  /** Session lifetime in days (default 30). */
  tokenTtlDays?: number;
  /** The origins this server is reached at, for the payment provider's links (settings.ts). */
  publicOrigins?: readonly string[];
  /** Caps on landing SMS codes (defaults in settings.ts). */
  smsCaps?: Partial<SmsCaps>;
  /** The legacy card repayment's SMS code: its minutes and tries (defaults in settings.ts). */
  cardCode?: Partial<CardCodeSettings>;
  /** Caps on the field reports' collector (defaults in settings.ts). */
  fieldCaps?: Partial<FieldCaps>;
  /**
   * How every answer is written (server/dialect.ts): 'ours' (default), 'spec' (a backend written only from
   * the spec) or 'ids' (the same with ids of its own choosing). With `testApi` a test borrower may speak
   * another one (`/_test/borrower?dialect=`).
   */
  dialect?: Dialect;
  /**
   * Another backend (`BACKEND_URL`, checked by `backendUrlOf`) to forward the pages' calls to, instead
   * of answering them here (ADR 0043): the pages are served as always; the development routes are off,
   * since their demo borrower and scenarios are this server's, not that backend's.
   */
  backendUrl?: string;
  /**
   * The addresses of the proxies in front of this server (`TRUSTED_PROXIES`): a forwarded call keeps the
   * `X-Forwarded-For` they send, with their address after it; anybody else's is replaced (server/proxy.ts).
   */
  trustedProxies?: readonly string[];
}

function settingsOf(options: ServerOptions): ServerSettings {
  const base = defaultSettings();
  if (options.tokenTtlDays !== undefined && !(options.tokenTtlDays > 0))
    throw new Error(`tokenTtlDays must be a positive number of days, not ${options.tokenTtlDays}`);
  return {
    tokenTtlMs: options.tokenTtlDays !== undefined ? options.tokenTtlDays * DAY : base.tokenTtlMs,
    publicOrigins: options.publicOrigins ?? base.publicOrigins,
    sms: { ...base.sms, ...options.smsCaps },
    field: { ...base.field, ...options.fieldCaps },
    cardCode: { ...base.cardCode, ...options.cardCode },
  };
}

export interface ServerApp {
  app: App;
  db: Db;
  /** Scenarios of the demo borrower, for the index page. */
  demoScenarios: Scenario[];
  /** The development routes mounted (none without `devRoutes`/`testApi`, or with `backendUrl`). */
  devRoutes: DevRoute[];
  close(): void;
}

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
 * since, on an older `data/app.sqlite`). With the development routes on, the demo borrower (its constant
 * token is in the repository) gets each module's data too, joining a database first opened without them;
 * with them off it never exists, and a token it had on an older database no longer answers (ADR 0047).
 */
function seedNewModules(ctx: ModuleContext, withDemo: boolean): void {
  const fresh = unseededModules(ctx.db, modules);
  let demo = withDemo
    ? ((ctx.db.prepare('SELECT id, token, name, phone FROM borrowers WHERE token = ?').get(DEMO_TOKEN) as
        Borrower | undefined) ?? null)
    : null;
  if (withDemo && !demo && fresh.length < modules.length) {
    ctx.db.transaction(() => {
      const made = createBorrower(ctx, DEMO_TOKEN, 'Maria Santos');
      for (const mod of modules)
        if (!fresh.includes(mod)) recordScenarios(ctx, made, mod.seedBorrower?.(ctx, made) ?? []);
      demo = made;
    })();
  }
  for (const mod of fresh) {
    ctx.db.transaction(() => {
      mod.seed?.(ctx);
      if (withDemo) {
        demo ??= createBorrower(ctx, DEMO_TOKEN, 'Maria Santos');
        recordScenarios(ctx, demo, mod.seedBorrower?.(ctx, demo) ?? []);
      }
      markSeeded(ctx.db, mod);
    })();
  }
  if (!withDemo) retireDemoToken(ctx);
}

function scenariosOf(db: Db, token: string): Scenario[] {
  const rows = db
    .prepare(
      'SELECT s.key, s.title, s.entry, s.query FROM scenarios s JOIN borrowers b ON b.id = s.borrower_id WHERE b.token = ? ORDER BY s.id',
    )
    .all(token) as (Omit<Scenario, 'query'> & { query: string })[];
  return rows.map((r) => ({ ...r, query: JSON.parse(r.query) as Record<string, string> }));
}

export function createServerApp(options: ServerOptions = {}): ServerApp {
  // A backend whose late charges pass the penalty cap on a product it offers does not start (ADR 0044).
  assertPenaltiesWithinCap();
  const dbFile = options.dbFile ?? join(ROOT, 'data', 'app.sqlite');
  const distDir = resolve(options.distDir ?? join(ROOT, 'dist'));
  const dataDir = resolve(options.dataDir ?? (dbFile === ':memory:' ? join(ROOT, 'data') : join(dbFile, '..')));
  const db = openDatabase(dbFile);
  // Test borrowers who speak another dialect than the server's, by token (also for the landing's
  // anonymous calls, which carry the page's token like every call): one e2e server serves every dialect.
  const dialects = new Map<string, Dialect>();
  const serverDialect = options.dialect ?? 'ours';
  const dialectFor = (token: string): Dialect => dialects.get(token) ?? serverDialect;
  const ctx: ModuleContext = { db, dataDir, filesUrl: '/files', settings: settingsOf(options), dialectFor };

  migrate(db, modules);
  seedNewModules(ctx, devPagesOn(options));
  // The index's links open each scenario with the ids the server's dialect gives them.
  const demoScenarios = scenariosOf(db, DEMO_TOKEN).map((s) =>
    serverDialect === 'ids' ? { ...s, query: encodeQuery(s.query) } : s,
  );

  const app: App = new Hono<Env>();
  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    // The headers of shared/site/headers.ts, as dist/_headers gives them to the CDN; a built entry's HTML
    // already carries its own CSP (with its inline-script hashes) from sendFile. A call's answer gets the
    // API paths' own, whoever wrote it (a forwarded backend's too: ADR 0054), as nginx sends them.
    for (const [name, value] of Object.entries(COMMON_HEADERS)) c.header(name, value);
    if (API_PATHS.some((path) => c.req.path.startsWith(path)))
      for (const [name, value] of Object.entries(API_HEADERS)) c.header(name, value);
    else for (const [name, value] of Object.entries(OTHER_HEADERS)) if (!c.res.headers.has(name)) c.header(name, value);
  });
  // A development server answers this machine's pages only (host names, Origin: ADR 0047).
  if (devPagesOn(options)) app.use('*', devGuard(options));
  // The borrower's session (the `token` query parameter, contract §1) is resolved by route() per call.
  app.use('*', limitBodies([uploadProblemImg.path]));
  if (options.backendUrl) {
    // The upload's own cap (its route is not reached): a photo and its form, as the complaint module takes.
    app.use(uploadProblemImg.path, bodyLimit({ maxSize: COMPLAINT_IMAGE_BYTES_MAX + 64 * 1024 }));
    const forward = forwardTo(options.backendUrl, options.trustedProxies);
    for (const path of API_PATHS) app.all(`${path}*`, forward);
  }
  app.use('*', async (c, next) => {
    const token = c.req.query('token') ?? '';
    c.set('dialect', dialectFor(token));
    c.set('trustedProxies', options.trustedProxies ?? []);
    // Only the calls: a page or a file never touches the database (a lock cannot hold them up).
    const call = c.req.path.startsWith('/states/') || c.req.path.startsWith('/api/');
    const borrower = token && call ? borrowerOf(db, token) : null;
    if (borrower) for (const mod of modules) mod.beforeCall?.(ctx, borrower);
    await next();
  });

  for (const mod of modules) mod.routes(app, ctx);

  // Development routes (server/dev): `/_entries`, `/dev/outbox`, `/_field`, the tests' `/_test/*`.
  const devRoutes =
    devPagesOn(options) && !options.backendUrl
      ? mountDevRoutes(app, { ctx, demoScenarios, seedBorrower: (b) => seedBorrower(ctx, b), dialects }, options)
      : [];

  app.all('/states/*', (c) => c.json({ code: 404, message: 'No such call', data: null }, 404));
  app.all('/api/*', (c) => c.json({ code: 404, message: 'No such call', data: null }, 404));

  const aliases = aliasMap();
  // Every path of every entry (`entryPaths`: its file, `/x`, its aliases, an alias page's own `/About.html`)
  // → the entry whose headers it carries, as `_headers` and nginx give them (ADR 0047).
  const pathEntries = new Map(loadEntries().flatMap((e) => entryPaths(e).map((p) => [p, e.name] as const)));
  app.get('/files/*', async (c) => {
    const file = fileInside(join(dataDir, 'files'), c.req.path.slice('/files'.length));
    return file ? await sendFile(c, file) : c.notFound();
  });
  app.get('*', async (c) => {
    // The path nginx would serve for this address: an odd one (`//host/x%2F..%2F`) gets the same page with
    // the same headers here, so what its scripts do is seen here too (ADR 0047).
    const served = hostPath(new URL(c.req.url).pathname);
    if (served === null) return c.text('Bad request', 400);
    if (neverServed(served)) return c.text('Not found', 404);
    // `/fil/<path>` is the Filipino twin of `/<path>`, served the same way from dist/fil/ (D27).
    const { prefix, path } = langOfPath(served);
    const alias = aliases.get(path);
    const entry = pathEntries.get(path);
    const file = alias
      ? decodedFileInside(distDir, `${prefix}/${alias}.html`)
      : decodedFileInside(
          distDir,
          prefix + (path === '/' ? '/index.html' : entry && !path.endsWith('.html') ? `${path}.html` : path),
        );
    if (file) return await sendFile(c, file, entry);
    if (c.req.path === '/' && devPagesOn(options) && !options.backendUrl) return c.redirect('/_entries');
    return c.text('Not found', 404);
  });

  return { app, db, demoScenarios, devRoutes, close: () => db.close() };
}
