/**
 * `/_field` (ADR 0021): the field reports the reference server collected. Per vital, one SVG bar
 * chart of the 75th percentile per entry, cold and warm side by side with their counts, against Google's
 * "good" threshold; then the same figures as a table; the screens swapped into a document (D38, ADR 0060)
 * per entry: how many, the median and 75th percentile of the time from the tap to their data, where they
 * came from, what opened them, their language; and the most frequent reading failures (entry, call, field
 * path, type) and client errors (render errors, uncaught exceptions, unhandled rejections, CSP
 * violations: ADR 0034) with their counts. No script: the server's CSP for its own
 * pages allows none.
 */
import { html, raw } from 'hono/html';
import { devPage } from './page';
import { VITAL_NAMES } from '../../shared/api/contract/field';
import type { VitalName } from '../../shared/api/contract/field';
import type { EntrySummary, FieldSummary, Tally, VitalSummary } from '../modules/field/summary';

/** Google's thresholds of a "good" page view (web.dev/articles/vitals). */
const GOOD: Record<VitalName, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };
const COLD = '#5b3fd6';
const WARM = '#2e7d32';

/** `1,412 ms`, or `0.041` for CLS, or `–` without a value. */
export function vitalText(name: VitalName, v: VitalSummary): string {
  if (v.p75 === null) return '–';
  return name === 'CLS' ? v.p75.toFixed(3) : `${Math.round(v.p75).toLocaleString('en-US')} ms`;
}

/** Where a client error came from (`app.error.source`, ADR 0034), as the table says it. */
const ERROR_SOURCE_TEXT: Record<string, string> = {
  render: 'render (error box)',
  error: 'uncaught exception',
  rejection: 'unhandled rejection',
  csp: 'blocked by CSP (directive, origin)',
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One vital's chart: a row per entry, a bar for cold and one for warm, scaled to the largest p75 or the threshold. */
export function vitalChart(name: VitalName, entries: readonly EntrySummary[]): string {
  const rowH = 34;
  const labelW = 150;
  const barW = 420;
  const width = labelW + barW + 140;
  const height = 30 + entries.length * rowH;
  const max = Math.max(GOOD[name], ...entries.flatMap((e) => [e.cold[name].p75 ?? 0, e.warm[name].p75 ?? 0]));
  const x = (v: number) => labelW + (v / max) * barW;
  const parts: string[] = [];
  entries.forEach((e, i) => {
    const y = 24 + i * rowH;
    parts.push(`<text x="${labelW - 8}" y="${y + 16}" text-anchor="end">${esc(e.entry)}</text>`);
    (['cold', 'warm'] as const).forEach((side, j) => {
      const v = e[side][name];
      const by = y + j * 14;
      if (v.p75 !== null)
        parts.push(
          `<rect x="${labelW}" y="${by}" width="${Math.max(1, x(v.p75) - labelW).toFixed(1)}" height="12" fill="${side === 'cold' ? COLD : WARM}"/>`,
        );
      parts.push(
        `<text x="${(v.p75 === null ? labelW : x(v.p75)) + 6}" y="${by + 10}" class="v">${side} ${esc(vitalText(name, v))} (${v.count})</text>`,
      );
    });
  });
  const gx = x(GOOD[name]).toFixed(1);
  parts.push(
    `<line x1="${gx}" x2="${gx}" y1="14" y2="${height - 4}" stroke="#b3261e" stroke-dasharray="4 3"/>`,
    `<text x="${gx}" y="11" text-anchor="middle" class="v">good ≤ ${name === 'CLS' ? GOOD[name] : `${GOOD[name]} ms`}</text>`,
  );
  return `<svg role="img" aria-labelledby="chart-${name}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title id="chart-${name}">${name}: 75th percentile per entry, cold and warm (page views)</title>${parts.join('')}</svg>`;
}

/** `1,412 ms`, or `–` without a value. */
const msText = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms).toLocaleString('en-US')} ms`);

/** `repay-period 3, order 1`: each value with its count (a plain string: the table escapes it). */
const tallyText = (tally: readonly Tally[]) => tally.map((t) => `${t.value} ${t.count}`).join(', ');

const FIELD_CSS = [
  'svg { max-width: 100%; height: auto; font-size: 12px; }',
  'svg .v { fill: #5c566b; }',
  'table { border-collapse: collapse; }',
  'td, th { border-bottom: 1px solid #ddd; }',
].join('\n');

type Cell = string | number | ReturnType<typeof html>;

/** A table of the most frequent failures, one row of cells each (server strings escaped by `html`). */
function countTable(headers: readonly string[], rows: readonly (readonly Cell[])[]) {
  if (!rows.length) return html`<p>None reported.</p>`;
  return html`<table>
    <thead>
      <tr>
        ${headers.map((h) => html`<th scope="col">${h}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (cells) =>
          html`<tr>
            ${cells.map((c) => html`<td>${c}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

export function fieldPageHtml(summary: FieldSummary) {
  const rows = summary.entries.flatMap((e) =>
    (['cold', 'warm'] as const).map(
      (side) =>
        html`<tr>
          <th scope="row">${e.entry}</th>
          <td>${side}</td>
          ${VITAL_NAMES.map((n) => html`<td>${vitalText(n, e[side][n])} <small>(${e[side][n].count})</small></td>`)}
        </tr>`,
    ),
  );
  const reads = summary.failures.filter((f) => f.kind === 'fallback' || f.kind === 'failure');
  const errors = summary.failures.filter((f) => f.kind !== 'fallback' && f.kind !== 'failure');
  return devPage(
    'Field reports',
    html`<h1>Field reports (development)</h1>
      <p>
        What the pages of this server reported about themselves: ${summary.views} page views with vitals (the latest
        20,000). A page view is <strong>warm</strong> when its shared scripts came from the HTTP cache (another screen
        was opened first), <strong>cold</strong> otherwise. Figures are the 75th percentile; the number of page views is
        in brackets.
      </p>
      ${
        summary.entries.length
          ? html`<h2>Vitals</h2>
              ${VITAL_NAMES.map(
                (n) =>
                  html`<h3>${n}</h3>
                    ${raw(vitalChart(n, summary.entries))}`,
              )}
              <table>
                <caption>
                  75th percentile per entry
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Entry</th>
                    <th scope="col">Cache</th>
                    ${VITAL_NAMES.map((n) => html`<th scope="col">${n}</th>`)}
                  </tr>
                </thead>
                <tbody>
                  ${rows}
                </tbody>
              </table>`
          : html`<p>
              No vitals yet: open a page, then another (a page's report is sent by the next page once it is idle, or by
              the page itself when it is hidden and shown again).
            </p>`
      }
      <h2>Swapped screens</h2>
      <p>
        Screens a tap swapped into the page (contract D38) instead of loading a document: ${summary.swapped} of them
        (the latest 20,000). Their time runs from the tap (the finger's touch, else the click; Back's own event; the
        page's opening after a call the tap made) to the first frame that shows their data (<code>app.swap.ms</code>).
        It is not an LCP: read it beside LCP, never with it. A screen whose load failed, or that was left before its
        data came, has no time; the number of screens with one is in brackets.
      </p>
      ${countTable(
        ['Entry', 'Screens', 'Tap to data, median', '75th percentile', 'Came from', 'Opened by', 'Language'],
        summary.screens.map((e) => [
          e.entry,
          e.count,
          html`${msText(e.median)} <small>(${e.timed})</small>`,
          msText(e.p75),
          tallyText(e.from),
          tallyText(e.inputs),
          tallyText(e.langs),
        ]),
      )}
      <h2>Reading failures</h2>
      ${countTable(
        ['Entry', 'Call', 'Field', 'Arrived as', 'Effect', 'Count'],
        reads.map((f) => [
          f.entry,
          html`<code>${f.call}</code>`,
          html`<code>${f.field || 'data'}</code>`,
          f.type,
          f.kind === 'failure' ? 'the load failed' : 'fell back',
          f.count,
        ]),
      )}
      <h2>Client errors</h2>
      ${countTable(
        ['Entry', 'Where', 'Error', 'Message', 'Count'],
        errors.map((f) => [f.entry, ERROR_SOURCE_TEXT[f.kind] ?? f.kind, f.name, f.message, f.count]),
      )}
      <h2>Offers past a legal cap</h2>
      ${countTable(
        ['Entry', 'Product', 'Cap', 'Figure', 'Cap in force', 'Count'],
        summary.caps.map((c) => [
          c.entry,
          c.product,
          c.cap === 'eir' ? 'effective interest rate a month' : 'total cost of the principal',
          `${c.figure} %`,
          `${c.limit} %`,
          c.count,
        ]),
      )}`,
    FIELD_CSS,
  );
}
