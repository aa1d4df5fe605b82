/**
 * Asks a backend what every screen asks it at start, and reads each answer as the screen would
 * (`npm run check:backend`, docs/operators.md). The reads are the pages' own first calls
 * (`pages/<entry>/first-calls.ts`) plus the landing's start reads; each payload is computed by
 * `payloadOf` from the page query the entry would be opened with, and each answer is read by the call's
 * declaration (`shared/api/contract/`) with the screens' reader (`shared/api/schemas/read.ts`), whose
 * reading report says which fields fell back. Only reads: nothing here moves money, writes, sends an SMS
 * or records a rating (the build already refuses a first call that is not a read without side effects).
 *
 * What it prints names fields and the *type* of what arrived; of the values, only the money figures (as
 * the screen shows them, beside what arrived, ADR 0043) and an order status outside the table (a number
 * as read), never a token, session key, name or text. A readable answer is then weighed by what the screen
 * would show a borrower (`strict.ts`, contract D37): each finding fails the strict check, the default. The
 * backend is not trusted (`answer.ts`: no redirect off its origin, a size and a time limit; `print.ts`:
 * its texts escaped, the secrets blanked in every form).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReadEndpoint } from '../../shared/api/contract/endpoint';
import { isSessionExpiredCode, isSuccessCode } from '../../shared/api/contract/endpoint';
import { channelTemplate, getSid } from '../../shared/api/contract/youmi';
import { contractList, loanDetailConfirm, loanDetails } from '../../shared/api/contract/loan';
import { loanDelayDetail, loanPlayDetail } from '../../shared/api/contract/repay';
import type { LoanPlayDetail } from '../../shared/api/contract/repay';
import type { MoneyFloorKind } from '../../shared/config/money-floors';
import { firstCall, fromQuery, payloadOf } from '../../shared/api/first-call';
import type { FirstCall, FromQuery } from '../../shared/api/first-call';
import { headerValue } from '../../shared/api/header-value';
import { onReadReport, typeOfValue } from '../../shared/api/read-report';
import type { ReadReport } from '../../shared/api/read-report';
import { readPayload } from '../../shared/api/schemas/read';
import { sessionHeaders } from '../../shared/session/page-query';
import { HEADER_KEYS, readQuery } from '../../shared/session/query';
import type { LoanConfirm, LoanDetails } from '../../shared/api/contract/loan';
import { loadEntries } from '../../shared/site/entries';
import { fetchAnswer } from './answer';
import { moneyFigures } from './money';
import type { MoneyFigure } from './money';
import { backendText, printable } from './print';
import {
  disclosureFindings,
  emptySuccess,
  englishWords,
  orderFindings,
  payableFindings,
  withheldFindings,
  wordsOf,
} from './strict';
import type { Finding } from './strict';

type AnyCall = FirstCall<unknown, unknown>;

const PAGES = resolve(import.meta.dirname, '../../pages');

/** As long as a page waits for an answer (`HTTP_TIMEOUT_MS` of `shared/api/request.ts`). */
export const TIMEOUT_MS = 60_000;

/**
 * The largest answer read: the largest start read of the reference server (a plan of twelve rows, a bind
 * card form) is a few kilobytes, and a phone on slow mobile data would not wait for a megabyte.
 */
export const MAX_BYTES = 1024 * 1024;

/**
 * Start reads a screen makes beside its first calls (those are sent by the start script; these by the
 * page once it runs). The landing is anonymous: its page query carries no session (spec §7).
 */
const OTHER_START_READS: Readonly<Record<string, { calls: AnyCall[]; anonymous?: true }>> = {
  landing: {
    // The registration template named by the page's `id` (`landing-page.tsx`), and the captcha's sid
    // that every visit asks for (`register-form.tsx`).
    calls: [firstCall(channelTemplate, { templateId: fromQuery('id', 'needed') }), firstCall(getSid, {})] as AnyCall[],
    anonymous: true,
  },
};

/**
 * Where a screen finds its payload when not in `data`: the newer Loan confirm reads its offer from the
 * envelope's `attach` and takes only `'00'` as success (`shared/features/loan-confirm/variant-policy.ts`).
 */
const ENVELOPE_OF: Readonly<Record<string, { path: string; from: 'attach'; success: (code: unknown) => boolean }>> = {
  'loan-confirm-v2': { path: loanDetailConfirm.path, from: 'attach', success: (code) => String(code) === '00' },
};

/**
 * Entries that are one screen for two envelopes of the same call: the shell opens the one the backend
 * speaks, so the pair is green when either opens. Each names the envelope it reads.
 */
export const PAIRS: readonly { screen: string; entries: readonly { entry: string; envelope: string }[] }[] = [
  {
    screen: 'Loan confirm',
    entries: [
      { entry: 'loan-confirm', envelope: '`data`, code 0' },
      { entry: 'loan-confirm-v2', envelope: "the newer `attach`, code '00'" },
    ],
  },
];

/**
 * The floor each money figure is weighed against (`shared/config/money-floors.ts`), by call: the offer's
 * amounts against the offer's, the extension's figures (its plan lists the fee among the instalments)
 * and the order's charges, fees and interest left against the fee's, every other figure against what is due.
 */
function floorsOf(path: string): (field: string) => MoneyFloorKind {
  if (path === loanDetailConfirm.path) return (field) => (/^\w+\.(amount|netAmount)$/.test(field) ? 'offer' : 'due');
  if (path === loanDelayDetail.path) return () => 'fee';
  // The order's balance and what was paid: its charges, fees and interest left can be a fee's size.
  if (path === loanDetails.path) return (field) => (/(Charges|Fees|Interest)$/.test(field) ? 'fee' : 'due');
  return () => 'due';
}

export interface CheckOptions {
  /** The backend's origin (and any path prefix the pages are served under). */
  base: string;
  token: string;
  order?: string;
  product?: string;
  complaint?: string;
  /** The landing's template id (its page's `id`). */
  template?: string;
  /** Other keys of the page query the shell appends (`building`, `gather`, …): sent as the pages do. */
  query?: Readonly<Record<string, string>>;
  /** Only these entries (file names without `.html`). */
  only?: readonly string[];
  fetch?: typeof fetch;
  /** Each answer's time limit (default the page's, `TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Each answer's size limit in bytes (default `MAX_BYTES`). */
  maxBytes?: number;
  /**
   * `fil`: open every entry as its Filipino twin (`lang=fil` on every call, D27) and ask each read in
   * English too: a call whose every word came back as in English is a finding (D33).
   */
  lang?: 'fil';
}

/** The page-query key each flag stands for. */
const FLAG_KEYS: Readonly<Record<string, keyof CheckOptions>> = {
  orderId: 'order',
  productId: 'product',
  product_id: 'product',
  problemId: 'complaint',
  id: 'template',
};

/**
 * One read's outcome. `fails` with `opens`: the screen opens but cannot work (an id it sends back was
 * changed by JSON parsing).
 */
export type CallOutcome =
  | { kind: 'full' }
  | { kind: 'fallbacks'; fields: { field: string; arrived: string }[] }
  | { kind: 'fails'; reason: string; opens?: true }
  | { kind: 'skipped'; needs: string };

export interface CallResult {
  method: string;
  path: string;
  outcome: CallOutcome;
  /** The money figures of a readable answer, in the answer's order. */
  money?: MoneyFigure[];
  /** What the screen would show wrong or unproven (`strict.ts`): each fails the strict check. */
  findings?: Finding[];
}

export type EntryVerdict =
  | 'reads fully'
  | 'reads with fallbacks'
  | 'reads with money warnings'
  | 'shows a wrong or unproven figure'
  | 'sends back a changed id'
  | 'cannot open'
  | 'not needed: its pair opens'
  | 'not checked';

export interface EntryResult {
  entry: string;
  verdict: EntryVerdict;
  /** The names (never the values) of the page query the entry was opened with. */
  queryKeys: string[];
  calls: CallResult[];
}

/** The entries that read something at start, each with its reads, by file name. */
export async function startReads(): Promise<{ entry: string; calls: AnyCall[]; anonymous: boolean }[]> {
  const out: { entry: string; calls: AnyCall[]; anonymous: boolean }[] = [];
  for (const entry of readdirSync(PAGES).sort()) {
    const file = join(PAGES, entry, 'first-calls.ts');
    const first = existsSync(file) ? ((await import(pathToFileURL(file).href)) as { default: AnyCall[] }).default : [];
    const other = OTHER_START_READS[entry];
    const calls = [...first, ...(other?.calls ?? [])];
    if (calls.length) out.push({ entry, calls, anonymous: !!other?.anonymous });
  }
  return out;
}

/** The page query keys a call takes from the page, and whether it cannot be sent without each. */
function queryKeys(call: AnyCall): FromQuery[] {
  return Object.values(call.payload as Record<string, unknown>).filter(
    (v): v is FromQuery => !!v && typeof v === 'object' && typeof (v as FromQuery).query === 'string',
  );
}

/** The page query an entry is opened with: the session, and the ids its reads take from the query. */
function pageQueryOf(calls: AnyCall[], anonymous: boolean, options: CheckOptions): Record<string, string> {
  const search = new URLSearchParams();
  if (!anonymous) {
    search.set('token', options.token);
    for (const [key, value] of Object.entries(options.query ?? {})) search.set(key, value);
  }
  // A Filipino twin's page query says so, whoever opened it (D27): the session's or the landing's.
  if (options.lang) search.set('lang', options.lang);
  for (const { query } of calls.flatMap(queryKeys)) {
    const flag = FLAG_KEYS[query];
    const value = flag ? options[flag] : undefined;
    if (typeof value === 'string' && value !== '') search.set(query, value);
  }
  // The pages' own reading of their address bar: first value wins, `productId`/`product_id` mirrored.
  return readQuery(`?${search}`);
}

/** A value's type as the report says it: what arrived, never the value. */
function arrivedAs(type: string): string {
  return type === 'undefined' ? 'nothing' : type;
}

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

/** A read's answer once it succeeded: its payload and where it sat (`data`, or the newer `attach`). */
type Exchanged = { ok: true; payload: unknown; where: 'data' | 'attach' } | { ok: false; outcome: CallOutcome };

/**
 * Sends one read as the request helper does, with the page query `page`, and returns its payload once
 * the envelope says success. Whatever the backend does ends as an outcome: `fetchAnswer` turns every
 * failure of the exchange into a sentence.
 */
async function exchange(
  entry: string,
  call: AnyCall,
  page: Record<string, string>,
  options: CheckOptions,
): Promise<Exchanged> {
  const endpoint = call.endpoint as ReadEndpoint<unknown, unknown>;
  const failure = (outcome: CallOutcome): Exchanged => ({ ok: false, outcome });
  const payload = payloadOf(call, page) as Record<string, unknown>;
  const query = new URLSearchParams();
  const form = new URLSearchParams();
  const params: Record<string, unknown> = { ...page, ...(endpoint.body === 'query' ? payload : {}) };
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  if (endpoint.body !== 'query')
    for (const [key, value] of Object.entries(payload)) if (value !== undefined) form.set(key, String(value));
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  for (const [key, value] of Object.entries(sessionHeaders(page, HEADER_KEYS))) headers[key] = headerValue(value);
  if (endpoint.method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';

  const qs = query.toString();
  // Blanked before any text of the backend is cut for the report, so no part of one is ever printed.
  const secrets = [options.token, ...Object.values(options.query ?? {})];
  const answer = await fetchAnswer(
    `${options.base.replace(/\/+$/, '')}${endpoint.path}${qs ? `?${qs}` : ''}`,
    { method: endpoint.method, headers, body: endpoint.method === 'POST' ? form.toString() : undefined },
    options.fetch ?? fetch,
    { timeoutMs: options.timeoutMs ?? TIMEOUT_MS, maxBytes: options.maxBytes ?? MAX_BYTES },
    secrets,
  );
  if (!answer.ok) return failure({ kind: 'fails', reason: answer.reason });
  let body: unknown;
  try {
    body = /json/i.test(answer.contentType) ? JSON.parse(answer.text) : undefined;
  } catch {
    body = undefined;
  }
  const envelope = isRecord(body) && 'code' in body ? body : undefined;
  // D9, D19: a gateway's HTTP 401 or the envelope's code 401 is the end of the session.
  if (answer.status === 401 || (envelope && isSessionExpiredCode(envelope.code)))
    return failure({ kind: 'fails', reason: 'the token was not accepted (401): the screen sends the shell to login' });
  if (!envelope)
    return failure({
      kind: 'fails',
      reason: `HTTP ${answer.status}: the answer is not the JSON envelope { code, message, data } (content-type ${
        answer.contentType ? backendText(answer.contentType, secrets, 60).slice(1, -1) : 'none'
      })`,
    });

  const special = ENVELOPE_OF[entry]?.path === endpoint.path ? ENVELOPE_OF[entry] : undefined;
  const succeeded = special ? special.success(envelope.code) : isSuccessCode(envelope.code);
  if (!succeeded)
    return failure({
      kind: 'fails',
      reason: `the backend refused: code ${codeText(envelope.code, secrets)}${
        special ? ` (this screen takes only '00')` : ''
      }, with a message of ${String(textOf(envelope.message ?? envelope.msg).length)} characters`,
    });
  return special
    ? { ok: true, payload: envelope[special.from], where: special.from }
    : { ok: true, payload: envelope.data, where: 'data' };
}

/**
 * Sends one read and reads its answer as the screen does; the rest reads parsed JSON by a declaration of
 * bounded depth. A readable answer is then weighed by what the screen would show (`strict.ts`); under
 * `lang: 'fil'` the read is asked in English too, and its words compared.
 */
async function checkCall(
  entry: string,
  call: AnyCall,
  page: Record<string, string>,
  options: CheckOptions,
): Promise<CallResult> {
  const endpoint = call.endpoint as ReadEndpoint<unknown, unknown>;
  const result = (outcome: CallOutcome): CallResult => ({ method: endpoint.method, path: endpoint.path, outcome });
  const missing = queryKeys(call).find((k) => k.when === 'needed' && !page[k.query]?.trim());
  if (missing) {
    const flag = FLAG_KEYS[missing.query];
    return result({ kind: 'skipped', needs: flag ? `--${flag}` : missing.query });
  }
  const answered = await exchange(entry, call, page, options);
  if (!answered.ok) return result(answered.outcome);
  const { payload: data, where } = answered;

  const reports: ReadReport[] = [];
  const stop = onReadReport((r) => reports.push(r));
  let read: ReturnType<typeof readPayload>;
  try {
    read = readPayload(endpoint.data, data, endpoint.path);
  } finally {
    stop();
  }
  const fieldOf = (r: ReadReport) => `${where}${r.field ? `.${r.field}` : ''}`;
  if (!read.ok) {
    // The payload's failure is noted last (an id beyond 2^53 read earlier is noted as one too).
    const failure = reports.filter((r) => r.kind === 'failure').at(-1);
    const field = failure?.field ? `${where}.${failure.field}` : where;
    return result({
      kind: 'fails',
      reason: `${field} is required and cannot be read (${read.issue.replace(/^.*?: /, '')}): arrived as ${arrivedAs(
        failure?.type ?? typeOfValue(data),
      )}`,
    });
  }
  const money = moneyFigures(endpoint.data, data, where, floorsOf(endpoint.path));
  const findings = await findingsOf(entry, call, page, options, { data, where, value: read.value, reports });
  const weighed = { money, ...(findings.length && { findings }) };
  // An id sent as a JSON number beyond 2^53 is read as the text JSON parsing already changed it to (D23):
  // the screen opens, and sends back an id the backend never gave.
  const changed = reports.filter((r) => r.kind === 'failure' && r.type === 'unsafe integer').map(fieldOf);
  if (changed.length)
    return {
      ...result({
        kind: 'fails',
        opens: true,
        reason: `${changed.join(', ')}: an id sent as a JSON number beyond 2^53, already changed by JSON parsing, so the screen would send back an id the backend never gave: send ids as text (D23)`,
      }),
      ...weighed,
    };
  // A fallback shows the field's default. An amount not in whole centavos may be noted as a reading
  // failure too (D32): its money line above already says so, with the figure shown. A money field sent
  // as no figure is a finding (D37), said once there.
  const inDoubt = new Set([...money.filter((m) => m.warning), ...findings].map((m) => m.field));
  const fields = reports
    .filter((r) => !inDoubt.has(fieldOf(r)))
    .map((r) => ({ field: fieldOf(r), arrived: arrivedAs(r.type) }));
  return { ...result(fields.length ? { kind: 'fallbacks', fields } : { kind: 'full' }), ...weighed };
}

/** What the screen would show wrong or unproven on a readable answer (`strict.ts`). */
async function findingsOf(
  entry: string,
  call: AnyCall,
  page: Record<string, string>,
  options: CheckOptions,
  answer: { data: unknown; where: string; value: unknown; reports: ReadReport[] },
): Promise<Finding[]> {
  const endpoint = call.endpoint as ReadEndpoint<unknown, unknown>;
  const { data, where, value, reports } = answer;
  const findings = [...emptySuccess(data, where), ...withheldFindings(endpoint.path, endpoint.data, data, where)];
  if (endpoint.path === loanDetailConfirm.path) {
    const dropped = reports.flatMap((r) => {
      const row = /^repay_plans\.(\d+)$/.exec(r.field);
      return row ? [Number(row[1])] : [];
    });
    findings.push(...disclosureFindings(value as LoanConfirm, dropped, where));
  }
  if (endpoint.path === loanDetails.path) findings.push(...orderFindings(value as LoanDetails, data, where));
  if (endpoint.path === loanPlayDetail.path) findings.push(...payableFindings(value as LoanPlayDetail, where));
  // The agreements' titles are the documents' names, not words the backend says (D33's list).
  if (options.lang === 'fil' && data !== null && data !== undefined && endpoint.path !== contractList.path) {
    const { lang: _, ...english } = page;
    const inEnglish = await exchange(entry, call, english, options);
    if (inEnglish.ok)
      findings.push(
        ...englishWords(wordsOf(endpoint.data, inEnglish.payload, where), wordsOf(endpoint.data, data, where)),
      );
  }
  return findings;
}

/** A `code` as the report shows it: a number as it is, anything else escaped and quoted. */
function codeText(code: unknown, secrets: readonly string[]): string {
  if (typeof code === 'number') return String(code);
  if (typeof code === 'string') return backendText(code, secrets, 20);
  return `of type ${typeOfValue(code)}`;
}

function textOf(x: unknown): string {
  return typeof x === 'string' ? x : '';
}

/** Every entry's start reads against the backend, in file-name order. */
export async function checkBackend(options: CheckOptions): Promise<EntryResult[]> {
  const out: EntryResult[] = [];
  for (const { entry, calls, anonymous } of await startReads()) {
    if (options.only?.length && !options.only.includes(entry)) continue;
    const page = pageQueryOf(calls, anonymous, options);
    const results: CallResult[] = [];
    // One read at a time: the staging backend's log then reads in the order of this report.
    for (const call of calls) results.push(await checkCall(entry, call, page, options));
    out.push({ entry, verdict: verdictOf(results), queryKeys: Object.keys(page), calls: results });
  }
  // One of a pair that cannot open while the other opens is not needed: the shell opens the other.
  for (const pair of PAIRS) {
    const members = pair.entries.map((p) => out.find((r) => r.entry === p.entry));
    if (members.some((m) => !m) || !members.some((m) => opens(m!.verdict))) continue;
    for (const m of members) if (m!.verdict === 'cannot open') m!.verdict = 'not needed: its pair opens';
  }
  return out;
}

/** Whether the screen opens (with fallbacks, money warnings or findings, it still does). */
function opens(verdict: EntryVerdict): boolean {
  return (
    verdict === 'reads fully' ||
    verdict === 'reads with fallbacks' ||
    verdict === 'reads with money warnings' ||
    verdict === 'shows a wrong or unproven figure'
  );
}

function verdictOf(calls: CallResult[]): EntryVerdict {
  const fails = calls.flatMap((c) => (c.outcome.kind === 'fails' ? [c.outcome] : []));
  if (fails.some((f) => !f.opens)) return 'cannot open';
  if (fails.length) return 'sends back a changed id';
  if (calls.every((c) => c.outcome.kind === 'skipped')) return 'not checked';
  if (calls.some((c) => c.findings?.length)) return 'shows a wrong or unproven figure';
  if (calls.some((c) => c.money?.some((m) => m.warning))) return 'reads with money warnings';
  return calls.some((c) => c.outcome.kind === 'fallbacks') ? 'reads with fallbacks' : 'reads fully';
}

function describe(outcome: CallOutcome): string[] {
  switch (outcome.kind) {
    case 'full':
      return ['reads fully'];
    case 'fallbacks':
      return [
        'reads with fallbacks: the screen shows the rest',
        ...outcome.fields.map((f) => `  ${f.field}: arrived as ${f.arrived}; shown as its default`),
      ];
    case 'fails':
      return [`${outcome.opens ? 'fails' : 'cannot open'}: ${outcome.reason}`];
    case 'skipped':
      return [`not sent: needs ${outcome.needs}`];
  }
}

/**
 * Each money figure: what arrived, as the screen shows it, and the warning when there is one, with the
 * screen the borrower reads it on.
 */
function describeMoney(figures: readonly MoneyFigure[] = [], screen = ''): string[] {
  return figures.map(
    (m) =>
      `  ${m.field}: ${m.raw} shows as ${m.shown}${m.warning ? `; WARNING: ${m.warning}; on ${screen} the borrower sees ${m.shown}` : ''}`,
  );
}

/** Each finding: the field, what is wrong, and what the borrower sees on the screen (`screen`). */
function describeFindings(findings: readonly Finding[] = [], screen: string): string[] {
  return findings.map((f) => `  FAILS ${f.field}: ${f.problem}; on ${screen} the borrower sees ${f.sees}`);
}

/** The screens' titles (in English), by entry: each finding says on which screen the borrower reads it. */
function titles(): Map<string, string> {
  return new Map(loadEntries().map((e) => [e.name, e.title]));
}

/** The pairs' lines: which envelope the backend speaks and which entry the shell must open. */
function pairLines(results: EntryResult[]): string[] {
  const lines: string[] = [];
  for (const pair of PAIRS) {
    const members = pair.entries.flatMap((p) => {
      const r = results.find((x) => x.entry === p.entry);
      return r ? [{ ...p, verdict: r.verdict }] : [];
    });
    if (members.length < 2) continue;
    const open = members.filter((m) => opens(m.verdict));
    const names = members.map((m) => m.entry).join(' or ');
    lines.push(
      open.length === members.length
        ? `${pair.screen} (${names}): the backend speaks every envelope (${members
            .map((m) => m.envelope)
            .join('; ')}): the shell may open either entry.`
        : open.length
          ? `${pair.screen} (${names}): the backend speaks ${open[0].envelope}: the shell must open ${open[0].entry}.`
          : `${pair.screen} (${names}): neither envelope reads (${members.map((m) => m.envelope).join('; ')}).`,
    );
  }
  return lines;
}

/**
 * The report: one small table per entry (its reads and what each gave, with each money figure as the
 * screen shows it), the pairs' envelopes, then a summary. Every line is escaped, and `secrets` (the
 * token and every session value) are blanked in every form they might appear in, as a last guard.
 */
export function formatReport(
  results: EntryResult[],
  base: string,
  secrets: readonly string[] = [],
  mode: { strict?: boolean; lang?: 'fil' } = {},
): string {
  const strict = mode.strict ?? true;
  const names = titles();
  const lines: string[] = [
    `Start reads of every screen${mode.lang ? ` in Filipino (fil/, lang=${mode.lang})` : ''} against ${base}`,
    '',
  ];
  const width = Math.max(...results.flatMap((r) => r.calls.map((c) => `${c.method} ${c.path}`.length)));
  for (const r of results) {
    const unsent = r.verdict === 'not checked' ? 0 : r.calls.filter((c) => c.outcome.kind === 'skipped').length;
    const keys = r.queryKeys.length ? r.queryKeys.join(', ') : 'none';
    lines.push(`${r.entry}: ${r.verdict}${unsent ? ` (${unsent} of its reads not sent)` : ''}; page query: ${keys}`);
    const screen = `${mode.lang ? 'fil/' : ''}${r.entry} (${names.get(r.entry) ?? r.entry})`;
    for (const c of r.calls) {
      const full = c.outcome.kind === 'full';
      const doubt = full && c.money?.some((m) => m.warning);
      const misleads = full && !doubt && !!c.findings?.length;
      const [first, ...rest] = [
        ...(doubt
          ? ['reads, with money in doubt: the screen shows these figures']
          : misleads
            ? ['reads, and would show the borrower what FAILS says']
            : describe(c.outcome)),
        ...describeMoney(c.money, screen),
        ...describeFindings(c.findings, screen),
      ];
      const call = `${c.method} ${c.path}`;
      lines.push(`  ${call.padEnd(width)}  ${first}`);
      for (const more of rest) lines.push(`  ${''.padEnd(width)}  ${more}`);
    }
    lines.push('');
  }
  const pairs = pairLines(results);
  if (pairs.length) lines.push(...pairs, '');
  const count = (v: EntryVerdict) => results.filter((r) => r.verdict === v).length;
  const also = (
    [
      ['reads with money warnings', 'read with money warnings'],
      ['shows a wrong or unproven figure', 'show a wrong or unproven figure'],
      ['sends back a changed id', 'send back a changed id'],
      ['not needed: its pair opens', 'not needed (its pair opens)'],
    ] as const
  )
    .filter(([v]) => count(v))
    .map(([v, words]) => ` ${count(v)} ${words}.`)
    .join('');
  lines.push(
    `${results.length} entries: ${count('reads fully')} read fully, ${count('reads with fallbacks')} with fallbacks, ` +
      `${count('cannot open')} cannot open, ${count('not checked')} not checked.${also}`,
  );
  lines.push(
    failed(results, strict)
      ? strict
        ? 'FAILED (strict, the default): a screen cannot open, or would show a borrower a wrong or unproven figure.'
        : 'FAILED (--lenient): a screen cannot open.'
      : strict
        ? 'PASSED (strict, the default): every screen opens and shows only figures the backend proved.'
        : 'PASSED (--lenient): every screen opens; money warnings and findings above do not fail this mode.',
  );
  return lines.map((line) => printable(line, secrets)).join('\n');
}

/**
 * Whether the check fails: an entry that cannot open (its pair does not) or sends back a changed id; in
 * the strict mode (the default, the one a lender's CI runs: docs/operators.md §4) also one that would
 * show a money figure in doubt or a finding (`strict.ts`, contract D37).
 */
export function failed(results: readonly EntryResult[], strict = true): boolean {
  const fails: readonly EntryVerdict[] = strict
    ? ['cannot open', 'sends back a changed id', 'reads with money warnings', 'shows a wrong or unproven figure']
    : ['cannot open', 'sends back a changed id'];
  return results.some((r) => fails.includes(r.verdict));
}
