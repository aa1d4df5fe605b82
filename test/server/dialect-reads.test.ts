// @vitest-environment node
/**
 * Every start read of every seeded scenario, in every dialect, read by its declaration as the page reads
 * it: it reads (no load failure), and what a borrower is shown of it (amounts, numbers, texts, dates, list
 * lengths; not ids, which each dialect chooses, nor the fields the spec does not name, which its dialects
 * do not send) is the same as in our dialect. The calls come from each entry's `first-calls.ts` and the
 * landing's own reads (`startReads`), the scenarios from the server's seed: a new screen or scenario is
 * read here without an edit.
 *
 * This is what lets the dialect sweep (test/e2e/dialects.spec.ts) open the other dialects on a rotating
 * share of the scenarios past each entry's first (ADR 0055): every case is read here, on every run.
 */
import { describe, expect, it, vi } from 'vitest';
import { createServerApp } from '../../server/app';
import { DIALECTS, encodeQuery } from '../../server/dialect';
import type { Dialect } from '../../server/dialect';
import type { Decl } from '../../shared/api/contract/declare';
import { isSuccessCode } from '../../shared/api/contract/endpoint';
import type { ReadEndpoint } from '../../shared/api/contract/endpoint';
import { payloadOf } from '../../shared/api/first-call';
import type { FirstCall } from '../../shared/api/first-call';
import { readPayload } from '../../shared/api/schemas/read';
import { formatDate } from '../../shared/format/date';
import { readQuery } from '../../shared/session/query';
import { startReads } from '../../scripts/check-backend/check';

type Scenario = { entry: string; key?: string; query: Record<string, string> };

/**
 * What a borrower is shown of a read value: dates as the screen writes them; ids and the fields only our
 * dialect sends are left out.
 */
export function shown(decl: Decl, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  switch (decl.k) {
    case 'id':
      return typeof value;
    case 'ours':
      return undefined;
    case 'date':
      // As the screen writes it: an epoch and its Manila text are the same day (and time).
      return value === '' ? value : formatDate(value as string | number, decl.time);
    case 'maybe':
      return shown(decl.of, value);
    case 'list':
      // Steps a backend may send as one text, a line each: the same words in the same order.
      if (decl.lines) return (value as unknown[]).join(' ').replace(/\s+/g, ' ');
      return (value as unknown[]).map((item) => shown(decl.of, item));
    case 'record':
      return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shown(decl.of, v)]));
    case 'obj':
      return Object.fromEntries(
        Object.entries(decl.shape)
          .map(([k, field]) => [k, shown(field, (value as Record<string, unknown>)[k])] as const)
          .filter(([, v]) => v !== undefined),
      );
    default:
      return value;
  }
}

const CHANGES = '(changes on every call)';

/** `a` with every value that differs in `b` (a second answer to the same call) marked as changing. */
export function marked(a: unknown, b: unknown): unknown {
  if (a && b && typeof a === 'object' && typeof b === 'object')
    return Array.isArray(a)
      ? a.map((item, i) => marked(item, (b as unknown[])[i]))
      : Object.fromEntries(Object.entries(a).map(([k, v]) => [k, marked(v, (b as Record<string, unknown>)[k])]));
  return Object.is(a, b) ? a : CHANGES;
}

/** `value` with what `marks` marks as changing marked too. */
export function maskLike(value: unknown, marks: unknown): unknown {
  if (marks === CHANGES) return CHANGES;
  if (value && marks && typeof value === 'object' && typeof marks === 'object')
    return Array.isArray(value)
      ? value.map((item, i) => maskLike(item, (marks as unknown[])[i]))
      : Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, maskLike(v, (marks as Record<string, unknown>)[k])]),
        );
  return value;
}

/** The envelope of one call as sent: its code and message, and its `data` (or `attach`, where it may answer there). */
async function answer(
  app: ReturnType<typeof createServerApp>['app'],
  endpoint: ReadEndpoint<unknown, unknown>,
  payload: Record<string, unknown>,
  token: string,
): Promise<{ code: unknown; message: unknown; data: unknown }> {
  const fields = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]));
  const query = new URLSearchParams({ token, ...(endpoint.body === 'query' ? Object.fromEntries(fields) : {}) });
  const res = await app.request(`${endpoint.path}?${query}`, {
    method: endpoint.method,
    ...(endpoint.method === 'POST' && {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    }),
  });
  const body = (await res.json()) as { code: unknown; message: unknown; data?: unknown; attach?: unknown };
  return { ...body, data: endpoint.attach && body.attach != null ? body.attach : body.data };
}

const READS = await startReads();

describe('every start read of every seeded scenario, in every dialect', () => {
  it('reads, and shows what our dialect shows', { timeout: 60_000 }, async () => {
    // A fallback is a development warning (read-report.ts): hundreds of them would bury the output.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read: Record<Dialect | 'again', Map<string, unknown>> = {
      ours: new Map(),
      again: new Map(),
      spec: new Map(),
      ids: new Map(),
    };
    // One borrower, its dialect switched on the same data (as the dialect sweep does): every figure the same.
    const server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true, devRoutes: true });
    try {
      const res = await server.app.request('/_test/borrower', { method: 'POST' });
      const { token, scenarios } = (
        (await res.json()) as { data: { token: string; scenarios: Record<string, Scenario> } }
      ).data;
      // Ours twice: what changes between two answers to the same call (a payment session's token) is no figure.
      for (const run of ['ours', 'again', ...DIALECTS.filter((d) => d !== 'ours')] as const) {
        const dialect: Dialect = run === 'again' ? 'ours' : run;
        const set = await server.app.request(`/_test/dialect?token=${token}&dialect=${dialect}`, { method: 'POST' });
        expect(((await set.json()) as { code: unknown }).code).toBe(0);
        for (const [key, scenario] of Object.entries(scenarios)) {
          const reads = READS.find((r) => r.entry === scenario.entry);
          for (const call of (reads?.calls ?? []) as FirstCall<unknown, unknown>[]) {
            const endpoint = call.endpoint as ReadEndpoint<unknown, unknown>;
            const { code, message, data } = await answer(
              server.app,
              endpoint,
              // The page query as the page reads it (first value wins, productId/product_id mirrored); the ids
              // dialect's scenario opens with the ids that backend gives it (the shell has them).
              payloadOf(
                call,
                readQuery(`?${new URLSearchParams(dialect === 'ids' ? encodeQuery(scenario.query) : scenario.query)}`),
              ) as Record<string, unknown>,
              token,
            );
            const at = `${key} ${endpoint.path}`;
            // A refusal the scenario seeds (a product that cannot be applied for): its code and words.
            if (!isSuccessCode(code)) {
              read[run].set(at, { refused: Number(code), message });
              continue;
            }
            const out = readPayload(endpoint.data, data, endpoint.path);
            expect(out.ok ? '' : out.issue, `${at} in the ${dialect} dialect`).toBe('');
            if (out.ok) read[run].set(at, shown(endpoint.data as Decl, out.value));
          }
        }
      }
    } finally {
      server.close();
    }
    // Most scenarios open an entry that reads at start; each of those reads was read in each dialect.
    expect(read.ours.size).toBeGreaterThan(40);
    const ours = new Map([...read.ours].map(([at, value]) => [at, marked(value, read.again.get(at))]));
    for (const dialect of ['spec', 'ids'] as const) {
      expect([...read[dialect].keys()], dialect).toEqual([...ours.keys()]);
      for (const [at, value] of ours)
        expect(maskLike(read[dialect].get(at), value), `${at} in the ${dialect} dialect`).toEqual(value);
    }
  });
});
