// @vitest-environment node
/**
 * `BACKEND_URL` (server/proxy.ts, ADR 0043): the reference server serves the pages and forwards their
 * calls, as they were sent, to another backend on loopback, whose answers come back as it gave them; the
 * client's address is the connection's, never one the client wrote (ADR 0054).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import { backendUrlOf } from '../../server/proxy';
import { clientAddress, forwardedFor } from '../../server/address';
import { contactKfInfo, loanDetailPush } from '../../shared/api/contract';
import { API_CSP } from '../../shared/site/headers';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let other: Server;
let otherUrl = '';
const seen: Seen[] = [];
let dist = '';
let app: ServerApp;

const at = (path: string, init?: RequestInit) => app.app.request(`http://127.0.0.1${path}`, init);

beforeAll(async () => {
  // Another backend: records each call; the customer-service call answers its own contacts, gzipped.
  other = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url?.startsWith('/prefix/api/v2/youmi/moved')) {
        res.writeHead(302, { location: 'https://elsewhere.test/' }).end();
        return;
      }
      const body = JSON.stringify({
        code: 0,
        message: '',
        data: { email: 'help@staging.lender.ph', smWa: '0917 000 0000' },
      });
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'set-cookie': 'sid=1',
        'content-security-policy': 'default-src *',
      });
      res.end(gzipSync(body));
    });
  });
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  dist = mkdtempSync(join(tmpdir(), 'proxy-dist-'));
  writeFileSync(join(dist, 'customer-service.html'), '<html lang="en">the page</html>');
  app = createServerApp({
    dbFile: ':memory:',
    distDir: dist,
    devRoutes: true,
    backendUrl: backendUrlOf(`${otherUrl}/prefix/`),
  });
});

afterAll(async () => {
  app.close();
  rmSync(dist, { recursive: true, force: true });
  await new Promise<void>((done) => other.close(() => done()));
});

describe('with BACKEND_URL', () => {
  it('a call goes to that backend as the page sent it, and its answer comes back', async () => {
    seen.length = 0;
    const res = await at(`${contactKfInfo.path}?token=tok-9&lang=fil`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', building: 'iPhone15', 'idempotency-key': 'k-1' },
      body: 'type=30',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      code: 0,
      message: '',
      data: { email: 'help@staging.lender.ph', smWa: '0917 000 0000' },
    });
    expect(res.headers.get('set-cookie')).toBe('sid=1');
    // The page's headers still apply to what this origin serves; a call's answer is sandboxed (ADR 0054).
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/prefix${contactKfInfo.path}?token=tok-9&lang=fil`,
      body: 'type=30',
    });
    expect(seen[0].headers).toMatchObject({
      building: 'iPhone15',
      'idempotency-key': 'k-1',
      host: new URL(otherUrl).host,
      'x-forwarded-host': '127.0.0.1',
      'x-forwarded-proto': 'http',
    });
  });

  it('answers no call itself, the reference modules’ included', async () => {
    seen.length = 0;
    await at(`${loanDetailPush.path}?token=tok-9`, { method: 'POST', body: 'amount=800000' });
    await at('/api/v2/youmi/anything', { method: 'GET' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `POST /prefix${loanDetailPush.path}?token=tok-9`,
      'GET /prefix/api/v2/youmi/anything',
    ]);
  });

  it('passes a redirect to the page, never follows it', async () => {
    const res = await at('/api/v2/youmi/moved');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://elsewhere.test/');
  });

  it('serves the pages itself, without the development routes of its own demo borrower', async () => {
    seen.length = 0;
    expect(await (await at('/customer-service.html')).text()).toContain('the page');
    expect((await at('/_entries')).status).toBe(404);
    expect((await at('/')).status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('a backend that does not answer is the envelope of a failed call', async () => {
    const closed = createServerApp({ dbFile: ':memory:', distDir: dist, backendUrl: 'http://127.0.0.1:9' });
    const res = await closed.app.request('http://127.0.0.1/states/x', { method: 'POST' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ code: 502, message: 'The backend did not answer.', data: null });
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    closed.close();
  });
});

describe('the client’s address (ADR 0054)', () => {
  /** The forwarding server on a real socket, as `npm start` runs it; resolves its origin and a stop. */
  async function listening(trustedProxies?: readonly string[]) {
    const server = createServerApp({ dbFile: ':memory:', distDir: dist, backendUrl: otherUrl, trustedProxies });
    const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((done) => http.once('listening', done));
    return {
      origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
      stop: async () => {
        await new Promise<void>((done) => {
          http.close(() => done());
          (http as Server).closeAllConnections();
        });
        server.close();
      },
    };
  }

  const CLAIMED = {
    'x-forwarded-for': '198.51.100.4',
    'x-real-ip': '198.51.100.5',
    forwarded: 'for=198.51.100.6;proto=https',
  };

  it('drops the Forwarded and X-Real-IP a client wrote, and sets X-Forwarded-For from the connection', async () => {
    const forwarding = await listening();
    seen.length = 0;
    await fetch(`${forwarding.origin}/states/v3/x?token=t`, { method: 'POST', headers: CLAIMED, body: 'a=1' });
    await forwarding.stop();
    expect(seen).toHaveLength(1);
    expect(seen[0].headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen[0].headers['x-real-ip']).toBeUndefined();
    expect(seen[0].headers.forwarded).toBeUndefined();
  });

  it('appends the connection’s address to the chain only behind a proxy the operator named', async () => {
    const forwarding = await listening(['127.0.0.1']);
    seen.length = 0;
    await fetch(`${forwarding.origin}/api/v2/youmi/x`, { headers: CLAIMED });
    await forwarding.stop();
    expect(seen[0].headers['x-forwarded-for']).toBe('198.51.100.4, 127.0.0.1');
    // Even a trusted proxy's other address headers are not this server's to pass on.
    expect(seen[0].headers['x-real-ip']).toBeUndefined();
    expect(seen[0].headers.forwarded).toBeUndefined();
  });

  it('finds the caller behind the named proxies, reading their X-Forwarded-For from the right', () => {
    expect(clientAddress('203.0.113.7', ['127.0.0.1'], '1.2.3.4')).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', ['127.0.0.1'], '1.2.3.4, 198.51.100.9')).toBe('198.51.100.9');
    expect(clientAddress('127.0.0.1', ['127.0.0.1', '10.0.0.2'], '198.51.100.9, 10.0.0.2')).toBe('198.51.100.9');
    expect(clientAddress('::ffff:127.0.0.1', ['127.0.0.1'])).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', [], '198.51.100.9')).toBe('127.0.0.1');
  });

  it('reads an IPv4-mapped connection as the IPv4 address an operator writes', () => {
    expect(forwardedFor('::ffff:10.0.0.2', ['10.0.0.2'], '203.0.113.7')).toBe('203.0.113.7, 10.0.0.2');
    expect(forwardedFor('::ffff:10.0.0.3', ['10.0.0.2'], '203.0.113.7')).toBe('10.0.0.3');
    expect(forwardedFor('10.0.0.2', ['10.0.0.2'])).toBe('10.0.0.2');
  });
});

describe('the BACKEND_URL value', () => {
  it('is an http(s) origin with an optional path prefix', () => {
    expect(backendUrlOf('https://staging.lender.ph/')).toBe('https://staging.lender.ph');
    expect(backendUrlOf('http://127.0.0.1:8080/app/')).toBe('http://127.0.0.1:8080/app');
    for (const bad of ['staging.lender.ph', 'ftp://x.ph', 'https://u:p@x.ph', 'https://x.ph/?a=1'])
      expect(() => backendUrlOf(bad), bad).toThrow(/BACKEND_URL must be/);
  });
});
