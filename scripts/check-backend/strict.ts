/**
 * What a screen would show wrong or unproven on an answer it can read (contract D37, ADR 0053): each a
 * finding that names the field, what is wrong with it and what the borrower would see. `check:backend`
 * prints them in every run and fails on them in its strict mode, the default (docs/operators.md §4):
 *
 * - a money field sent as `null`, or as something that is not a number (`withheldMoney`);
 * - a Disclosure Statement input missing: a statement that cannot show its whole cost, or whose days
 *   count from the day it is read because the offer dates nothing (`disclosureFindings`);
 * - an order status outside the contract's table, and a balance the order cannot total (`orderFindings`);
 * - a `payableFrom` on a day already come: the payment refused with nothing left to wait for (`payableFindings`);
 * - a success without a payload, `{ code: 0, data: null }`: a catch-all route, not an answer (`emptySuccess`);
 * - under `--lang fil`, a call whose borrower-facing words came back in English (`englishWords`).
 *
 * Amounts that are not whole centavos or look like pesos are the money lines' warnings (`money.ts`).
 */
import type { Decl } from '../../shared/api/contract/declare';
import type { LoanConfirm, LoanDetails } from '../../shared/api/contract/loan';
import { loanDetailConfirm, loanDetails } from '../../shared/api/contract/loan';
import { disclosureOf } from '../../shared/features/loan-confirm/disclosure';
import { manilaDay } from '../../shared/format/manila-day';
import { LISTED_STATUSES, orderActions, statusIcon } from '../../pages/order/order-logic';
import { walkLeaves, withheldMoney } from './money';

export interface Finding {
  /** Its path from the envelope: `data.netAmount`. */
  field: string;
  /** What is wrong with what arrived. */
  problem: string;
  /** What the borrower would see on the screen. */
  sees: string;
}

/** What a screen shows of a money field sent as no figure, by call. */
const WITHHELD_SEES: Readonly<Record<string, string>> = {
  [loanDetailConfirm.path]:
    'a Disclosure Statement without the figures this one feeds (net proceeds, finance charge, effective interest rate), and Apply now disabled',
  [loanDetails.path]: '\u201cNot given\u201d in place of that line of the order\u2019s balance, and no total',
};

/** A money field sent as `null` or as no number (D37): never a figure, never the same as left out. */
export function withheldFindings(path: string, decl: Decl, payload: unknown, where: string): Finding[] {
  return withheldMoney(decl, payload, where).map(({ field, arrived }) => ({
    field,
    problem: `sent as ${arrived}: a money field is whole centavos or left out, never ${arrived} (D37)`,
    sees: WITHHELD_SEES[path] ?? 'no figure there, and nothing worked out from it',
  }));
}

/**
 * The Disclosure Statement's inputs (D25, D37): a statement short of its cost keeps Apply disabled; one
 * dated from today rests on a day the backend never gave.
 */
export function disclosureFindings(offer: LoanConfirm, rowsDropped: number[], where: string): Finding[] {
  const d = disclosureOf(offer, rowsDropped.length > 0);
  const out: Finding[] = [];
  const sees = `${d.notes.filter((n) => !n.startsWith('Schedule of payments')).join(' ')} Apply now is disabled.`;
  if (!d.complete) {
    const plan = offer.repay_plans ?? [];
    const undated = plan.flatMap((p, i) => (p.pay_time === '' ? [i] : []));
    const inputs = !plan.length
      ? [`${where}.repay_plans`]
      : rowsDropped.length
        ? rowsDropped.map((i) => `${where}.repay_plans.${i}.amount`)
        : d.netWithheld || offer.netAmount === 0
          ? [`${where}.netAmount`]
          : undated.length
            ? undated.map((i) => `${where}.repay_plans.${i}.pay_time`)
            : d.from === null
              ? [`${where}.loanDate`]
              : [`${where}.repay_plans`];
    // A withheld netAmount is already named by the money rule: said once.
    if (!d.netWithheld)
      for (const field of inputs)
        out.push({ field, problem: 'a Disclosure Statement input is missing or unreadable (D25)', sees });
  }
  if (d.fromToday)
    out.push({
      field: `${where}.loanDate`,
      problem: 'not sent, and no firstPayTime with firstPeriodDay: the statement cannot date the loan (D37)',
      sees: 'an effective interest rate counted from the day the borrower opens the screen, not the day the money is sent',
    });
  return out;
}

/** What the order screen shows for a status outside the table (`statusShows` in contract-docs, in words). */
function unlistedShows(status: number): string {
  const icon = statusIcon(status).replace(/^.*\/|\.svg$/g, '');
  const buttons = orderActions(status, '0') === 'none' ? 'no repay button' : 'a repay button';
  return `the ${icon} icon and ${buttons}, whatever the loan's state`;
}

/** The order's status against the contract's table, and a balance shown in parts without its total. */
export function orderFindings(order: LoanDetails, payload: unknown, where: string): Finding[] {
  const out: Finding[] = [];
  if (!(LISTED_STATUSES as readonly number[]).includes(order.orderStatus))
    out.push({
      field: `${where}.orderStatus`,
      problem: `${order.orderStatus} is not among the contract's order statuses (${LISTED_STATUSES.join(', ')})`,
      sees: unlistedShows(order.orderStatus),
    });
  const sent = (key: string) =>
    !!payload && typeof payload === 'object' && (payload as Record<string, unknown>)[key] !== undefined;
  const balance = ['balancePrincipal', 'balanceInterest', 'balanceCharges'];
  if (balance.some(sent))
    for (const key of balance.filter((k) => !sent(k)))
      out.push({
        field: `${where}.${key}`,
        problem: `left out while ${balance.filter(sent).join(' and ')} ${balance.filter(sent).length > 1 ? 'are' : 'is'} sent`,
        sees: 'a balance without this line and without its total ("Total left")',
      });
  const paid = ['paidInstalments', 'paidLateCharges', 'paidExtensionFees'];
  if (!sent('paidTotal') && paid.some(sent))
    out.push({
      field: `${where}.paidTotal`,
      problem: `left out while ${paid.filter(sent).join(' and ')} ${paid.filter(sent).length > 1 ? 'are' : 'is'} sent`,
      sees: 'nothing of what was paid',
    });
  return out;
}

/**
 * `payableFrom` (ADR 0045) is sent only while the lender refuses the payment, and says the first day it
 * takes it: on that day or after, the screens show no amount and no way to pay for a payment the lender
 * would take (the calls.md example copied as it is).
 */
export function payableFindings(
  instalment: { payableFrom?: number | string },
  where: string,
  today = manilaDay(Date.now()),
): Finding[] {
  const from = instalment.payableFrom;
  if (from === undefined || from === '') return [];
  const day = manilaDay(from);
  if (!Number.isNaN(day) && day > today) return [];
  return [
    {
      field: `${where}.payableFrom`,
      problem: Number.isNaN(day)
        ? 'sent, and not a date: leave it out unless the lender refuses this payment today'
        : 'a day already come: leave it out unless the lender refuses this payment today (it is the first day the payment is taken)',
      sees: 'no amount to pay and no way to pay, only "This payment can be made from …"',
    },
  ];
}

/** A success whose payload is `null` or absent on a start read: what a catch-all route answers. */
export function emptySuccess(payload: unknown, where: string): Finding[] {
  return payload === null || payload === undefined
    ? [
        {
          field: where,
          problem: `a success with ${payload === null ? 'null' : 'nothing'} in ${where}: the answer of a catch-all route, not of this call`,
          sees: 'the screen with every field empty, as if there were nothing to show',
        },
      ]
    : [];
}

/**
 * The borrower-facing words of a payload (contract D33's list, by field name), by path: what a backend
 * answers in Filipino under `lang=fil`. Names, ids, links, dates and amounts are not words.
 */
const WORDS = new Set([
  'noticeStatusText',
  'noticeDesText',
  'KindTipsMsg',
  'reyMsg',
  'cardPopTitle',
  'cardPopMsg',
  'text',
  'rate',
  'rangeDesc',
  'desc',
  'buttonText',
  'pRateDsc',
  'popTitle',
  'popContent',
  'NewButtonMsg',
  'NewPopMsg',
  'title',
  'subtitle',
  'remark',
  'noticeMsg',
  'noticeMessage',
  'errMessage',
  'steps',
]);

/** The words of a payload that read as words (two letters at least), by path. */
export function wordsOf(decl: Decl, payload: unknown, where: string): Map<string, string> {
  const out = new Map<string, string>();
  walkLeaves(decl, payload, where, (leaf, x, at, key) => {
    if (leaf.k === 'text' && WORDS.has(key) && typeof x === 'string' && /\p{L}{2}/u.test(x)) out.set(at, x);
  });
  return out;
}

/**
 * Under `lang=fil` (D33): every word of the call came back as the English answer has it, so the Filipino
 * page shows English where money is decided. A backend with some words in Filipino passes (D33: "where it
 * has them").
 */
export function englishWords(english: Map<string, string>, filipino: Map<string, string>): Finding[] {
  if (!english.size || [...english].some(([at, text]) => filipino.get(at) !== text)) return [];
  const fields = [...english.keys()];
  return [
    {
      field: fields.length > 3 ? `${fields.slice(0, 3).join(', ')} and ${fields.length - 3} more` : fields.join(', '),
      problem: 'answered in English under lang=fil: every word as in the English answer (D33)',
      sees: 'these texts in English on the Filipino page',
    },
  ];
}
