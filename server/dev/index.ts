/**
 * Every development route of the reference server, in one place (ADR 0021), mounted only when
 * asked for: never by `npm run serve` alone, which serves the pages and the contract's calls and nothing
 * else.
 *
 * | switch | routes |
 * |---|---|
 * | `devRoutes` (`DEV_ROUTES=1`, set by `npm start`) | `/_entries` and `/_entries.json` (publish the demo borrower's token, renewed at each start), `/dev/outbox` (the SMS codes "sent"), `/_field` (the field reports), `/_clock` (moves a borrower's clock by days, ADR 0033), `/_review` (the Filipino texts in context; writes the catalog files, ADR 0046) |
 * | `testApi` (`TEST_API=1`, the tests' servers) | all of the above, and `POST /_test/borrower`, `POST /_test/dialect`, `GET /_test/captcha` |
 *
 * Each of these shows what no production backend shows: a session token, SMS codes, a captcha's answer.
 * So a server with them answers this machine's host names only (`devGuard`), and each of them takes a
 * request that changes state only from a page of its own origin (`mountDevRoutes`, ADR 0054).
 */
import { loadEntries } from '../../shared/site/entries';
import { dialectOf, encodeQuery } from '../dialect';
import type { Dialect } from '../dialect';
import { ok } from '../http';
import type { App, Env } from '../http';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import type { ModuleContext, Scenario } from '../module';
import { createBorrower, DEMO_TOKEN, renewDemoToken, tokenExpiry } from '../modules/core';
import { fieldSummary } from '../modules/field/summary';
import { captchaAnswer, sentCodes } from '../modules/youmi';
import { borrowerOf } from '../session';
import type { Borrower } from '../session';
import { syncBorrower, moveClock } from '../modules/repay/ledger';
import { CLOCK_MAX_DAYS, clockPageHtml } from './clock-page';
import { entriesIndexHtml } from './entries-index';
import { fieldPageHtml } from './field-page';
import { outboxPageHtml } from './outbox-page';
import { readCatalogOf, reviewPageHtml, writeReview } from './review-page';
import { langOfCall } from '../i18n/say';

export interface DevSwitches {
  /** `/_entries`, `/_entries.json`, `/dev/outbox`, `/_field`; the demo token renewed. */
  devRoutes?: boolean;
  /** The e2e tests' helpers under `/_test/`; turns `devRoutes` on too. */
  testApi?: boolean;
  /** Host names beside `DEV_HOSTS_DEFAULT` a development server answers (`DEV_HOSTS`: a phone on the LAN). */
  devHosts?: readonly string[];
  /** The working tree `/_review` writes the catalogs of (default: this repository; a test's copy). */
  catalogRoot?: string;
}

/** The host names of this machine: what a development server answers by default. */
export const DEV_HOSTS_DEFAULT = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The host name of a `Host` header or an origin's host (`127.0.0.1:5173` → `127.0.0.1`), lower case. */
function hostName(host: string): string {
  return host.replace(/:\d*$/, '').toLowerCase();
}

/**
 * Guards a server whose development routes are on (ADR 0047): its demo token is in the repository and its
 * pages show SMS codes, so every request must name one of this machine's host names (or a configured one)
 * in `Host`. A page of another site that rebinds its own name to 127.0.0.1 (DNS rebinding) gets 421, never
 * `/_entries.json`. What a development route takes from a browser is `sameOriginOnly`'s.
 * @example if (devPagesOn(options)) app.use('*', devGuard(options));
 */
export function devGuard(switches: DevSwitches): MiddlewareHandler<Env> {
  const allowed = new Set([...DEV_HOSTS_DEFAULT, ...(switches.devHosts ?? [])].map(hostName));
  return async (c, next) => {
    // The URL's host is the request's `Host` (@hono/node-server builds it from that header).
    if (!allowed.has(hostName(new URL(c.req.url).host)))
      return c.text('This development server answers only localhost (add a host name to DEV_HOSTS).', 421);
    await next();
  };
}

/** What a browser's `Sec-Fetch-Site` says of a request this origin's own page (or the address bar) made. */
const OWN_FETCH_SITES = ['same-origin', 'none'];

/**
 * Whether a request that changes state comes from a page of this very origin (ADR 0054): its `Origin`, when
 * it sends one, is the request's own (scheme, host and port: another localhost port is another origin), and
 * its `Sec-Fetch-Site`, when it sends one, is `same-origin` or `none`. `Origin: null` (a sandboxed frame, a
 * data: page) and anything unreadable are another site's. A request with neither header is no browser's
 * (curl, the tests' own client).
 * @example fromOwnOrigin('http://127.0.0.1:5173/_clock', 'http://localhost:5173', 'same-site') // false
 */
export function fromOwnOrigin(url: string, origin: string | undefined, fetchSite: string | undefined): boolean {
  if (fetchSite !== undefined && !OWN_FETCH_SITES.includes(fetchSite.toLowerCase())) return false;
  if (origin === undefined) return true;
  return URL.canParse(origin) && new URL(origin).origin === new URL(url).origin;
}

export interface DevContext {
  ctx: ModuleContext;
  /** The demo borrower's scenarios (the index lists them). */
  demoScenarios: Scenario[];
  /** Seeds one borrower's data in every module; returns the scenarios it opened. */
  seedBorrower(borrower: Borrower): Scenario[];
  /** Test borrowers who speak another dialect than the server's, by token. */
  dialects: Map<string, Dialect>;
}

/** Whether the development pages are on: `devRoutes`, or `testApi`, which implies them. */
export function devPagesOn(switches: DevSwitches): boolean {
  return Boolean(switches.devRoutes || switches.testApi);
}

/** The routes a switch turns on, as the README's table lists them (and a unit test checks). */
export function devRoutesOf(switches: DevSwitches): string[] {
  const on: string[] = [];
  if (devPagesOn(switches)) on.push('/_entries', '/_entries.json', '/dev/outbox', '/_field', '/_clock', '/_review');
  if (switches.testApi) on.push('/_test/borrower', '/_test/dialect', '/_test/captcha');
  return on;
}

/** A development route: its method and its path, as mounted. */
export interface DevRoute {
  method: string;
  path: string;
}

/**
 * Mounts the development routes `switches` turn on and returns them. They live on an app of their own, and
 * every request to one of its paths that is not a GET (or HEAD) passes `fromOwnOrigin` first: a route added
 * here later is guarded without a line more (ADR 0054).
 * @example mountDevRoutes(app, { ctx, demoScenarios, seedBorrower, dialects }, { devRoutes: true });
 */
export function mountDevRoutes(app: App, dev: DevContext, switches: DevSwitches): DevRoute[] {
  const routes = new Hono<Env>();
  defineDevRoutes(routes, dev, switches);
  // A request one of them answers: their own router says so, whatever their paths look like.
  const reaches = (method: string, path: string) => routes.router.match(method, path)[0].length > 0;
  app.use('*', async (c, next) => {
    const { method, url } = c.req;
    if (
      method !== 'GET' &&
      method !== 'HEAD' &&
      reaches(method, c.req.path) &&
      !fromOwnOrigin(url, c.req.header('origin'), c.req.header('sec-fetch-site'))
    )
      return c.text('Development routes take no request from another page than their own.', 403);
    await next();
  });
  app.route('/', routes);
  return routes.routes.map(({ method, path }) => ({ method, path }));
}

function defineDevRoutes(app: App, dev: DevContext, switches: DevSwitches): void {
  const { ctx } = dev;
  const { db } = ctx;
  if (devPagesOn(switches)) {
    // The index publishes the demo session: it is renewed at every start that publishes it.
    renewDemoToken(ctx);
    app.get('/_entries', (c) =>
      c.html(entriesIndexHtml(loadEntries(), dev.demoScenarios, DEMO_TOKEN, tokenExpiry(ctx, DEMO_TOKEN) ?? 0)),
    );
    // The test preview's list, in the language its page asks for (`?lang=fil`, D27): each entry's title as
    // its Filipino twin's tab shows it (the titles' catalog); a scenario's title is a note for developers,
    // in English (the page marks it so).
    app.get('/_entries.json', (c) => {
      const lang = langOfCall(c.req.query('lang'));
      const titles = lang === 'fil' ? titleCatalog() : {};
      return c.json({
        token: DEMO_TOKEN,
        entries: loadEntries().map((e) => ({
          name: e.name,
          title: titles[e.title]?.fil ?? e.title,
          aliases: e.aliases,
        })),
        scenarios: dev.demoScenarios,
      });
    });
    // Every code would be readable by anybody who can reach the server.
    app.get('/dev/outbox', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.html(outboxPageHtml(sentCodes(db)));
    });
    app.get('/_field', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.html(fieldPageHtml(fieldSummary(db)));
    });
    // One borrower's clock (`?token=`, the demo borrower's by default): the ledger's story on any day.
    const offsetOf = (id: number) =>
      (
        db.prepare('SELECT offset_days FROM borrower_clocks WHERE borrower_id = ?').get(id) as
          { offset_days: number } | undefined
      )?.offset_days ?? 0;
    app.get('/_clock', (c) => {
      const borrower = borrowerOf(db, c.req.query('token') ?? DEMO_TOKEN);
      if (!borrower) return c.text('No such borrower', 404);
      syncBorrower(db, borrower.id);
      c.header('Cache-Control', 'no-store');
      return c.html(clockPageHtml(ctx, borrower, offsetOf(borrower.id)));
    });
    // `token` and `days` (a whole number, negative to go back), as a form or a query; JSON when asked for.
    app.post('/_clock', async (c) => {
      const form = (await c.req.parseBody()) as Record<string, string>;
      const token = form.token ?? c.req.query('token') ?? DEMO_TOKEN;
      const days = Number(form.days ?? c.req.query('days'));
      const borrower = borrowerOf(db, token);
      if (!borrower) return c.json({ code: 404, message: 'No such borrower', data: null }, 404);
      if (!Number.isInteger(days) || Math.abs(days) > CLOCK_MAX_DAYS)
        return c.json(
          {
            code: 400,
            message: `days must be a whole number from -${CLOCK_MAX_DAYS} to ${CLOCK_MAX_DAYS}`,
            data: null,
          },
          400,
        );
      const offsetDays = moveClock(db, borrower.id, days);
      syncBorrower(db, borrower.id);
      if (c.req.header('accept')?.includes('application/json')) return c.json(ok({ offsetDays }));
      return c.redirect(`/_clock?${new URLSearchParams({ token })}`, 303);
    });
  }
  if (devPagesOn(switches)) {
    // The reviewer's page (ADR 0046): every catalog text where it shows; an answer is written to its file.
    app.get('/_review', (c) => {
      c.header('Cache-Control', 'no-store');
      const options = { only: c.req.query('area'), todo: c.req.query('todo') === '1' };
      return c.html(reviewPageHtml(dev.demoScenarios, DEMO_TOKEN, options));
    });
    app.post('/_review', async (c) => {
      const form = (await c.req.parseBody()) as Record<string, string>;
      const area = String(form.area ?? '');
      const error = writeReview(area, String(form.en ?? ''), String(form.fil ?? ''), switches.catalogRoot);
      if (error) return c.html(reviewPageHtml(dev.demoScenarios, DEMO_TOKEN, { only: area, error }), 400);
      return c.redirect(`/_review?${new URLSearchParams({ area })}`, 303);
    });
  }
  if (!switches.testApi) return;
  // `?dialect=ours|spec|ids`: how this borrower's calls are answered (default: the server's dialect).
  app.post('/_test/borrower', (c) => {
    const dialect = c.req.query('dialect');
    if (dialect !== undefined && !dialectOf(dialect))
      return c.json({ code: 400, message: 'No such dialect', data: null });
    const borrower = createBorrower(ctx);
    if (dialect) dev.dialects.set(borrower.token, dialectOf(dialect) as Dialect);
    // Each scenario opens with the ids this borrower's backend speaks.
    const ids = ctx.dialectFor(borrower.token) === 'ids';
    const scenarios = dev.seedBorrower(borrower).map((s) => (ids ? { ...s, query: encodeQuery(s.query) } : s));
    return c.json(
      ok({
        token: borrower.token,
        expiresAt: tokenExpiry(ctx, borrower.token),
        scenarios: Object.fromEntries(scenarios.map((s) => [s.key, s])),
      }),
    );
  });
  // The same borrower in the other dialect (same data, so a test compares the two on one seed).
  app.post('/_test/dialect', (c) => {
    const token = c.req.query('token') ?? '';
    const dialect = dialectOf(c.req.query('dialect'));
    if (!dialect || !borrowerOf(db, token))
      return c.json({ code: 400, message: 'No such borrower or dialect', data: null });
    dev.dialects.set(token, dialect);
    return c.json(ok({ token, dialect }));
  });
  // The answer of a sid's latest picture, so an e2e test can solve the captcha the page shows without
  // reading the picture (the production response never carries it).
  app.get('/_test/captcha', (c) => {
    const answer = captchaAnswer(db, c.req.query('sid') ?? '');
    return answer ? c.json({ answer }) : c.json({ answer: null }, 404);
  });
}

/** The page titles' catalog (`titles.json`, English → Filipino), read per request: `/_review` may rewrite it. */
function titleCatalog(): Record<string, { fil: string }> {
  return readCatalogOf('titles') ?? {};
}
