/**
 * The contract checked on the real traffic by a tool nobody here wrote (ADR 0042): every call a page makes
 * to the backend, and the reference backend's answer, is recorded as it travelled and put through Stoplight
 * Prism's validating proxy (`@stoplight/prism-http`'s client in proxy mode) against
 * `docs/contract/openapi.json`. The proxy's upstream is a stub that answers what the reference backend
 * answered, so each exchange is validated once, as it happened, and nothing is sent to the backend twice.
 * A violation fails the test, naming the call, the side (request or answer) and the field.
 */
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createClientFromOperations } from '@stoplight/prism-http/dist/client.js';
import { CALLS } from '../../shared/api/contract/calls';
import { ROOT } from '../../shared/site/entries';
import { expect } from './fixtures';

/** One call as it travelled: the request the page sent and the answer the backend gave. */
export interface Exchange {
  method: string;
  /** Path and query string. */
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: Buffer | null;
  status: number;
  responseHeaders: Record<string, string>;
  /** `null` when the browser no longer had it (the page had already left): the request is still checked. */
  responseBody: Buffer | null;
}

/** The request headers that carry meaning for the contract (the browser's own are left out). */
const KEPT_HEADERS = [
  'content-type',
  'idempotency-key',
  'accept',
  'x-requested-with',
  'building',
  'gather',
  'swift',
  'eyes',
];

const isBackendCall = (url: URL) => /^\/(states|api)\//.test(url.pathname);

async function exchangeOf(request: Request): Promise<Exchange | null> {
  const url = new URL(request.url());
  if (!isBackendCall(url)) return null;
  const response = await request.response();
  if (!response) return null;
  const headers = await request.allHeaders();
  return {
    method: request.method(),
    url: url.pathname + url.search,
    requestHeaders: Object.fromEntries(
      KEPT_HEADERS.filter((h) => headers[h] !== undefined).map((h) => [h, headers[h]]),
    ),
    requestBody: request.postDataBuffer(),
    status: response.status(),
    responseHeaders: await response.allHeaders(),
    responseBody: await response.body().catch(() => null),
  };
}

/**
 * Records every backend call of the page from now on.
 * @example const traffic = recordTraffic(page); …; await expectContractKept(await traffic.exchanges());
 */
export function recordTraffic(page: Page): { exchanges(): Promise<Exchange[]> } {
  const pending: Promise<Exchange | null>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(exchangeOf(request).catch(() => null));
  });
  return {
    exchanges: async () => (await Promise.all(pending)).filter((e): e is Exchange => e !== null),
  };
}

type Client = ReturnType<typeof createClientFromOperations>;

/** A logger that says nothing (Prism's own logs every request): each method a no-op, `child` itself. */
const silent: unknown = new Proxy(
  {},
  { get: (_target, key) => (key === 'child' ? () => silent : key === 'level' ? 'silent' : () => undefined) },
);

/** The stub upstream's next answer: the recorded one of the exchange being validated. */
let answer: Exchange | null = null;
let proxy: Promise<Client> | undefined;

/** Prism's client in proxy mode, in front of the stub upstream: one per test worker. */
function prism(): Promise<Client> {
  proxy ??= (async () => {
    const upstream = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const a = answer;
        if (!a) return res.writeHead(599).end();
        // An answer the browser no longer held: something the proxy can read, left unvalidated below.
        if (!a.responseBody) return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        const type = a.responseHeaders['content-type'];
        res.writeHead(a.status, type ? { 'content-type': type } : {});
        res.end(a.responseBody);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstream.unref();
    const operations = await getHttpOperationsFromSpec(join(ROOT, 'docs/contract/openapi.json'));
    return createClientFromOperations(operations, {
      mock: false,
      upstream: new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`),
      upstreamProxy: undefined,
      isProxy: true,
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      errors: false,
      logger: silent,
    } as unknown as Parameters<typeof createClientFromOperations>[1]);
  })();
  return proxy;
}

/**
 * Loads the OpenAPI document into Prism ahead of the first test of a worker (seconds on a busy machine),
 * so that no test's own time pays for it. @example test.beforeAll(warmContractCheck);
 */
export async function warmContractCheck(): Promise<void> {
  await prism();
}

const PATHS = new Map(CALLS.map((c) => [`${c.endpoint.method} ${c.endpoint.path}`, c.name]));

/** Every violation Prism finds in the exchanges, each as `call (METHOD path) request|answer field: message`. */
export async function contractViolations(exchanges: Exchange[]): Promise<string[]> {
  const client = await prism();
  const found: string[] = [];
  for (const exchange of exchanges) {
    const path = exchange.url.split('?')[0];
    const name = PATHS.get(`${exchange.method} ${path}`);
    if (!name) {
      found.push(`${exchange.method} ${path}: a call the contract does not declare`);
      continue;
    }
    answer = exchange;
    const out = await client.request(
      exchange.url,
      {
        method: exchange.method.toLowerCase() as 'get',
        headers: exchange.requestHeaders,
        body: exchange.requestBody ? exchange.requestBody.toString('latin1') : undefined,
      },
      { validateResponse: exchange.responseBody !== null },
    );
    answer = null;
    for (const [side, violations] of [
      ['request', out.violations.input],
      ['answer', out.violations.output],
    ] as const)
      for (const v of violations)
        // "must match the then/else schema" only sums up the field's own violation, listed beside it.
        if (v.severity === 0 && !/must match "(then|else)" schema/.test(v.message))
          found.push(`${name} (${exchange.method} ${path}) ${side} ${v.path?.join('.') ?? ''}: ${v.message}`);
  }
  return [...new Set(found)];
}

/** Fails the test on any violation of the contract in the exchanges (and on no exchange at all). */
export async function expectContractKept(exchanges: Exchange[]): Promise<void> {
  if (process.env.CONTRACT_TRAFFIC_OUT)
    appendFileSync(process.env.CONTRACT_TRAFFIC_OUT, exchanges.map((e) => JSON.stringify(e) + '\n').join(''));
  expect(await contractViolations(exchanges), 'what travelled, against docs/contract/openapi.json').toEqual([]);
}
