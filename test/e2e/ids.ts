/**
 * What the pages send back of the ids a backend chose (contract D23): every id a page sends (a request's
 * form body or query, under the names the contract gives ids) must be one the backend sent it or the page
 * was opened with, character for character. A changed id (a 64-bit id rounded by `Number()`, a text id
 * dropped) would find another record, or none.
 */
import type { Page } from '@playwright/test';
import { ID_PARAMS } from '../../server/dialect';
import { HANDOFF_KEY } from '../../shared/api/early-start';
import { expect } from './fixtures';

export interface IdWatch {
  /** Every id sent back: the call's path, the field's name and its value. */
  sent: { path: string; name: string; value: string }[];
  /** Checks every id sent was received first, exactly. */
  expectExact(): void;
}

function stringsIn(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    out.add(value);
    // A link's query values are ids received too.
    const q = value.indexOf('?');
    if (q >= 0) for (const v of new URLSearchParams(value.slice(q + 1).split('#')[0]).values()) out.add(v);
  } else if (typeof value === 'number') out.add(String(value));
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsIn(v, out));
}

const isCall = (url: string) => /^\/(states|api)\//.test(new URL(url).pathname);

export async function watchIds(page: Page): Promise<IdWatch> {
  const received = new Set<string>();
  const sent: IdWatch['sent'] = [];
  // An answer the previous page handed over (ADR 0048: its read, sent when the finger landed) reaches the
  // next page through this tab's storage; its body is gone with the page that fetched it, so it is read
  // where the next page finds it, before its start script takes it.
  await page.exposeBinding('__handedOver', (_source, stored: string) => {
    try {
      stringsIn(JSON.parse((JSON.parse(stored) as { text: string }).text), received);
    } catch {
      // Not an answer of ours: nothing received.
    }
  });
  await page.addInitScript((key) => {
    const stored = sessionStorage.getItem(key);
    if (stored) (window as unknown as { __handedOver(s: string): void }).__handedOver(stored);
  }, HANDOFF_KEY);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) for (const v of new URL(frame.url()).searchParams.values()) received.add(v);
  });
  page.on('response', async (res) => {
    if (!isCall(res.url()) || !(res.headers()['content-type'] ?? '').includes('json')) return;
    stringsIn(await res.json().catch(() => null), received);
  });
  page.on('request', (req) => {
    if (!isCall(req.url())) return;
    const url = new URL(req.url());
    const fields = [...url.searchParams];
    if ((req.headers()['content-type'] ?? '').includes('x-www-form-urlencoded'))
      fields.push(...new URLSearchParams(req.postData() ?? ''));
    for (const [name, value] of fields)
      if (name in ID_PARAMS && value !== '') sent.push({ path: url.pathname, name, value });
  });
  return {
    sent,
    expectExact() {
      expect(
        sent.filter((s) => !received.has(s.value)),
        'ids sent back that the backend never sent',
      ).toEqual([]);
    },
  };
}
