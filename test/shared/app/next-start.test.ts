/**
 * The next screen starts when the finger lands (ADR 0048): the document and the first read of the entry
 * a control opens, the read's answer handed to the next page's start script, which adopts it; a touch
 * that becomes a scroll, another order or session, or time leaves nothing adoptable.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_KEY, HANDOFF_MS } from '../../../shared/api/early-start';
import { startEarlyCalls } from '../../../shared/api/start-calls';
import type { EarlyCallSpec } from '../../../shared/api/early-start';
import { cancelNext, startNext, touchedDocument, touchedRead, watchFingers } from '../../../shared/app/next-start';
import { SESSION_STORE } from '../../../shared/session/tab-session';

vi.mock('virtual:first-calls', () => ({ default: {} }));

const CALLS: Record<string, EarlyCallSpec[]> = {
  'repay-period': [
    {
      method: 'POST',
      path: '/states/v3/repay/loan-play-detail',
      body: 'form',
      payload: { orderId: { query: 'orderId', when: 'needed' }, productId: { query: 'productId' } },
    },
  ],
};
const NEXT = '/repay-period.html?orderId=4&productId=2&token=t';

/** A fetch whose answers the test releases: the document at once, each read when the test says. */
function heldFetch() {
  const reads: { url: string; release: (text: string) => void }[] = [];
  const fetchMock = vi.fn((url: string) => {
    if (!url.startsWith('/states/')) return Promise.resolve(new Response('<html></html>'));
    return new Promise<Response>((resolve) => {
      reads.push({ url, release: (text) => resolve(new Response(text, { status: 200 })) });
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, reads };
}

const slot = () => sessionStorage.getItem(HANDOFF_KEY);
const settle = () => vi.waitFor(() => expect(slot()).not.toBeNull());

beforeEach(() => history.replaceState(null, '', '/order.html?orderId=4&productId=2&token=t'));

afterEach(() => {
  cancelNext();
  delete window.__earlyCalls;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the finger lands on a control that opens another screen', () => {
  it("starts the document and the first read; the next page's start script adopts the answer and sends nothing", async () => {
    const { fetchMock, reads } = heldFetch();
    startNext(NEXT, CALLS);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([NEXT, '/states/v3/repay/loan-play-detail?token=t']);
    reads[0].release('{"code":0,"data":{"repayAmount":323000}}');
    await settle();

    // The next page, in the same tab.
    history.replaceState(null, '', NEXT);
    const next = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', next);
    startEarlyCalls(CALLS['repay-period'], []);
    expect(next).not.toHaveBeenCalled();
    const taken = window.__earlyCalls?.take('POST', '/states/v3/repay/loan-play-detail');
    expect(taken?.payload).toEqual({ orderId: '4', productId: '2' });
    expect(await taken?.response).toEqual({ status: 200, text: '{"code":0,"data":{"repayAmount":323000}}' });
    expect(slot()).toBeNull();
  });

  it('the session kept in the tab counts as the next page will read it: another session is not adopted', async () => {
    sessionStorage.setItem(SESSION_STORE, JSON.stringify({ token: 'kept' }));
    const { reads } = heldFetch();
    startNext('/repay-period.html?orderId=4', CALLS);
    expect(reads[0].url).toContain('token=kept');
    reads[0].release('{"code":0}');
    await settle();
    // The next page opened with its own, other session (a fresh open): it asks for itself.
    history.replaceState(null, '', '/repay-period.html?orderId=4&token=other');
    const next = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', next);
    startEarlyCalls(CALLS['repay-period'], []);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('one read per touch: a second touch on the same control starts nothing more', () => {
    const { reads } = heldFetch();
    startNext(NEXT, CALLS);
    startNext(NEXT, CALLS);
    expect(reads).toHaveLength(1);
  });

  it('a touch that becomes a scroll leaves nothing behind, answered before or after', async () => {
    const { reads } = heldFetch();
    startNext(NEXT, CALLS);
    cancelNext();
    reads[0].release('{"code":0}');
    await Promise.resolve();
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(slot()).toBeNull();

    startNext(NEXT, CALLS);
    reads[1].release('{"code":0}');
    await settle();
    cancelNext();
    expect(slot()).toBeNull();
  });

  it('an answer nobody took is gone after its time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { reads } = heldFetch();
    startNext(NEXT, CALLS);
    reads[0].release('{"code":0}');
    await vi.waitFor(() => expect(slot()).not.toBeNull());
    vi.advanceTimersByTime(HANDOFF_MS);
    expect(slot()).toBeNull();
  });

  it('nothing under Save-Data, for another origin, or for a path that is no entry; no read for an entry without one', () => {
    const { fetchMock } = heldFetch();
    startNext(NEXT, CALLS, { connection: { saveData: true } });
    startNext('https://pay.example.ph/repay-period.html?orderId=4', CALLS);
    startNext('/assets/x.js', CALLS);
    expect(fetchMock).not.toHaveBeenCalled();
    startNext('/repay-code.html?orderId=4', CALLS);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/repay-code.html?orderId=4']);
    // A needed key missing: the next page cannot call, so neither does this one.
    fetchMock.mockClear();
    startNext('/repay-period.html?token=t', CALLS);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/repay-period.html?token=t']);
  });
});

describe('watchFingers', () => {
  const press = (el: Element, type = 'pointerdown') =>
    el.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { isPrimary: true, button: 0 }));

  it('a link or a button that names what it opens starts it; a busy or disabled one does not; a cancel drops it', async () => {
    const { fetchMock, reads } = heldFetch();
    document.body.innerHTML = `
      <a href="/repay-code.html?orderId=4"><span>Reference number</span></a>
      <button data-opens="/repay-delay.html?orderId=4">Rollover</button>
      <button data-opens="/repay-delay.html?orderId=5" aria-busy="true">Busy</button>
      <button data-opens="/repay-delay.html?orderId=6" disabled>Off</button>
      <button>Plain</button>`;
    watchFingers(window);
    press(document.querySelector('span')!);
    press(document.querySelectorAll('button')[0]);
    press(document.querySelectorAll('button')[1]);
    press(document.querySelectorAll('button')[2]);
    press(document.querySelectorAll('button')[3]);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/repay-code.html?orderId=4',
      '/repay-delay.html?orderId=4',
    ]);
    // The read of a screen with one, then the touch turns into a scroll.
    document.body.innerHTML = `<a href="${NEXT.replace(/&/g, '&amp;')}">Repayment</a>`;
    startNext(NEXT, CALLS);
    expect(reads).toHaveLength(1);
    press(document.querySelector('a')!, 'pointercancel');
    reads[0].release('{"code":0}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slot()).toBeNull();
  });
});

describe('the touch’s document, for a swap (D38)', () => {
  it('is taken once, for its own path, within the fresh five seconds', async () => {
    heldFetch();
    startNext(NEXT, CALLS);
    expect(touchedDocument('/repay-code.html')).toBeNull();
    startNext(NEXT.replace('orderId=4', 'orderId=5'), CALLS);
    const path = NEXT.replace('orderId=4', 'orderId=5');
    expect(touchedDocument(path, Date.now() + HANDOFF_MS)).toBeNull();
    startNext(NEXT, CALLS);
    const doc = touchedDocument(NEXT);
    expect(await (await doc)?.text()).toBe('<html></html>');
    expect(touchedDocument(NEXT)).toBeNull();
  });

  it('the fingers are watched once per document, however many screens mount', () => {
    const target = { addEventListener: vi.fn() };
    watchFingers(target);
    watchFingers(target);
    expect(target.addEventListener).toHaveBeenCalledTimes(2);
  });
});

describe('the touch’s read, for a swap (D38)', () => {
  it('is taken on its way, once, and its hand-off through storage dropped', async () => {
    const { reads } = heldFetch();
    startNext(NEXT, CALLS);
    const read = touchedRead();
    expect(read?.id).toContain('/states/v3/repay/loan-play-detail');
    expect(touchedRead()).toBeNull();
    reads[0].release('{"code":0}');
    expect(await read?.response).toEqual({ status: 200, text: '{"code":0}' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slot()).toBeNull();
  });
});
