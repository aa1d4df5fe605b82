// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import type { Scenario } from '../../server/module';
import { config } from '../../shared/config/config';
import { formatMoney } from '../../shared/format/money';
import { IDEMPOTENCY_KEY_REQUIRED, KEY_REUSED_MESSAGE, OPEN_APPLICATION_MESSAGE } from '../../server/modules/loan';
import { DECISION_DAYS, DISBURSEMENT_DAYS, moveClock } from '../../server/modules/repay/ledger';
import { manilaDate } from '../../server/format';

let server: ServerApp;
let token: string;
let scenarios: Record<string, Scenario>;

beforeEach(async () => {
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true });
  const res = await server.app.request('/_test/borrower', { method: 'POST' });
  ({ token, scenarios } = (
    (await res.json()) as { data: { token: string; scenarios: Record<string, Scenario> } }
  ).data);
});
afterEach(() => server.close());

function call(
  path: string,
  fields: Record<string, string | number> = {},
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const qs = new URLSearchParams({ token, ...query });
  return Promise.resolve(
    server.app.request(`/states${path}?${qs}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
    }),
  ).then((r) => r.json() as Promise<{ code: number | string; message: string; data: any; attach?: any }>);
}

const borrowerId = () =>
  (server.db.prepare('SELECT id FROM borrowers WHERE token = ?').get(token) as { id: number }).id;
const details = (key: string) => call('/v3/loan-details/loan-details', scenarios[key].query);

describe('loan module: loan details', () => {
  it('answers each seeded status with its headline, rows and flags', async () => {
    const body = await details('order-174-delay');
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      orderStatus: 174,
      noticeStatusText: 'Repayment due',
      isDelay: '1',
      isScore: '0',
      cardNeedPop: 0,
      playeduL: '',
    });
    expect(body.data.userOrderDetail.detail).toContainEqual({ text: 'Loan amount', value: '₱5,000.00' });
    expect(
      body.data.recProducts.map((p: { productCode: string; enabled: number }) => [p.productCode, p.enabled]),
    ).toEqual([
      ['PF01', 1],
      ['SL02', 1],
      ['NP03', 0],
      ['QC04', 1],
    ]);
    expect((await details('order-unknown')).data).toMatchObject({ orderStatus: 999, noticeStatusText: 'Processing' });
  });

  it('seeds the dialog orders', async () => {
    expect((await details('order-rating')).data).toMatchObject({ orderStatus: 200, isScore: '1' });
    expect((await details('order-bank-card')).data).toMatchObject({
      cardNeedPop: 1,
      cardPopTitle: 'Bind your bank card',
    });
    expect((await details('order-withdraw')).data).toMatchObject({
      orderStatus: 21,
      playeduL: 'https://wallet.example.ph/withdraw?ref=continue',
    });
    expect((await details('order-redirect-js')).data.playeduL).toMatch(/^javascript:/);
  });

  it("the seeded posting times say the config's cut-off, as every screen's sentence does (ADR 0028)", async () => {
    const cutoff = config.posting.cutoff;
    expect((await details('order-tips')).data.KindTipsMsg).toBe(
      `Repay through the app before ${cutoff} to have your payment posted the same day.`,
    );
    const banner = (await call('/v3/repay/loan-play-detail', scenarios['repay-period-170'].query)).data.noticeMsg;
    expect(banner).toBe(`Pay on or before the due date. Payments made after ${cutoff} post the next day.`);
  });

  it('an order with a repayment due says what is due and by when: the instalment figure and the due date', async () => {
    // D36: a date that has passed is never the due date: the overdue order is overdue since it.
    for (const [key, when] of [
      ['order-170', 'Due date'],
      ['order-174-delay', 'Due date'],
      ['order-180', 'Overdue since'],
    ]) {
      const { query } = scenarios[key];
      const rows = (await details(key)).data.userOrderDetail.detail as { text: string; value: string }[];
      const due = (await call('/v3/repay/loan-play-detail', query)).data;
      expect(rows).toContainEqual({ text: 'Amount due', value: formatMoney(due.repayAmount) });
      expect(rows.map((r) => r.text)).toContain(when);
      expect(rows.map((r) => r.text)).not.toContain(when === 'Due date' ? 'Overdue since' : 'Due date');
    }
    const settled = (await details('order-200')).data.userOrderDetail.detail as { text: string }[];
    expect(settled.map((r) => r.text)).not.toContain('Amount due');
  });

  it("never answers another borrower's order", async () => {
    const other = await server.app.request('/_test/borrower', { method: 'POST' });
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
    const res = await server.app.request(
      `/states/v3/loan-details/loan-details?token=${otherToken}&${new URLSearchParams(scenarios['order-21'].query)}`,
      {
        method: 'POST',
      },
    );
    expect(await res.json()).toMatchObject({ code: 404 });
  });

  it('without a session answers 401 (D9)', async () => {
    const res = await server.app.request('/states/v3/loan-details/loan-details', { method: 'POST' });
    expect(await res.json()).toMatchObject({ code: 401 });
  });
});

describe('loan module: rating, tracking, product open', () => {
  it('google-score stores the chosen score (D2) and stops asking for that order', async () => {
    const q = scenarios['order-rating'].query;
    expect(await call('/v3/loan-details/google-score', { score: 3 }, q)).toMatchObject({ code: 0, data: { score: 3 } });
    expect(server.db.prepare('SELECT score, order_id FROM order_ratings').all()).toEqual([
      { score: 3, order_id: Number(q.orderId) },
    ]);
    expect((await details('order-rating')).data.isScore).toBe('0');
  });

  it('google-score refuses a score outside 1..5', async () => {
    expect(await call('/v3/loan-details/google-score', { score: 6 })).toMatchObject({ code: 400 });
  });

  it('event/save stores the tracking event', async () => {
    expect((await call('/service/event/save', { productId: '1', moduleId: 30, positionId: 0 })).code).toBe(0);
    expect(server.db.prepare('SELECT product_id, module_id, position_id FROM tracking_events').all()).toEqual([
      { product_id: '1', module_id: 30, position_id: 0 },
    ]);
  });

  it("goya/define answers '00' with an http link, the app scheme, or a refusal", async () => {
    const pf = await call('/gopia/goya/define', { module: 0, position: 0, product_code: 'PF01' });
    expect(pf.code).toBe('00');
    expect(pf.data.link).toMatch(/^http:\/\/localhost\/loan-confirm\.html\?productId=\d+$/);
    expect(await call('/gopia/goya/define', { module: 1, position: 1, product_code: 'SL02' })).toMatchObject({
      code: '00',
      data: { link: 'pesobridge://product/SL02' },
    });
    expect(await call('/gopia/goya/define', { module: 3, position: 3, product_code: 'QC04' })).toMatchObject({
      code: '10004',
    });
    expect(await call('/gopia/goya/define', { module: 2, position: 2, product_code: 'NP03' })).toMatchObject({
      code: '10003',
    });
  });
});

describe('loan module: loan confirm and apply', () => {
  const pid = () => scenarios['loan-confirm'].query.productId;

  it("loan-detail-confirm answers '00' with the offer in cents and its pop-ups", async () => {
    const body = await call('/v3/loan/loan-detail-confirm', { productId: pid() });
    expect(body.code).toBe('00');
    // Contract D10: no `term`; 4 periods of 30 days is the 120-day term.
    expect(body.data).toMatchObject({
      comProductName: 'Peso Flex',
      amount: 500000,
      periods: 4,
      termUnit: 30,
      firstPeriodDay: 30,
      isPopType: 1,
      popAgreementUrl: '',
    });
    expect(body.data).not.toHaveProperty('term');
    const plans = body.data.repay_plans as { amount: number }[];
    expect(plans).toHaveLength(4);
    expect(plans.reduce((n, p) => n + p.amount, 0)).toBe(530000);
    const agreement = await call('/v3/loan/loan-detail-confirm', {
      productId: scenarios['loan-confirm-agreement'].query.productId,
    });
    expect(agreement.data.popAgreementUrl).toBe('/loan-agreement.html');
    // The newer page reads the same offer from the envelope's `attach`.
    expect(body.attach).toEqual(body.data);
  });

  it('D25: netAmount and loanDate in some offers, neither in others; one fee deducted upfront', async () => {
    const offerOf = async (key: string) =>
      (await call('/v3/loan/loan-detail-confirm', { productId: scenarios[key].query.productId })).data;
    const flex = await offerOf('loan-confirm');
    expect(flex).toMatchObject({ amount: 500000, netAmount: 500000 });
    expect(typeof flex.loanDate).toBe('number');
    expect(flex.repay_plans.map((p: { amount: number }) => p.amount)).toEqual([132500, 132500, 132500, 132500]);
    const sahod = await offerOf('loan-confirm-agreement');
    expect(sahod).not.toHaveProperty('netAmount');
    expect(sahod).not.toHaveProperty('loanDate');
    expect(sahod.repay_plans).toMatchObject([{ amount: 323000 }]);
    const quick = await offerOf('loan-confirm-v2');
    expect(quick).toMatchObject({ amount: 200000, netAmount: 190000, repay_plans: [{ amount: 212740 }] });
    expect(quick.details).toContainEqual({ text: 'Service fee', value: '₱100.00, deducted upfront' });
    expect(quick.details).toContainEqual({ text: 'Amount received', value: '₱1,900.00' });
    expect((await offerOf('loan-confirm-no-plan')).repay_plans).toEqual([]);
    expect(
      (await offerOf('loan-confirm-undated')).repay_plans.map((p: { pay_time: unknown }) => p.pay_time !== ''),
    ).toEqual([true, false, true]);
  });

  it('the order an offer becomes is priced as the offer: its details and its repayment ask the same', async () => {
    for (const key of ['loan-confirm', 'loan-confirm-agreement', 'loan-confirm-v2']) {
      const productId = scenarios[key].query.productId;
      const offer = (await call('/v3/loan/loan-detail-confirm', { productId })).data;
      const pushed = await call(
        '/v3/loan/loan-detail-push',
        { amount: offer.amount, periods: offer.periods, termUnit: offer.termUnit, productId },
        {},
        { 'Idempotency-Key': `same-${key}` },
      );
      const orderId = pushed.data.orderId;
      const rows = (await call('/v3/loan-details/loan-details', { productId, orderId })).data.userOrderDetail.detail;
      for (const text of ['Interest', 'Service fee', 'Amount received', 'Total repayment'])
        expect(rows, `${key}: ${text}`).toContainEqual(offer.details.find((r: { text: string }) => r.text === text));
      // Once the money is sent (ADR 0033: two days after Apply), the repayment page asks the plan's first
      // payment on the plan's own day: the offer is dated from the disbursement too (ADR 0045).
      expect((await call('/v3/repay/loan-play-detail', { productId, orderId })).code).toBe(3002);
      moveClock(server.db, borrowerId(), DISBURSEMENT_DAYS);
      const play = await call('/v3/repay/loan-play-detail', { productId, orderId });
      expect(play.data.repayAmount, key).toBe(offer.repay_plans[0].amount);
      expect(manilaDate(play.data.repayDate), key).toBe(manilaDate(offer.repay_plans[0].pay_time));
    }
  });

  it('a product that is full today answers its message', async () => {
    expect(
      await call('/v3/loan/loan-detail-confirm', { productId: scenarios['loan-confirm-unavailable'].query.productId }),
    ).toMatchObject({
      code: '10003',
      message: 'Negosyo Plus is full today. Please try again tomorrow.',
      data: null,
    });
    const refused = await call('/v3/loan/loan-detail-confirm', {
      productId: scenarios['loan-confirm-unavailable'].query.productId,
    });
    expect(refused).not.toHaveProperty('attach');
  });

  it('contract-list (scene 3) and contract-jump', async () => {
    const list = await server.app.request(
      `/states/v3/contract/contract-list?token=${token}&productId=${pid()}&scene=3`,
    );
    // The Disclosure Statement is built by the page from the offer (D25), not opened as a document.
    expect(((await list.json()) as { data: { data: { title: string }[] } }).data.data.map((c) => c.title)).toEqual([
      'Loan Agreement',
    ]);
    expect(
      await call('/v3/contract/contract-jump', { productId: pid(), scene: 3, position: 1, orderId: '' }),
    ).toMatchObject({ data: { contract_url: '/loan-agreement.html' } });
  });

  const offer = () => ({ amount: 500000, periods: 4, termUnit: 30, productId: pid() });
  const push = (key: string | null, fields: Record<string, string | number> = offer()) =>
    call('/v3/loan/loan-detail-push', fields, {}, key === null ? {} : { 'Idempotency-Key': key });
  const applications = () =>
    (
      server.db
        .prepare(
          'SELECT COUNT(*) AS n FROM orders WHERE product_id = ? AND status = 21 AND borrower_id = (SELECT id FROM borrowers WHERE token = ?)',
        )
        .get(pid(), token) as { n: number }
    ).n;

  it('loan-detail-push creates an order whose details the returned URL opens; a repeated key does not', async () => {
    const body = await push('k-1');
    expect(body.code).toBe('00');
    expect(body.data.lendDetailsUrl).toBe(`/order.html?productId=${pid()}&orderId=${body.data.orderId}`);
    expect(body.attach).toEqual(body.data);
    expect((await push('k-1')).attach?.orderId).toBe(body.data.orderId);
    const count = server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE request_key = ?').get('k-1') as {
      n: number;
    };
    expect(count.n).toBe(1);
    const d = await call('/v3/loan-details/loan-details', { productId: pid(), orderId: body.data.orderId });
    expect(d.data).toMatchObject({ orderStatus: 21, productName: 'Peso Flex' });
  });

  it('loan-detail-push requires the Idempotency-Key: without one, 400 and no order', async () => {
    expect(await push(null)).toMatchObject({ code: 400, message: IDEMPOTENCY_KEY_REQUIRED });
    expect(await push('   ')).toMatchObject({ code: 400, message: IDEMPOTENCY_KEY_REQUIRED });
    expect(applications()).toBe(0);
  });

  it('a key replayed with another payload answers 409, never the first order', async () => {
    const first = await push('k-2');
    expect(first.code).toBe('00');
    const other = await push('k-2', {
      ...offer(),
      productId: scenarios['loan-confirm-agreement'].query.productId,
      periods: 1,
      termUnit: 100,
      amount: 300000,
    });
    expect(other).toMatchObject({ code: 409, message: KEY_REUSED_MESSAGE, data: null });
    expect(await push('k-2', { ...offer(), amount: 400000 })).toMatchObject({ code: 409, message: KEY_REUSED_MESSAGE });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE request_key = ?').get('k-2')).toEqual({ n: 1 });
  });

  it('refuses a second open application for the same product, whatever the key', async () => {
    expect((await push('k-3')).code).toBe('00');
    expect(await push('k-4')).toMatchObject({ code: 409, message: OPEN_APPLICATION_MESSAGE });
    expect(applications()).toBe(1);
    // Another product is another application.
    const sl = scenarios['loan-confirm-agreement'].query.productId;
    expect((await push('k-5', { amount: 300000, periods: 1, termUnit: 100, productId: sl })).code).toBe('00');
    // Once the first is decided (a day later, on the borrower's clock), the product takes a new application.
    moveClock(server.db, borrowerId(), DECISION_DAYS);
    expect((await push('k-4')).code).toBe('00');
  });

  it('D39: an application under review marks its product in every list and on its offer, with its order', async () => {
    const marks = async () => {
      const order = scenarios['order-110'].query;
      const lists = [
        (await call('/v3/loan-details/loan-details', order)).data.recProducts,
        (await call('/v3/union/union-error-info', {})).data.family,
      ] as { productCode: string; underReview: number }[][];
      return lists.map((list) => list.filter((p) => p.underReview === 1).map((p) => p.productCode));
    };
    const offer = async () => (await call('/v3/loan/loan-detail-confirm', { productId: pid() })).data;
    // The seeded application under review is of Nano (NP03): only that product is marked.
    expect(await marks()).toEqual([['NP03'], ['NP03']]);
    expect(await offer()).not.toHaveProperty('underReview');
    const filed = await push('r-1');
    expect(await marks()).toEqual([
      ['PF01', 'NP03'],
      ['PF01', 'NP03'],
    ]);
    expect(await offer()).toMatchObject({ underReview: 1, underReviewOrderId: filed.data.orderId });
    // Decided: offered again, as the push takes a new application then.
    moveClock(server.db, borrowerId(), DECISION_DAYS);
    expect((await marks())[0]).not.toContain('PF01');
    expect(await offer()).not.toHaveProperty('underReview');
  });

  it('two concurrent pushes with different keys file one application; with the same key, one order', async () => {
    const [a, b] = await Promise.all([push('c-1'), push('c-2')]);
    expect([a.code, b.code].sort()).toEqual(['00', 409]);
    expect(applications()).toBe(1);
    server.db.prepare('DELETE FROM orders WHERE request_key IN (?, ?)').run('c-1', 'c-2');
    const same = await Promise.all([push('c-3'), push('c-3'), push('c-3')]);
    expect(new Set(same.map((r) => r.data?.orderId)).size).toBe(1);
    expect(same.every((r) => r.code === '00')).toBe(true);
    expect(applications()).toBe(1);
  });

  it('loan-detail-push refuses an amount or a term other than the offer', async () => {
    expect(await push('k-6', { ...offer(), amount: 900000 })).toMatchObject({ code: 400 });
    expect(await push('k-7', { ...offer(), termUnit: 1 })).toMatchObject({ code: 400 });
    expect(applications()).toBe(0);
  });
});

describe('loan module: joint login', () => {
  it('union-error-info answers the messages and the family', async () => {
    const body = await call('/v3/union/union-error-info');
    expect(body.data.errMessage).toBeTruthy();
    expect(body.data.noticeMessage).toBeTruthy();
    expect(body.data.family).toHaveLength(4);
  });
});
