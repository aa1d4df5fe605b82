// @vitest-environment node
/**
 * The offers past a cap (ADR 0025) as the pages build them into a report and the collector reads them back:
 * one shape on both sides (the contract's `app.cap.*` attributes, ADR 0034).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildReport } from '../../../shared/app/field-reports';
import { capBreachesNoted, forgetCapBreaches, noteCapBreach } from '../../../shared/app/cap-breaches';
import { readFieldReport } from '../../../server/modules/field';

afterEach(forgetCapBreaches);

describe('offers past a cap in the field reports', () => {
  it('a breach noted on the page is a report the collector keeps as sent', () => {
    noteCapBreach({ cap: 'eir', product: ' Quick Cash ', figure: 13.52, limit: 12 });
    noteCapBreach({ cap: 'eir', product: 'Quick Cash', figure: 13.52, limit: 12 });
    noteCapBreach({ cap: 'totalCost', product: 'Quick Cash', figure: 104.1, limit: 100 });
    expect(capBreachesNoted()).toHaveLength(2);
    const report = buildReport({
      entry: 'loan-confirm',
      sample: 1,
      cache: 'cold',
      vitals: {},
      reads: [],
      errors: [],
      caps: capBreachesNoted(),
    });
    // As sent: the breach itself, never the screen it was noted on (its epoch stays on the page).
    const sent = capBreachesNoted().map(({ epoch: _epoch, ...breach }) => breach);
    expect(readFieldReport(JSON.parse(JSON.stringify(report)), new Set(['loan-confirm']))).toMatchObject({
      entry: 'loan-confirm',
      caps: sent,
    });
  });

  it('carries nothing else a breach object might hold', () => {
    const report = buildReport({
      entry: 'loan-confirm',
      sample: 1,
      cache: 'cold',
      vitals: {},
      reads: [],
      errors: [],
      caps: [{ cap: 'eir', product: 'Quick Cash', figure: 13, limit: 12, borrower: 'Maria' } as never],
    });
    expect(readFieldReport(JSON.parse(JSON.stringify(report)), new Set(['loan-confirm']))).toMatchObject({
      caps: [{ cap: 'eir', product: 'Quick Cash', figure: 13, limit: 12 }],
    });
    expect(JSON.stringify(report)).not.toContain('Maria');
  });
});
