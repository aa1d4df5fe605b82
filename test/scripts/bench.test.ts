import { describe, expect, it } from 'vitest';
import { markdown, warmFrom } from '../../scripts/bench';
import type { BuildResult, EntryResult } from '../../scripts/bench';

const build = (lcp: number, extra: Partial<BuildResult> = {}): BuildResult => ({
  fcp: 300,
  lcp,
  jsKb: 80,
  requestsBeforeLcp: 12,
  jsKbBeforeLcp: 70,
  runs: [],
  ...extra,
});

describe('bench report (ADR 0017: warm loads)', () => {
  it('a warm sample comes after the screen a borrower opens it from', () => {
    expect(warmFrom('repay-period')).toBe('order');
    expect(warmFrom('order')).toBe('loan-confirm');
    expect(warmFrom('complaint-form')).toBe('complaint');
    expect(warmFrom('complaint-details')).toBe('complaint-list');
  });

  it('shows cold and warm side by side, with requests and script KB before the LCP and the warm ratio', () => {
    const rows: EntryResult[] = [
      {
        entry: 'repay-period',
        ours: build(1300),
        spa: build(1600),
        lcpRatio: 0.81,
        warm: {
          from: 'order',
          ours: build(620, { requestsBeforeLcp: 3, jsKbBeforeLcp: 2.4 }),
          spa: build(640),
          lcpRatio: 0.97,
        },
      },
    ];
    const md = markdown(rows, { runs: 3, load: '0.1 / 0.2 / 0.3', date: '2026-11-24T20:00:00Z' });
    expect(md).toContain('## Warm: every screen after the first');
    expect(md).toContain('| repay-period | order | 1300 | 300 | 620 | 3 | 2.4 | 640 | 0.97 |');
    expect(md).toContain('machine load average 0.1 / 0.2 / 0.3');
  });
});
