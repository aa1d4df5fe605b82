import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { post, get, STATES } from '../../../shared/api/contract/endpoint';
import { fields, int, opt, text } from '../../../shared/api/contract/sends';
import { call, canRetry } from '../../../shared/api/request';
import { isLoadingVisible, resetLoading, showLoading } from '../../../shared/feedback/loading';
import { screenEpoch } from '../../../shared/platform/screen-epoch';
import { dismissToast } from '../../../shared/feedback/toast';
import { loadTransport } from '../../../shared/api/transport';
import { FakeXhr } from '../../support/fake-xhr';
import type { EarlyResponse } from '../../../shared/api/early-start';

/** The request is sent once the (already loaded) transport module resolves: a few microtasks. */
async function sent(): Promise<FakeXhr> {
  await loadTransport();
  for (let i = 0; i < 20 && FakeXhr.all.length === 0; i++) await Promise.resolve();
  return FakeXhr.last();
}

export const pingSends = fields({ a: int(), b: opt(text()) });
const ping = post<typeof pingSends, { ok: boolean }>(`${STATES}/ping`);
export const findSends = fields({ q: text() });
const find = get<typeof findSends, string[]>(`${STATES}/find`);

function toastText(): string {
  return [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent ?? '').join('|');
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  history.replaceState(null, '', '/order.html?token=t1&productId=7&building=B1&gather=G1&swift=S1&eyes=E1&utm=x');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetLoading();
  dismissToast();
  document.body.innerHTML = '';
});

describe('call', () => {
  it("counts '00' as success", async () => {
    const p = call(ping, { a: 1 });
    (await sent()).respond({ code: '00', message: 'ok', data: { ok: true } });
    await expect(p).resolves.toMatchObject({ success: true, code: '00', data: { ok: true } });
  });

  it('counts 0 as success and returns the raw body', async () => {
    const p = call(ping, { a: 1 });
    const body = { code: 0, message: '', data: { ok: true } };
    (await sent()).respond(body);
    const res = await p;
    expect(res.success).toBe(true);
    expect(res.raw).toEqual(body);
  });

  it('a non-zero code toasts the message and still returns the result', async () => {
    const p = call(ping, { a: 1 });
    (await sent()).respond({ code: 1002, message: 'Order not found', data: { ok: false } });
    const res = await p;
    expect(res).toMatchObject({ success: false, code: 1002, message: 'Order not found', data: { ok: false } });
    expect(toastText()).toContain('Order not found');
  });

  it('quiet: a non-zero code is returned without a toast', async () => {
    const p = call(ping, { a: 1 }, { quiet: true });
    (await sent()).respond({ code: 5, message: 'Nope', data: null });
    await p;
    expect(toastText()).not.toContain('Nope');
  });

  it('forwards the whole page query, mirrors the product ids and sends the four header keys', async () => {
    const p = call(ping, { a: 1, b: 'x y' });
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url.startsWith('/states/ping?')).toBe(true);
    expect(xhr.query()).toEqual({
      token: 't1',
      productId: '7',
      product_id: '7',
      building: 'B1',
      gather: 'G1',
      swift: 'S1',
      eyes: 'E1',
      utm: 'x',
    });
    expect(xhr.headers).toMatchObject({
      building: 'B1',
      gather: 'G1',
      swift: 'S1',
      eyes: 'E1',
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(xhr.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(xhr.body).toBe('a=1&b=x%20y');
    xhr.respond({ code: 0, message: '', data: {} });
    await p;
  });

  it('mirrors product_id into productId too', async () => {
    history.replaceState(null, '', '/bind-bank.html?product_id=9');
    const p = call(ping, { a: 1 });
    expect((await sent()).query()).toMatchObject({ product_id: '9', productId: '9' });
    (await sent()).respond({ code: 0, message: '', data: {} });
    await p;
  });

  it('GET puts the payload into the query string', async () => {
    const p = call(find, { q: 'abc' });
    const xhr = await sent();
    expect(xhr.method).toBe('GET');
    expect(xhr.query()).toMatchObject({ q: 'abc', token: 't1' });
    xhr.respond({ code: 0, message: '', data: [] });
    await p;
  });

  it('shows the loading indicator with the message and hides it on the response', async () => {
    const p = call(ping, { a: 1 }, { loading: 'Loading...' });
    expect(isLoadingVisible()).toBe(true);
    expect(document.body.textContent).toContain('Loading...');
    (await sent()).respond({ code: 0, message: '', data: {} });
    await p;
    expect(isLoadingVisible()).toBe(false);
  });

  it('a transport failure resolves success false, toasts a network error and hides the indicator (D4)', async () => {
    const p = call(ping, { a: 1 }, { loading: 'Loading...' });
    (await sent()).fail();
    const res = await p;
    expect(res).toMatchObject({ success: false, code: null });
    expect(isLoadingVisible()).toBe(false);
    expect(toastText()).toContain('Network error');
  });

  it("networkMessage '' resolves a transport failure without touching the current toast", async () => {
    const { toast } = await import('../../../shared/feedback/toast');
    toast('Registration successful');
    const p = call(ping, { a: 1 }, { networkMessage: '' });
    (await sent()).fail();
    expect(await p).toMatchObject({ success: false, code: null });
    expect(toastText()).toContain('Registration successful');
    expect(toastText()).not.toContain('Network error');
  });

  it('a timed-out request resolves success false with the indicator gone (D4)', async () => {
    // The transport chunk first, on real time: its import is not a timer the fake clock can advance.
    await loadTransport();
    vi.useFakeTimers();
    const p = call(ping, { a: 1 }, { loading: 'Loading...', timeoutMs: 60_000 });
    expect(isLoadingVisible()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_001);
    const res = await p;
    expect(res.success).toBe(false);
    expect((await sent()).aborted).toBe(true);
    expect(isLoadingVisible()).toBe(false);
  });

  it('an aborted request resolves success false with the indicator gone', async () => {
    const controller = new AbortController();
    const p = call(ping, { a: 1 }, { loading: 'Loading...', signal: controller.signal });
    const xhr = await sent();
    controller.abort();
    const res = await p;
    expect(res.success).toBe(false);
    expect(xhr.aborted).toBe(true);
    expect(isLoadingVisible()).toBe(false);
  });

  it('a signal aborted before sending settles without a request', async () => {
    const controller = new AbortController();
    controller.abort();
    const res = await call(ping, { a: 1 }, { loading: 'Loading...', signal: controller.signal });
    expect(res.success).toBe(false);
    expect(isLoadingVisible()).toBe(false);
  });

  it('an HTTP error with an envelope is read as the envelope', async () => {
    const p = call(ping, { a: 1 });
    (await sent()).respond({ code: 500, message: 'Server busy', data: null }, 500);
    expect(await p).toMatchObject({ success: false, code: 500, message: 'Server busy', status: 500 });
  });

  it('silent: neither a code nor a network failure is toasted, and the message is still returned', async () => {
    const refused = call(ping, { a: 1 }, { silent: true });
    (await sent()).respond({ code: 1002, message: 'Order is required', data: null });
    expect(await refused).toMatchObject({ success: false, message: 'Order is required' });
    FakeXhr.all = [];
    const dropped = call(ping, { a: 1 }, { silent: true });
    (await sent()).fail();
    expect(await dropped).toMatchObject({
      success: false,
      code: null,
      message: expect.stringContaining('Network error'),
    });
    expect(toastText()).toBe('');
  });

  it('canRetry: a retry for no answer, a 5xx, an unreadable success and a 401; never for a refusal', async () => {
    const base = { success: false, message: '', data: undefined, raw: null };
    expect(canRetry({ ...base, code: null })).toBe(true);
    expect(canRetry({ ...base, code: 500, status: 502 })).toBe(true);
    expect(canRetry({ ...base, code: '0', status: 200 })).toBe(true);
    expect(canRetry({ ...base, code: 401, status: 200 })).toBe(true);
    expect(canRetry({ ...base, code: 10003, status: 200 })).toBe(false);
    expect(canRetry({ ...base, code: '503', status: 200 })).toBe(true);
    expect(canRetry({ ...base, code: '1002' })).toBe(false);
    expect(canRetry({ ...base, code: 10003, retry: true })).toBe(true);
    expect(canRetry({ ...base, code: null, retry: false })).toBe(false);
    // The status the helper read: a refusal under HTTP 200 is not retried, the same under 503 is.
    const p = call(ping, { a: 1 }, { quiet: true });
    (await sent()).respond({ code: 3, message: 'Busy', data: null }, 503);
    expect(canRetry(await p)).toBe(true);
  });

  it('code 401 sends the bridge login command and resolves success false (D9)', async () => {
    const posted: unknown[] = [];
    window.webkit = { messageHandlers: { login: { postMessage: (m: unknown) => posted.push(m) } } };
    const p = call(ping, { a: 1 });
    (await sent()).respond({ code: '401', message: 'expired', data: null });
    expect((await p).success).toBe(false);
    expect(posted).toEqual(['']);
    delete window.webkit;
  });

  it('D19: HTTP 401 with a text body sends login, without a network-error toast', async () => {
    const posted: unknown[] = [];
    window.webkit = { messageHandlers: { login: { postMessage: (m: unknown) => posted.push(m) } } };
    const p = call(ping, { a: 1 });
    (await sent()).respondText('Unauthorized', 401);
    expect(await p).toMatchObject({ success: false, code: 401 });
    expect(posted).toEqual(['']);
    expect(toastText()).not.toContain('Network error');
    delete window.webkit;
  });

  it('D19: several calls failing with 401 together send login once; a later call asks again', async () => {
    const posted: unknown[] = [];
    window.webkit = { messageHandlers: { login: { postMessage: (m: unknown) => posted.push(m) } } };
    const a = call(ping, { a: 1 });
    const b = call(ping, { a: 2 });
    const c = call(ping, { a: 3 });
    await sent();
    for (let i = 0; i < 20 && FakeXhr.all.length < 3; i++) await Promise.resolve();
    const [xa, xb, xc] = FakeXhr.all;
    xa.respondText('<html>401</html>', 401, 'text/html');
    xb.respond({ code: 401, message: 'expired', data: null });
    xc.respond({ code: 0, message: 'x' }, 401);
    await Promise.all([a, b, c]);
    expect(posted).toEqual(['']);
    const later = call(ping, { a: 4 });
    for (let i = 0; i < 20 && FakeXhr.all.length < 4; i++) await Promise.resolve();
    FakeXhr.last().respondText('', 401);
    await later;
    expect(posted).toEqual(['', '']);
    delete window.webkit;
  });

  it('D19: a header value outside Latin-1 is sent percent-encoded, and the call goes through', async () => {
    history.replaceState(null, '', '/order.html?token=t1&building=Juan%E2%80%99s%20iPhone&gather=caf%C3%A9');
    const p = call(ping, { a: 1 }, { headers: { 'X-Note': '✓ ok' } });
    const xhr = await sent();
    expect(xhr.headers.building).toBe('Juan%E2%80%99s%20iPhone');
    expect(decodeURIComponent(xhr.headers.building)).toBe('Juan’s iPhone');
    // Latin-1 stays as it was: only what the browser would refuse changes.
    expect(xhr.headers.gather).toBe('café');
    expect(xhr.headers['x-note']).toBe('%E2%9C%93%20ok');
    xhr.respond({ code: 0, message: '', data: { ok: true } });
    expect(await p).toMatchObject({ success: true });
  });

  it('sends caller headers such as Idempotency-Key', async () => {
    const p = call(ping, { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect((await sent()).headers['idempotency-key']).toBe('k-1');
    (await sent()).respond({ code: 0, message: '', data: {} });
    await p;
  });
});

/**
 * The answer of a call the entry's start script sent (ADR 0017): the request helper reads its status and
 * text exactly as it reads the transport's answer, without loading the transport at all.
 */
describe('an answer the start script received', () => {
  // What `firstPayload` (early.ts) hands the helper: the start script's answer to this very call.
  const adopt = (answer: Promise<EarlyResponse>) => ({ early: answer });
  const answered = (status: number, text: string) => adopt(Promise.resolve({ status, text }));

  afterEach(() => {
    delete window.__earlyCalls;
    delete window.webkit;
  });

  it('is read as an envelope, with nothing sent again; never with an idempotency key', async () => {
    const res = await call(ping, { a: 1 }, answered(200, '{"code":0,"message":"","data":{"ok":true}}'));
    expect(res).toMatchObject({ success: true, code: 0, data: { ok: true }, status: 200 });
    expect(res.raw).toEqual({ code: 0, message: '', data: { ok: true } });
    expect(FakeXhr.all).toHaveLength(0);
    // A money action's key: the helper sends the call itself, whatever it is handed.
    const keyed = call(
      ping,
      { a: 1 },
      { ...answered(200, '{"code":1,"data":{}}'), headers: { 'Idempotency-Key': 'k' } },
    );
    (await sent()).respond({ code: 0, message: '', data: { ok: false } });
    expect(await keyed).toMatchObject({ success: true, data: { ok: false } });
  });

  it("a refusal under HTTP 500 is the backend's answer: its message is toasted", async () => {
    const res = await call(ping, { a: 1 }, answered(500, '{"code":1,"message":"Negosyo Plus is full today"}'));
    expect(res).toMatchObject({ success: false, code: 1, message: 'Negosyo Plus is full today', status: 500 });
    expect(toastText()).toContain('Negosyo Plus is full today');
  });

  it('D19: HTTP 401 with a text body sends login, without a network-error toast', async () => {
    const posted: unknown[] = [];
    window.webkit = { messageHandlers: { login: { postMessage: (m: unknown) => posted.push(m) } } };
    expect(await call(ping, { a: 1 }, answered(401, 'denied'))).toMatchObject({
      success: false,
      code: 401,
      status: 401,
    });
    expect(posted).toEqual(['']);
    expect(toastText()).not.toContain('Network error');
  });

  it("a gateway's page or no answer at all is a network failure (D4), kept with what arrived", async () => {
    const page = await call(ping, { a: 1 }, answered(502, '<html>Bad gateway</html>'));
    expect(page).toMatchObject({ success: false, code: null, status: 502 });
    expect(page.raw).toEqual({ status: 502, text: '<html>Bad gateway</html>' });
    expect(toastText()).toContain('Network error');
    dismissToast();
    const dropped = new TypeError('Failed to fetch');
    expect(
      await call(ping, { a: 1 }, { ...adopt(Promise.reject(dropped)), networkMessage: 'No connection' }),
    ).toMatchObject({
      success: false,
      code: null,
      message: 'No connection',
      raw: dropped,
    });
    expect(toastText()).toContain('No connection');
    expect(FakeXhr.all).toHaveLength(0);
  });
});

describe('a call of a screen swapped out (D38, ADR 0058)', () => {
  /** Settles what can settle now: the answer's microtasks (the payload reader's import included). */
  const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('a money call runs to its end, unaborted; its message, its answer and its overlay never reach the next screen', async () => {
    const settled = vi.fn();
    void call(ping, { a: 1 }, { loading: true }).then(settled, settled);
    const xhr = await sent();
    // The swap unmounts the old screen; the next one shows its own overlay.
    screenEpoch.n += 1;
    resetLoading();
    showLoading();
    xhr.respond({ code: 1002, message: 'Payment refused', data: null });
    await flush();
    expect(xhr.aborted).toBe(false);
    expect(toastText()).not.toContain('Payment refused');
    expect(settled).not.toHaveBeenCalled();
    expect(isLoadingVisible()).toBe(true);
  });

  it('nor its network failure; a call of the screen shown still says its own', async () => {
    const old = vi.fn();
    void call(ping, { a: 1 }).then(old, old);
    const dropped = await sent();
    screenEpoch.n += 1;
    dropped.fail();
    await flush();
    expect(toastText()).not.toContain('Network error');
    expect(old).not.toHaveBeenCalled();
    FakeXhr.all = [];
    const now = call(ping, { a: 1 });
    (await sent()).fail();
    await expect(now).resolves.toMatchObject({ success: false, code: null });
    expect(toastText()).toContain('Network error');
  });
});
