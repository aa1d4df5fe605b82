/**
 * What the bench writes: the types of its results, the screen a warm sample comes from, the Markdown of
 * docs/bench.md and its chart. No browser here, so the unit tests import it without Playwright.
 */
import { tapMarkdown } from './taps';
import type { TapResult } from './taps';

export interface Sample {
  fcp: number;
  lcp: number;
  /** Script bytes on the wire (compressed, headers included) finished in the first 3 s. */
  jsBytes: number;
  /** Requests that went to the network (not served from the cache) and started before the LCP. */
  requestsBeforeLcp: number;
  /** Script bytes on the wire finished before the LCP (what a warm screen still downloads first). */
  jsBytesBeforeLcp: number;
}

export interface BuildResult {
  fcp: number;
  lcp: number;
  jsKb: number;
  /** Medians of the network requests and of the script KB before the LCP. */
  requestsBeforeLcp: number;
  jsKbBeforeLcp: number;
  runs: Sample[];
}

export interface EntryResult {
  entry: string;
  ours: BuildResult;
  spa?: BuildResult;
  /** Our LCP / the SPA's, same run. */
  lcpRatio?: number;
  /** The same entry opened after another one in the same context, the HTTP cache kept (the shell's case). */
  warm?: { from: string; ours: BuildResult; spa?: BuildResult; lcpRatio?: number };
  lighthouse?: number | null;
}

/**
 * The entry opened first for a warm sample: the screen a borrower comes from in the shell (order opens the
 * repayment pages, loan confirm's offers and bind bank; complaint home opens the form and the list), so
 * the shared chunks are in the cache and the entry's own are not. order itself comes from loan confirm.
 * @example warmFrom('repay-period') // 'order'
 */
export function warmFrom(entry: string): string {
  const from: Record<string, string> = {
    order: 'loan-confirm',
    'complaint-form': 'complaint',
    'complaint-list': 'complaint',
    'complaint-details': 'complaint-list',
    'repay-code': 'repay-period',
    'repay-code-2': 'repay-period',
    'pay-guide': 'repay-code',
    'pay-guide-local': 'repay-code',
    index: 'about-us',
  };
  return from[entry] ?? 'order';
}

const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : String(n));

export function markdown(
  results: EntryResult[],
  meta: { runs: number; load: string; date: string; lighthouseRuns?: number },
  taps?: TapResult[],
): string {
  const lines = [
    '# Bench: prerendered entries vs. one client-rendered bundle',
    '',
    `Slow 4G (150 ms RTT, 1.6 Mbit/s) + 4× CPU, Chromium at an iPhone viewport, cold cache, reference server; median of ${meta.runs} run(s) per entry and build, runs interleaved. ` +
      `LCP includes the screen's first API round trip. JS KB: script bytes on the wire finished within the first 3 s. Lighthouse: performance score, mobile preset (our build)${meta.lighthouseRuns ? `, median of ${meta.lighthouseRuns} runs` : ''}. ` +
      `Measured ${meta.date}, machine load average ${meta.load}. Produced by \`npm run bench\` (\`scripts/bench/run.ts\`).`,
    '',
    '| entry | FCP ms | LCP ms | JS KB | SPA FCP ms | SPA LCP ms | SPA JS KB | LCP ratio | Lighthouse |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.entry} | ${ms(r.ours.fcp)} | ${ms(r.ours.lcp)} | ${r.ours.jsKb} | ${ms(r.spa?.fcp)} | ${ms(r.spa?.lcp)} | ${r.spa?.jsKb ?? '–'} | ${r.lcpRatio?.toFixed(2) ?? '–'} | ${r.lighthouse ?? '–'} |`,
    );
  }
  const warm = results.filter((r) => r.warm);
  if (warm.length) {
    lines.push(
      '',
      '## Warm: every screen after the first',
      '',
      'The entry opened after another one (column "after") in the same browser context with the HTTP cache kept, as the shell opens screen after screen in web views that share one cache; the same for the single-page bundle. ' +
        'Requests: those that went to the network (not served from the cache) and started before the LCP; script KB: script bytes on the wire finished before the LCP. Cold LCP beside it for comparison.',
      '',
      '| entry | after | cold LCP ms | warm FCP ms | warm LCP ms | requests before LCP | script KB before LCP | SPA warm LCP ms | warm ratio |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of warm) {
      const w = r.warm!;
      lines.push(
        `| ${r.entry} | ${w.from} | ${ms(r.ours.lcp)} | ${ms(w.ours.fcp)} | ${ms(w.ours.lcp)} | ${ms(w.ours.requestsBeforeLcp)} | ${w.ours.jsKbBeforeLcp} | ${ms(w.spa?.lcp)} | ${w.lcpRatio?.toFixed(2) ?? '–'} |`,
      );
    }
  }
  lines.push('', '![LCP per entry, both builds](bench.svg)', '');
  if (taps?.length) lines.push(tapMarkdown(taps, meta));
  return lines.join('\n');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A horizontal bar chart: per entry, our LCP and the SPA's, with the 1.2 s target line. */
export function svgChart(results: EntryResult[], targetMs = 1200): string {
  const rowH = 26;
  const left = 150;
  const width = 720;
  const plotW = width - left - 20;
  const top = 40;
  const height = top + results.length * rowH + 40;
  const max = Math.max(
    targetMs,
    ...results.flatMap((r) => [r.ours.lcp, r.spa?.lcp ?? 0]).filter((n) => Number.isFinite(n)),
  );
  const scale = (v: number) => (v / max) * plotW;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="11" role="img" aria-label="LCP per entry: prerendered build vs single-page bundle">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${left}" y="16" font-size="13" font-weight="bold">LCP per entry (ms), Slow 4G + 4× CPU, median</text>`,
    `<rect x="${left}" y="24" width="10" height="8" fill="#0b7a5c"/><text x="${left + 14}" y="32">prerendered entries</text>`,
    `<rect x="${left + 140}" y="24" width="10" height="8" fill="#b9c2cc"/><text x="${left + 154}" y="32">single-page bundle</text>`,
  ];
  results.forEach((r, i) => {
    const y = top + i * rowH;
    out.push(`<text x="${left - 6}" y="${y + 15}" text-anchor="end">${esc(r.entry)}</text>`);
    if (r.spa && Number.isFinite(r.spa.lcp)) {
      out.push(`<rect x="${left}" y="${y + 13}" width="${scale(r.spa.lcp).toFixed(1)}" height="9" fill="#b9c2cc"/>`);
      out.push(`<text x="${(left + scale(r.spa.lcp) + 3).toFixed(1)}" y="${y + 21}" fill="#555">${r.spa.lcp}</text>`);
    }
    out.push(`<rect x="${left}" y="${y + 3}" width="${scale(r.ours.lcp).toFixed(1)}" height="9" fill="#0b7a5c"/>`);
    out.push(`<text x="${(left + scale(r.ours.lcp) + 3).toFixed(1)}" y="${y + 11}">${r.ours.lcp}</text>`);
  });
  const tx = (left + scale(targetMs)).toFixed(1);
  out.push(
    `<line x1="${tx}" y1="${top - 2}" x2="${tx}" y2="${top + results.length * rowH}" stroke="#c0392b" stroke-dasharray="4 3"/>`,
  );
  out.push(
    `<text x="${tx}" y="${top + results.length * rowH + 14}" text-anchor="middle" fill="#c0392b">${targetMs} ms target</text>`,
  );
  out.push('</svg>');
  return out.join('\n') + '\n';
}
