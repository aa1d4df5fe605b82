// @vitest-environment node
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { API_HEADERS } from '../../../shared/site/headers';
import * as contract from '../../../shared/api/contract';
import { API_PATHS } from '../../../shared/site/nginx';
import { loadEntries } from '../../../shared/site/entries';
import { devRoutesOf } from '../../../server/dev';
import { BACKEND_PATHS, otherBackend, proxyTable } from '../../../scripts/vite/dev-proxy';

const proxied = (path: string) => BACKEND_PATHS.some((prefix) => path.startsWith(prefix));

describe('the dev server’s proxy to the backend (Vite’s server.proxy)', () => {
  it('hands over every call of the contract and the API paths a self-hosted bundle proxies', () => {
    const paths = Object.values(contract)
      .map((value) => (value as { path?: unknown } | null)?.path)
      .filter((path): path is string => typeof path === 'string');
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !proxied(path))).toEqual([]);
    expect(API_PATHS.filter((path) => !proxied(path))).toEqual([]);
  });

  it('hands over every development route, the tests’ helpers and the stored files', () => {
    const routes = devRoutesOf({ testApi: true });
    expect(routes).toContain('/_entries');
    expect(routes.filter((route) => !proxied(route))).toEqual([]);
    expect(proxied('/files/complaint/1.jpg')).toBe(true);
  });

  it('keeps every entry, alias and Vite path on the dev server', () => {
    const pages = loadEntries().flatMap((e) => [`/${e.name}.html`, ...e.aliases]);
    expect(pages.filter(proxied)).toEqual([]);
    for (const path of ['/@vite/client', '/@react-refresh', '/pages/order/main.tsx', '/shared/api/request.ts'])
      expect(proxied(path), path).toBe(false);
  });

  it('proxies each call to the one backend under its own host name; a development route keeps the page’s', () => {
    const table = proxyTable('http://127.0.0.1:5999');
    expect(Object.keys(table)).toEqual([...BACKEND_PATHS]);
    expect(new Set(Object.values(table).map((options) => options.target))).toEqual(new Set(['http://127.0.0.1:5999']));
    for (const path of [...API_PATHS, '/files/']) expect(table[path].changeOrigin, path).toBe(true);
    // Their guard takes a form only from a page of the request's own origin (ADR 0054): the dev server's.
    const routes = devRoutesOf({ testApi: true });
    for (const [path, options] of Object.entries(table))
      if (routes.some((route) => route.startsWith(path))) expect(options.changeOrigin, path).toBe(false);
  });

  it('BACKEND_URL names another backend, as for npm start (DEV_BACKEND, its older name, too)', () => {
    expect(otherBackend({})).toBeUndefined();
    expect(otherBackend({ BACKEND_URL: '' })).toBeUndefined();
    expect(otherBackend({ BACKEND_URL: 'https://staging.lender.ph/' })).toBe('https://staging.lender.ph');
    expect(otherBackend({ DEV_BACKEND: 'http://127.0.0.1:5173' })).toBe('http://127.0.0.1:5173');
    expect(otherBackend({ BACKEND_URL: 'https://a.ph', DEV_BACKEND: 'https://b.ph' })).toBe('https://a.ph');
    expect(() => otherBackend({ BACKEND_URL: 'staging.lender.ph' })).toThrow(/BACKEND_URL must be an http\(s\) URL/);
  });

  it(
    'gives every API answer the sandboxing headers through Vite’s proxy, whoever wrote it (ADR 0054)',
    { timeout: 30_000 },
    async () => {
      // A backend, firewall or proxy that answers with a page of its own, script and policy included.
      const backend = createHttpServer((_req, res) =>
        res
          .writeHead(502, { 'content-type': 'text/html', 'content-security-policy': 'default-src *' })
          .end('<script>alert(1)</script>'),
      );
      await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
      const root = mkdtempSync(join(tmpdir(), 'dev-proxy-'));
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'silent',
        server: {
          host: '127.0.0.1',
          port: 0,
          proxy: proxyTable(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`),
        },
      });
      try {
        await server.listen();
        const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
        for (const path of API_PATHS) {
          const res = await fetch(`${origin}${path}v3/x`);
          expect(res.status, path).toBe(502);
          expect(res.headers.get('content-security-policy'), path).toBe(API_HEADERS['Content-Security-Policy']);
          expect(res.headers.get('permissions-policy'), path).toBe(API_HEADERS['Permissions-Policy']);
        }
        // A development route's own page keeps its own policy (the reference server writes it).
        expect((await fetch(`${origin}/_entries`)).headers.get('content-security-policy')).toBe('default-src *');
      } finally {
        await server.close();
        backend.close();
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
