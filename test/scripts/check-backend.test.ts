// @vitest-environment node
/**
 * `npm run check:backend`: against the reference server every entry opens in every dialect; against a
 * backend that breaks some answers it names the entries that cannot open, the fields and what arrived
 * (by type), exits 1 and never prints the token. It sends only reads, with the page query and session
 * headers the pages send.
 */
import { execFile } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../shared/api/contract';
import { DIALECTS } from '../../server/dialect';
import type { Dialect } from '../../server/dialect';
import { startScratchServer } from '../../server/start';
import type { RunningServer } from '../../server/start';
import { checkBackend, failed, formatReport, startReads } from '../../scripts/check-backend/check';
import type { CheckOptions, EntryResult } from '../../scripts/check-backend/check';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The entries that read something at start (the pages with first calls, and the landing's own reads), each
 * with the paths it reads, from the same declarations the check walks: a new screen is checked without an
 * edit here.
 */
const START_READS = (await startReads()).map(({ entry, calls }) => ({
  entry,
  paths: new Set(calls.map((c) => c.endpoint.path)),
}));
const CHECKED = START_READS.map((r) => r.entry);

type Scenario = { query: Record<string, string> };

/** A test borrower of the server, and the flags a lender would pass for it. */
async function borrowerFlags(origin: string): Promise<CheckOptions> {
  const res = await fetch(`${origin}/_test/borrower`, { method: 'POST' });
  const { data } = (await res.json()) as { data: { token: string; scenarios: Record<string, Scenario> } };
  const q = (key: string) => data.scenarios[key].query;
  return {
    base: origin,
    token: data.token,
    // An instalment order with an extension: every order and repayment screen opens on it.
    order: q('repay-delay-174').orderId,
    product: q('loan-confirm').productId,
    complaint: q('complaint-details-processed').problemId,
    template: q('landing-register').id,
  };
}

const verdicts = (results: EntryResult[]) => Object.fromEntries(results.map((r) => [r.entry, r.verdict]));

describe.each(DIALECTS)('against the reference server speaking %s', (dialect: Dialect) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startScratchServer({ testApi: true, dialect });
  });
  afterAll(() => server.stop());

  // Every entry's reads, one at a time, on a loaded machine.
  it('every entry reads fully', { timeout: 30_000 }, async () => {
    const results = await checkBackend(await borrowerFlags(server.origin));
    expect(verdicts(results)).toEqual(Object.fromEntries(CHECKED.map((e) => [e, 'reads fully'])));
  });
});

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A backend that breaks a few answers of the reference server it stands in front of: the instalment
 * data without its amount due (required), the loan details with an unreadable product name (a fallback),
 * the captcha's sid from a gateway's HTML page.
 */
async function brokenBackend(upstream: string): Promise<{ origin: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      if (url.pathname === contract.getSid.path) {
        res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        return;
      }
      const up = httpRequest(
        `${upstream}${req.url}`,
        { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            const envelope = JSON.parse(Buffer.concat(parts).toString()) as { data: Record<string, unknown> };
            if (url.pathname === contract.loanPlayDetail.path) delete envelope.data.repayAmount;
            if (url.pathname === contract.loanDetails.path) envelope.data.productName = { en: 'PesoBridge Flex' };
            res.writeHead(answer.statusCode ?? 200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(envelope));
          });
        },
      );
      up.end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('against a backend that breaks some answers', () => {
  let upstream: RunningServer;
  let broken: Awaited<ReturnType<typeof brokenBackend>>;
  let flags: CheckOptions;
  let results: EntryResult[];
  const SESSION = { building: 'Juan’s iPhone', gather: 'g-7781' };

  beforeAll(async () => {
    upstream = await startScratchServer({ testApi: true });
    broken = await brokenBackend(upstream.origin);
    flags = { ...(await borrowerFlags(upstream.origin)), base: broken.origin, query: SESSION };
    results = await checkBackend(flags);
  }, 30_000);
  afterAll(async () => {
    await broken.close();
    await upstream.stop();
  });

  /**
   * What the broken answers do, by the paths each entry reads: the instalment data and the captcha's sid
   * cannot be read, the loan details read with a fallback.
   */
  const cannotOpen = START_READS.filter(
    ({ paths }) => paths.has(contract.loanPlayDetail.path) || paths.has(contract.getSid.path),
  ).map((r) => r.entry);
  const withFallbacks = START_READS.filter(
    ({ entry, paths }) => paths.has(contract.loanDetails.path) && !cannotOpen.includes(entry),
  ).map((r) => r.entry);

  it('names the entries that cannot open, and the one that reads with a fallback', () => {
    // Each kind of entry is there: the instalment screens, the anonymous landing, the order.
    expect(cannotOpen).toEqual(expect.arrayContaining(['repay-period', 'landing']));
    expect(withFallbacks).toContain('order');
    expect(verdicts(results)).toEqual({
      ...Object.fromEntries(CHECKED.map((e) => [e, 'reads fully'])),
      ...Object.fromEntries(cannotOpen.map((e) => [e, 'cannot open'])),
      ...Object.fromEntries(withFallbacks.map((e) => [e, 'reads with fallbacks'])),
    });
  });

  it('says which field, and what arrived there by its type', () => {
    const report = formatReport(results, broken.origin, [flags.token]);
    expect(report).toMatch(
      /POST \/states\/v3\/repay\/loan-play-detail +cannot open: data\.repayAmount is required and cannot be read \(expected a number\): arrived as nothing/,
    );
    expect(report).toMatch(/data\.productName: arrived as object; shown as its default/);
    expect(report).toMatch(/get-sid +cannot open: HTTP 502: the answer is not the JSON envelope .*text\/html/);
    const full = CHECKED.length - cannotOpen.length - withFallbacks.length;
    expect(report).toContain(
      `${CHECKED.length} entries: ${full} read fully, ${withFallbacks.length} with fallbacks, ${cannotOpen.length} cannot open, 0 not checked.`,
    );
    // Which keys rode along, by name: the session's and the entry's own.
    expect(report).toContain(
      'repay-period: cannot open; page query: token, building, gather, orderId, productId, product_id',
    );
    expect(report).toContain('landing: cannot open; page query: id');
    // Values never: neither the product name that fell back nor any session value.
    expect(report).not.toContain('PesoBridge Flex');
    for (const secret of [flags.token, ...Object.values(SESSION)]) expect(report).not.toContain(secret);
  });

  it('sends only reads without side effects, with the page query and the session headers', () => {
    const reads = new Set(
      (Object.values(contract) as { path?: string; early?: boolean }[]).filter((e) => e.early).map((e) => e.path),
    );
    // The landing's own start reads, sent by its page rather than its start script.
    reads.add(contract.channelTemplate.path).add(contract.getSid.path);
    expect(broken.seen.filter((s) => !reads.has(s.path)).map((s) => s.path)).toEqual([]);

    const play = broken.seen.find((s) => s.path === contract.loanPlayDetail.path)!;
    expect(play.query.get('token')).toBe(flags.token);
    expect(play.query.get('orderId')).toBe(flags.order);
    expect(play.headers.gather).toBe('g-7781');
    // Outside Latin-1: percent-encoded, as the pages send it.
    expect(play.headers.building).toBe('Juan%E2%80%99s%20iPhone');
    expect(new URLSearchParams(play.body).get('orderId')).toBe(flags.order);

    // The landing is anonymous: no session rides on its calls.
    const template = broken.seen.find((s) => s.path === contract.channelTemplate.path)!;
    expect(template.query.get('token')).toBeNull();
    expect(template.query.get('templateId')).toBe(flags.template);
  });

  // Node starts tsx and the script imports the contract: seconds on a loaded machine.
  it(
    'as a command: prints the report, exits 1 (2 on a usage error), never prints the token',
    { timeout: 30_000 },
    async () => {
      const run = promisify(execFile);
      const args = ['scripts/check-backend.ts', '--base', broken.origin, '--token', flags.token];
      args.push('--order', flags.order!, '--product', flags.product!, '--only', 'repay-period,order');
      args.push('--query', `building=${SESSION.building}`);
      const failed = await run(resolve(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT }).catch(
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
      expect('code' in failed ? failed.code : 0).toBe(1);
      expect(failed.stdout).toContain('repay-period: cannot open');
      expect(failed.stdout).toContain('order: reads with fallbacks');
      expect(failed.stdout).toContain('2 entries: 0 read fully, 1 with fallbacks, 1 cannot open');
      for (const secret of [flags.token, SESSION.building]) {
        expect(failed.stdout).not.toContain(secret);
        expect(failed.stderr).not.toContain(secret);
      }

      const usage = await run(
        resolve(ROOT, 'node_modules/.bin/tsx'),
        ['scripts/check-backend.ts', '--base', broken.origin],
        {
          cwd: ROOT,
        },
      ).catch((e: { code: number; stderr: string }) => e);
      expect('code' in usage ? usage.code : 0).toBe(2);
      expect(usage.stderr).toContain('--token is needed');
    },
  );
});

describe('without an id an entry needs', () => {
  it('does not send its read and says which flag it needs', async () => {
    const results = await checkBackend({
      base: 'http://127.0.0.1:9',
      token: 't',
      only: ['complaint-details'],
      fetch: () => Promise.reject(new Error('no call may be sent')),
    });
    expect(results).toEqual([
      {
        entry: 'complaint-details',
        verdict: 'not checked',
        queryKeys: ['token'],
        calls: [
          {
            method: 'POST',
            path: contract.problemDetail.path,
            outcome: { kind: 'skipped', needs: '--complaint' },
          },
        ],
      },
    ]);
  });
});

/** A backend in a function: each path's answer as (status, content type, body). */
function stubFetch(answers: Record<string, () => Response | Promise<Response>>): typeof fetch {
  return (input) => {
    const path = new URL(String(input)).pathname;
    const answer = answers[path];
    return answer ? Promise.resolve().then(answer) : Promise.reject(new TypeError('fetch failed'));
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

const reasons = (results: EntryResult[]) =>
  Object.fromEntries(
    results.map((r) => [r.entry, r.calls.map((c) => (c.outcome.kind === 'fails' ? c.outcome.reason : c.outcome.kind))]),
  );

describe('reading as each screen reads', () => {
  const flags = { base: 'http://backend.test', token: 'tok-1', product: 'P-1' };
  const agreements = () => json({ code: 0, message: '', data: { data: [] } });

  it('the newer Loan confirm takes its offer from attach, and only code 00', async () => {
    const refused = await checkBackend({
      ...flags,
      only: ['loan-confirm-v2'],
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () => json({ code: 0, message: 'ok', data: null, attach: null }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(reasons(refused)['loan-confirm-v2'][0]).toBe(
      "the backend refused: code 0 (this screen takes only '00'), with a message of 2 characters",
    );

    const empty = await checkBackend({
      ...flags,
      only: ['loan-confirm', 'loan-confirm-v2'],
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () => json({ code: '00', message: '', data: null, attach: null }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(reasons(empty)).toEqual({
      'loan-confirm': ['data is required and cannot be read (expected an object): arrived as null', 'full'],
      'loan-confirm-v2': ['attach is required and cannot be read (expected an object): arrived as null', 'full'],
    });
  });

  it('an expired session, a dropped call and a refusal each keep the screen from opening', async () => {
    const results = await checkBackend({
      ...flags,
      only: ['bind-bank', 'customer-service', 'joint-login-fail', 'complaint-list'],
      fetch: stubFetch({
        // What AbortSignal.timeout throws when the page's 60 s are up.
        [contract.cardInit.path]: () => Promise.reject(new DOMException('timed out', 'TimeoutError')),
        [contract.contactKfInfo.path]: () => json({ code: '401', message: 'Log in again' }),
        [contract.problemList.path]: () => json({ code: 500, message: 'Busy' }, 500),
        [contract.unionErrorInfo.path]: () =>
          Promise.reject(
            new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) }),
          ),
      }),
    });
    expect(reasons(results)).toEqual({
      'bind-bank': ['no answer within 60 s'],
      'complaint-list': ['the backend refused: code 500, with a message of 4 characters'],
      'customer-service': ['the token was not accepted (401): the screen sends the shell to login'],
      'joint-login-fail': ['no answer (network failure: ECONNREFUSED)'],
    });
  });
});

describe('an entry with some reads not sent', () => {
  it('says so beside its verdict', async () => {
    const results = await checkBackend({
      base: 'http://backend.test',
      token: 'tok-1',
      only: ['landing'],
      fetch: stubFetch({ [contract.getSid.path]: () => json({ code: '0', message: '', data: { sid: 's-1' } }) }),
    });
    expect(formatReport(results, 'http://backend.test')).toContain(
      'landing: reads fully (1 of its reads not sent); page query: none\n',
    );
  });
});

describe('an id sent as a JSON number beyond 2^53', () => {
  it('fails the check: the screen would send back an id the backend never gave', async () => {
    const results = await checkBackend({
      base: 'http://backend.test',
      token: 'tok-1',
      complaint: '1864209123456789012',
      only: ['complaint-details'],
      fetch: stubFetch({
        [contract.problemDetail.path]: () =>
          new Response('{"code":0,"message":"","data":{"problemId":1864209123456789012}}', {
            headers: { 'content-type': 'application/json' },
          }),
      }),
    });
    expect(results[0].verdict).toBe('sends back a changed id');
    expect(failed(results)).toBe(true);
    const report = formatReport(results, 'http://backend.test');
    expect(report).toMatch(
      /fails: data\.problemId: an id sent as a JSON number beyond 2\^53, already changed by JSON parsing, so the screen would send back an id the backend never gave: send ids as text \(D23\)\n/,
    );
    expect(report).toContain(
      '1 entries: 0 read fully, 0 with fallbacks, 0 cannot open, 0 not checked. 1 send back a changed id.',
    );
  });
});

describe('the last guard on the report', () => {
  it('blanks the token and every session value wherever they appear', () => {
    const results: EntryResult[] = [
      {
        entry: 'order',
        verdict: 'cannot open',
        queryKeys: ['token'],
        calls: [{ method: 'POST', path: '/states/tok-secret-1', outcome: { kind: 'fails', reason: 'gather g-7781' } }],
      },
    ];
    const report = formatReport(results, 'http://backend.test', ['tok-secret-1', 'g-7781']);
    expect(report).toContain('POST /states/***  cannot open: gather ***');
    expect(report).not.toMatch(/tok-secret-1|g-7781/);
  });
});
