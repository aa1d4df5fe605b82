// @vitest-environment node
/**
 * D32: a reader may note an amount that is not whole centavos as a reading failure. `check:backend` then
 * says it once, on the figure's own line (shown as the screen rounds it), never as "shown as its default".
 */
import { describe, expect, it, vi } from 'vitest';
import { noteRead } from '../../../shared/api/read-report';
import * as contract from '../../../shared/api/contract';
import { checkBackend, formatReport } from '../../../scripts/check-backend/check';

vi.mock('../../../shared/api/schemas/read', async (original) => {
  const read = await original<typeof import('../../../shared/api/schemas/read')>();
  return {
    ...read,
    readPayload: (decl: never, data: unknown, call?: string) => {
      const out = read.readPayload(decl, data, call);
      const amount = (data as { repayAmount?: unknown } | null)?.repayAmount;
      if (typeof amount === 'number' && !Number.isInteger(amount))
        noteRead({ kind: 'failure', call: call ?? '', field: 'repayAmount', type: 'number' });
      return out;
    },
  };
});

describe('an amount noted as a reading failure', { timeout: 20_000 }, () => {
  it('is reported once, as a money warning', async () => {
    const results = await checkBackend({
      base: 'http://backend.test',
      token: 'tok-1',
      order: 'O-1',
      only: ['repay-period'],
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 0, message: '', data: { repayAmount: 5412.5 } }), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
    });
    expect(results[0].verdict).toBe('reads with money warnings');
    const report = formatReport(results, 'http://backend.test');
    expect(report).toContain(`POST ${contract.loanPlayDetail.path}`);
    expect(report).toContain('data.repayAmount: 5412.5 shows as ₱54.13; WARNING: not a whole number of centavos');
    expect(report).not.toContain('shown as its default');
  });
});
