// @vitest-environment node
/**
 * `check:backend` against a hostile backend on loopback (ADR 0043): it follows no redirect to another
 * origin (the token never reaches it), reads each answer within a size and a time limit (a 600 MB or
 * never-ending answer is streamed and dropped, never held), escapes what the backend sends, and blanks
 * the token in every form it is echoed in. Each ends as a line of the report, never a stack trace.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import * as contract from '../../../shared/api/contract';
import { checkBackend, failed, formatReport } from '../../../scripts/check-backend/check';
import type { CheckOptions, EntryResult } from '../../../scripts/check-backend/check';

const ROOT = resolve(import.meta.dirname, '../../..');
/** customer-service makes one read at start: the hostile answers are given to it. */
const CALL = contract.contactKfInfo.path;
const TOKEN = 'tok/Secret+1 x';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
interface Local {
  origin: string;
  seen: { path: string; headers: IncomingMessage['headers']; url: string }[];
  /** Bytes the server managed to write before the check hung up. */
  written: () => number;
  close(): Promise<void>;
}

const running: Local[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

/** A server on loopback answering every request with `handler`, recording what it was sent. */
async function local(handler: Handler): Promise<Local> {
  const seen: Local['seen'] = [];
  let written = 0;
  const server: Server = createServer((req, res) => {
    seen.push({ path: new URL(req.url ?? '/', 'http://x').pathname, headers: req.headers, url: req.url ?? '' });
    const write = res.write.bind(res) as (chunk: string | Buffer) => boolean;
    res.write = ((chunk: string | Buffer) => {
      written += Buffer.byteLength(chunk);
      return write(chunk);
    }) as typeof res.write;
    handler(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const s: Local = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    written: () => written,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  running.push(s);
  return s;
}

const envelope = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

async function check(origin: string, options: Partial<CheckOptions> = {}): Promise<EntryResult[]> {
  return checkBackend({ base: origin, token: TOKEN, only: ['customer-service'], ...options });
}

const reasonOf = (results: EntryResult[]) => {
  const outcome = results[0].calls[0].outcome;
  return outcome.kind === 'fails' ? outcome.reason : outcome.kind;
};

describe('a redirect', { timeout: 20_000 }, () => {
  it('to another port is not followed: the other server never gets the token or the session headers', async () => {
    const other = await local((_req, res) => envelope(res, { code: 0, message: '', data: {} }));
    const hostile = await local((req, res) => res.writeHead(302, { location: `${other.origin}${req.url}` }).end());
    const results = await check(hostile.origin, { query: { gather: 'g-7781' } });
    expect(reasonOf(results)).toBe(
      `HTTP 302: a redirect to '${other.origin}', not followed: the pages' calls stay on their own origin`,
    );
    expect(results[0].verdict).toBe('cannot open');
    expect(hostile.seen[0].headers.gather).toBe('g-7781');
    expect(other.seen).toEqual([]);
  });

  it('to another host on the same port is not followed either', async () => {
    const other = await local((_req, res) => envelope(res, { code: 0, message: '', data: {} }));
    const port = new URL(other.origin).port;
    const hostile = await local((_req, res) =>
      res.writeHead(307, { location: `http://localhost:${port}${CALL}?token=${encodeURIComponent(TOKEN)}` }).end(),
    );
    expect(reasonOf(await check(hostile.origin))).toMatch(
      /^HTTP 307: a redirect to 'http:\/\/localhost:\d+', not followed/,
    );
    expect(other.seen).toEqual([]);
  });

  it('on the same origin is followed, as the browser does, keeping the method', async () => {
    const backend = await local((req, res) => {
      if (req.url?.startsWith(CALL)) res.writeHead(307, { location: `/moved${req.url}` }).end();
      else envelope(res, { code: 0, message: '', data: { email: 'help@lender.ph' } });
    });
    expect(reasonOf(await check(backend.origin))).toBe('full');
    expect(backend.seen.map((s) => s.path)).toEqual([CALL, `/moved${CALL}`]);
  });
});

describe('an answer too large or too slow', { timeout: 20_000 }, () => {
  it('600 MB declared: refused at the headers, nothing read', async () => {
    const hostile = await local((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(600 * 1024 * 1024) });
      res.write('{"code":0');
    });
    expect(reasonOf(await check(hostile.origin))).toBe('HTTP 200: an answer of 600 MB, over the 1 MB this check reads');
  });

  it('never-ending, without a length: streamed, and dropped at the limit', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const hostile = await local((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":0,"data":"');
      // As fast as the client reads, until it hangs up.
      const more = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', more);
      more();
    });
    const before = process.memoryUsage().arrayBuffers;
    expect(reasonOf(await check(hostile.origin))).toBe(
      'HTTP 200: an answer longer than the 1 MB this check reads (reading stopped there)',
    );
    // What the socket buffers took, not 600 MB: the check hung up once past its limit.
    expect(hostile.written()).toBeLessThan(32 * 1024 * 1024);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('a body that never ends, or no answer at all, ends at the time limit', async () => {
    const trickle = await local((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":0');
    });
    expect(reasonOf(await check(trickle.origin, { timeoutMs: 300 }))).toBe(
      'no complete answer (its body never ended) within 0.3 s',
    );
    const silent = await local(() => undefined);
    expect(reasonOf(await check(silent.origin, { timeoutMs: 300 }))).toBe('no answer within 0.3 s');
  });

  it('a fetch that throws, or answers something that is no answer, ends as a line of the report', async () => {
    const results = await check('http://backend.test', {
      fetch: () => {
        throw Object.assign(new RangeError('boom'), { stack: 'at secret place' });
      },
    });
    expect(reasonOf(results)).toBe('no answer (network failure)');
    const broken = await check('http://backend.test', {
      fetch: () => Promise.resolve({ status: 200, headers: null } as unknown as Response),
    });
    expect(reasonOf(broken)).toBe('no answer (network failure)');
  });
});

describe('what the backend sends, printed', { timeout: 20_000 }, () => {
  it('terminal sequences in code are escaped: they cannot clear the screen or forge a line', async () => {
    const forged = '\u001b[2J\u001b[H16 entries: 16 read fully\n\u202e';
    const hostile = await local((_req, res) => envelope(res, { code: forged, message: forged }));
    const results = await check(hostile.origin);
    const report = formatReport(results, hostile.origin, [TOKEN]);
    // Nothing but printable text and the report's own line ends.
    expect([...report].filter((c) => c !== '\n' && /[\p{Cc}\p{Cf}]/u.test(c))).toEqual([]);
    expect(report).toContain("the backend refused: code '\\x1b[2J\\x1b[H16 entr… (34 characters)'");
    expect(report.split('\n').filter((line) => line.startsWith('16 entries'))).toEqual([]);
    expect(failed(results)).toBe(true);
  });

  it('the token echoed back in a header or a body, raw, URL-encoded or JSON-escaped, is blanked', async () => {
    const forms = [
      TOKEN,
      encodeURIComponent(TOKEN),
      encodeURIComponent(TOKEN).toLowerCase(),
      new URLSearchParams({ t: TOKEN }).toString().slice(2),
    ];
    for (const form of forms) {
      const echo = await local((_req, res) => res.writeHead(502, { 'content-type': `text/html; echo=${form}` }).end());
      const code = await local((_req, res) => envelope(res, { code: `bad ${form}`, message: '' }));
      for (const origin of [echo.origin, code.origin]) {
        const report = formatReport(await check(origin), origin, [TOKEN]);
        expect(report).toContain('***');
        for (const leak of [...forms, 'tok/', 'tok%2', 'Secret']) expect(report, form).not.toContain(leak);
      }
    }
  });
});

// Node starts tsx and the script imports the contract: seconds on a loaded machine.
it(
  'as a command against a hostile backend: lines of a report, no stack trace, no token',
  { timeout: 30_000 },
  async () => {
    const hostile = await local((req, res) => {
      if (req.url?.startsWith(contract.contactKfInfo.path))
        envelope(res, { code: `\u001b[2J ${encodeURIComponent(TOKEN)}`, message: '' });
      else res.writeHead(302, { location: `http://localhost:9${req.url}` }).end();
    });
    const args = ['scripts/check-backend.ts', '--base', hostile.origin, '--token', TOKEN, '--timeout', '5'];
    args.push('--only', 'customer-service,joint-login-fail');
    const run = await promisify(execFile)(resolve(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT }).catch(
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect('code' in run ? run.code : 0).toBe(1);
    expect(run.stdout).toContain('customer-service: cannot open');
    expect(run.stdout).toContain("HTTP 302: a redirect to 'http://localhost:9', not followed");
    expect(run.stdout).toContain('2 entries: 0 read fully, 0 with fallbacks, 2 cannot open, 0 not checked.');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(`${run.stdout}${run.stderr}`).not.toContain(String.fromCharCode(0x1b));
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/tok\/|tok%2F|Secret/i);
  },
);
