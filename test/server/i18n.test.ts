// @vitest-environment node
/**
 * The reference backend's words in the borrower's language (contract D33): its catalog
 * (`server/i18n/fil.json`) is checked like the pages' (the entry shape, placeholders kept, a template
 * matches only its figures), every text it answers on any call in any seeded scenario is in the catalog
 * or is a name, and a call carrying `lang=fil` gets its texts in Filipino, an English one in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../shared/api/contract';
import type { Endpoint } from '../../shared/api/contract/endpoint';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import type { Scenario } from '../../server/module';
import { BORROWER_WORDS, NAMES } from './names';
import {
  filipino,
  inLanguage,
  knows,
  PLACEHOLDERS,
  placeholdersOf,
  SERVER_CATALOG,
  templatePattern,
} from '../../server/i18n/say';

const entries = Object.entries(SERVER_CATALOG);

describe('the server catalog (server/i18n/fil.json)', () => {
  it('is English text → { fil, reviewed, note? }, with the English placeholders, each one the lookup knows', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [en, e] of entries) {
      expect(Object.keys(e).sort(), en).toEqual(['fil', 'reviewed', ...(e.note === undefined ? [] : ['note'])].sort());
      expect(e.fil.trim(), en).not.toBe('');
      expect(typeof e.reviewed, en).toBe('boolean');
      expect(placeholdersOf(e.fil).sort(), en).toEqual(placeholdersOf(en).sort());
      for (const name of placeholdersOf(en)) expect(Object.keys(PLACEHOLDERS), en).toContain(name);
      // A template of placeholders alone would take any text for its own.
      expect(en.replace(/\{\w+\}/g, ''), en).toMatch(/[a-z]{2}/i);
    }
  });

  it('fills a template with its figures, and never takes a name for a figure', () => {
    expect(filipino('Loan amount')).toBe('Halaga ng loan');
    expect(filipino('2 of 4')).toBe('2 sa 4');
    expect(filipino('Instalment 2 of 4, ₱1,325.00, is due 2026-12-22')).toBe(
      'Hulog 2 sa 4, ₱1,325.00, na dapat bayaran sa 2026-12-22',
    );
    expect(filipino('₱100.00, deducted upfront')).toBe('₱100.00, ibinawas na sa simula');
    expect(filipino('Daily interest rate 0.05%')).toBe('Arawang rate ng interes 0.05%');
    // "of" between words is no instalment; a text the catalog lacks stays as it is.
    expect(filipino('Bank of the Philippine Islands (BPI)')).toBe('Bank of the Philippine Islands (BPI)');
    expect(filipino('Maria Santos')).toBe('Maria Santos');
    expect(() => templatePattern('Due {when}')).toThrow(/unknown placeholder/);
  });

  it('walks an answer: values and group names in Filipino, ids and English untouched', () => {
    const answer = { code: 0, message: 'success', data: { detail: [{ text: 'Due date', value: '2026-12-22' }] } };
    expect(inLanguage(answer, 'en')).toBe(answer);
    expect(inLanguage(answer, 'fil').data.detail[0]).toEqual({ text: 'Takdang petsa', value: '2026-12-22' });
    expect(inLanguage({ payNotice: { 'Pay at a store': [{ name: '7-Eleven' }] } }, 'fil')).toEqual({
      payNotice: { 'Magbayad sa tindahan': [{ name: '7-Eleven' }] },
    });
    expect(inLanguage({ list: [{ title: 'Late charges', value: '₱12.00' }] }, 'fil')).toEqual({
      list: [{ title: 'Multa sa pagkahuli', value: '₱12.00' }],
    });
  });
});

/** What a text of the server is: letters in words, not a link, an id, a code or a field's value such as `bankCard`. */
function isText(s: string): boolean {
  const t = s.trim();
  if (!/[a-z]{2}/i.test(t) || /^(\/|https?:|data:|javascript:)/i.test(t)) return false;
  return !/^[\w.:-]+$/.test(t) || /^[A-Z][a-z-]+$/.test(t);
}

const strings = (v: unknown, key = ''): { key: string; s: string }[] =>
  typeof v === 'string'
    ? [{ key, s: v }]
    : Array.isArray(v)
      ? v.flatMap((x) => strings(x, key))
      : v && typeof v === 'object'
        ? Object.entries(v).flatMap(([k, x]) => [...(k.includes(' ') ? [{ key: '', s: k }] : []), ...strings(x, k)])
        : [];

const endpoints = (Object.values(contract) as unknown[]).filter(
  (e): e is Endpoint<unknown, unknown> =>
    !!e && typeof e === 'object' && typeof (e as { path?: unknown }).path === 'string' && 'method' in e,
);

describe('every text the server answers, on every call in every seeded scenario', () => {
  let server: ServerApp;
  let token: string;
  let scenarios: Scenario[];
  beforeAll(async () => {
    server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true });
    const res = await server.app.request('/_test/borrower', { method: 'POST' });
    const data = ((await res.json()) as { data: { token: string; scenarios: Record<string, Scenario> } }).data;
    token = data.token;
    scenarios = Object.values(data.scenarios);
  });
  afterAll(() => server.close());

  async function answers(lang: 'en' | 'fil'): Promise<{ path: string; key: string; s: string }[]> {
    const queries = [...new Set(scenarios.map((s) => JSON.stringify(s.query)))].map(
      (q) => JSON.parse(q) as Record<string, string>,
    );
    const out: { path: string; key: string; s: string }[] = [];
    for (const e of endpoints) {
      for (const query of queries) {
        const qs = new URLSearchParams({ token, ...query, ...(lang === 'fil' ? { lang } : {}) });
        const res = await server.app.request(`${e.path}?${qs}`, {
          method: e.method,
          ...(e.method === 'POST'
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams(query).toString(),
              }
            : {}),
        });
        const body = (await res.json().catch(() => null)) as { message?: unknown; data?: unknown } | null;
        if (body) out.push(...strings({ message: body.message, data: body.data }).map((x) => ({ path: e.path, ...x })));
      }
    }
    return out;
  }

  it('is in the catalog, or is a name, a borrower’s own words or not a text', async () => {
    const texts = (await answers('en')).filter(
      ({ key, s }) => !BORROWER_WORDS.has(key) && s !== 'success' && isText(s) && !NAMES.has(s.trim()),
    );
    expect(texts.length).toBeGreaterThan(100);
    const missing = [...new Set(texts.filter(({ s }) => !knows(s)).map(({ path, s }) => `${path}: ${s}`))];
    expect(missing).toEqual([]);
  }, 60_000);

  it('is in Filipino when the call says lang=fil (D33), and the English of the catalog is gone', async () => {
    const fil = (await answers('fil')).map(({ s }) => s);
    expect(fil).toContain('Halaga ng loan');
    expect(fil).toContain('Multa sa pagkahuli');
    const english = new Set(entries.filter(([en, e]) => e.fil !== en).map(([en]) => en));
    expect(fil.filter((s) => english.has(s))).toEqual([]);
  }, 60_000);
});
