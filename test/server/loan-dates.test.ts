// @vitest-environment node
/**
 * One set of dates (ADR 0045): the Disclosure Statement a borrower reads on loan confirm, worked out by the
 * page's own function from the offer as each dialect sends it, has the dates of the loan the reference
 * ledger keeps once the application is filed and its money sent (`/_clock`): the day the money is sent,
 * each payment's day, and so the same effective interest rate.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../../server/app';
import type { ServerApp } from '../../server/app';
import { clockOf, dayOf, ledgerOf } from '../../server/modules/repay/ledger';
import { loanDetailConfirm } from '../../shared/api/contract/loan';
import type { LoanConfirm } from '../../shared/api/contract/loan';
import { readPayload } from '../../shared/api/schemas';
import { disclosureOf } from '../../shared/features/loan-confirm/disclosure';
import { dayText, manilaDay } from '../../shared/format/manila-day';

type Scenario = { entry: string; query: Record<string, string> };
type Body = { code: number | string; message: string; data: Record<string, unknown> };

let server: ServerApp | undefined;
afterEach(() => server?.close());

async function borrower(dialect: string) {
  server = createServerApp({ dbFile: ':memory:', distDir: 'dist', testApi: true, devRoutes: true });
  const res = await server.app.request(`/_test/borrower?dialect=${dialect}`, { method: 'POST' });
  return ((await res.json()) as { data: { token: string; scenarios: Record<string, Scenario> } }).data;
}

async function call(token: string, path: string, fields: Record<string, string>, key = ''): Promise<Body> {
  const res = await server!.app.request(`/states${path}?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  return (await res.json()) as Body;
}

/** The offer as the page reads it (the contract's declaration), whatever the dialect sent. */
function asRead(data: unknown): LoanConfirm {
  const read = readPayload(loanDetailConfirm.data, data);
  if (!read.ok) throw new Error(read.issue);
  return read.value;
}

for (const dialect of ['ours', 'spec', 'ids'] as const) {
  describe(`the statement's dates are the loan's (${dialect})`, () => {
    // Peso Flex (loanDate sent), Sahod Loan (no loanDate: the first payment less its period), Quick Cash.
    for (const key of ['loan-confirm', 'loan-confirm-agreement', 'loan-confirm-v2']) {
      it(`${key}: apply, release, and the ledger's dues are the statement's`, async () => {
        const { token, scenarios } = await borrower(dialect);
        const { productId } = scenarios[key].query;
        const answer = await call(token, '/v3/loan/loan-detail-confirm', { productId });
        const offer = asRead(answer.data);
        const statement = disclosureOf(offer);
        expect(statement.complete, key).toBe(true);

        const pushed = await call(
          token,
          '/v3/loan/loan-detail-push',
          {
            productId,
            amount: String(offer.amount),
            periods: String(offer.periods),
            termUnit: String(offer.termUnit),
          },
          `dates-${key}`,
        );
        expect(String(pushed.code)).toBe('00');
        // Released: the clock moved on until the ledger has sent the money.
        const release = await server!.app.request('/_clock', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ token, days: '2' }).toString(),
        });
        expect(release.status).toBe(200);
        const { id: borrowerId } = server!.db.prepare('SELECT id FROM borrowers WHERE token = ?').get(token) as {
          id: number;
        };
        const order = server!.db
          .prepare('SELECT id, start_at FROM orders WHERE borrower_id = ? ORDER BY id DESC LIMIT 1')
          .get(borrowerId) as { id: number; start_at: number };
        const loan = ledgerOf(server!.db, order.id, clockOf(server!.db, borrowerId));
        expect(loan, 'disbursed').not.toBeNull();

        // The day the money is sent, and every payment's day and amount.
        expect(dayText(statement.from!)).toBe(dayText(dayOf(order.start_at)));
        expect(statement.plan.map((p) => [dayText(manilaDay(p.pay_time)), p.amount])).toEqual(
          loan!.instalments.map((i) => [dayText(dayOf(i.due)), i.amount]),
        );
        // The rate of the loan's own dates is the statement's.
        const ledgerDated = disclosureOf({
          ...offer,
          loanDate: dayText(dayOf(order.start_at)),
          repay_plans: loan!.instalments.map((i) => ({ title: '', amount: i.amount, pay_time: dayText(dayOf(i.due)) })),
        });
        expect(ledgerDated.eir).toBe(statement.eir);
      });
    }
  });
}
