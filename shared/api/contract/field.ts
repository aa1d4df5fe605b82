/**
 * Field reports (ADR 0021, transport and format ADR 0034): what a page view sends about itself, so the
 * lender's team learns how fast the screens are on borrowers' phones, what its backend sends that they
 * cannot read and which errors reached a borrower. Each report is an OpenTelemetry logs request as OTLP/HTTP
 * JSON (`ExportLogsServiceRequest`), `POST`ed to `config.fieldReports.url`, an OTLP logs endpoint
 * (`…/v1/logs`): the collector the lender already runs takes it as it is. The reference server collects it
 * on `FIELD_REPORT_PATH` (server/modules/field).
 *
 * Only the attributes named here, and nothing that could identify a borrower: no page query, token or
 * session key, no amount, name, phone, account number, no URL (a call is a path). A field's value is
 * reported as its type only.
 */

/** Where the reference server collects the reports: the OTLP/HTTP logs path (the demo build's report URL). */
export const FIELD_REPORT_PATH = '/v1/logs';

/** The vitals a report may carry, as `web-vitals` names them (the event's `browser.web_vital.name`: lower case). */
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

/**
 * Where a client error came from: the root boundary (`render`), an uncaught exception (`error`), an
 * unhandled promise rejection (`rejection`), a blocked request or script (`csp`).
 */
export const ERROR_SOURCES = ['render', 'error', 'rejection', 'csp'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/**
 * A client error: its type (`TypeError`; a CSP violation's directive) and its scrubbed message (a CSP
 * violation's blocked origin, or `inline`/`eval`).
 */
export interface FieldError {
  source: ErrorSource;
  name: string;
  message: string;
}

/** The OTLP service name of the pages (`service.name`); `service.version` is the build. */
export const SERVICE_NAME = 'peso-loan-web';
/** The instrumentation scope of every record. */
export const SCOPE_NAME = 'field-reports';

/**
 * The event names (a log record's `eventName`): a vital as the OpenTelemetry browser semantic conventions
 * name it; an error as the stable `exception` event; the rest in the application's own `app.` namespace.
 */
export const EVENTS = {
  vital: 'browser.web_vital',
  read: 'app.read_failure',
  error: 'exception',
  cap: 'app.cap_breach',
  swap: 'app.screen_swap',
} as const;

/**
 * How a screen swapped into the document (contract D38) was opened, which says where its time starts: a
 * finger (`touch`, from the touchstart), a click with no touch before it (`click`: a mouse, a keyboard, an
 * assistive technology), Back (`back`, from the history event), or the page's own code after a call the
 * tap made (`code`, from that opening: the call's time is the tapped screen's, not this one's).
 */
export const SWAP_INPUTS = ['touch', 'click', 'back', 'code'] as const;
export type SwapInput = (typeof SWAP_INPUTS)[number];

/** The languages of the pages (D27): the document's `lang`, on every report's resource (`app.lang`). */
export const REPORT_LANGS = ['en', 'fil'] as const;
export type ReportLang = (typeof REPORT_LANGS)[number];

/**
 * A screen swapped into the document (contract D38, ADR 0060): its own report, named by its entry, with
 * the entry it came from, how it was opened, and the milliseconds from that input to the first frame that
 * shows its data (absent when its data never came: a failed load, or left before). A soft navigation has
 * no LCP of its own: this is the time the bench measures for a tap (docs/bench/).
 */
export interface FieldSwap {
  from: string;
  input: SwapInput;
  ms?: number;
}

/**
 * The attribute keys. Semantic conventions where one exists (`browser.web_vital.*`, `exception.*`,
 * `url.path`, `service.*`); the application's own under `app.`.
 */
export const ATTR = {
  serviceName: 'service.name',
  serviceVersion: 'service.version',
  entry: 'app.entry',
  lang: 'app.lang',
  vitalName: 'browser.web_vital.name',
  vitalValue: 'browser.web_vital.value',
  vitalDelta: 'browser.web_vital.delta',
  vitalRating: 'browser.web_vital.rating',
  cache: 'app.cache',
  net: 'app.net',
  sample: 'app.sample_rate',
  readKind: 'app.read.kind',
  call: 'url.path',
  field: 'app.read.field',
  type: 'app.read.type',
  errorSource: 'app.error.source',
  exceptionType: 'exception.type',
  exceptionMessage: 'exception.message',
  cap: 'app.cap.name',
  product: 'app.cap.product',
  figure: 'app.cap.figure',
  limit: 'app.cap.limit',
  swapFrom: 'app.swap.from',
  swapInput: 'app.swap.input',
  swapMs: 'app.swap.ms',
} as const;

/** OTLP severities (`SeverityNumber`): a vital is INFO, a fallback WARN, a failure or an error ERROR. */
export const SEVERITY = { INFO: 9, WARN: 13, ERROR: 17 } as const;

/**
 * An OTLP `AnyValue` as JSON: 64-bit integers as decimal strings (OTLP/HTTP JSON, after proto3's JSON
 * mapping); only the kinds a report uses.
 */
export type OtlpValue = { stringValue: string } | { intValue: string } | { doubleValue: number };
export interface OtlpKeyValue {
  key: string;
  value: OtlpValue;
}
export interface OtlpLogRecord {
  /** Nanoseconds since the epoch, as a decimal string. */
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  body: { stringValue: string };
  eventName: string;
  attributes: OtlpKeyValue[];
  droppedAttributesCount: number;
}
/**
 * One page view's report, or one swapped screen's: one resource (the pages, their build, the entry, the
 * language), one scope, its records.
 */
export interface OtlpLogsRequest {
  resourceLogs: {
    resource: { attributes: OtlpKeyValue[]; droppedAttributesCount: number };
    scopeLogs: { scope: { name: string }; logRecords: OtlpLogRecord[] }[];
  }[];
}

/**
 * Where a page keeps the reports it has not sent (localStorage, a JSON array of `{ body, after? }`: the
 * request's JSON and the time before which a collector that asked for it to wait is not sent it again): a
 * page queues its report as it hides and the next page view sends it (ADR 0021). localStorage, not
 * sessionStorage: the shell opens each screen in its own web view, and those share only the former.
 */
export const FIELD_QUEUE_KEY = 'fieldReports.queue';

/** The most reads or errors one report carries (a payload that fails everywhere is still one report). */
export const FIELD_MAX_ITEMS = 20;
