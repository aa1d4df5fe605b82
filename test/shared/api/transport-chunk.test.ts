/**
 * ADR 0003: superagent is a chunk of its own, fetched on the first call. When that chunk fails to
 * download (offline, a deploy replaced it), the call fails visibly — the loading indicator goes away and
 * the network message shows — and the next call downloads it again instead of reusing the failure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../support/fake-xhr';

/** How many downloads of the chunk are still to fail; each import of 'superagent' takes one. */
let failures = 1;
let downloads = 0;
vi.mock('superagent', async () => {
  downloads++;
  if (failures > 0) {
    failures--;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/superagent-x.js');
  }
  return vi.importActual('superagent');
});

// Imported after the mock: the module's eager download at import time is the first (failing) one.
const { call } = await import('../../../shared/api/request');
const { post, STATES } = await import('../../../shared/api/contract/endpoint');
const { isLoadingVisible, resetLoading } = await import('../../../shared/feedback/loading');
const { dismissToast } = await import('../../../shared/feedback/toast');

const { fields, int } = await import('../../../shared/api/contract/sends');
export const pingSends = fields({ a: int() });
const ping = post<typeof pingSends, { ok: boolean }>(`${STATES}/ping`);
const toastText = () => [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent ?? '').join('|');

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  history.replaceState(null, '', '/order.html?token=t1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetLoading();
  dismissToast();
  document.body.innerHTML = '';
});

describe('the transport chunk', () => {
  it('a failed download hides the loading indicator, shows the network message, and the next call downloads it again', async () => {
    failures = 1;
    const before = downloads;
    const first = await call(ping, { a: 1 }, { loading: 'Loading...' });
    expect(first).toMatchObject({ success: false, code: null });
    expect(isLoadingVisible()).toBe(false);
    expect(toastText()).toContain('Network error');
    expect(FakeXhr.all).toHaveLength(0);

    const second = call(ping, { a: 2 }, { loading: 'Loading...' });
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.last().respond({ code: 0, message: '', data: { ok: true } });
    expect(await second).toMatchObject({ success: true, data: { ok: true } });
    expect(isLoadingVisible()).toBe(false);
    expect(downloads - before).toBe(2);
  });
});
