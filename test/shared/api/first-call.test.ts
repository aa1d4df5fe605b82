/**
 * A page's first calls are declared once (ADR 0022): for every entry's `first-calls.ts`, the payload the
 * page takes from its start script (`firstPayload`) is the one its declaration gives, and the answer is
 * adopted instead of asking again — with the page query complete, without an optional key, and with a
 * needed key missing (then neither side calls).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPayload } from '../../../shared/api/early';
import { startEarlyCalls } from '../../../shared/api/start-calls';
import { payloadOf } from '../../../shared/api/first-call';
import type { FirstCall } from '../../../shared/api/first-call';
import { readQuery } from '../../../shared/session/query';
import { loadEntries } from '../../../shared/site/entries';

afterEach(() => {
  delete window.__earlyCalls;
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

const entries = loadEntries().filter((e) => e.firstCalls);

const QUERIES = {
  complete: 'token=t&orderId=1864209123456789012&productId=P-7&product_id=P-7&problemId=RR-1',
  'without the optional keys': 'token=t&orderId=1864209123456789012&problemId=RR-1',
  'without any id': 'token=t',
};

describe.each(entries.map((e) => [e.name, e.firstCalls as string] as const))('%s', (name, module) => {
  it.each(Object.entries(QUERIES))('sends the payload the page computes, %s', async (_, search) => {
    const calls = ((await import(module)) as { default: FirstCall<unknown, unknown>[] }).default;
    history.replaceState(null, '', `/${name}.html?${search}`);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":0,"data":{}}', { status: 200 })),
    );
    const specs = calls.map(({ endpoint, payload }) => ({
      method: endpoint.method,
      path: endpoint.path,
      body: endpoint.body as 'form' | 'query',
      payload: { ...(payload as Record<string, unknown>) },
    }));
    startEarlyCalls(specs, []);
    for (const call of calls) {
      const sources = Object.values(call.payload as Record<string, unknown>) as { query?: string; when?: string }[];
      const needed = sources.some((v) => v?.when === 'needed' && !readQuery()[v.query ?? '']);
      // The page takes the call by its declaration, with the payload the start script sent: the one the
      // declaration gives for this query.
      const adopted = firstPayload(call, readQuery());
      expect(adopted.payload, call.endpoint.path).toEqual(payloadOf(call));
      // A needed key missing: the start script sent nothing (the page says what is missing instead).
      if (needed) expect(adopted.early, call.endpoint.path).toBeUndefined();
      else expect(adopted.early, call.endpoint.path).toBeDefined();
    }
  });
});
