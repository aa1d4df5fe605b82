// @vitest-environment node
/**
 * `check:backend` says what the borrower will see (ADR 0043): every money figure as the screen shows it,
 * beside what arrived; a figure that is not whole centavos or sits below its floor is a warning naming
 * the field; loan confirm and its v2 are one pair; an id beyond 2^53 fails.
 */
import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startScratchServer } from '../../../server/start';
import * as contract from '../../../shared/api/contract';
import { MONEY_FLOORS } from '../../../shared/config/money-floors';
import { checkBackend, failed, formatReport } from '../../../scripts/check-backend/check';
import type { EntryResult } from '../../../scripts/check-backend/check';
import { moneyFigures } from '../../../scripts/check-backend/money';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });

/** A backend in a function: each path's answer. */
function stubFetch(answers: Record<string, () => Response>): typeof fetch {
  return (input) => {
    const answer = answers[new URL(String(input)).pathname];
    return answer ? Promise.resolve().then(answer) : Promise.reject(new TypeError('fetch failed'));
  };
}

const FLAGS = { base: 'http://backend.test', token: 'tok-1', order: 'O-1', product: 'P-1' };
const agreements = () => json({ code: 0, message: '', data: { data: [] } });

/** A loan offer of ₱8,000.00 over two instalments, in the unit given (`100`: centavos, `1`: pesos). */
const offer = (unit: number) => ({
  amount: 8000 * unit,
  loanDate: '2026-11-28',
  periods: 2,
  termUnit: 30,
  repay_plans: [
    { title: '1st', amount: 4059.38 * unit, pay_time: '2026-12-28' },
    { title: '2nd', amount: 4059.37 * unit, pay_time: '2027-01-27' },
  ],
});

/**
 * The backend of the issue that sends pesos where the contract says centavos (D32): ₱8,000 as 8000,
 * ₱5,412.50 as 5412.5, an extension fee of ₱812 as 812.
 */
function backendInPesos(unit = 1): typeof fetch {
  return stubFetch({
    [contract.loanDetailConfirm.path]: () => json({ code: '00', message: '', data: offer(unit), attach: offer(unit) }),
    [contract.contractList.path]: agreements,
    [contract.loanPlayDetail.path]: () => json({ code: 0, message: '', data: { repayAmount: 5412.5 * unit } }),
    [contract.loanDelayDetail.path]: () =>
      json({ code: 0, message: '', data: { delayInfo: { delayAmount: 812 * unit, title: 'Extend 7 days' } } }),
  });
}

/** The entries whose start reads carry money (loan confirm's pair, the repayment screens). */
const MONEY_ENTRIES = [
  'legacy-repay',
  'loan-confirm',
  'loan-confirm-v2',
  'repay-code',
  'repay-code-2',
  'repay-delay',
  'repay-period',
];

const ONLY = ['loan-confirm', 'loan-confirm-v2', 'repay-period', 'repay-delay'];
const verdicts = (results: EntryResult[]) => Object.fromEntries(results.map((r) => [r.entry, r.verdict]));

describe('a backend that sends pesos instead of centavos', { timeout: 20_000 }, () => {
  it('is no longer green: each figure is shown as the borrower would see it, with a warning naming the field', async () => {
    const results = await checkBackend({ ...FLAGS, only: ONLY, fetch: backendInPesos() });
    expect(verdicts(results)).toEqual(Object.fromEntries(ONLY.map((e) => [e, 'reads with money warnings'])));
    const report = formatReport(results, FLAGS.base);
    expect(report).toContain(
      `data.amount: 8000 shows as ₱80.00; WARNING: below ₱1,000.00 (${MONEY_FLOORS.offer.reason}): pesos instead of centavos?`,
    );
    expect(report).toContain(
      'data.repayAmount: 5412.5 shows as ₱54.13; WARNING: not a whole number of centavos: pesos instead of centavos?',
    );
    expect(report).toContain(
      `data.delayInfo.delayAmount: 812 shows as ₱8.12; WARNING: below ₱10.00 (${MONEY_FLOORS.fee.reason}): pesos instead of centavos?`,
    );
    expect(report).toMatch(
      /POST \/states\/v3\/repay\/loan-play-detail +reads, with money in doubt: the screen shows these figures\n/,
    );
    // The newer envelope's figures are named by where they sit.
    expect(report).toMatch(/attach\.amount: 8000 shows as ₱80\.00; WARNING/);
    expect(report).toMatch(/data\.repay_plans\.1\.amount: 4059\.37 shows as ₱40\.59; WARNING: not a whole number/);
    expect(report).toContain(
      '4 entries: 0 read fully, 0 with fallbacks, 0 cannot open, 0 not checked. 4 read with money warnings.',
    );
    // The strict mode (the default, what a lender's CI runs: D37) fails on them; --lenient only on a
    // screen that cannot open, and the screens open.
    expect(failed(results)).toBe(true);
    expect(failed(results, false)).toBe(false);
    expect(report).toMatch(/\nFAILED \(strict, the default\)/);
  });

  it('the same backend in centavos reads fully, each figure shown beside what arrived', async () => {
    const results = await checkBackend({ ...FLAGS, only: ONLY, fetch: backendInPesos(100) });
    expect(verdicts(results)).toEqual(Object.fromEntries(ONLY.map((e) => [e, 'reads fully'])));
    const report = formatReport(results, FLAGS.base);
    expect(report).toContain('data.amount: 800000 shows as ₱8,000.00\n');
    expect(report).toContain('data.repayAmount: 541250 shows as ₱5,412.50\n');
    expect(report).toContain('data.delayInfo.delayAmount: 81200 shows as ₱812.00\n');
    expect(report).not.toContain('WARNING');
  });
});

describe('the money figures of an answer', { timeout: 20_000 }, () => {
  it('are found through the declaration, as numbers or numeric strings, in lists and optional objects', () => {
    const figures = moneyFigures(
      contract.loanDelayDetail.data,
      { delayInfo: { delayAmount: '81200' }, repayPlan: { amount: 0, title: 'one row alone' }, repayDate: 1700000000 },
      'data',
    );
    expect(figures).toEqual([
      { field: 'data.delayInfo.delayAmount', raw: '"81200"', shown: '₱812.00' },
      // Zero is nothing due, never pesos in doubt.
      { field: 'data.repayPlan.0.amount', raw: '0', shown: '₱0.00' },
    ]);
  });

  it('leave out what the screen cannot read as a number, and every field that is not money', () => {
    expect(moneyFigures(contract.loanPlayDetail.data, { repayAmount: 'soon', isShowReyTop: 1 }, 'data')).toEqual([]);
  });

  it('weigh each figure against the floor named for its path, what is due unless told', () => {
    const justUnder = MONEY_FLOORS.offer.centavos - 100;
    const [amount, row] = moneyFigures(
      contract.loanDetailConfirm.data,
      { amount: justUnder, repay_plans: [{ amount: justUnder }] },
      'data',
      (field) => (field === 'data.amount' ? 'offer' : 'due'),
    );
    expect(amount.warning).toMatch(/^below ₱1,000\.00/);
    expect(row.warning).toBeUndefined();
    const [due] = moneyFigures(contract.loanPlayDetail.data, { repayAmount: MONEY_FLOORS.due.centavos - 1 }, 'data');
    expect(due.warning).toMatch(/^below ₱250\.00/);
  });
});

describe('loan confirm and loan-confirm-v2, one screen in two envelopes', { timeout: 20_000 }, () => {
  const pair = ['loan-confirm', 'loan-confirm-v2'];

  it('a backend that speaks only `data` is green, and the shell must open loan-confirm', async () => {
    const results = await checkBackend({
      ...FLAGS,
      only: pair,
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () => json({ code: 0, message: '', data: offer(100) }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(verdicts(results)).toEqual({
      'loan-confirm': 'reads fully',
      'loan-confirm-v2': 'not needed: its pair opens',
    });
    expect(failed(results)).toBe(false);
    const report = formatReport(results, FLAGS.base);
    expect(report).toContain(
      'Loan confirm (loan-confirm or loan-confirm-v2): the backend speaks `data`, code 0: the shell must open loan-confirm.',
    );
    expect(report).toContain(
      '2 entries: 1 read fully, 0 with fallbacks, 0 cannot open, 0 not checked. 1 not needed (its pair opens).',
    );
  });

  it('a backend that speaks only the newer `attach` is green, and the shell must open loan-confirm-v2', async () => {
    const results = await checkBackend({
      ...FLAGS,
      only: pair,
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () => json({ code: '00', message: '', data: null, attach: offer(100) }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(verdicts(results)).toEqual({
      'loan-confirm': 'not needed: its pair opens',
      'loan-confirm-v2': 'reads fully',
    });
    expect(failed(results)).toBe(false);
    expect(formatReport(results, FLAGS.base)).toContain(
      "the backend speaks the newer `attach`, code '00': the shell must open loan-confirm-v2.",
    );
  });

  it('a backend that speaks both may have either opened; one that speaks neither fails', async () => {
    const both = await checkBackend({
      ...FLAGS,
      only: pair,
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () =>
          json({ code: '00', message: '', data: offer(100), attach: offer(100) }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(formatReport(both, FLAGS.base)).toContain('the shell may open either entry.');

    const neither = await checkBackend({
      ...FLAGS,
      only: pair,
      fetch: stubFetch({
        [contract.loanDetailConfirm.path]: () => json({ code: 0, message: '', data: { amount: 800000 } }),
        [contract.contractList.path]: agreements,
      }),
    });
    expect(verdicts(neither)).toEqual({ 'loan-confirm': 'cannot open', 'loan-confirm-v2': 'cannot open' });
    expect(failed(neither)).toBe(true);
    expect(formatReport(neither, FLAGS.base)).toContain(
      'Loan confirm (loan-confirm or loan-confirm-v2): neither envelope reads',
    );
  });
});

/**
 * The reference server's own answers, every amount divided by 100 on the way: the backend of the issue,
 * with the seeded loans' real figures.
 */
async function pesosInFrontOf(upstream: string): Promise<{ origin: string; close(): Promise<void> }> {
  const toPesos = (x: unknown) => (typeof x === 'number' || typeof x === 'string' ? Number(x) / 100 : x);
  const each = (list: unknown, key: string) => {
    if (Array.isArray(list)) for (const row of list as Record<string, unknown>[]) row[key] = toPesos(row[key]);
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const up = httpRequest(
        `${upstream}${req.url}`,
        { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            const envelope = JSON.parse(Buffer.concat(parts).toString()) as Record<
              string,
              Record<string, unknown> | null
            >;
            for (const where of ['data', 'attach'] as const) {
              const d = envelope[where];
              if (!d) continue;
              if (path === contract.loanDetailConfirm.path) {
                d.amount = toPesos(d.amount);
                if (d.netAmount !== undefined) d.netAmount = toPesos(d.netAmount);
                each(d.repay_plans, 'amount');
              }
              if (path === contract.loanPlayDetail.path) d.repayAmount = toPesos(d.repayAmount);
              if (path === contract.loanDelayDetail.path) {
                const info = d.delayInfo as Record<string, unknown> | undefined;
                if (info) info.delayAmount = toPesos(info.delayAmount);
                each(d.repayPlan, 'amount');
              }
              if (path === contract.repaymentWay.path && d.amount !== undefined) d.amount = toPesos(d.amount);
            }
            res.writeHead(answer.statusCode ?? 200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(envelope));
          });
        },
      );
      up.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('the reference server behind a gateway that turns centavos into pesos', { timeout: 20_000 }, () => {
  it(
    'every screen that shows money reads with money warnings; the others stay green',
    { timeout: 60_000 },
    async () => {
      const upstream = await startScratchServer({ testApi: true });
      const pesos = await pesosInFrontOf(upstream.origin);
      try {
        const res = await fetch(`${upstream.origin}/_test/borrower`, { method: 'POST' });
        const { data } = (await res.json()) as {
          data: { token: string; scenarios: Record<string, { query: Record<string, string> }> };
        };
        const q = (key: string) => data.scenarios[key].query;
        const results = await checkBackend({
          base: pesos.origin,
          token: data.token,
          order: q('repay-delay-174').orderId,
          product: q('loan-confirm').productId,
          complaint: q('complaint-details-processed').problemId,
          template: q('landing-register').id,
        });
        const warned = results.filter((r) => r.verdict === 'reads with money warnings').map((r) => r.entry);
        expect(warned).toEqual(MONEY_ENTRIES);
        expect(results.filter((r) => !MONEY_ENTRIES.includes(r.entry)).map((r) => r.verdict)).toEqual(
          Array(results.length - MONEY_ENTRIES.length).fill('reads fully'),
        );
      } finally {
        await pesos.close();
        await upstream.stop();
      }
    },
  );
});
