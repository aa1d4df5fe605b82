// @vitest-environment node
import { SERVER_CATALOG } from '../../server/i18n/say';
import { describe, expect, it } from 'vitest';
import { markdown, warmFrom } from '../../scripts/bench/report';
import type { BuildResult, EntryResult } from '../../scripts/bench/report';
import {
  benchPages,
  filFlow,
  filPath,
  pageLang,
  isDataRequest,
  median,
  ratio,
  summariseTaps,
  TAP_FLOWS,
  tapMarkdown,
  FINGER_HOLD_MS,
  tapRow,
  withTapSection,
} from '../../scripts/bench/taps';
import type { TapBuild, TapSample } from '../../scripts/bench/taps';

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

describe('bench taps (ADR 0027: a tap costs nothing)', () => {
  const tap = (paint: number, extra: Partial<TapSample> = {}): TapSample => ({
    paint,
    via: 'lcp',
    dead: 10,
    deadOf: 'document',
    busy: 5,
    ...extra,
  });

  it('taps the four flows of the issue, each control by role and its visible text where it has one', () => {
    expect(TAP_FLOWS.map((f) => [f.scenario, f.next])).toEqual([
      ['order-170', '/repay-period.html'],
      ['complaint-home-no-collection', '/complaint-form.html'],
      ['complaint-list', '/complaint-details.html'],
      ['repay-period-170', '/repay-code.html'],
    ]);
    expect(TAP_FLOWS[0].control).toEqual({ role: 'button', name: 'Repayment' });
    for (const f of TAP_FLOWS) expect(f.mark.text ?? f.mark.selector).toBeTruthy();
  });

  it('takes the middle value, the upper one of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('gives a ratio to two decimals, none without a figure', () => {
    expect(ratio(1250, 973)).toBe(1.28);
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(NaN, 3)).toBeNaN();
  });

  it('counts as data the API calls only, not the tracking event nor a field report', () => {
    expect(isDataRequest('/states/gopia/goya/detail')).toBe(true);
    expect(isDataRequest('/states/service/event/save')).toBe(false);
    expect(isDataRequest('/v1/logs')).toBe(false);
    expect(isDataRequest('/repay-code.html')).toBe(false);
  });

  it('summarises taps and direct openings by medians, read the same way (LCP or the mark)', () => {
    const b = summariseTaps(
      [tap(700.4, { busy: 30 }), tap(650, { busy: undefined }), tap(900, { dead: 40.6, busy: 12 })],
      [
        { lcp: 600, mark: 500, dead: 2 },
        { lcp: 640, mark: 520, dead: 4 },
        { lcp: NaN, mark: 510, dead: 3 },
      ],
    )!;
    expect(b).toMatchObject({ tap: 700, direct: 640, dead: 10, directDead: 3, busy: 30, via: 'lcp', n: 3 });
    expect(b.ratio).toBe(1.09);
    const spa = summariseTaps(
      [
        tap(250, { via: 'mark', deadOf: 'data', busy: undefined }),
        tap(260, { via: 'mark', deadOf: 'data', busy: undefined }),
      ],
      [{ lcp: 700, mark: 670 }],
    )!;
    expect(spa).toMatchObject({ tap: 260, direct: 670, via: 'mark', deadOf: 'data', busy: undefined });
    expect(summariseTaps([], [{ lcp: 1, mark: 1 }])).toBeUndefined();
  });

  it('splits each paint at the document request: before leaving (tap only) and after it (ADR 0051)', () => {
    const b = summariseTaps(
      [tap(700, { leave: 150 }), tap(760, { leave: 170 }), tap(820, { leave: 160 })],
      [
        { lcp: 600, mark: 500, dead: 2 },
        { lcp: 640, mark: 520, dead: 4 },
        { lcp: 610, mark: 510, dead: 3 },
      ],
    );
    expect(b).toMatchObject({ leave: 160, after: 590, directAfter: 607 });
    // An in-app route has no document to leave for: no split.
    const spa = summariseTaps(
      [tap(300, { via: 'mark' }), tap(310, { via: 'mark' })],
      [{ lcp: NaN, mark: 500, dead: 2 }],
    );
    expect(spa).toMatchObject({ leave: undefined, after: undefined, directAfter: undefined });
  });

  it('writes a row against the goals: dead ≤ 50 ms, tap ≤ 1.1 × direct, busy ≤ 100 ms', () => {
    const b: TapBuild = {
      tap: 660,
      direct: 600,
      dead: 12,
      directDead: 3,
      busy: 4,
      ratio: 1.1,
      via: 'lcp',
      deadOf: 'document',
      n: 5,
    };
    expect(tapRow('order → REPAY', 'ours', b)).toBe(
      '| order → REPAY | ours | 660 | 600 | 1.10 ✓ | 12 ✓ | 4 ✓ | – | – |',
    );
    expect(
      tapRow('f', 'ours', { ...b, ratio: 1.28, dead: 266, busy: 150, leave: 160, after: 500, directAfter: 597 }),
    ).toBe('| f | ours | 660 | 600 | 1.28 ✗ | 266 ✗ | 150 ✗ | 160 | 500 / 597 |');
    expect(tapRow('f', 'SPA', { ...b, via: 'mark', deadOf: 'data', busy: undefined })).toBe(
      '| f | SPA | 660 † | 600 † | 1.10 ✓ | 12 ‡ ✓ | – | – | – |',
    );
    expect(tapRow('f', 'SPA', undefined)).toBe('| f | SPA | – | – | – | – | – | – | – |');
  });

  it('puts the table in a Taps section, replacing the last one and nothing else', () => {
    const meta = { runs: 5, load: '1.0 / 1.0 / 1.0', date: '2026-11-26T02:00:00Z' };
    const section = tapMarkdown([{ flow: 'f', ours: undefined }], meta);
    expect(section).toContain('## Taps');
    expect(section).toContain('machine load average 1.0 / 1.0 / 1.0');
    // A finger, not a click (ADR 0048): the tap is timed from touchstart.
    expect(section).toContain(`touchstart, ${FINGER_HOLD_MS} ms on the glass, touchend`);
    expect(section).toContain('"tap → LCP": from touchstart');
    expect(FINGER_HOLD_MS).toBe(90);
    expect(section).toContain('| f | ours | – | – | – | – | – |');
    const doc = '# Bench\n\ntext\n';
    const once = withTapSection(doc, section);
    expect(once).toBe(`# Bench\n\ntext\n\n${section}`);
    expect(withTapSection(once, '## Taps\n\nnew\n')).toBe('# Bench\n\ntext\n\n## Taps\n\nnew\n');
    expect(withTapSection('# B\n\n## Taps\n\nold\n\n## After\n\nkept\n', '## Taps\n\nnew\n')).toBe(
      '# B\n\n## Taps\n\nnew\n\n## After\n\nkept\n',
    );
  });

  it('adds the tap section to the full report when a run measured taps', () => {
    const md = markdown([], { runs: 5, load: '1', date: 'd' }, [{ flow: 'order → Repayment', ours: undefined }]);
    expect(md).toContain('## Taps: moving inside a flow');
    expect(markdown([], { runs: 5, load: '1', date: 'd' })).not.toContain('## Taps');
  });
});

describe('bench in Filipino (D27, ADR 0039: cold, warm and taps of the fil/ twins)', () => {
  it('measures every entry in English, then its Filipino twin, or the languages asked for', () => {
    expect(benchPages(['order', 'repay-code'])).toEqual(['order', 'repay-code', 'fil/order', 'fil/repay-code']);
    expect(benchPages(['order'], ['fil'])).toEqual(['fil/order']);
    expect(pageLang('fil/repay-code')).toEqual({ entry: 'repay-code', lang: 'fil' });
    expect(pageLang('order')).toEqual({ entry: 'order', lang: 'en' });
    expect(filPath('/repay-period.html')).toBe('/fil/repay-period.html');
  });

  it('taps each flow through the twins, finding the control and the mark by their Filipino text', () => {
    const catalog = new Map([
      ['Repayment', 'Magbayad'],
      ['Description', 'Paglalarawan'],
      ['Reference number {code}', 'Reference number: {code}'],
    ]);
    const flows = TAP_FLOWS.map((flow) => filFlow(flow, catalog));
    expect(flows.map((f) => [f.lang, f.next])).toEqual(TAP_FLOWS.map((f) => ['fil', `/fil${f.next}`]));
    expect(flows[0].control.name).toBe('Magbayad');
    expect(flows[0].mark).toEqual({ text: '₱3,230.00' });
    expect(flows[1].mark).toEqual({ text: 'Paglalarawan' });
    // A complaint type's name is the server's: looked for in the server's Filipino (D33), not the pages'.
    expect(flows[1].control).toEqual({ role: 'button', name: SERVER_CATALOG['Repayment'].fil, serverText: true });
    expect(SERVER_CATALOG['Repayment'].fil).not.toBe('Repayment');
    expect(flows[2].control).toEqual({ role: 'link', within: 'tabpanel' });
    expect(flows[3].control.name).toEqual(/^Reference number: .*/);
    expect(flows[3].name).toBe(`${TAP_FLOWS[3].name} (Filipino)`);
    // A text the catalog lacks is looked for as written.
    expect(filFlow(TAP_FLOWS[0], new Map()).control.name).toBe('Repayment');
  });
});
