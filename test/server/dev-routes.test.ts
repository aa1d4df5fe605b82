// @vitest-environment node
/**
 * Development routes answer only this machine's development pages (ADR 0047, 0054): host names against DNS
 * rebinding, no state change from a page of another origin (another site or another local port), and the demo borrower (whose token is in the
 * repository) only where those routes are on.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp, ServerOptions } from '../../server/app';
import type { DevRoute } from '../../server/dev';
import { DEMO_TOKEN } from '../../server/modules/core';
import { readCatalogOf } from '../../server/dev/review-page';

const opened: ServerApp[] = [];
let dir = '';

function open(options: ServerOptions): ServerApp {
  const server = createServerApp({ dbFile: ':memory:', distDir: 'dist', ...options });
  opened.push(server);
  return server;
}

afterEach(() => {
  for (const server of opened.splice(0)) server.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** The demo borrower's session on a call of the contract: code 0, or 401 when it is no session. */
async function demoAnswers(server: ServerApp): Promise<number> {
  const res = await server.app.request(
    `http://127.0.0.1/states/v3/personal-center/contact-kf-info?token=${DEMO_TOKEN}&type=30`,
    { method: 'POST' },
  );
  return ((await res.json()) as { code: number }).code;
}

const offset = (server: ServerApp) =>
  (server.db.prepare('SELECT offset_days FROM borrower_clocks').get() as { offset_days: number } | undefined)
    ?.offset_days ?? 0;

describe('host names (DNS rebinding)', () => {
  it('answers localhost, 127.0.0.1 and a configured name; any other Host is 421, on every path', async () => {
    const server = open({ devRoutes: true, devHosts: ['phone.lan'] });
    for (const host of ['localhost:5173', '127.0.0.1:5173', '[::1]:5173', 'phone.lan:8080', 'LOCALHOST'])
      expect((await server.app.request(`http://${host}/_entries.json`)).status, host).toBe(200);
    for (const path of ['/_entries.json', '/dev/outbox', '/_field', '/_clock', '/states/v3/x', '/order.html']) {
      const res = await server.app.request(`http://evil.example:5173${path}`);
      expect(res.status, path).toBe(421);
      expect(await res.text()).not.toContain(DEMO_TOKEN);
    }
    expect((await server.app.request('http://localhost.evil.example/_entries.json')).status).toBe(421);
  });

  it('lists the entries and scenarios in the language asked for (the test preview’s Filipino twin)', async () => {
    const server = open({ devRoutes: true });
    type Index = { entries: { name: string; title: string }[]; scenarios: { title: string }[] };
    const read = async (q: string) =>
      (await (await server.app.request(`http://localhost/_entries.json${q}`)).json()) as Index;
    const en = await read('');
    const fil = await read('?lang=fil');
    const about = (i: Index) => i.entries.find((e) => e.name === 'about-us')?.title;
    expect(about(en)).toBe('About us');
    expect(about(fil)).toBe('Tungkol sa amin');
    expect(fil.scenarios.length).toBe(en.scenarios.length);
    expect(fil.entries.map((e) => e.name)).toEqual(en.entries.map((e) => e.name));
  });

  it('a server without development routes answers any host (a proxy names the lender’s)', async () => {
    const server = open({});
    expect((await server.app.request('http://pay.lender.ph/_entries.json')).status).toBe(404);
    expect((await server.app.request('http://pay.lender.ph/states/v3/x')).status).toBe(404);
  });
});

describe('state changes from another page (ADR 0054)', () => {
  /** A working tree with one catalog: what `/_review` writes (`catalogRoot`). */
  function catalogTree(): string {
    dir = mkdtempSync(join(tmpdir(), 'dev-review-'));
    mkdirSync(join(dir, 'shared/i18n/fil'), { recursive: true });
    const order = { 'Due on {date}': { fil: 'Due date {date}', reviewed: false } };
    writeFileSync(join(dir, 'shared/i18n/fil/order.json'), `${JSON.stringify(order, null, 2)}\n`);
    return dir;
  }

  /** Everything a development route could change: every table's rows, and the catalog file. */
  const stateOf = (server: ServerApp) => {
    const tables = server.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[];
    const rows = tables.map(({ name }) => [name, server.db.prepare(`SELECT * FROM "${name}"`).all()]);
    return JSON.stringify([rows, readFileSync(join(dir, 'shared/i18n/fil/order.json'), 'utf8')]);
  };

  /** What a page of this origin would send each route: a body that changes something. */
  const FORMS: Record<string, { query?: Record<string, string>; form?: Record<string, string> }> = {
    '/_clock': { form: { token: DEMO_TOKEN, days: '7' } },
    '/_review': { form: { area: 'order', en: 'Due on {date}', fil: 'Takdang araw {date}' } },
    '/_test/borrower': { query: { dialect: 'spec' } },
    '/_test/dialect': { query: { token: DEMO_TOKEN, dialect: 'ids' } },
  };

  const send = (server: ServerApp, route: DevRoute, headers: Record<string, string>) => {
    const { query, form } = FORMS[route.path] ?? {};
    return server.app.request(`http://127.0.0.1:5173${route.path}?${new URLSearchParams(query)}`, {
      method: route.method === 'ALL' ? 'POST' : route.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  };

  const OTHER_PAGES: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'http://127.0.0.1.evil.example:5173' },
    // Another port of this machine is another origin (another developer tool, a page served by python -m http.server).
    { origin: 'http://127.0.0.1:5174', 'sec-fetch-site': 'same-site' },
    { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' },
    { origin: 'https://127.0.0.1:5173' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'cross-site' },
  ];

  it('every development route that changes state refuses another page, cross-site and cross-port, and nothing changes', async () => {
    const server = open({ testApi: true, catalogRoot: catalogTree() });
    const changing = server.devRoutes.filter((r) => r.method !== 'GET');
    // The reviewer's page and the clock among them, and the tests' helpers: read from what is mounted.
    expect(changing.map((r) => r.path)).toEqual(expect.arrayContaining(['/_clock', '/_review', '/_test/borrower']));
    const before = stateOf(server);
    for (const route of changing)
      for (const headers of OTHER_PAGES) {
        const res = await send(server, route, headers);
        expect(res.status, `${route.path} ${JSON.stringify(headers)}`).toBe(403);
        expect(stateOf(server), `${route.path} ${JSON.stringify(headers)}`).toBe(before);
      }
    // The same requests from a page of the server's own origin (and from no browser) do change things.
    for (const route of changing) {
      const res = await send(server, route, { origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' });
      expect(res.status, route.path).toBeLessThan(400);
    }
    expect(stateOf(server)).not.toBe(before);
    expect(offset(server)).toBe(7);
    expect(readFileSync(join(dir, 'shared/i18n/fil/order.json'), 'utf8')).toContain('Takdang araw {date}');
    expect((await send(server, changing[0], {})).status).toBeLessThan(400);
    expect((await send(server, changing[0], { 'sec-fetch-site': 'none' })).status).toBeLessThan(400);
  });

  it('the clock page’s own form moves the clock, as the browser sends it', async () => {
    const server = open({ devRoutes: true });
    const res = await server.app.request('http://localhost:5173/_clock', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:5173',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams({ token: DEMO_TOKEN, days: '3' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(offset(server)).toBe(3);
  });

  it('what reads stays open to a GET from anywhere on this machine (the pages link to it)', async () => {
    const server = open({ devRoutes: true });
    const res = await server.app.request('http://127.0.0.1:5173/_entries.json', {
      headers: { origin: 'http://127.0.0.1:5174', 'sec-fetch-site': 'same-site' },
    });
    expect(res.status).toBe(200);
  });
});

describe('the demo borrower (its token is in the repository)', () => {
  it('does not exist without the development routes, and its token answers only with them', async () => {
    const serve = open({});
    expect(serve.db.prepare('SELECT COUNT(*) AS n FROM borrowers WHERE token = ?').get(DEMO_TOKEN)).toEqual({ n: 0 });
    expect(await demoAnswers(serve)).toBe(401);
    expect(serve.demoScenarios).toEqual([]);
    expect(await demoAnswers(open({ devRoutes: true }))).toBe(0);
  });

  it('on a database `npm start` seeded, `npm run serve` refuses it, and `npm start` brings it back', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-demo-'));
    const dbFile = join(dir, 'app.sqlite');
    const start = createServerApp({ dbFile, distDir: 'dist', devRoutes: true });
    expect(await demoAnswers(start)).toBe(0);
    start.close();
    const serve = createServerApp({ dbFile, distDir: 'dist' });
    expect(await demoAnswers(serve)).toBe(401);
    serve.close();
    const again = createServerApp({ dbFile, distDir: 'dist', devRoutes: true });
    expect(await demoAnswers(again)).toBe(0);
    again.close();
  });

  it('joins a database first opened without the routes, with every scenario', async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-demo-'));
    const dbFile = join(dir, 'app.sqlite');
    createServerApp({ dbFile, distDir: 'dist' }).close();
    const start = createServerApp({ dbFile, distDir: 'dist', devRoutes: true });
    const fresh = open({ devRoutes: true });
    expect(start.demoScenarios.map((s) => s.key)).toEqual(fresh.demoScenarios.map((s) => s.key));
    expect(start.demoScenarios.length).toBeGreaterThan(5);
    expect(await demoAnswers(start)).toBe(0);
    start.close();
  });
});

describe('the test preview list', () => {
  it('gives each entry its Filipino title with ?lang=fil (the titles catalog), English without', async () => {
    const server = open({ devRoutes: true });
    type List = { entries: { name: string; title: string }[] };
    const read = async (query: string) =>
      ((await (await server.app.request(`http://127.0.0.1/_entries.json${query}`)).json()) as List).entries;
    const en = await read('');
    const fil = await read('?lang=fil');
    const titles = readCatalogOf('titles') ?? {};
    expect(fil.map((e) => e.name)).toEqual(en.map((e) => e.name));
    for (const [i, entry] of en.entries())
      expect(fil[i].title, entry.name).toBe(titles[entry.title]?.fil ?? entry.title);
    expect(fil.filter((e, i) => e.title !== en[i].title).length).toBeGreaterThan(en.length / 2);
  });
});
