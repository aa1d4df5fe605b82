// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import { CASH_CHANNEL_MESSAGE, KEY_REUSED_MESSAGE } from '../../server/modules/repay';
import { CHANNELS } from '../../server/modules/repay/pricing';
import { STALE_PAYMENT_MESSAGE } from '../../server/modules/repay/legacy';
import { providerOrigin } from '../../server/modules/repay/provider';
import { CODE_EXHAUSTED, CODE_EXPIRED } from '../../shared/api/contract/repay';
import { DEFAULT_CARD_CODE } from '../../server/settings';
import { config } from '../../shared/config/config';

let server: ServerApp;
let token: string;
let scenarios: Record<string, { query: Record<string, string> }>;

function form(fields: Record<string, string | number>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body };
}

async function call<T = unknown>(
  path: string,
  fields: Record<string, string | number>,
  headers?: Record<string, string>,
) {
  const res = await server.app.request(`${path}?token=${token}`, form(fields, headers));
  return (await res.json()) as { code: number | string; message: string; data: T };
}

const PLAY = '/states/v3/repay/loan-play-detail';
const DELAY = '/states/v3/repay/loan-delay-detail';
const VCODE = '/states/v3/repay/generate-vcode';

function orderStatus(orderId: string): number {
  return (server.db.prepare('SELECT status FROM orders WHERE id = ?').get(orderId) as { status: number }).status;
}

function paymentCount(orderId: string): number {
  return (
    server.db.prepare('SELECT COUNT(*) AS n FROM repay_payments WHERE order_id = ?').get(orderId) as { n: number }
  ).n;
}

beforeEach(async () => {
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true });
  const res = await server.app.request('/_test/borrower', { method: 'POST' });
  const body = (await res.json()) as { data: { token: string; scenarios: typeof scenarios } };
  token = body.data.token;
  scenarios = body.data.scenarios;
});
afterEach(() => server.close());

const terms = config.loanTerms;
/** A Sahod Loan of ₱3,000 over 100 days: 0.06 % a day of interest and a ₱50 fee (server/modules/loan/pricing.ts). */
const SAHOD_DUE = 300000 + 18000 + 5000;
/** The same 5 days overdue (terms §4): the one-time charge and 5 days of the first tier's daily penalty. */
const SAHOD_LATE =
  SAHOD_DUE + terms.lateFeeNewClient * 100 + Math.round((SAHOD_DUE * 5 * terms.dailyPenaltyPercent.days1to30) / 100);

describe('loan-play-detail', () => {
  it('answers the amount in cents, the channels, the fold rows and the pay code', async () => {
    const q = scenarios['repay-period-170'].query;
    const res = await call<{
      repayAmount: number;
      repayList: unknown[];
      detail: unknown[];
      defDetail: { payCode: string; type: number };
      isShowReyTop: number;
    }>(PLAY, q);
    expect(res.code).toBe(0);
    // order-170: ₱3,000.00 principal + 6% interest + ₱50 fee.
    expect(res.data.repayAmount).toBe(300000 + 18000 + 5000);
    expect(res.data.repayList.length).toBeGreaterThan(1);
    expect(res.data.detail.length).toBeGreaterThan(2);
    expect(res.data.defDetail.payCode).toMatch(/^70\d{10}$/);
    expect(res.data.isShowReyTop).toBe(1);
  });

  it("refuses another borrower's order", async () => {
    const q = scenarios['repay-period-170'].query;
    const res = await server.app.request(`${PLAY}?token=demo-borrower`, form(q));
    expect(await res.json()).toMatchObject({ code: 404 });
  });

  it('answers 3001 for a settled order', async () => {
    expect(await call(PLAY, scenarios['repay-period-settled'].query)).toMatchObject({
      code: 3001,
      message: 'This loan has been fully repaid.',
    });
  });
});

describe('generate-vcode and the provider page', () => {
  it('the same Idempotency-Key gives the same payUrl and one payment row', async () => {
    const q = scenarios['repay-period-170'].query;
    const amount = SAHOD_DUE;
    const payload = { ...q, amount, channelNumber: '90006' };
    const a = await call<{ payUrl: string }>(VCODE, payload, { 'Idempotency-Key': 'attempt-1' });
    const b = await call<{ payUrl: string }>(VCODE, payload, { 'Idempotency-Key': 'attempt-1' });
    expect(a.code).toBe(0);
    expect(b.data.payUrl).toBe(a.data.payUrl);
    expect(paymentCount(q.orderId)).toBe(1);
    const c = await call<{ payUrl: string }>(VCODE, payload, { 'Idempotency-Key': 'attempt-2' });
    expect(c.data.payUrl).not.toBe(a.data.payUrl);
    expect(paymentCount(q.orderId)).toBe(2);
  });

  it('refuses a key reused for another payment, a stale amount and an unknown channel', async () => {
    const q = scenarios['repay-period-170'].query;
    const amount = SAHOD_DUE;
    await call(VCODE, { ...q, amount, channelNumber: '90006' }, { 'Idempotency-Key': 'k' });
    expect(await call(VCODE, { ...q, amount, channelNumber: '90007' }, { 'Idempotency-Key': 'k' })).toMatchObject({
      code: 409,
    });
    expect(
      await call(VCODE, { ...q, amount: amount - 1, channelNumber: '90006' }, { 'Idempotency-Key': 'k2' }),
    ).toMatchObject({ code: 409 });
    expect(await call(VCODE, { ...q, amount, channelNumber: '1' }, { 'Idempotency-Key': 'k3' })).toMatchObject({
      code: 400,
    });
  });

  it('a key reused for another order, or for another amount, answers 409 as a reused key (ADR 0008)', async () => {
    const q = scenarios['repay-period-170'].query;
    const amount = SAHOD_DUE;
    expect((await call(VCODE, { ...q, amount, channelNumber: '90006' }, { 'Idempotency-Key': 'once' })).code).toBe(0);
    // Another order: the key names the first attempt, not a new payment of this order.
    const other = scenarios['repay-period-180'].query;
    const otherAmount = SAHOD_LATE;
    expect(
      await call(VCODE, { ...other, amount: otherAmount, channelNumber: '90006' }, { 'Idempotency-Key': 'once' }),
    ).toEqual({ code: 409, message: KEY_REUSED_MESSAGE, data: null });
    // Another amount on the same order: refused as a reused key (not only as a stale amount).
    expect(
      await call(VCODE, { ...q, amount: amount + 100, channelNumber: '90006' }, { 'Idempotency-Key': 'once' }),
    ).toEqual({ code: 409, message: KEY_REUSED_MESSAGE, data: null });
    expect(paymentCount(other.orderId)).toBe(0);
    expect(paymentCount(q.orderId)).toBe(1);
  });

  it('the receipt links back to the order without the session token', async () => {
    const q = scenarios['repay-period-170'].query;
    const amount = SAHOD_DUE;
    const { data } = await call<{ payUrl: string }>(
      VCODE,
      { ...q, amount, channelNumber: '90006' },
      { 'Idempotency-Key': 'r' },
    );
    const path = new URL(data.payUrl).pathname;
    await server.app.request(path, { method: 'POST' });
    const page = await (await server.app.request(path)).text();
    const href = /<a class="link" href="([^"]+)">Back to the app<\/a>/.exec(page)![1].replace(/&amp;/g, '&');
    expect(href).toBe(`/order.html?productId=${q.productId}&orderId=${q.orderId}`);
    expect(page).not.toContain(token);
  });

  it('a payment asked for in Filipino keeps lang=fil through the Pay form to the link back (D27)', async () => {
    const q = scenarios['repay-period-170'].query;
    const res = await server.app.request(
      `${VCODE}?token=${token}&lang=fil`,
      form({ ...q, amount: SAHOD_DUE, channelNumber: '90006' }, { 'Idempotency-Key': 'fil' }),
    );
    const { payUrl } = ((await res.json()) as { data: { payUrl: string } }).data;
    expect(new URL(payUrl).search).toBe('?lang=fil');
    const url = new URL(payUrl);
    const page = await (await server.app.request(url.pathname + url.search)).text();
    expect(page).toContain(`action="${url.pathname}?lang=fil"`);
    const post = await server.app.request(url.pathname + url.search, { method: 'POST' });
    expect(post.headers.get('location')).toBe(`${url.pathname}?lang=fil`);
    const receipt = await (await server.app.request(url.pathname + url.search)).text();
    const href = /<a class="link" href="([^"]+)">Back to the app<\/a>/.exec(receipt)![1].replace(/&amp;/g, '&');
    expect(href).toBe(`/order.html?productId=${q.productId}&orderId=${q.orderId}&lang=fil`);
  });

  it('D39: the channels say their kind; a cash counter gets no pay link, an online channel does', async () => {
    const q = scenarios['repay-period-170'].query;
    const { data } = await call<{ repayList: { channel_number: string; kind?: string }[] }>(PLAY, q);
    expect(data.repayList.map((ch) => ch.kind)).toEqual(CHANNELS.map((ch) => ch.kind));
    const cash = CHANNELS.filter((ch) => ch.kind === 'cash');
    expect(cash.length).toBeGreaterThan(0);
    for (const ch of cash) {
      const res = await call(
        VCODE,
        { ...q, amount: SAHOD_DUE, channelNumber: ch.channel_number },
        { 'Idempotency-Key': String(ch.channel_number) },
      );
      expect(res).toMatchObject({ message: CASH_CHANNEL_MESSAGE });
      expect(res).not.toHaveProperty('data.payUrl');
    }
    const online = CHANNELS.find((ch) => ch.kind === 'online')!;
    const res = await call<{ payUrl: string }>(
      VCODE,
      { ...q, amount: SAHOD_DUE, channelNumber: online.channel_number },
      { 'Idempotency-Key': 'online' },
    );
    expect(res.data.payUrl).toMatch(/^http/);
  });

  it('paying on the provider page settles the order once (status 200); loan-play-detail then answers settled', async () => {
    const q = scenarios['repay-period-170'].query;
    const amount = SAHOD_DUE;
    const { data } = await call<{ payUrl: string }>(
      VCODE,
      { ...q, amount, channelNumber: '90009' },
      { 'Idempotency-Key': 'x' },
    );
    const path = new URL(data.payUrl).pathname;
    const page = await (await server.app.request(path)).text();
    expect(page).toContain('₱3,230.00');
    expect(page).toContain('<button type="submit">Pay</button>');
    const post = await server.app.request(path, { method: 'POST' });
    expect(post.status).toBe(303);
    await server.app.request(path, { method: 'POST' });
    expect(orderStatus(q.orderId)).toBe(200);
    expect(
      server.db
        .prepare("SELECT COUNT(*) AS n FROM repay_payments WHERE order_id = ? AND status = 'paid'")
        .get(q.orderId),
    ).toEqual({ n: 1 });
    expect(await (await server.app.request(path)).text()).toContain('Payment successful');
    expect(await call(PLAY, q)).toMatchObject({ code: 3001 });
  });

  it('a second attempt paid after the order is settled is voided, not charged', async () => {
    const q = scenarios['repay-period-170'].query;
    const amount = SAHOD_DUE;
    const a = await call<{ payUrl: string }>(
      VCODE,
      { ...q, amount, channelNumber: '90006' },
      { 'Idempotency-Key': 'a' },
    );
    const b = await call<{ payUrl: string }>(
      VCODE,
      { ...q, amount, channelNumber: '90007' },
      { 'Idempotency-Key': 'b' },
    );
    await server.app.request(new URL(a.data.payUrl).pathname, { method: 'POST' });
    await server.app.request(new URL(b.data.payUrl).pathname, { method: 'POST' });
    expect(await (await server.app.request(new URL(b.data.payUrl).pathname)).text()).toContain(
      'You have not been charged.',
    );
    const rows = server.db.prepare('SELECT status FROM repay_payments WHERE order_id = ? ORDER BY id').all(q.orderId);
    expect(rows).toEqual([{ status: 'paid' }, { status: 'void' }]);
    expect(orderStatus(q.orderId)).toBe(200);
  });

  it('an extension payment moves the instalment and the later ones on by 7 days and keeps the loan open', async () => {
    const q = scenarios['repay-delay-174'].query;
    const detail = await call<{ delayInfo: { delayAmount: number }; repayPlan: { time: number }[]; repayDate: number }>(
      DELAY,
      q,
    );
    // Peso Flex's second instalment of four (₱1,325.00), due in 3 days: the fee is the terms' share of it.
    const fee = Math.round((132500 * terms.extension.feePercent) / 100);
    expect(detail.data.delayInfo.delayAmount).toBe(fee);
    // The fee, the instalment after it, and the two later instalments, each on its new date.
    expect(detail.data.repayPlan).toHaveLength(4);
    // Contract D11: `repayDate` is the payment date after the extension; there is no `nextRepayDate`.
    expect(detail.data).not.toHaveProperty('nextRepayDate');
    expect(detail.data).not.toHaveProperty('repayAmount');
    expect(detail.data.repayDate).toBe(detail.data.repayPlan[1].time);
    const before = (server.db.prepare('SELECT due_at FROM orders WHERE id = ?').get(q.orderId) as { due_at: number })
      .due_at;
    const { data } = await call<{ payUrl: string }>(
      VCODE,
      { ...q, amount: fee, channelNumber: '90006', isDelay: 1 },
      { 'Idempotency-Key': 'd' },
    );
    await server.app.request(new URL(data.payUrl).pathname, { method: 'POST' });
    const after = server.db.prepare('SELECT status, due_at, is_delay FROM orders WHERE id = ?').get(q.orderId) as {
      status: number;
      due_at: number;
      is_delay: string;
    };
    // Due in 10 days now: repaying, no second extension of the same instalment.
    expect(after).toEqual({ status: 170, due_at: before + terms.extension.days * 86_400_000, is_delay: '0' });
    expect(detail.data.repayPlan[2].time).toBe(detail.data.repayDate + 30 * 86_400_000);
  });

  it("an overdue loan's extension: its banner about being overdue goes, the late charges stay owed", async () => {
    const q = scenarios['repay-delay-180'].query;
    const before = await call<{ noticeMsg: string; isShowReyTop: number; repayAmount: number }>(PLAY, q);
    expect(before.data).toMatchObject({ isShowReyTop: 1, repayAmount: SAHOD_LATE });
    expect(before.data.noticeMsg).toMatch(/overdue/);
    const fee = Math.round((SAHOD_DUE * terms.extension.feePercent) / 100);
    const { data } = await call<{ payUrl: string }>(
      VCODE,
      { ...q, amount: fee, channelNumber: '90006', isDelay: 1 },
      { 'Idempotency-Key': 'late-ext' },
    );
    await server.app.request(new URL(data.payUrl).pathname, { method: 'POST' });
    const after = await call<{ noticeMsg: string; isShowReyTop: number; repayAmount: number }>(PLAY, q);
    expect(after.data).toMatchObject({ noticeMsg: '', isShowReyTop: 0, repayAmount: SAHOD_LATE });
    // Five days late, moved the configured days from today: due in that many days.
    expect(orderStatus(q.orderId)).toBe(174);
  });

  it('refuses an extension for an order without delay', async () => {
    expect(await call(DELAY, scenarios['repay-period-170'].query)).toMatchObject({ code: 3002 });
  });

  it('serves the QR of a pay code as SVG and refuses anything else', async () => {
    const res = await server.app.request('/provider/qr/700000000001.svg');
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    expect((await server.app.request('/provider/qr/%3Cscript%3E.svg')).status).toBe(404);
  });
});

describe('legacy repayment', () => {
  const WAY = '/states/api/repayment/repayment-way';
  const COMMIT = '/states/api/repayment/repayment-commit';
  const CONFIRM = '/states/api/repayment/repayment-confirm';

  async function start(key: string) {
    const orderId = scenarios[key].query.orderId;
    const way = await call<{
      repayToken: string;
      amount: number;
      bankCards: { id: number; bankName: string; cardNo: string; bankCode: string }[];
    }>(WAY, { orderId });
    return { orderId, way };
  }

  async function commit(orderId: string, way: Awaited<ReturnType<typeof start>>['way'], card = 0) {
    const c = way.data.bankCards[card];
    return call<{ repayRecordId: number; needValid: number }>(COMMIT, {
      amount: way.data.amount,
      bankName: c.bankName,
      cardId: c.id,
      cardNo: c.cardNo,
      couponId: '',
      orderId,
      repayToken: way.data.repayToken,
      bankCode: c.bankCode,
      sendMsg: 1,
    });
  }

  it("answers '00' with cards; the SMS card needs the code; 800006 for a wrong code; '00' settles the order", async () => {
    const { orderId, way } = await start('legacy-repay-170');
    expect(way.code).toBe('00');
    expect(way.data.bankCards).toHaveLength(2);
    const committed = await commit(orderId, way);
    expect(committed).toMatchObject({ code: '00', data: { needValid: 1 } });
    const id = committed.data.repayRecordId;
    expect(await call(CONFIRM, { orderId, verifyCode: '654321', repaymentRecordId: id })).toMatchObject({
      code: 800006,
      message: `You have ${DEFAULT_CARD_CODE.tries - 1} tries left.`,
    });
    expect(await call(CONFIRM, { orderId, verifyCode: '123456', repaymentRecordId: id })).toMatchObject({ code: '00' });
    expect(orderStatus(orderId)).toBe(200);
    expect(await call(CONFIRM, { orderId, verifyCode: '123456', repaymentRecordId: id })).toMatchObject({
      code: 800005,
      message: 'do not submit payment twice',
    });
  });

  it('answers 800005 when a payment of the order is already processing', async () => {
    const { orderId, way } = await start('legacy-repay-submitted');
    const committed = await commit(orderId, way);
    expect(
      await call(CONFIRM, { orderId, verifyCode: '123456', repaymentRecordId: committed.data.repayRecordId }),
    ).toMatchObject({ code: 800005 });
    expect(await commit(orderId, way, 1)).toMatchObject({ code: 800005 });
    expect(orderStatus(orderId)).toBe(180);
  });

  it('repayment-way answers the amount loan-play-detail shows, and the legacy scenarios carry the product (D12)', async () => {
    const { orderId, way } = await start('legacy-repay-170');
    const play = await call<{ repayAmount: number }>(PLAY, scenarios['legacy-repay-170'].query);
    expect(scenarios['legacy-repay-170'].query.productId).toMatch(/^\d+$/);
    expect(way.data.amount).toBe(play.data.repayAmount);
    expect(orderId).toBe(scenarios['legacy-repay-170'].query.orderId);
  });

  it('five wrong codes void the record: the sixth try fails even with the right code', async () => {
    const { orderId, way } = await start('legacy-repay-170');
    const id = (await commit(orderId, way)).data.repayRecordId;
    for (let i = 1; i < DEFAULT_CARD_CODE.tries; i++) {
      const left = DEFAULT_CARD_CODE.tries - i;
      expect(await call(CONFIRM, { orderId, verifyCode: '654321', repaymentRecordId: id })).toMatchObject({
        code: 800006,
        message: `You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      });
    }
    expect(await call(CONFIRM, { orderId, verifyCode: '654321', repaymentRecordId: id })).toMatchObject({
      code: CODE_EXHAUSTED,
    });
    expect(await call(CONFIRM, { orderId, verifyCode: '123456', repaymentRecordId: id })).toMatchObject({
      code: CODE_EXHAUSTED,
    });
    expect(orderStatus(orderId)).toBe(170);
    expect(server.db.prepare('SELECT status, wrong_codes FROM legacy_records WHERE id = ?').get(id)).toEqual({
      status: 'void',
      wrong_codes: 5,
    });
    // A new commit is a new record with its own tries.
    const again = (await commit(orderId, way)).data.repayRecordId;
    expect(await call(CONFIRM, { orderId, verifyCode: '123456', repaymentRecordId: again })).toMatchObject({
      code: '00',
    });
  });

  it('a code expires its configured minutes after it was sent; a new commit sends one that pays', async () => {
    const { orderId, way } = await start('legacy-repay-170');
    const id = (await commit(orderId, way)).data.repayRecordId;
    // The record was written (its code sent) a minute past the configured life.
    server.db
      .prepare('UPDATE legacy_records SET created_at = ? WHERE id = ?')
      .run(Date.now() - (DEFAULT_CARD_CODE.minutes + 1) * 60_000, id);
    expect(await call(CONFIRM, { orderId, verifyCode: '123456', repaymentRecordId: id })).toMatchObject({
      code: CODE_EXPIRED,
      message: 'This code has expired. Please get a new code.',
    });
    expect(orderStatus(orderId)).toBe(170);
    // Within its minutes a code pays.
    server.db
      .prepare('UPDATE legacy_records SET created_at = ? WHERE id = ?')
      .run(Date.now() - (DEFAULT_CARD_CODE.minutes - 1) * 60_000, id);
    expect(await call(CONFIRM, { orderId, verifyCode: '123456', repaymentRecordId: id })).toMatchObject({ code: '00' });
    expect(orderStatus(orderId)).toBe(200);
  });

  it('a direct-card commit writes the payment and the order together, or neither', async () => {
    const { orderId, way } = await start('legacy-repay-170');
    server.db.exec(
      "CREATE TRIGGER refuse BEFORE UPDATE OF status ON orders WHEN NEW.status = 200 BEGIN SELECT RAISE(ABORT, 'order locked'); END",
    );
    const res = await server.app.request(
      `${COMMIT}?token=${token}`,
      form({
        amount: way.data.amount,
        bankName: way.data.bankCards[1].bankName,
        cardId: way.data.bankCards[1].id,
        cardNo: way.data.bankCards[1].cardNo,
        couponId: '',
        orderId,
        repayToken: way.data.repayToken,
        bankCode: way.data.bankCards[1].bankCode,
        sendMsg: 1,
      }),
    );
    expect(res.status).toBe(500);
    expect(
      server.db.prepare("SELECT COUNT(*) AS n FROM legacy_records WHERE order_id = ? AND status = 'paid'").get(orderId),
    ).toEqual({ n: 0 });
    expect(orderStatus(orderId)).toBe(170);
  });

  it('a card without SMS check pays at commit; a forged repayToken is refused', async () => {
    const { orderId, way } = await start('legacy-repay-170');
    expect(await commit(orderId, { ...way, data: { ...way.data, repayToken: 'forged' } })).toMatchObject({ code: 400 });
    expect(await commit(orderId, way, 1)).toMatchObject({ code: '00', data: { needValid: 0 } });
    expect(orderStatus(orderId)).toBe(200);
  });

  it('huichao answers the same provider url for the same repayToken', async () => {
    const { orderId, way } = await start('legacy-repay-170');
    const a = await call<{ url: string }>('/states/api/repayment/repayment-huichao', {
      orderId,
      repayToken: way.data.repayToken,
    });
    const b = await call<{ url: string }>('/states/api/repayment/repayment-huichao', {
      orderId,
      repayToken: way.data.repayToken,
    });
    expect(a.code).toBe('00');
    expect(a.data.url).toMatch(/\/provider\/pay\/[0-9a-f]{24}$/);
    expect(b.data.url).toBe(a.data.url);
  });
});

describe('a payment is for what it was made for (ADR 0047)', () => {
  /** Peso Flex, four equal instalments of ₱1,325.00; the second is due in 3 days. */
  const key = 'repay-delay-174';
  /** What the ledger recorded after the seed (which paid instalment 1). */
  const entries = (orderId: string) =>
    server.db
      .prepare('SELECT kind, instalment FROM ledger_entries WHERE order_id = ? AND instalment > 1 ORDER BY id')
      .all(orderId) as { kind: string; instalment: number }[];
  const link = async (q: Record<string, string>, fields: Record<string, number>, idem: string) =>
    (await call<{ payUrl: string }>(VCODE, { ...q, channelNumber: '90006', ...fields }, { 'Idempotency-Key': idem }))
      .data.payUrl;
  const complete = async (payUrl: string) => {
    await server.app.request(new URL(payUrl).pathname, { method: 'POST' });
    return (await server.app.request(new URL(payUrl).pathname)).text();
  };

  it('two links made for instalment 2 pay it once: the second is voided, never instalment 3 of the same amount', async () => {
    const q = scenarios[key].query;
    const due = (await call<{ repayAmount: number }>(PLAY, q)).data.repayAmount;
    const a = await link(q, { amount: due }, 'tab-1');
    const b = await link(q, { amount: due }, 'tab-2');
    expect(await complete(a)).toContain('Payment successful');
    expect(await complete(b)).toContain('You have not been charged.');
    expect(entries(q.orderId).filter((e) => e.kind === 'payment')).toEqual([{ kind: 'payment', instalment: 2 }]);
    expect(
      server.db.prepare('SELECT instalment, status FROM repay_payments WHERE order_id = ? ORDER BY id').all(q.orderId),
    ).toEqual([
      { instalment: 2, status: 'paid' },
      { instalment: 2, status: 'void' },
    ]);
    // Instalment 3 is still owed, and its own link pays it.
    expect((await call<{ repayAmount: number }>(PLAY, q)).data.repayAmount).toBe(due);
    expect(await complete(await link(q, { amount: due }, 'next'))).toContain('Payment successful');
    expect(entries(q.orderId).map((e) => e.instalment)).toEqual([2, 3]);
  });

  it('an extension bought for instalment 2 and completed after it was paid extends nothing', async () => {
    const q = scenarios[key].query;
    // A month on: instalment 2 is overdue and instalment 3 due in 3 days, both on offer for an extension of
    // the same fee; the old matching by amount extended instalment 3.
    await server.app.request('/_clock', form({ token, days: 30 }, { accept: 'application/json' }));
    const fee = (await call<{ delayInfo: { delayAmount: number } }>(DELAY, q)).data.delayInfo.delayAmount;
    const extension = await link(q, { amount: fee, isDelay: 1 }, 'ext');
    const due = (await call<{ repayAmount: number }>(PLAY, q)).data.repayAmount;
    expect(await complete(await link(q, { amount: due }, 'pay'))).toContain('Payment successful');
    expect((await call<{ delayInfo: { delayAmount: number } }>(DELAY, q)).data.delayInfo.delayAmount).toBe(fee);
    expect(await complete(extension)).toContain('You have not been charged.');
    expect(entries(q.orderId)).toEqual([{ kind: 'payment', instalment: 2 }]);
    expect(orderStatus(q.orderId)).toBe(174);
  });

  it('a legacy card payment of instalment 2 confirmed after it was paid is cancelled, the card not charged', async () => {
    const q = scenarios[key].query;
    const way = await call<{
      repayToken: string;
      amount: number;
      bankCards: { id: number; bankName: string; cardNo: string; bankCode: string }[];
    }>('/states/api/repayment/repayment-way', { orderId: q.orderId });
    const card = way.data.bankCards[0];
    const committed = await call<{ repayRecordId: number; needValid: number }>(
      '/states/api/repayment/repayment-commit',
      {
        amount: way.data.amount,
        bankName: card.bankName,
        cardId: card.id,
        cardNo: card.cardNo,
        couponId: '',
        orderId: q.orderId,
        repayToken: way.data.repayToken,
        bankCode: card.bankCode,
        sendMsg: 1,
      },
    );
    expect(committed.data.needValid).toBe(1);
    // Meanwhile the same instalment is paid by a pay link (another tab).
    expect(await complete(await link(q, { amount: way.data.amount }, 'other-tab'))).toContain('Payment successful');
    const confirm = await call('/states/api/repayment/repayment-confirm', {
      orderId: q.orderId,
      verifyCode: '123456',
      repaymentRecordId: committed.data.repayRecordId,
    });
    expect(confirm).toMatchObject({ code: 409, message: STALE_PAYMENT_MESSAGE });
    expect(
      server.db.prepare('SELECT instalment, status FROM legacy_records WHERE id = ?').get(committed.data.repayRecordId),
    ).toEqual({ instalment: 2, status: 'void' });
    expect(entries(q.orderId)).toEqual([{ kind: 'payment', instalment: 2 }]);
  });
});

describe('the provider’s links come from configuration, not from Host (ADR 0047)', () => {
  it('names a configured origin whatever the request says, the asked one only when it is configured', () => {
    const origins = ['https://app.lender.ph', 'https://m.lender.ph'];
    expect(providerOrigin('http://evil.example/states/x', origins)).toBe('https://app.lender.ph');
    expect(providerOrigin('https://m.lender.ph/states/x', origins)).toBe('https://m.lender.ph');
    expect(providerOrigin('http://127.0.0.1:5173/states/x', [])).toBe('http://127.0.0.1:5173');
    expect(() => providerOrigin('http://evil.example/states/x', [])).toThrow(/PUBLIC_ORIGINS/);
  });

  it('a pay link asked for on a host that is not configured points at the configured origin', async () => {
    const configured = createServerApp({
      dbFile: ':memory:',
      distDir: 'dist',
      testApi: true,
      publicOrigins: ['https://app.lender.ph'],
    });
    const made = (await (await configured.app.request('/_test/borrower', { method: 'POST' })).json()) as {
      data: { token: string; scenarios: typeof scenarios };
    };
    const q = made.data.scenarios['repay-period-170'].query;
    const res = await configured.app.request(
      `http://localhost:5173${VCODE}?token=${made.data.token}`,
      form({ ...q, amount: SAHOD_DUE, channelNumber: '90006' }, { 'Idempotency-Key': 'host' }),
    );
    const body = (await res.json()) as { code: number; data: { payUrl: string } };
    expect(body.code).toBe(0);
    expect(new URL(body.data.payUrl).origin).toBe('https://app.lender.ph');
    configured.close();
  });
});
