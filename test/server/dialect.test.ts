// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import * as contract from '../../shared/api/contract';
import { createServerApp } from '../../server/app';
import type { ServerApp, ServerOptions } from '../../server/app';
import {
  decodeFields,
  decodeId,
  encodeId,
  manilaText,
  speak,
  speakUrl,
  speakValue,
  spokenPaths,
} from '../../server/dialect';
import type { Envelope } from '../../server/dialect';
import { startReads } from '../../scripts/check-backend/check';
import { payloadOf } from '../../shared/api/first-call';
import { readQuery } from '../../shared/session/query';

type Scenario = { entry: string; query: Record<string, string> };

let server: ServerApp | undefined;
afterEach(() => server?.close());

async function start(options: ServerOptions = {}, borrowerQuery = '') {
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true, ...options });
  const res = await server.app.request(`/_test/borrower${borrowerQuery}`, { method: 'POST' });
  const body = (await res.json()) as { data: { token: string; scenarios: Record<string, Scenario> } };
  return body.data;
}

async function call(
  token: string,
  path: string,
  fields: Record<string, string> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<Envelope> {
  const res =
    method === 'GET'
      ? await (server as ServerApp).app.request(`${path}?${new URLSearchParams({ token, ...fields })}`)
      : await (server as ServerApp).app.request(`${path}?token=${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
  return (await res.json()) as Envelope;
}

/** Every number anywhere in a value, with its path. */
function numbersIn(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numbersIn(v, `${path}.${k}`));
  return [];
}

describe('the spec dialect, value by value', () => {
  it('writes epoch dates as Manila text: milliseconds or seconds, date or date and time', () => {
    // 2026-12-21 16:00:00 UTC is midnight of the 22nd in Manila (UTC+8): the day boundary.
    expect(manilaText(Date.UTC(2026, 11, 21, 16, 0, 0), 'date')).toBe('2026-12-22');
    expect(manilaText(Date.UTC(2026, 11, 21, 15, 59, 59), 'date')).toBe('2026-12-21');
    expect(manilaText(Date.UTC(2026, 11, 22, 2, 0, 0) / 1000, 'datetime')).toBe('2026-12-22 10:00:00');
    // Already text (or absent): as it came.
    expect(manilaText('2026-12-22', 'date')).toBe('2026-12-22');
    expect(manilaText(null, 'date')).toBeNull();
  });

  it('writes every number as a numeric string, however deep', () => {
    expect(speakValue('value', { a: 1, b: [2, { c: 3.5 }], d: 'x', e: null })).toEqual({
      a: '1',
      b: ['2', { c: '3.5' }],
      d: 'x',
      e: null,
    });
  });

  it('keeps only the named fields, and a pay notice’s steps as one text', () => {
    const shape = {
      fields: {
        payNotice: { record: { list: { fields: { name: 'value', steps: 'steps' } } } },
        orderNo: 'value',
      },
    } as const;
    const sent = speakValue(shape, {
      orderNo: 'PX1',
      orderId: 7,
      payNotice: { 'At a store': [{ name: '7-Eleven', steps: ['Go to the kiosk.', 'Pay in cash.'], extra: 1 }] },
    });
    expect(sent).toEqual({
      orderNo: 'PX1',
      payNotice: { 'At a store': [{ name: '7-Eleven', steps: 'Go to the kiosk.\nPay in cash.' }] },
    });
  });

  it('leaves a value that is not of its shape as it came (numbers as text): it never invents data', () => {
    expect(speakValue({ fields: { a: 'value' } }, null)).toBeNull();
    expect(speakValue({ list: 'value' }, 3)).toBe('3');
    expect(speakValue('steps', 'One step')).toBe('One step');
  });

  it('writes the envelope’s code as text, a failure’s data stays null, and our own dialect is untouched', () => {
    const failure = { code: 3001, message: 'Paid', data: null };
    expect(speak('spec', contract.loanPlayDetail.path, failure)).toEqual({ code: '3001', message: 'Paid', data: null });
    const body = { code: 0, message: 'success', data: { repayAmount: 150000, extra: 1 } };
    expect(speak('ours', contract.loanPlayDetail.path, body)).toBe(body);
    expect(speak('spec', contract.loanPlayDetail.path, body)).toEqual({
      code: '0',
      message: 'success',
      data: { repayAmount: '150000' },
    });
  });

  it('has a shape for every call of the contract', () => {
    const paths = Object.values(contract).flatMap((v) =>
      typeof v === 'object' && v !== null && 'method' in v ? [v.path] : [],
    );
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((p) => !spokenPaths().includes(p))).toEqual([]);
  });
});

describe('a borrower who speaks the spec dialect', () => {
  it('gets the instalment data with text dates, numeric strings and steps as one text', async () => {
    const { token, scenarios } = await start({}, '?dialect=spec');
    const res = await call(token, contract.loanPlayDetail.path, scenarios['repay-period-174-v2'].query);
    expect(res.code).toBe('0');
    const data = res.data as Record<string, unknown> & {
      defDetail: { payNotice: Record<string, { steps: unknown }[]> };
    };
    expect(numbersIn(res)).toEqual([]);
    expect(data.repayAmount).toMatch(/^\d+$/);
    expect(data.repayDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const steps = Object.values(data.defDetail.payNotice).flat();
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) expect(typeof s.steps).toBe('string');
  });

  it('gets complaint orders without orderId and the list’s times with the time of day', async () => {
    const { token, scenarios } = await start({}, '?dialect=spec');
    const init = await call(token, contract.problemInit.path, scenarios['complaint-home'].query);
    const data = init.data as { orderDetail: Record<string, unknown>; orderList: Record<string, unknown>[] };
    expect(Object.keys(data.orderDetail).sort()).toEqual(
      ['isShow', 'list', 'orderNo', 'productLogo', 'productName', 'status'].sort(),
    );
    for (const o of data.orderList) expect(o).not.toHaveProperty('orderId');
    const list = await call(token, contract.problemList.path);
    const times = (list.data as { tabs: { items: { time: unknown }[] }[] }).tabs.flatMap((t) =>
      t.items.map((i) => i.time),
    );
    expect(times.length).toBeGreaterThan(0);
    for (const t of times) expect(t).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers every first call of every seeded scenario without a single number', async () => {
    const { token, scenarios } = await start({}, '?dialect=spec');
    // Each entry's start reads, from its `first-calls.ts` (and the landing's own): a new screen is in.
    const first = new Map((await startReads()).map(({ entry, calls }) => [entry, calls]));
    let answered = 0;
    for (const s of Object.values(scenarios)) {
      for (const read of first.get(s.entry) ?? []) {
        // What the page sends: its payload from the page query.
        const payload = payloadOf(read, readQuery(`?${new URLSearchParams(s.query)}`)) as Record<string, unknown>;
        const path = read.endpoint.path;
        const res = await call(
          token,
          path,
          Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
          read.endpoint.method,
        );
        expect(numbersIn(res), `${s.entry} ${path}`).toEqual([]);
        answered++;
      }
    }
    expect(answered).toBeGreaterThan(40);
  });

  it('is one borrower’s choice: another borrower on the same server gets our dialect', async () => {
    const { token, scenarios } = await start({}, '?dialect=spec');
    const res = await (server as ServerApp).app.request('/_test/borrower', { method: 'POST' });
    const other = ((await res.json()) as { data: { token: string } }).data.token;
    const q = scenarios['repay-period-170'].query;
    expect((await call(token, contract.loanPlayDetail.path, q)).code).toBe('0');
    // The other borrower's own order: our dialect, numbers as numbers.
    const theirs = await call(other, contract.problemList.path);
    expect(theirs.code).toBe('00');
    expect(numbersIn(theirs.data).length).toBeGreaterThan(0);
  });

  it('switches by /_test/dialect on the same data, and refuses an unknown dialect', async () => {
    const { token, scenarios } = await start();
    const q = scenarios['repay-delay-174'].query;
    const ours = await call(token, contract.loanDelayDetail.path, q);
    expect(ours.code).toBe(0);
    const switched = await (server as ServerApp).app.request(`/_test/dialect?token=${token}&dialect=spec`, {
      method: 'POST',
    });
    expect(((await switched.json()) as Envelope).code).toBe(0);
    const spec = await call(token, contract.loanDelayDetail.path, q);
    expect(spec.code).toBe('0');
    const o = ours.data as { delayInfo: { delayAmount: number }; repayDate: number; repayPlan: { time: number }[] };
    const s = spec.data as { delayInfo: { delayAmount: string }; repayDate: string; repayPlan: { time: string }[] };
    expect(s.delayInfo.delayAmount).toBe(String(o.delayInfo.delayAmount));
    expect(s.repayDate).toBe(manilaText(o.repayDate, 'date'));
    expect(s.repayPlan.map((r) => r.time)).toEqual(o.repayPlan.map((r) => manilaText(r.time, 'date')));

    const bad = await (server as ServerApp).app.request(`/_test/dialect?token=${token}&dialect=SPEC`, {
      method: 'POST',
    });
    expect(((await bad.json()) as Envelope).code).toBe(400);
    const badNew = await (server as ServerApp).app.request('/_test/borrower?dialect=xml', { method: 'POST' });
    expect(((await badNew.json()) as Envelope).code).toBe(400);
  });

  it('also gets failures and anonymous calls in the dialect (the landing carries the page’s token)', async () => {
    const { token } = await start({}, '?dialect=spec');
    const missing = await call(token, contract.loanPlayDetail.path, { productId: '1', orderId: '999999' });
    expect(typeof missing.code).toBe('string');
    expect(missing.code).not.toBe('0');
    const res = await (server as ServerApp).app.request(`${contract.getSid.path}?token=${token}`);
    expect(((await res.json()) as Envelope).code).toBe('0');
  });
});

describe('the server-wide dialect (DIALECT=spec)', () => {
  it('answers every borrower in it unless a test borrower chose ours', async () => {
    const { token, scenarios } = await start({ dialect: 'spec' });
    const q = scenarios['loan-confirm'].query;
    const spec = await call(token, contract.loanDetailConfirm.path, q);
    expect(spec.code).toBe('00');
    const data = spec.data as { amount: unknown; firstPayTime: unknown; repay_plans: { pay_time: unknown }[] };
    expect(data.amount).toMatch(/^\d+$/);
    expect(data.firstPayTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(numbersIn(spec)).toEqual([]);
    // The newer envelope's `attach` is the same payload, spoken the same way.
    expect((spec as Envelope).attach).toEqual(spec.data);
    const res = await (server as ServerApp).app.request('/_test/borrower?dialect=ours', { method: 'POST' });
    const ours = ((await res.json()) as { data: { token: string } }).data.token;
    expect((await call(ours, contract.loanDetailConfirm.path, q)).data).toMatchObject({ amount: expect.any(Number) });
  });
});

describe('what was paid and what is left (ADR 0044) in every dialect', () => {
  it.each(['ours', 'spec', 'ids'] as const)(
    '%s: a settled order sends its total paid, a repaying one its balance',
    async (dialect) => {
      const { token, scenarios } = await start({ dialect });
      const settled = (await call(token, contract.loanDetails.path, scenarios['order-200'].query)).data as Record<
        string,
        unknown
      >;
      expect(Number(settled.paidTotal)).toBe(530000);
      expect(Number(settled.paidInstalments)).toBe(530000);
      const repaying = (await call(token, contract.loanDetails.path, scenarios['order-170'].query)).data as Record<
        string,
        unknown
      >;
      expect([repaying.balancePrincipal, repaying.balanceInterest, repaying.balanceCharges].map(Number)).toEqual([
        300000, 18000, 5000,
      ]);
    },
  );
});

describe('the ids dialect (D23): ids the backend chose', () => {
  it('writes our numbered ids as text with a prefix or as 64-bit strings, and reads them back', () => {
    expect(encodeId('card', 5)).toBe('card_5');
    expect(encodeId('record', '12')).toBe('RR-20261125-12');
    expect(encodeId('order', 5)).toBe('1864209123456789005');
    // A value that is not one of our numbers (an order number, a code) goes as text.
    expect(encodeId('orderNo', 'PB00001004')).toBe('PB00001004');
    expect(encodeId('product', 'PF01')).toBe('PF01');
    expect(decodeId('orderId', '1864209123456789005')).toBe('5');
    expect(decodeId('cardId', 'card_5')).toBe('5');
    expect(decodeId('productId', 'P-2')).toBe('2');
    // Anything else as it came: a plain number, a rounded 64-bit id finds nothing of it.
    expect(decodeId('orderId', '5')).toBe('5');
    expect(decodeId('orderId', '1864209123456789000')).toBe('0');
    expect(decodeId('cardId', 'card_x')).toBe('card_x');
    expect(decodeFields({ orderId: '1864209123456789005', amount: '100', token: 't' })).toEqual({
      orderId: '5',
      amount: '100',
      token: 't',
    });
  });

  it('writes the ids inside links, and leaves other text alone', () => {
    expect(speakUrl('/order.html?productId=2&orderId=5')).toBe('/order.html?productId=P-2&orderId=1864209123456789005');
    expect(speakUrl('https://x.ph/loan-confirm.html?productId=3#top')).toBe(
      'https://x.ph/loan-confirm.html?productId=P-3#top',
    );
    expect(speakUrl('Pay before 5 pm? Yes.')).toBe('Pay before 5 pm? Yes.');
    expect(speakUrl('/customer-service.html?from=h5')).toBe('/customer-service.html?from=h5');
  });

  it('answers a borrower in it with no id our database chose, and takes its ids back', async () => {
    const { token, scenarios } = await start({}, '?dialect=ids');
    const q = scenarios['legacy-repay-170'].query;
    expect(q.orderId).toMatch(/^\d{19}$/);
    const way = await call(token, contract.repaymentWay.path, q);
    expect(way.code).toBe('00');
    const cards = (way.data as { bankCards: { id: string }[] }).bankCards;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.id).toMatch(/^card_\d+$/);
    const list = await call(token, contract.problemList.path);
    const items = (list.data as { tabs: { items: { id: string }[] }[] }).tabs.flatMap((t) => t.items);
    for (const item of items) expect(item.id).toMatch(/^\d{19}$/);
    const detail = await call(token, contract.problemDetail.path, { problemId: items[0].id });
    expect(detail.code).toBe('00');
    expect((detail.data as { problemId: string }).problemId).toBe(items[0].id);
  });
});
