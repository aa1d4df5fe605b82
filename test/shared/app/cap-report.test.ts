// @vitest-environment node
/**
 * The field report's `caps` (ADR 0025) as the pages build it and the collector reads it: one shape on both
 * sides until the report's contract (shared/api/contract/field.ts) names it.
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
    expect(report).toMatchObject({ entry: 'loan-confirm', caps: capBreachesNoted() });
    expect(readFieldReport(JSON.parse(JSON.stringify(report)), new Set(['loan-confirm']))).toEqual(report);
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
    expect(report?.caps).toEqual([{ cap: 'eir', product: 'Quick Cash', figure: 13, limit: 12 }]);
  });
});
