// @vitest-environment node
/**
 * `check:backend` in its strict mode, the default a lender's CI runs (contract D37, ADR 0053): the
 * complete spec-only backend (the reference server speaking `DIALECT=spec`) passes in both languages;
 * each mistake a lender's backend makes where a borrower would read a wrong or unproven figure, planted
 * alone in front of it, fails the check with the field, the screen and what the borrower would see.
 */
import { execFile } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../../shared/api/contract';
import { startScratchServer } from '../../../server/start';
import type { RunningServer } from '../../../server/start';
import { checkBackend, failed, formatReport } from '../../../scripts/check-backend/check';
import type { CheckOptions, EntryResult } from '../../../scripts/check-backend/check';

type Envelope = { code: unknown; message?: unknown; data?: Record<string, unknown> | null; attach?: unknown };
/** One planted mistake: rewrites the answer of a path (and may drop `lang` from what goes upstream). */
interface Plant {
  answer?: (path: string, envelope: Envelope) => void;
  dropLang?: boolean;
}

/** A lender's backend: the reference server in front of which one mistake at a time is planted. */
async function plantedBackend(upstream: string) {
  let plant: Plant = {};
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (plant.dropLang) url.searchParams.delete('lang');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const up = httpRequest(
        `${upstream}${url.pathname}${url.search}`,
        { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            const envelope = JSON.parse(Buffer.concat(parts).toString()) as Envelope;
            plant.answer?.(url.pathname, envelope);
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
    plant: (p: Plant) => void (plant = p),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Sets a field of the payload wherever the call carries it (`data`, and the newer `attach`). */
const setting =
  (path: string, change: (payload: Record<string, unknown>) => void) => (at: string, envelope: Envelope) => {
    if (at !== path) return;
    for (const payload of [envelope.data, envelope.attach])
      if (payload && typeof payload === 'object') change(payload as Record<string, unknown>);
  };

describe(
  'check:backend, strict (the default): the spec-only backend and five planted mistakes',
  { timeout: 60_000 },
  () => {
    let upstream: RunningServer;
    let backend: Awaited<ReturnType<typeof plantedBackend>>;
    let flags: CheckOptions;

    beforeAll(async () => {
      upstream = await startScratchServer({ testApi: true, dialect: 'spec' });
      backend = await plantedBackend(upstream.origin);
      const res = await fetch(`${upstream.origin}/_test/borrower`, { method: 'POST' });
      const { data } = (await res.json()) as {
        data: { token: string; scenarios: Record<string, { query: Record<string, string> }> };
      };
      const q = (key: string) => data.scenarios[key].query;
      flags = {
        base: backend.origin,
        token: data.token,
        order: q('repay-delay-174').orderId,
        // An offer that sends `netAmount`, of the order's product (the order screens send both ids).
        product: q('loan-confirm').productId,
        complaint: q('complaint-details-processed').problemId,
        template: q('landing-register').id,
      };
    }, 30_000);
    afterAll(async () => {
      await backend.close();
      await upstream.stop();
    });

    /** The check of `only` with `plant` in place: whether it fails, strict and lenient, and its report. */
    async function run(plant: Plant, only: string[], lang?: 'fil') {
      backend.plant(plant);
      const results: EntryResult[] = await checkBackend({ ...flags, only, ...(lang && { lang }) });
      return {
        results,
        strict: failed(results),
        lenient: failed(results, false),
        report: formatReport(results, flags.base),
      };
    }

    it('the complete spec-only backend passes in English and in Filipino', async () => {
      for (const lang of [undefined, 'fil'] as const) {
        backend.plant({});
        const results = await checkBackend({ ...flags, ...(lang && { lang }) });
        expect(results.filter((r) => r.verdict !== 'reads fully').map((r) => [r.entry, r.verdict])).toEqual([]);
        expect(failed(results)).toBe(false);
        expect(formatReport(results, flags.base)).toContain('PASSED (strict, the default)');
      }
    });

    it('netAmount sent as null: the statement cannot be worked out, and the field is named', async () => {
      const { strict, lenient, report } = await run(
        { answer: setting(contract.loanDetailConfirm.path, (p) => void (p.netAmount = null)) },
        ['loan-confirm', 'loan-confirm-v2'],
      );
      expect([strict, lenient]).toEqual([true, false]);
      expect(report).toContain(
        'FAILS data.netAmount: sent as null: a money field is whole centavos or left out, never null (D37); on loan-confirm (Loan confirm) the borrower sees a Disclosure Statement without the figures this one feeds (net proceeds, finance charge, effective interest rate), and Apply now disabled',
      );
      expect(report).toContain('FAILS attach.netAmount: sent as null');
      expect(report).toContain('loan-confirm: shows a wrong or unproven figure');
      expect(report).toMatch(/loan-detail-confirm +reads, and would show the borrower what FAILS says\n/);
    });

    it('an order balance with a part left out: the order shows no total', async () => {
      const { strict, report } = await run(
        { answer: setting(contract.loanDetails.path, (p) => void delete p.balanceInterest) },
        ['order'],
      );
      expect(strict).toBe(true);
      expect(report).toContain(
        'FAILS data.balanceInterest: left out while balancePrincipal and balanceCharges are sent; on order (Order Details) the borrower sees a balance without this line and without its total ("Total left")',
      );
    });

    it('amounts in pesos, or as "8000.00": each figure as the borrower would see it, and the check fails', async () => {
      const { strict, lenient, report } = await run(
        {
          answer: (path, envelope) => {
            setting(contract.loanDetailConfirm.path, (p) => void (p.amount = `${Number(p.amount) / 100}.00`))(
              path,
              envelope,
            );
            setting(contract.loanPlayDetail.path, (p) => void (p.repayAmount = Number(p.repayAmount) / 100 + 0.5))(
              path,
              envelope,
            );
          },
        },
        ['loan-confirm', 'repay-period'],
      );
      expect([strict, lenient]).toEqual([true, false]);
      expect(report).toMatch(/data\.amount: "\d+\.00" shows as ₱[\d,.]+; WARNING: written with a decimal point/);
      expect(report).toMatch(/data\.repayAmount: [\d.]+ shows as ₱[\d,.]+; WARNING: not a whole number of centavos/);
      expect(report).toMatch(
        /WARNING: not a whole number of centavos[^\n]*; on repay-period \(Repayment\) the borrower sees ₱/,
      );
      expect(report).toContain('FAILED (strict, the default)');
    });

    it('an order status outside the table: what the order screen would show instead', async () => {
      const { strict, report } = await run(
        { answer: setting(contract.loanDetails.path, (p) => void (p.orderStatus = 999)) },
        ['order'],
      );
      expect(strict).toBe(true);
      expect(report).toMatch(
        /FAILS data\.orderStatus: 999 is not among the contract's order statuses \(21, 110, .*200\); on order \(Order Details\) the borrower sees the settled icon and no repay button/,
      );
    });

    it('payableFrom copied from the calls.md example: no amount and no way to pay for a payment due', async () => {
      const { strict, report } = await run(
        { answer: setting(contract.loanPlayDetail.path, (p) => void (p.payableFrom = '2026-11-25')) },
        ['repay-period'],
      );
      expect(strict).toBe(true);
      expect(report).toContain('FAILS data.payableFrom: a day already come');
      expect(report).toContain('the borrower sees no amount to pay and no way to pay');
    });

    it('a Filipino page whose backend ignores lang: the call answered in English fails under --lang fil', async () => {
      const { strict, report } = await run({ dropLang: true }, ['order', 'repay-period'], 'fil');
      expect(strict).toBe(true);
      expect(report).toMatch(/FAILS data\.noticeStatusText.*: answered in English under lang=fil/);
      // English is no mistake on an English page.
      expect((await run({ dropLang: true }, ['order', 'repay-period'])).strict).toBe(false);
    });

    it('a route answering a catch-all { code: 0, data: null }: a screen with every field empty', async () => {
      const { strict, lenient, report } = await run(
        { answer: (path, envelope) => void (path === contract.contactKfInfo.path && (envelope.data = null)) },
        ['customer-service'],
      );
      expect([strict, lenient]).toEqual([true, false]);
      expect(report).toContain(
        'FAILS data: a success with null in data: the answer of a catch-all route, not of this call; on customer-service (Customer service) the borrower sees the screen with every field empty',
      );
    });

    // Node starts tsx and the script imports the contract: seconds on a loaded machine, twice.
    it(
      'as a command: strict by default exits 1 on a planted mistake, --lenient exits 0',
      { timeout: 60_000 },
      async () => {
        backend.plant({ answer: setting(contract.loanDetailConfirm.path, (p) => void (p.netAmount = null)) });
        const args = [
          'scripts/check-backend.ts',
          '--base',
          flags.base,
          '--token',
          flags.token,
          '--only',
          'loan-confirm',
        ];
        args.push('--product', flags.product!);
        const cwd = resolve(import.meta.dirname, '../../..');
        const run = (more: string[]) =>
          promisify(execFile)(resolve(cwd, 'node_modules/.bin/tsx'), [...args, ...more], { cwd }).then(
            (done) => ({ code: 0, stdout: done.stdout }),
            (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
          );
        const [strict, lenient] = [await run([]), await run(['--lenient'])];
        expect(strict.code).toBe(1);
        expect(strict.stdout).toContain('FAILS data.netAmount: sent as null');
        expect(strict.stdout).toContain('FAILED (strict, the default)');
        expect(lenient.code).toBe(0);
        expect(lenient.stdout).toContain('FAILS data.netAmount: sent as null');
        expect(lenient.stdout).toContain('PASSED (--lenient)');
      },
    );
  },
);
