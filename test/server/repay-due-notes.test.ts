// @vitest-environment node
/**
 * What the repayment calls say of the instalment they ask for (ADR 0045), in every dialect: `payableFrom`
 * while the ledger refuses the payment (terms §3: the whole loan before half its term), the day it takes it;
 * `overdueDays` and `lateCharges` of an overdue instalment. Figures from the seeded orders and the terms.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import { manilaDate } from '../../server/format';
import { moveClock } from '../../server/modules/repay/ledger';
import { DAY } from '../../server/time';
import { loanDelayDetail, loanPlayDetail } from '../../shared/api/contract/repay';
import { readPayload } from '../../shared/api/schemas';
import { formatDate } from '../../shared/format/date';

type Scenario = { entry: string; query: Record<string, string> };
type Body = { code: number | string; message: string; data: Record<string, unknown> };

let server: ServerApp | undefined;
afterEach(() => server?.close());

async function borrower(dialect: string) {
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true });
  const res = await server.app.request(`/_test/borrower?dialect=${dialect}`, { method: 'POST' });
  const { token, scenarios } = ((await res.json()) as { data: { token: string; scenarios: Record<string, Scenario> } })
    .data;
  const { id } = server.db.prepare('SELECT id FROM borrowers WHERE token = ?').get(token) as { id: number };
  const call = async (path: string, fields: Record<string, string>) => {
    const r = await server!.app.request(`/states${path}?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'Idempotency-Key': `k-${Math.random()}` },
      body: new URLSearchParams(fields).toString(),
    });
    return (await r.json()) as Body;
  };
  return { call, scenarios, borrowerId: id };
}

function read<T>(decl: Parameters<typeof readPayload<T>>[0], data: unknown): T {
  const r = readPayload(decl, data);
  if (!r.ok) throw new Error(r.issue);
  return r.value;
}

for (const dialect of ['ours', 'spec', 'ids'] as const) {
  describe(`the instalment's state in the contract's fields (${dialect})`, () => {
    it('payableFrom: sent while the whole loan may not be repaid yet, with the day the refusal names', async () => {
      const { call, scenarios, borrowerId } = await borrower(dialect);
      const q = scenarios['repay-period-170'].query;
      // order-170 is 60 days into its 100: payable now, nothing said.
      const now = await call('/v3/repay/loan-play-detail', q);
      expect(now.data).not.toHaveProperty('payableFrom');
      expect(read(loanPlayDetail.data, now.data).payableFrom).toBeUndefined();
      // Back to day 45: the payment is refused until day 50, and the field says that day.
      moveClock(server!.db, borrowerId, -15);
      const early = read(loanPlayDetail.data, (await call('/v3/repay/loan-play-detail', q)).data);
      const start = (
        server!.db.prepare('SELECT start_at FROM orders WHERE order_no = ?').get(early.orderNo) as { start_at: number }
      ).start_at;
      expect(formatDate(early.payableFrom!)).toBe(manilaDate(start + 50 * DAY));
      const refused = await call('/v3/repay/generate-vcode', {
        ...q,
        amount: String(early.repayAmount),
        channelNumber: dialect === 'ids' ? 'CH-90006' : '90006',
      });
      expect(Number(refused.code)).toBe(400);
      expect(refused.message).toContain(formatDate(early.payableFrom!));
    });

    it('overdueDays and lateCharges: an overdue instalment on the instalment and extension calls', async () => {
      const { call, scenarios } = await borrower(dialect);
      const play = read(
        loanPlayDetail.data,
        (await call('/v3/repay/loan-play-detail', scenarios['repay-period-180'].query)).data,
      );
      expect(play.overdueDays).toBeGreaterThan(0);
      expect(play.lateCharges).toBeGreaterThan(0);
      expect(play.detail).toContainEqual({ text: 'Late charges', value: expect.stringMatching(/^₱/) });
      const delay = (await call('/v3/repay/loan-delay-detail', scenarios['repay-delay-180'].query)).data;
      expect(delay).not.toHaveProperty('payableFrom');
      expect(read(loanDelayDetail.data, delay)).toMatchObject({
        overdueDays: play.overdueDays,
        lateCharges: play.lateCharges,
      });
      // Not overdue: 0 days, nothing late.
      const due = read(
        loanPlayDetail.data,
        (await call('/v3/repay/loan-play-detail', scenarios['repay-period-170'].query)).data,
      );
      expect(due).toMatchObject({ overdueDays: 0, lateCharges: 0 });
    });
  });
}
