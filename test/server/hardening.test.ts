// @vitest-environment node
/**
 * The reference backend as an exposed service: body limits answered before the body is read,
 * expiring sessions, a locked database answering 'busy' fast while pages keep loading.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerApp } from '../../server/app';
import { BODY_MAX_BYTES, BODY_TOO_LARGE_MESSAGE } from '../../server/body-limit';
import { BUSY_MESSAGE } from '../../server/http';
import { DEMO_TOKEN } from '../../server/modules/core';
import { startScratchServer } from '../../server/start';
import type { RunningServer } from '../../server/start';

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'hardening-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'customer-service.html'), '<!doctype html><title>Customer service</title>');
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
  ms: number;
  /** Bytes of the request body written before the answer arrived. */
  sentBeforeAnswer: number;
}

/**
 * POSTs `total` bytes in 16 KB chunks, one chunk per event-loop turn, and stops writing as soon as an
 * answer arrives. `length`: send Content-Length (else chunked transfer, the size unknown upfront).
 */
function postSlowly(origin: string, path: string, total: number, length: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const req = httpRequest(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(length ? { 'content-length': String(total) } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started, sentBeforeAnswer });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const pump = () => {
      if (answered || sent >= total) return answered ? undefined : void req.end();
      sent += chunk.length;
      req.write(chunk, () => setImmediate(pump));
    };
    pump();
  });
}

describe('body limit (64 KB on every route but the image upload)', () => {
  let running: RunningServer;
  beforeEach(async () => {
    running = await startScratchServer({ distDir: dist, testApi: true });
  });
  afterEach(() => running.stop());

  it('a 2 MB body with its Content-Length is answered 413 in under 1 s, before it is sent', async () => {
    const answer = await postSlowly(running.origin, '/states/v3/feedback/save', 2 * 1024 * 1024, true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 413, message: BODY_TOO_LARGE_MESSAGE, data: null });
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.sentBeforeAnswer).toBeLessThan(2 * 1024 * 1024);
  });

  it('a chunked body of unknown size is cut at the first bytes over 64 KB, not read whole', async () => {
    const answer = await postSlowly(running.origin, '/states/v3/feedback/save', 2 * 1024 * 1024, false);
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1000);
    // Answered while the client was still sending: far less than the 2 MB it meant to send.
    expect(answer.sentBeforeAnswer).toBeLessThan(1024 * 1024);
  });

  it('every route is covered, the provider page and unknown paths included', async () => {
    for (const path of [
      '/states/v3/loan/loan-detail-push',
      '/api/v2/youmi/promotion/get-sms',
      '/provider/pay/x',
      '/anything',
    ]) {
      expect((await postSlowly(running.origin, path, BODY_MAX_BYTES + 1024, true)).status).toBe(413);
    }
  });

  it('a body within the limit is served as before', async () => {
    const suggestion = 'x'.repeat(900);
    const res = await fetch(`${running.origin}/states/v3/feedback/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Ana', telephone: '0917 123 4567', suggestion }).toString(),
    });
    expect(await res.json()).toMatchObject({ code: 0 });
  });

  it('the image upload keeps its own, larger limit', async () => {
    const body = new FormData();
    body.append('problemImage', new Blob([new Uint8Array(200 * 1024)]), 'photo.png');
    const res = await fetch(`${running.origin}/states/user-problem/upload-problem-img?token=${DEMO_TOKEN}`, {
      method: 'POST',
      body,
    });
    // Past the 64 KB limit: the upload route itself reads it (and refuses the bytes as no image).
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 415 });
  });
});

describe('sessions expire', () => {
  it('a token answers 401 once its lifetime (tokenTtlDays) has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = createServerApp({ dbFile: ':memory:', distDir: dist, testApi: true, tokenTtlDays: 2 });
    const made = (await (await server.app.request('/_test/borrower', { method: 'POST' })).json()) as {
      data: { token: string; expiresAt: number };
    };
    expect(made.data.expiresAt - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    const kf = async () =>
      (
        await server.app.request(`/states/v3/personal-center/contact-kf-info?token=${made.data.token}&type=30`, {
          method: 'POST',
        })
      ).json();
    expect(await kf()).toMatchObject({ code: 0 });
    vi.setSystemTime(Date.now() + 2 * 86_400_000 + 1000);
    expect(await kf()).toMatchObject({ code: 401 });
    server.close();
  });

  it('the default lifetime is 30 days, and the index page says when the demo session ends', async () => {
    const server = createServerApp({ dbFile: ':memory:', distDir: dist, testApi: true });
    const made = (await (await server.app.request('/_test/borrower', { method: 'POST' })).json()) as {
      data: { expiresAt: number };
    };
    const days = (made.data.expiresAt - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);
    expect(await (await server.app.request('/_entries')).text()).toMatch(
      /token=demo-borrower<\/code> \(valid until \d{4}-\d{2}-\d{2}/,
    );
    server.close();
  });

  it('refuses a lifetime that is not a positive number of days', () => {
    expect(() => createServerApp({ dbFile: ':memory:', distDir: dist, tokenTtlDays: Number('x') })).toThrow(
      /tokenTtlDays/,
    );
  });
});

describe('a locked database', () => {
  it('answers a call 503 (retry) within a second instead of waiting on the lock', async () => {
    const running = await startScratchServer({ distDir: dist });
    const other = new Database(running.server.db.name);
    other.exec('BEGIN IMMEDIATE');
    other.prepare("INSERT INTO feedback (name, telephone, suggestion, created_at) VALUES ('x', '1', 'y', 'now')").run();
    try {
      const started = performance.now();
      const res = await fetch(`${running.origin}/states/v3/feedback/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Ana', telephone: '0917 123 4567', suggestion: 'hi' }).toString(),
      });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ code: 503, message: BUSY_MESSAGE, data: null });
    } finally {
      other.exec('ROLLBACK');
      other.close();
      await running.stop();
    }
  });

  it('pages and files never touch the database, so no lock can hold them up', async () => {
    const server = createServerApp({ dbFile: ':memory:', distDir: dist });
    // Whatever the database does (locked, busy, gone), a page request does not reach it.
    server.db.close();
    const page = await server.app.request(`/customer-service.html?token=${DEMO_TOKEN}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Customer service</title>');
    expect((await server.app.request('/assets/missing.js')).status).toBe(404);
  });
});
