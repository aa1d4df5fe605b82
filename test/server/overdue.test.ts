// @vitest-environment node
/**
 * Everything overdue is due (contract D36) on every product of several instalments, read from the price
 * lists: 40, 100 and 200 days after the first instalment's date the amount due is every instalment whose
 * date has passed with its own late charges; an extension moves each unpaid instalment exactly the stated
 * days from the date the terms name; and the calls say so, a payment of the amount pays them all.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import { money } from '../../server/format';
import { PRICE_LISTS, priceLoan } from '../../server/modules/loan/pricing';
import { applyPayment, clockOf, dayOf, extensionOf, ledgerOf, loanState } from '../../server/modules/repay/ledger';
import type { LedgerOrder } from '../../server/modules/repay/ledger';
import { DAY } from '../../server/time';
import { config } from '../../shared/config/config';

const terms = config.loanTerms;
const START = Date.UTC(2026, 10, 26, 4);
const at = (days: number) => START + days * DAY;
const several = Object.entries(PRICE_LISTS).filter(([, list]) => list.periods > 1);
const orderOf = (code: string): LedgerOrder => ({
  id: 1,
  borrower_id: 1,
  status: 170,
  product_code: code,
  amount_cents: 500000,
  term_days: 120,
  created_at: START - 2 * DAY,
  decide_at: START - DAY,
  start_at: START,
  allow_extension: 1,
});

describe('every product of several instalments', () => {
  it('has some: the sweep below is not empty', () => {
    expect(several.length).toBeGreaterThanOrEqual(2);
  });

  for (const [code] of several) {
    const order = orderOf(code);
    const plans = priceLoan(code, order.amount_cents, order.term_days, START).plans;
    const firstDay = (plans[0].pay_time - START) / DAY;

    it(`${code}: 40, 100 and 200 days late, the amount due is every instalment whose date has passed`, () => {
      for (const late of [40, 100, 200]) {
        const now = at(firstDay + late);
        const state = loanState(order, [], now, false);
        const reached = plans.map((p, i) => [i + 1, p] as const).filter(([, p]) => dayOf(p.pay_time) <= dayOf(now));
        expect(
          state.dues.map((i) => i.n),
          `${code} +${late}`,
        ).toEqual(reached.map(([n]) => n));
        expect(reached.length).toBeGreaterThan(1);
        // Each its own amount and late charges, the sum the amount due; the cap bounds them all.
        expect(state.dues.map((i) => i.amount)).toEqual(reached.map(([, p]) => p.amount));
        expect(state.amountDue).toBe(state.dues.reduce((sum, i) => sum + i.amount + i.late, 0));
        const lateTotal = state.instalments.reduce((sum, i) => sum + i.late, 0);
        const cap = Math.floor((order.amount_cents * terms.totalCostCapPercent) / 100);
        const cost = lateTotal + state.price.interest + state.price.fee;
        expect(cost).toBeLessThanOrEqual(cap);
        // Every overdue one has its late charges (one due today has none yet), unless the total cost cap
        // stopped them (terms §4).
        expect(state.dues[0].late).toBeGreaterThan(0);
        const overdue = state.dues.filter((i) => dayOf(i.due) < dayOf(now));
        if (!overdue.every((i) => i.late > 0)) expect(cost, `${code} +${late}: only the cap stops them`).toBe(cap);
      }
    });

    it(`${code}: an extension moves every later date by exactly the stated days from the date the terms name`, () => {
      const days = terms.extension.days;
      // Three days late on the first: the first from today, every later one from its own date.
      const three = loanState(order, [], at(firstDay + 3), false);
      const moved = extensionOf(three, at(firstDay + 3));
      expect(moved.due).toBe(at(firstDay + 3 + days));
      expect(moved.later).toEqual(plans.slice(1).map((p) => p.pay_time + days * DAY));
      // Forty days late: every overdue one from today, every one not yet due from its own date.
      const now = at(firstDay + 40);
      const forty = loanState(order, [], now, false);
      const movedLate = extensionOf(forty, now);
      expect([movedLate.due, ...movedLate.later]).toEqual(
        plans.map((p) => (dayOf(p.pay_time) < dayOf(now) ? now : p.pay_time) + days * DAY),
      );
    });
  }
});

describe('the calls of a borrower 40 days late on two instalments', () => {
  let server: ServerApp;
  let token: string;
  let query: Record<string, string>;
  beforeEach(async () => {
    server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true });
    const body = (await (await server.app.request('/_test/borrower', { method: 'POST' })).json()) as {
      data: { token: string; scenarios: Record<string, { query: Record<string, string> }> };
    };
    token = body.data.token;
    // Peso Flex at its second instalment, 3 days before its date (the seed), moved on 43 days.
    query = body.data.scenarios['order-174-delay'].query;
    const id = (server.db.prepare('SELECT id FROM borrowers WHERE token = ?').get(token) as { id: number }).id;
    server.db.prepare('INSERT INTO borrower_clocks (borrower_id, offset_days) VALUES (?, 43)').run(id);
  });
  afterEach(() => server.close());
  const call = async (path: string, fields: Record<string, string | number>, lang = '') => {
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
    const res = await server.app.request(`/states${path}?token=${token}${lang ? `&lang=${lang}` : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'Idempotency-Key': `k-${Math.random()}` },
      body,
    });
    return (await res.json()) as { code: number | string; message: string; data: Record<string, unknown> };
  };

  it('list both with their dates and late charges, ask their sum, and a payment of it pays both', async () => {
    const play = (await call('/v3/repay/loan-play-detail', query)).data;
    const dues = play.dueInstalments as { title: string; overdueDays: number; amount: number; lateCharges: number }[];
    expect(dues.map((d) => [d.title, d.overdueDays])).toEqual([
      ['Instalment 2 of 4', 40],
      ['Instalment 3 of 4', 10],
    ]);
    expect(play.repayAmount).toBe(dues.reduce((sum, d) => sum + d.amount + d.lateCharges, 0));
    expect(play).toMatchObject({ overdueDays: 40, lateCharges: dues[0].lateCharges + dues[1].lateCharges });

    const order = (await call('/v3/loan-details/loan-details', query)).data;
    const rows = (order.userOrderDetail as { detail: { text: string; value: string }[] }).detail;
    expect(rows).toContainEqual({ text: 'Instalments', value: '2 to 3 of 4' });
    expect(rows).toContainEqual({ text: 'Amount due', value: money(play.repayAmount as number) });
    expect(rows.find((r) => r.text === 'Instalment 3 of 4')?.value).toMatch(
      /overdue since \d{4}-\d{2}-\d{2} \(10 days\)$/,
    );
    expect(rows.map((r) => r.text)).not.toContain('Due date');
    // The development clock's page names them too.
    expect(await (await server.app.request(`/_clock?token=${token}`)).text()).toContain('<td>2 to 3 of 4</td>');
    // In Filipino, the backend's own words (D33).
    const fil = (await call('/v3/loan-details/loan-details', query, 'fil')).data;
    const filRows = (fil.userOrderDetail as { detail: { text: string; value: string }[] }).detail;
    expect(filRows).toContainEqual({ text: 'Mga hulog', value: '2 hanggang 3 sa 4' });
    expect(filRows.find((r) => r.text === 'Hulog 3 sa 4')?.value).toMatch(/lampas na sa due date mula .* \(10 araw\)$/);

    // The extension: the later overdue one moves from today too, its late charges said to stay owed.
    const delay = (await call('/v3/repay/loan-delay-detail', query)).data;
    const plan = delay.repayPlan as { title: string; remark: string; amount: number }[];
    const third = plan.find((r) => r.title === 'Instalment 3 of 4')!;
    expect(third.remark).toMatch(/^Overdue since \d{4}-\d{2}-\d{2}, moves from today: .* of late charges/);
    expect(third.amount).toBe(dues[1].amount + dues[1].lateCharges);
    expect(delay).toMatchObject({ overdueDays: 40, lateCharges: dues[0].lateCharges });
    const filPlan = (await call('/v3/repay/loan-delay-detail', query, 'fil')).data.repayPlan as typeof plan;
    expect(filPlan.find((r) => r.title === 'Hulog 3 sa 4')?.remark).toMatch(
      /^Lampas na sa due date mula \d{4}-\d{2}-\d{2}, lilipat mula ngayon: ₱[\d,.]+ at ₱[\d,.]+ na multa sa pagkahuli/,
    );

    const { orderId } = query;
    const borrowerId = (server.db.prepare('SELECT id FROM borrowers WHERE token = ?').get(token) as { id: number }).id;
    const now = clockOf(server.db, borrowerId);
    expect(applyPayment(server.db, Number(orderId), (play.repayAmount as number) - 1, false, now)).toBe(false);
    expect(applyPayment(server.db, Number(orderId), play.repayAmount as number, false, now, 2)).toBe(true);
    const after = ledgerOf(server.db, Number(orderId), now)!;
    expect(after.instalments.map((i) => i.paidAt !== null)).toEqual([true, true, true, false]);
    expect(after.instalments.slice(1, 3).map((i) => i.late)).toEqual(dues.map((d) => d.lateCharges));
    expect(after.dues.map((i) => i.n)).toEqual([4]);
  });
});
