/**
 * Field reports (ADR 0021): what a page view sends about itself, so the lender's team learns how
 * fast the screens are on borrowers' phones and what its backend sends that they cannot read. The pages
 * send it to `config.fieldReports.url`; the reference server collects it on `FIELD_REPORT_PATH`.
 *
 * Only these fields, and nothing that could identify a borrower: no page query, token or session key, no
 * amount, name, phone, account number, no URL at all. A field's value is reported as its type only.
 */

/** Where the reference server collects the reports (the demo build's `config.fieldReports.url`). */
export const FIELD_REPORT_PATH = '/api/field/report';

/** The vitals a report may carry, as `web-vitals` names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The browser's guess of the connection (Network Information API), where it says one. */
export const EFFECTIVE_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type EffectiveType = (typeof EFFECTIVE_TYPES)[number];

/** A reading failure: the call, the field and what arrived there as a type (`repayDate: string`). */
export interface FieldRead {
  /** `fallback`: the field fell back and the screen showed the rest; `failure`: the load failed. */
  kind: 'fallback' | 'failure';
  /** The call's path, e.g. `/states/v3/repay/loan-play-detail` (never a query). */
  call: string;
  /** The field's path inside `data`, dot-joined; '' for `data` itself. */
  field: string;
  /** `string`, `number`, `object`, `array`, `null`, `undefined`, `boolean`. */
  type: string;
}

/** A render error the root boundary caught: the error's name and its scrubbed message. */
export interface FieldError {
  name: string;
  message: string;
}

/** The body of one report (JSON; sent as `text/plain` so another origin needs no preflight). */
export interface FieldReport {
  v: 1;
  /** The entry's name (`order`, `repay-period`, `index`), never its address. */
  entry: string;
  /** The build's version (`0.1.0+<commit>`). */
  build: string;
  /** The share of page views whose vitals are sent (0–1): a collector weighs counts by it. */
  sample: number;
  /** Whether the shared scripts came from the HTTP cache (`warm`) or the network (`cold`). */
  cache: 'warm' | 'cold' | 'unknown';
  /** The connection's effective type, where the browser says it. */
  net?: EffectiveType;
  /** Milliseconds (CLS: the unitless score), each at most once per page view. */
  vitals?: Partial<Record<VitalName, number>>;
  reads?: FieldRead[];
  errors?: FieldError[];
}

/**
 * Where a page keeps the reports it has not sent (localStorage, JSON array of `FieldReport`): a page queues
 * its report as it hides and the next page view sends it (ADR 0021). localStorage, not sessionStorage: the
 * shell opens each screen in its own web view, and those share only the former. The shell may clear it freely.
 */
export const FIELD_QUEUE_KEY = 'fieldReports.queue';

/** The most reads or errors one report carries (a payload that fails everywhere is still one report). */
export const FIELD_MAX_ITEMS = 20;
