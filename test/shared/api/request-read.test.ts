import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactKfInfo } from '../../../shared/api/contract/service';
import { loanDetailConfirm, loanDetailPush, loanDetails } from '../../../shared/api/contract/loan';
import { asId } from '../../../shared/api/contract/declare';
import { readReports, resetReadReports } from '../../../shared/api/read-report';
import { call } from '../../../shared/api/request';
import { loadTransport } from '../../../shared/api/transport';
import { resetLoading } from '../../../shared/feedback/loading';
import { LOAD_FAILED_MESSAGE } from '../../../shared/feedback/messages';
import { dismissToast } from '../../../shared/feedback/toast';
import { screenEpoch } from '../../../shared/platform/screen-epoch';
import { FakeXhr } from '../../support/fake-xhr';

async function sent(): Promise<FakeXhr> {
  await loadTransport();
  for (let i = 0; i < 50 && FakeXhr.all.length === 0; i++) await Promise.resolve();
  return FakeXhr.last();
}

function toastText(): string {
  return [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent ?? '').join('|');
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  history.replaceState(null, '', '/customer-service.html?token=t1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetLoading();
  dismissToast();
  document.body.innerHTML = '';
});

describe('the validated boundary', () => {
  it('gives the page normalised data', async () => {
    const p = call(contactKfInfo, { type: 30 });
    (await sent()).respond({ code: '0', message: 'ok', data: { email: 'a@b.ph', smWa: 288523100, extra: { x: 1 } } });
    expect(await p).toMatchObject({ success: true, data: { email: 'a@b.ph', smWa: '288523100' } });
  });

  it('turns a success it cannot read into a load failure with the generic message, marked as done on the server', async () => {
    for (const data of ['text', ['a list']]) {
      FakeXhr.all = [];
      const p = call(contactKfInfo, { type: 30 });
      (await sent()).respond({ code: 0, message: 'success', data });
      expect(await p).toMatchObject({
        success: false,
        message: LOAD_FAILED_MESSAGE,
        data: undefined,
        unreadable: true,
      });
    }
    // A payload that requires a field fails without it, null included.
    FakeXhr.all = [];
    const p = call(loanDetails, { productId: asId('2'), orderId: asId('4') });
    (await sent()).respond({ code: 0, message: 'success', data: null });
    expect(await p).toMatchObject({ success: false, message: LOAD_FAILED_MESSAGE, unreadable: true });
  });

  it('reads a bare success (data null) of a call that requires nothing as its defaults', async () => {
    const p = call(contactKfInfo, { type: 30 });
    (await sent()).respond({ code: 0, message: 'success', data: null });
    expect(await p).toMatchObject({ success: true, data: { email: '', smWa: '' } });
  });

  it('a call that failed is never marked as done on the server', async () => {
    const p = call(contactKfInfo, { type: 30 }, { quiet: true });
    (await sent()).respond({ code: 1002, message: 'No', data: null });
    expect((await p).unreadable).toBeUndefined();
  });

  it('leaves a failed call as it was (the request helper already spoke)', async () => {
    const p = call(contactKfInfo, { type: 30 }, { quiet: true });
    (await sent()).respond({ code: 1002, message: 'No such borrower', data: null });
    expect(await p).toMatchObject({ success: false, code: 1002, message: 'No such borrower' });
  });
});

describe('messages that are not text (D13)', () => {
  it('an object message is no message: nothing like "[object Object]" is toasted or returned', async () => {
    const p = call(contactKfInfo, { type: 30 });
    (await sent()).respond({ code: 1002, message: { a: 1 }, data: null });
    const res = await p;
    expect(res.message).toBe('');
    expect(toastText()).not.toContain('[object');
  });

  it('a number message is shown as its digits, and msg is read when message is not text', async () => {
    const p = call(contactKfInfo, { type: 30 });
    (await sent()).respond({ code: 1002, message: 404, data: null });
    expect((await p).message).toBe('404');
    FakeXhr.all = [];
    const q = call(contactKfInfo, { type: 30 });
    (await sent()).respond({ code: 1002, message: ['x'], msg: 'Try later', data: null });
    expect((await q).message).toBe('Try later');
    expect(toastText()).toContain('Try later');
  });
});

describe("the newer envelope's attach (loan confirm serves both generations, spec §7)", () => {
  const offer = { amount: 500000, periods: 1, termUnit: 14, comProductName: 'Peso Flex' };

  it('reads data and attach by the one declaration, each absent when it did not come', async () => {
    const p = call(loanDetailConfirm, { productId: asId('7') });
    (await sent()).respond({ code: '00', message: '', attach: offer });
    const res = await p;
    expect(res).toMatchObject({ success: true, data: undefined });
    expect(res.attach).toMatchObject({ amount: 500000, periods: 1, termUnit: 14, comProductName: 'Peso Flex' });
    // Normalised as data is: a field it did not send reads as its default.
    expect(res.attach?.popTitle).toBe('');

    FakeXhr.all = [];
    const q = call(loanDetailConfirm, { productId: asId('7') });
    (await sent()).respond({ code: 0, message: 'ok', data: { ...offer, amount: '500000' } });
    const v1 = await q;
    expect(v1.data).toMatchObject({ amount: 500000 });
    expect(v1.attach).toBeUndefined();
  });

  it('an attach it cannot read is absent, and the call stays a success (the page says what is missing)', async () => {
    const p = call(loanDetailPush, { amount: 1, periods: 1, termUnit: 1, productId: asId('7') });
    (await sent()).respond({ code: '00', message: '', attach: 'not an object', data: ['nor this'] });
    const res = await p;
    expect(res).toMatchObject({ success: true, data: undefined, attach: undefined });
    expect(res.unreadable).toBeUndefined();
  });

  it('a call not declared with attach never reads it', async () => {
    const p = call(contactKfInfo, { type: 30 });
    (await sent()).respond({ code: 0, message: 'ok', data: { email: 'a@b.ph' }, attach: { email: 'x' } });
    expect((await p).attach).toBeUndefined();
  });
});

describe('what a call could not read, for the field reports (ADR 0060)', () => {
  beforeEach(() => resetReadReports());

  it('is the fault of the screen that sent the call, even when its answer comes after a swap', async () => {
    // Its answer never reaches its code (request.ts drops it): only what could not be read is kept.
    void call(loanDetails, { productId: asId('2'), orderId: asId('4') });
    const oldXhr = await sent();
    // The swap takes the screen away (swap.ts: `leaveScreen`); the next screen sends its own call.
    const sentUnder = screenEpoch.n;
    screenEpoch.n += 1;
    FakeXhr.all = [];
    const now = call(contactKfInfo, { type: 30 });
    const nowXhr = await sent();
    oldXhr.respond({ code: 0, message: 'success', data: null });
    nowXhr.respond({ code: 0, message: 'success', data: 'text' });
    await now;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readReports().map((r) => [r.call, r.kind, r.epoch])).toEqual([
      [loanDetails.path, 'failure', sentUnder],
      [contactKfInfo.path, 'failure', sentUnder + 1],
    ]);
  });
});
