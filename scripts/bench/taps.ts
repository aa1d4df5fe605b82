/**
 * The bench's tap section (ADR 0027, point 7): what it measures and how it reports it, with no browser
 * in it (the runner is `tapSample` in `scripts/bench/run.ts`), so the flows, the medians, the ratios and the
 * table are unit-tested (`test/scripts/bench.test.ts`).
 *
 * A tap sample: the flow's first screen opened and left idle as a warm sample's first screen is, then
 * Slow 4G + 4× CPU, then a finger on the control found by role and visible text (touchstart, `FINGER_HOLD_MS`
 * on the glass, touchend, the browser's click; times from touchstart, ADR 0048). A direct sample:
 * the same first screen, the same throttling, then `location.assign(next URL)` in the page, so the two
 * differ by the tap alone.
 */

import { filipino as serverSays } from '../../server/i18n/say';

/**
 * How long a finger rests on the glass before it lifts (ADR 0048): about 90 ms on phones between touchstart
 * and click (instant.page's measure), time in which a page may start the next screen.
 */
export const FINGER_HOLD_MS = 90;

/** How the control a flow taps is found: by its role and its visible text, as the e2e tests find it. */
export interface TapControl {
  role: 'button' | 'link';
  /** Its accessible name; a string is matched exactly. */
  name?: string | RegExp;
  /** A region (by role) it is looked for in; the first match is tapped. */
  within?: 'tabpanel';
  /**
   * Its name is a text the server sent (a complaint type's): the server answers a Filipino page in its own
   * words (D33), so the Filipino flow looks for the server catalog's text, not the pages' catalog's.
   */
  serverText?: true;
}

/**
 * What the next screen paints once its data has arrived: its LCP stands in a new document, but a
 * single-page app's in-app route paints in the same document, whose LCP stopped at the tap (Chromium
 * records no LCP after an input), so there the screen counts as painted at the frame that first shows
 * this mark.
 */
export interface TapMark {
  text?: string;
  selector?: string;
}

export interface TapFlow {
  /** What the table calls it. */
  name: string;
  /** The language of the pages it taps through (D27): English unless `fil` (the `fil/` twins, `lang=fil`). */
  lang?: 'fil';
  /** The demo scenario (`server/modules/<module>/seed.ts`) the first screen opens. */
  scenario: string;
  control: TapControl;
  /** The next screen's path. */
  next: string;
  mark: TapMark;
}

/**
 * The openings inside a flow a borrower makes most, as `test/e2e/tap.spec.ts` taps them. Left out: order →
 * Borrow Again (it hands over to the shell, no page of ours opens) and loan confirm → Apply now (files an
 * order: a money call the bench would repeat on every run).
 */
export const TAP_FLOWS: readonly TapFlow[] = [
  {
    name: 'order → Repayment → instalment repayment',
    scenario: 'order-170',
    control: { role: 'button', name: 'Repayment' },
    next: '/repay-period.html',
    mark: { text: '₱3,230.00' },
  },
  {
    name: 'complaint home → a type → complaint form',
    scenario: 'complaint-home-no-collection',
    control: { role: 'button', name: 'Repayment', serverText: true },
    next: '/complaint-form.html',
    mark: { text: 'Description' },
  },
  {
    name: 'complaint list → an item → details',
    scenario: 'complaint-list',
    control: { role: 'link', within: 'tabpanel' },
    next: '/complaint-details.html',
    mark: { selector: '.cd-rows' },
  },
  {
    name: 'instalment repayment → the pay code → code page',
    scenario: 'repay-period-170',
    control: { role: 'link', name: /^Reference number/ },
    next: '/repay-code.html',
    mark: { selector: '.code-page' },
  },
];

/** A page's path in the Filipino twin (D27, ADR 0039): `/repay-code.html` → `/fil/repay-code.html`. */
export const filPath = (path: string) => `/fil${path}`;

/**
 * The bench's pages (ADR 0039): every entry in English, then every entry's Filipino twin (`fil/order`),
 * for the languages asked for (`--lang`, both by default).
 * @example benchPages(['order'], ['en', 'fil']) // ['order', 'fil/order']
 */
export function benchPages(entries: readonly string[], langs: readonly ('en' | 'fil')[] = ['en', 'fil']): string[] {
  return langs.flatMap((lang) => entries.map((name) => (lang === 'en' ? name : `fil/${name}`)));
}

/** A bench page's entry and language: `fil/order` → order in Filipino. */
export function pageLang(page: string): { entry: string; lang: 'en' | 'fil' } {
  return page.startsWith('fil/') ? { entry: page.slice(4), lang: 'fil' } : { entry: page, lang: 'en' };
}

/**
 * A flow tapped through the Filipino twins: the same scenario and control found by its Filipino name
 * and mark (the catalog's text of the English, `catalog`: English → Filipino; a name given as a pattern is
 * matched on the one catalog text it matches in English, its placeholders matching anything).
 */
export function filFlow(flow: TapFlow, catalog: ReadonlyMap<string, string>): TapFlow {
  const text = (en: string) => catalog.get(en) ?? en;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = (re: RegExp) => {
    const keys = [...catalog.keys()].filter((en) => re.test(en));
    if (keys.length !== 1) return re;
    return new RegExp(
      `^${text(keys[0])
        .split(/\{\w+\}/)
        .map(escape)
        .join('.*')}`,
    );
  };
  const { name } = flow.control;
  return {
    ...flow,
    name: `${flow.name} (Filipino)`,
    lang: 'fil',
    next: filPath(flow.next),
    control: {
      ...flow.control,
      ...(name === undefined
        ? {}
        : flow.control.serverText && typeof name === 'string'
          ? { name: serverSays(name) }
          : { name: typeof name === 'string' ? text(name) : pattern(name) }),
    },
    mark: flow.mark.text === undefined ? flow.mark : { ...flow.mark, text: text(flow.mark.text) },
  };
}

/** The goals of ADR 0027. */
export const TAP_GOALS = { deadMs: 50, lcpRatio: 1.1, busyMs: 100 } as const;

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);

/** a / b to two decimals; NaN when either is missing or b is 0. */
export function ratio(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return NaN;
  return Math.round((a / b) * 100) / 100;
}

/** One tap, ms from the tap (the click event's time). */
export interface TapSample {
  /** To the next screen's LCP (`paint: 'lcp'`), or to the frame that shows its mark (`paint: 'mark'`). */
  paint: number;
  via: 'lcp' | 'mark';
  /**
   * To the next document's request, or, with no document, the first data request (an in-app route) or the
   * frame that shows the next screen (a screen swapped in, D38, whose read left at the touch).
   */
  dead: number;
  deadOf: 'document' | 'data' | 'screen';
  /** To the tapped control carrying `aria-busy="true"`; undefined when it never did. */
  busy?: number;
  /**
   * From touchstart to the next document's request (ADR 0051): what the finger and the click cost before
   * the screen is left, which a direct opening does not pay; undefined with no new document.
   */
  leave?: number;
}

/** One direct opening, ms from `location.assign`: to the next screen's LCP and to the frame showing its mark. */
export interface DirectSample {
  lcp: number;
  mark: number;
  /** To the document's request (a check that the clocks agree: a few ms). */
  dead?: number;
}

export interface TapBuild {
  /** Medians. */
  tap: number;
  direct: number;
  dead: number;
  /** The direct opening's `location.assign` → its document's request. */
  directDead: number;
  busy?: number;
  /** Medians of touchstart → the document's request, and of the paint after it (tap), as for the direct opening. */
  leave?: number;
  after?: number;
  directAfter?: number;
  ratio: number;
  /** How the next screen's paint was read (the tap's and the direct opening's the same way). */
  via: 'lcp' | 'mark';
  deadOf: 'document' | 'data' | 'screen';
  /** How many samples went into each median. */
  n: number;
}

export interface TapResult {
  flow: string;
  ours?: TapBuild;
  spa?: TapBuild;
}

const round = (n: number) => (Number.isFinite(n) ? Math.round(n) : n);

/** The medians of one flow and build; a busy mark counts only when most taps carried one. */
export function summariseTaps(taps: TapSample[], directs: DirectSample[]): TapBuild | undefined {
  if (!taps.length || !directs.length) return undefined;
  const via = taps.filter((t) => t.via === 'mark').length * 2 > taps.length ? 'mark' : 'lcp';
  const direct = round(median(directs.map((d) => d[via]).filter((n) => Number.isFinite(n))));
  const tap = round(median(taps.filter((t) => t.via === via).map((t) => t.paint)));
  const busy = taps.flatMap((t) => (t.busy === undefined ? [] : [t.busy]));
  const finite = (xs: (number | undefined)[]) => xs.filter((n): n is number => n !== undefined && Number.isFinite(n));
  const left = taps.filter((t) => t.via === via && t.leave !== undefined);
  const leave = left.length * 2 > taps.length ? round(median(finite(left.map((t) => t.leave)))) : undefined;
  const after = leave === undefined ? undefined : round(median(finite(left.map((t) => t.paint - (t.leave ?? NaN)))));
  const directAfter =
    leave === undefined ? undefined : round(median(finite(directs.map((d) => d[via] - (d.dead ?? NaN)))));
  return {
    tap,
    direct,
    dead: round(median(taps.map((t) => t.dead).filter((n) => Number.isFinite(n)))),
    directDead: round(
      median(directs.flatMap((d) => (d.dead === undefined || !Number.isFinite(d.dead) ? [] : [d.dead]))),
    ),
    busy: busy.length * 2 > taps.length ? round(median(busy)) : undefined,
    leave,
    after,
    directAfter,
    ratio: ratio(tap, direct),
    via,
    deadOf:
      (['data', 'screen'] as const).find((of) => taps.filter((t) => t.deadOf === of).length * 2 > taps.length) ??
      'document',
    n: Math.min(taps.length, directs.length),
  };
}

/**
 * Whether a request is a screen's data: a call of the API, not the tracking event (which may leave as the
 * page is left); a field report goes to `/v1/logs`, outside the API (ADR 0034).
 * @example isDataRequest('/states/gopia/goya/detail') // true
 */
export function isDataRequest(path: string): boolean {
  if (!path.startsWith('/states/') && !path.startsWith('/api/')) return false;
  return !path.endsWith('/service/event/save');
}

const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '–' : String(Math.round(n)));
const met = (ok: boolean) => (ok ? '✓' : '✗');

/**
 * One row of the table: figures (the time before leaving and after it, ADR 0051), and against each goal
 * ✓ or ✗ (dead time ≤ 50 ms, tap ≤ 1.1 × direct, busy ≤ 100 ms); '–' where there is no figure. A paint read from the mark carries '†', a dead time up to
 * a data request '‡'.
 * @example tapRow('order → …', 'ours', b) // '| order → … | ours | 640 | 600 | 1.07 ✓ | 12 ✓ | 3 ✓ | 150 | 490 / 580 |'
 */
export function tapRow(flow: string, build: string, b: TapBuild | undefined): string {
  if (!b) return `| ${flow} | ${build} | – | – | – | – | – | – | – |`;
  const mark = b.via === 'mark' ? ' †' : '';
  const r = Number.isFinite(b.ratio) ? `${b.ratio.toFixed(2)} ${met(b.ratio <= TAP_GOALS.lcpRatio)}` : '–';
  const dead = `${ms(b.dead)}${b.deadOf === 'data' ? ' ‡' : ''}${Number.isFinite(b.dead) ? ` ${met(b.dead <= TAP_GOALS.deadMs)}` : ''}`;
  const busy = b.busy === undefined ? '–' : `${ms(b.busy)} ${met(b.busy <= TAP_GOALS.busyMs)}`;
  const after = b.after === undefined ? '–' : `${ms(b.after)} / ${ms(b.directAfter)}`;
  return `| ${flow} | ${build} | ${ms(b.tap)}${mark} | ${ms(b.direct)}${mark} | ${r} | ${dead} | ${busy} | ${ms(b.leave)} | ${after} |`;
}

export interface TapMeta {
  runs: number;
  load: string;
  date: string;
}

/** The "Taps" section of the bench's report. */
export function tapMarkdown(results: TapResult[], meta: TapMeta, peer = 'SPA'): string {
  const lines = [
    '## Taps: moving inside a flow',
    '',
    `Each flow's first screen opened and left idle as a warm sample's first screen is, then Slow 4G (150 ms RTT) + 4× CPU, then a finger on the control (found by role and visible text): touchstart, ${FINGER_HOLD_MS} ms on the glass, touchend, the browser's click. ` +
      `"tap → LCP": from touchstart to the next screen's LCP; "direct": the same URL opened by \`location.assign\` from the same idle screen (for the ${peer}, its HTML copy: the bundle loads and routes to that screen). ` +
      `"dead": from the click to the next document's request. "busy": from touchstart to the tapped control carrying \`aria-busy\`. ` +
      `"leaves": from touchstart to the next document's request; "after": from that request to the next screen's LCP, the tap's / the direct opening's (ADR 0051: the finger's and the click's time is paid before leaving, the touch's early work is won back after). ` +
      `Goals (ADR 0027): dead ≤ ${TAP_GOALS.deadMs} ms, tap → LCP ≤ ${TAP_GOALS.lcpRatio} × direct, busy ≤ ${TAP_GOALS.busyMs} ms. ` +
      `† an in-app route of the ${peer} (a link: \`history.pushState\`, no new document, and Chromium records no LCP after an input): the frame that first shows the next screen's data, the direct figure read the same way. ` +
      `‡ no document request: to the next screen's first data request. ` +
      `Median of ${meta.runs} run(s) per flow, build and kind, builds interleaved; measured ${meta.date}, machine load average ${meta.load}.`,
    '',
    '| flow | build | tap → LCP ms | direct LCP ms | ratio | dead ms | busy ms | leaves ms | after ms: tap / direct |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(tapRow(r.flow, 'ours', r.ours));
    if (r.spa) lines.push(tapRow(r.flow, peer, r.spa));
  }
  return lines.join('\n') + '\n';
}

/**
 * `doc` with its "## Taps" section (up to the next "## " heading or the end) replaced by `section`, or
 * `section` added at the end when there is none.
 */
export function withTapSection(doc: string, section: string): string {
  const body = section.endsWith('\n') ? section : `${section}\n`;
  const start = doc.search(/^## Taps\b/m);
  if (start < 0) return `${doc.replace(/\n*$/, '')}\n\n${body}`;
  const rest = doc.slice(start + 1);
  const next = rest.search(/^## /m);
  const end = next < 0 ? doc.length : start + 1 + next;
  return `${doc.slice(0, start)}${body}${end < doc.length ? `\n${doc.slice(end)}` : ''}`;
}
