// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import { DEMO_TOKEN } from '../../server/modules/core';
import { API_CSP } from '../../shared/site/headers';

let server: ServerApp;

beforeEach(() => {
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true });
});
afterEach(() => server.close());

function form(fields: Record<string, string>) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

describe('service module', () => {
  it('contact-kf-info answers email and smWa for a borrower', async () => {
    const res = await server.app.request(
      `/states/v3/personal-center/contact-kf-info?token=${DEMO_TOKEN}`,
      form({ type: '30' }),
    );
    expect(await res.json()).toEqual({
      code: 0,
      message: 'success',
      data: { email: 'support@pesobridge.ph', smWa: '(02) 8852 3100' },
    });
  });

  it('contact-kf-info without a session answers code 401 (D9)', async () => {
    const res = await server.app.request('/states/v3/personal-center/contact-kf-info', form({ type: '30' }));
    expect(await res.json()).toMatchObject({ code: 401 });
  });

  it('contact-kf-info refuses a type other than 30', async () => {
    const res = await server.app.request(
      `/states/v3/personal-center/contact-kf-info?token=${DEMO_TOKEN}`,
      form({ type: '31' }),
    );
    expect(await res.json()).toMatchObject({ code: 400, message: 'type must be 30' });
  });

  it('feedback/save stores the message without a session (D5)', async () => {
    const res = await server.app.request(
      '/states/v3/feedback/save',
      form({ name: 'Ana', telephone: '0917 123 4567', suggestion: 'Great app' }),
    );
    const body = (await res.json()) as { code: number; data: { id: number } };
    expect(body.code).toBe(0);
    expect(server.db.prepare('SELECT name, suggestion FROM feedback WHERE id = ?').get(body.data.id)).toEqual({
      name: 'Ana',
      suggestion: 'Great app',
    });
  });

  it('feedback/save names the missing field', async () => {
    const res = await server.app.request(
      '/states/v3/feedback/save',
      form({ name: 'Ana', telephone: '0917 123 4567', suggestion: '' }),
    );
    expect(await res.json()).toMatchObject({ code: 400, message: 'Suggestion is required' });
  });
});

describe('server shell', () => {
  it('the borrower factory seeds a new borrower with every order status', async () => {
    const res = await server.app.request('/_test/borrower', { method: 'POST' });
    const body = (await res.json()) as { data: { token: string; scenarios: Record<string, { entry: string }> } };
    expect(body.data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(body.data.scenarios)).toEqual(
      expect.arrayContaining([
        'order-21',
        'order-110',
        'order-151',
        'order-170',
        'order-174-delay',
        'order-174',
        'order-180',
        'order-200',
        'order-unknown',
      ]),
    );
  });

  it('the scenario labels say which due orders allow a rollover, as their isDelay does', async () => {
    const res = await server.app.request('/_test/borrower', { method: 'POST' });
    const { scenarios } = ((await res.json()) as { data: { scenarios: Record<string, { title: string }> } }).data;
    expect(scenarios['order-174-delay'].title).toBe('Order status 174 (rollover allowed)');
    expect(scenarios['order-174'].title).toBe('Order status 174 (no rollover)');
    expect(scenarios['order-180'].title).toBe('Order status 180 (rollover allowed)');
    expect(scenarios['order-180-no-delay'].title).toBe('Order status 180 (no rollover)');
    expect(scenarios['order-200'].title).toBe('Order status 200');
  });

  it('unknown calls answer the envelope with code 404', async () => {
    const res = await server.app.request('/states/nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404 });
  });

  it('sets the security headers (CSP, same-origin referrer); a call’s answer is sandboxed (ADR 0054)', async () => {
    for (const path of ['/states/nope', '/api/v2/youmi/promotion/get-sid']) {
      const res = await server.app.request(path);
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(res.headers.get('content-security-policy'), path).toBe(API_CSP);
    }
    expect(API_CSP).toMatch(/^default-src 'none'; sandbox;/);
    expect((await server.app.request('/no-such-file.png')).headers.get('content-security-policy')).toContain(
      "script-src 'none'",
    );
  });
});

describe('database lifecycle', () => {
  it('an existing database keeps its data and seeds a module added since (demo scenarios included)', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'loan-db-'));
    const file = join(dir, 'app.sqlite');
    // The demo borrower exists where the development routes are on (`npm start`).
    const first = createServerApp({ dbFile: file, devRoutes: true });
    const before = first.demoScenarios.length;
    first.db.prepare('DELETE FROM module_seeds WHERE module = ?').run('service');
    first.db.prepare('DELETE FROM service_contacts').run();
    first.close();
    const second = createServerApp({ dbFile: file, devRoutes: true });
    expect(second.db.prepare('SELECT COUNT(*) AS n FROM service_contacts').get()).toEqual({ n: 1 });
    expect(second.db.prepare('SELECT COUNT(*) AS n FROM borrowers WHERE token = ?').get(DEMO_TOKEN)).toEqual({ n: 1 });
    expect(second.demoScenarios.length).toBe(before);
    second.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
