/**
 * The ledger (ADR 0033): each disbursed order is a loan with its schedule (the instalments `priceLoan`
 * priced the offer with, counted from the day the money was sent), the payments applied to it, the late
 * charges the loan terms' §4 formula accrues with the configured figures (`config.loanTerms`, the same
 * values the terms page fills its placeholders from), its extensions (§5) and the early-repayment rule
 * (§3). Every call that shows money reads `loanState`; an order's status and due date are the ledger's
 * (`syncBorrower`, run before each call of a borrower), on the borrower's own clock (`clockOf`, moved by
 * the development route `/_clock`). Money in cents, times in epoch milliseconds.
 */
import { config } from '../../../shared/config/config';
import { lateCharges } from '../../../shared/config/late-charges';
import type { Db } from '../../db';
import { manilaDate, money } from '../../format';
import { ApiError } from '../../http';
import { DAY, HOUR } from '../../time';
import { priceLoan } from '../loan/pricing';
import type { LoanPrice } from '../loan/pricing';

/** The loan terms' figures: one source for the terms text and the ledger. */
export const TERMS = config.loanTerms;

/** Within this many days of its due date an instalment is 'Repayment due' (status 174). */
export const DUE_SOON_DAYS = 7;

export const UNDER_REVIEW = 21;
export const DISBURSING = 151;
export const REPAYING = 170;
export const DUE = 174;
export const OVERDUE = 180;
export const SETTLED = 200;
/** Statuses the ledger (or, before disbursement, the application's dates) decides. */
const LEDGER_STATUSES = [UNDER_REVIEW, DISBURSING, REPAYING, DUE, OVERDUE, SETTLED];

/** An application is decided a day after it is filed and the money sent a day later (terms §2). */
export const DECISION_DAYS = 1;
export const DISBURSEMENT_DAYS = 2;

/**
 * When the money of a loan applied for at `applied` (epoch ms) is sent: the day its schedule counts from,
 * and the offer's `loanDate`, so the Disclosure Statement's dates are the order's (ADR 0045).
 */
export const releaseOf = (applied: number): number => applied + DISBURSEMENT_DAYS * DAY;

const MANILA_MS = 8 * HOUR;
/** The Manila calendar day of an instant, as a day number. */
export const dayOf = (ms: number): number => Math.floor((ms + MANILA_MS) / DAY);

export interface LedgerOrder {
  id: number;
  borrower_id: number;
  status: number;
  product_code: string;
  amount_cents: number;
  term_days: number;
  created_at: number;
  decide_at: number | null;
  start_at: number | null;
  allow_extension: number;
}

export interface EntryRow {
  kind: 'payment' | 'extension';
  /** 1-based. */
  instalment: number;
  /** A payment: what was paid; an extension: its fee. */
  amount_cents: number;
  /** The instalment's late charges when the entry was made (a payment's share of late charges). */
  late_cents: number;
  /**
   * An extension: the days bought (`extension.days`); the instalment moves them from its due date, or from
   * the day of payment when overdue, and every later one moves them exactly (`extendedDues`).
   */
  days: number;
  at: number;
}

export interface Instalment {
  n: number;
  of: number;
  /** The due date after extensions. */
  due: number;
  /** The scheduled amount (principal, interest and a fee not deducted upfront). */
  amount: number;
  paidAt: number | null;
  /** Late charges: frozen when paid, accrued until now otherwise (within the total cost cap). */
  late: number;
  extended: boolean;
}

export interface LoanState {
  price: LoanPrice;
  instalments: Instalment[];
  /** The first instalment not paid; null when the loan is settled. */
  current: Instalment | null;
  /**
   * What paying now pays (contract D36), oldest first: every unpaid instalment whose date is today or
   * past, each with its late charges; when none is, the current one. Empty when the loan is settled.
   */
  dues: Instalment[];
  status: number;
  /** What paying now asks: the sum of `dues`, each instalment with its late charges (0 when settled). */
  amountDue: number;
  /** The current instalment's due date, or the last payment's day when settled. */
  dueAt: number;
  extensionFeesPaid: number;
  /** Whether an extension of the current instalment can be bought now, and its fee. */
  canExtend: boolean;
  extensionFee: number;
  /** From when the whole loan may be repaid early (terms §3). */
  earlyFrom: number;
  /** Paying now would repay the whole loan before the terms allow it. */
  earlyRefused: boolean;
}

/** The borrower's now: the real time moved by the days of their clock (`/_clock`). */
export function clockOf(db: Db, borrowerId: number): number {
  const row = db.prepare('SELECT offset_days FROM borrower_clocks WHERE borrower_id = ?').get(borrowerId) as
    { offset_days: number } | undefined;
  return Date.now() + (row?.offset_days ?? 0) * DAY;
}

/** Moves a borrower's clock on by `days`; returns the new offset in days. */
export function moveClock(db: Db, borrowerId: number, days: number): number {
  db.prepare(
    `INSERT INTO borrower_clocks (borrower_id, offset_days) VALUES (?, ?)
     ON CONFLICT(borrower_id) DO UPDATE SET offset_days = offset_days + excluded.offset_days`,
  ).run(borrowerId, days);
  return (
    db.prepare('SELECT offset_days FROM borrower_clocks WHERE borrower_id = ?').get(borrowerId) as {
      offset_days: number;
    }
  ).offset_days;
}

/**
 * The daily penalty of an unpaid amount `days` days overdue, in cents before rounding (terms §4): the
 * shared formula without the one-time charge.
 * @example penalty(323000, 5) // 1615 (0.1 % a day for 5 days)
 */
export function penalty(unpaid: number, days: number): number {
  return lateCharges(TERMS, unpaid, days, 'incurred');
}

/** The extension fee of an instalment of `amount` cents (terms §5). */
export function extensionFeeOf(amount: number): number {
  return Math.round((amount * TERMS.extension.feePercent) / 100);
}

/**
 * The loan's state at `now`: pure, from the order, its entries and whether the borrower is a repeat
 * client. The order must be disbursed (`start_at` set).
 */
export function loanState(order: LedgerOrder, entries: EntryRow[], now: number, repeatClient: boolean): LoanState {
  const start = order.start_at ?? order.created_at;
  const price = priceLoan(order.product_code, order.amount_cents, order.term_days, start);
  const of = price.plans.length;
  const instalments: Instalment[] = price.plans.map((p, i) => ({
    n: i + 1,
    of,
    due: p.pay_time,
    amount: p.amount,
    paidAt: null,
    late: 0,
    extended: false,
  }));
  const frozen = new Map<number, number>();
  // The late charges an unpaid instalment has incurred by `at`, before the cap: what an extension keeps.
  const oneTime = repeatClient ? 'repeat' : 'new';
  const incurredBy = (inst: Instalment, at: number): number => {
    const before = frozen.get(inst.n) ?? 0;
    const days = Math.max(0, dayOf(at) - dayOf(inst.due));
    return Math.round(before + lateCharges(TERMS, inst.amount, days, before > 0 ? 'incurred' : oneTime));
  };
  let extensionFeesPaid = 0;
  for (const e of entries) {
    const inst = instalments[e.instalment - 1];
    if (!inst) continue;
    if (e.kind === 'extension') {
      extensionFeesPaid += e.amount_cents;
      inst.extended = true;
      const moving = instalments.slice(inst.n - 1).filter((i) => i.paidAt === null);
      // Terms §5: the late charges each moved instalment has incurred stay owed; none accrue until its new
      // date. The extended one's are the entry's (what the borrower was shown), a later overdue one's its own.
      for (const m of moving) frozen.set(m.n, m === inst ? e.late_cents : incurredBy(m, e.at));
      extendedDues(
        moving.map((i) => i.due),
        e.at,
        e.days,
      ).forEach((due, k) => (moving[k].due = due));
    } else {
      inst.paidAt = e.at;
      inst.late = e.late_cents;
    }
  }
  // Interest, fees and penalties together stop at the cap (terms §4): what is left for late charges.
  let room =
    Math.floor((order.amount_cents * TERMS.totalCostCapPercent) / 100) -
    price.interest -
    price.fee -
    extensionFeesPaid -
    instalments.reduce((sum, i) => sum + (i.paidAt === null ? 0 : i.late), 0);
  for (const inst of instalments) {
    if (inst.paidAt !== null) continue;
    // One formula with the penalty cap's check (late-charges.ts): an extension keeps the one-time charge incurred.
    inst.late = Math.max(0, Math.min(incurredBy(inst, now), room));
    room -= inst.late;
  }
  const current = instalments.find((i) => i.paidAt === null) ?? null;
  const unpaid = instalments.filter((i) => i.paidAt === null);
  // D36: everything whose date has come is due together, oldest first (the unpaid ones are in date order).
  const reached = unpaid.filter((i) => dayOf(i.due) <= dayOf(now));
  const dues = reached.length ? reached : unpaid.slice(0, 1);
  const last = instalments[of - 1];
  const dueDays = current ? dayOf(current.due) - dayOf(now) : 0;
  const status = !current ? SETTLED : dueDays < 0 ? OVERDUE : dueDays <= DUE_SOON_DAYS ? DUE : REPAYING;
  const earlyFrom = start + Math.max(Math.ceil(order.term_days / 2), TERMS.earlyRepaymentMinDays) * DAY;
  return {
    price,
    instalments,
    current,
    status,
    dues,
    amountDue: dues.reduce((sum, i) => sum + i.amount + i.late, 0),
    dueAt: current ? current.due : (last.paidAt ?? last.due),
    extensionFeesPaid,
    canExtend: Boolean(current && order.allow_extension && !current.extended && (status === DUE || status === OVERDUE)),
    extensionFee: current ? extensionFeeOf(current.amount) : 0,
    earlyFrom,
    earlyRefused: Boolean(dues.some((i) => i.n === of) && now < earlyFrom),
  };
}

/**
 * Where an extension bought at `at` moves an instalment and every later unpaid one (terms §5, contract
 * D36), given their due dates in order: each exactly `days` days on from the date the terms name, its due
 * date, or the day of payment when it is overdue (the borrower buys the days from the day they pay). So
 * every later one not yet due moves by exactly the days the borrower is told, and every overdue one
 * falls due `days` days after the payment.
 * @example extendedDues([at(30), at(60)], at(33), 7) // [at(40), at(67)]
 * @example extendedDues([at(30), at(60), at(90)], at(70), 7) // [at(77), at(77), at(97)]
 */
export function extendedDues(dues: readonly number[], at: number, days: number): number[] {
  return dues.map((due) => due + (Math.max(0, dayOf(at) - dayOf(due)) + days) * DAY);
}

/**
 * What an extension bought now does: the configured days, the current instalment's new due date and each
 * later unpaid instalment's, in order.
 */
export function extensionOf(state: LoanState, now: number): { days: number; due: number; later: number[] } {
  const unpaid = state.instalments.filter((i) => i.paidAt === null);
  const [due, ...later] = extendedDues(
    unpaid.map((i) => i.due),
    now,
    TERMS.extension.days,
  );
  return { days: TERMS.extension.days, due: due ?? now, later };
}

/** The message of a whole-loan repayment the terms do not allow yet (terms §3). */
export function earlyMessage(state: LoanState): string {
  return `You can repay the whole loan early from ${manilaDate(state.earlyFrom)}, once half of its term has passed. Until then, please pay on the due date.`;
}

/** Refuses a payment that would repay the whole loan before the terms allow it. */
export function assertMayPay(state: LoanState): void {
  if (state.earlyRefused) throw new ApiError(400, earlyMessage(state));
}

const ORDER_SELECT = `SELECT o.id, o.borrower_id, o.status, p.code AS product_code, o.amount_cents, o.term_days,
       o.created_at, o.decide_at, o.start_at, o.allow_extension
  FROM orders o JOIN products p ON p.id = o.product_id`;

function entriesOf(db: Db, orderId: number): EntryRow[] {
  return db
    .prepare(
      'SELECT kind, instalment, amount_cents, late_cents, days, at FROM ledger_entries WHERE order_id = ? ORDER BY at, id',
    )
    .all(orderId) as EntryRow[];
}

/** A repeat client has repaid another loan in full before this one was disbursed (terms §4's two figures). */
function isRepeatClient(db: Db, order: LedgerOrder): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM orders o WHERE o.borrower_id = ? AND o.id != ? AND o.status = ${SETTLED}
         AND (SELECT MAX(at) FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'payment') < ?`,
    )
    .get(order.borrower_id, order.id, order.start_at ?? order.created_at);
  return Boolean(row);
}

/** The status an order has at `now`: the application's dates before disbursement, the ledger's after. */
function stageOf(order: LedgerOrder, now: number): 'ledger' | number {
  if (!LEDGER_STATUSES.includes(order.status) || order.start_at === null) return order.status;
  if (order.decide_at !== null && now < order.decide_at) return UNDER_REVIEW;
  if (now < order.start_at) return DISBURSING;
  return 'ledger';
}

/** The ledger of a disbursed order at `now`, or null when the order is no loan yet (or never will be). */
export function ledgerOf(db: Db, orderId: number, now: number): LoanState | null {
  const order = db.prepare(`${ORDER_SELECT} WHERE o.id = ?`).get(orderId) as LedgerOrder | undefined;
  if (!order || stageOf(order, now) !== 'ledger') return null;
  return loanState(order, entriesOf(db, order.id), now, isRepeatClient(db, order));
}

/** Writes each order's status, due date and extension offer as the ledger has them on the borrower's clock. */
export function syncBorrower(db: Db, borrowerId: number, now = clockOf(db, borrowerId)): void {
  const orders = db.prepare(`${ORDER_SELECT} WHERE o.borrower_id = ? ORDER BY o.id`).all(borrowerId) as LedgerOrder[];
  const update = db.prepare('UPDATE orders SET status = ?, due_at = ?, is_delay = ? WHERE id = ?');
  const stage = db.prepare('UPDATE orders SET status = ? WHERE id = ?');
  for (const order of orders) {
    const at = stageOf(order, now);
    if (at !== 'ledger') {
      if (at !== order.status) stage.run(at, order.id);
      continue;
    }
    const state = loanState(order, entriesOf(db, order.id), now, isRepeatClient(db, order));
    update.run(state.status, state.dueAt, state.canExtend ? '1' : '0', order.id);
  }
}

/**
 * Applies a payment of `amount` cents to the instalments due (`dues`), or an extension fee to the current
 * one. Refuses (false) what the loan no longer asks: a settled loan, another amount than the one due (a
 * smaller one included: this ledger takes no partial payment), an extension not on offer, a whole-loan
 * payment the terms do not allow yet, and a payment made for an instalment (`instalment`, 1-based,
 * recorded when the link or the card payment was made) that is no longer the current one: paid meanwhile
 * by another link, another tab, a retry. Such a payment never pays the next instalment, whose amount may
 * be the same (ADR 0047).
 */
export function applyPayment(
  db: Db,
  orderId: number,
  amount: number,
  isDelay: boolean,
  now: number,
  instalment: number | null = null,
): boolean {
  const state = ledgerOf(db, orderId, now);
  const current = state?.current;
  if (!state || !current) return false;
  if (instalment !== null && current.n !== instalment) return false;
  const insert = db.prepare(
    'INSERT INTO ledger_entries (order_id, kind, instalment, amount_cents, late_cents, days, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  if (isDelay) {
    if (!state.canExtend || amount !== state.extensionFee) return false;
    insert.run(orderId, 'extension', current.n, amount, current.late, extensionOf(state, now).days, now);
  } else {
    if (state.earlyRefused || amount !== state.amountDue) return false;
    // D36: the amount due pays every instalment it sums, each with its own late charges.
    for (const due of state.dues) insert.run(orderId, 'payment', due.n, due.amount + due.late, due.late, 0, now);
  }
  const borrower = db.prepare('SELECT borrower_id FROM orders WHERE id = ?').get(orderId) as { borrower_id: number };
  syncBorrower(db, borrower.borrower_id, now);
  return true;
}

/** Whether an instalment's date has passed at `now` (Manila days), and by how many days; 0 when not. */
export const daysOverdue = (i: Pick<Instalment, 'due'>, now: number): number => Math.max(0, dayOf(now) - dayOf(i.due));

/** `2 of 4`: the instalment a payment is for. */
export function instalmentName(i: Pick<Instalment, 'n' | 'of'>): string {
  return `${i.n} of ${i.of}`;
}

/**
 * An instalment the amount due pays, in a borrower's words (contract D36): its amount, its late charges,
 * and its date: overdue since it, with how many days, or due on it when that has not passed.
 * @example dueText(second, now) // '₱1,325.00 and ₱75.00 of late charges, overdue since 2027-01-07 (40 days)'
 */
export function dueText(i: Instalment, now: number): string {
  const days = daysOverdue(i, now);
  if (!days) return `${money(i.amount)}, due ${manilaDate(i.due)}`;
  const owed = i.late ? `${money(i.amount)} and ${money(i.late)} of late charges` : money(i.amount);
  return `${owed}, overdue since ${manilaDate(i.due)} (${days === 1 ? '1 day' : `${days} days`})`;
}

/**
 * The detail rows naming what the amount due pays (contract D36): 'Instalment 2 of 4', or 'Instalments
 * 2 to 4 of 4' when it pays several; then, when it pays several or one overdue, a row for each with its
 * amount, late charges, date and days overdue (`dueText`).
 */
export function dueRows(state: LoanState, now: number): { text: string; value: string }[] {
  const { dues } = state;
  if (!dues.length) return [];
  const first = dues[0];
  const last = dues[dues.length - 1];
  const rows =
    dues.length > 1
      ? [{ text: 'Instalments', value: `${first.n} to ${last.n} of ${first.of}` }]
      : [{ text: 'Instalment', value: instalmentName(first) }];
  if (dues.length > 1 || daysOverdue(first, now) > 0)
    for (const i of dues) rows.push({ text: `Instalment ${instalmentName(i)}`, value: dueText(i, now) });
  return rows;
}

/** The late charges the amount due includes: every due instalment's own. */
export const dueLateCharges = (state: LoanState): number => state.dues.reduce((sum, i) => sum + i.late, 0);

/** What paying the amount due does, in a borrower's words (the instalment screen's second row). */
export function afterPayment(state: LoanState): string {
  const next = state.instalments.find((i) => i.paidAt === null && !state.dues.includes(i));
  if (!next) return 'Your loan is fully repaid';
  return `Instalment ${instalmentName(next)}, ${money(next.amount)}, is due ${manilaDate(next.due)}`;
}

/** What a loan's payments have paid and what is left of it, in cents (ADR 0044). */
export interface PaidAndLeft {
  /** The scheduled instalments paid (principal, interest and a fee not deducted upfront). */
  paidInstalments: number;
  /** The late charges those payments paid. */
  paidLateCharges: number;
  paidExtensionFees: number;
  /** Everything paid: the three above. */
  paidTotal: number;
  /** The unpaid instalments' principal and interest, each its share of the schedule. */
  leftPrincipal: number;
  leftInterest: number;
  /** The unpaid instalments' share of a fee not deducted upfront, and their late charges so far. */
  leftCharges: number;
}

/**
 * What was paid and what is left, from the ledger's state. The unpaid instalments' scheduled amount is
 * split as the schedule is made, by the principal's, the interest's and the fee's shares of the total
 * repayment, so a loan not yet paid at all has its whole principal, interest and fee left.
 * @example paidAndLeft(loanState(flex, [], now, false)) // { paidTotal: 0, leftPrincipal: 500000, leftInterest: 30000, leftCharges: 0, … }
 */
export function paidAndLeft(state: LoanState): PaidAndLeft {
  const paid = state.instalments.filter((i) => i.paidAt !== null);
  const unpaid = state.instalments.filter((i) => i.paidAt === null);
  const paidInstalments = paid.reduce((sum, i) => sum + i.amount, 0);
  const paidLateCharges = paid.reduce((sum, i) => sum + i.late, 0);
  const scheduledLeft = unpaid.reduce((sum, i) => sum + i.amount, 0);
  const { principal, interest, total } = state.price;
  // The fee's and the principal's shares rounded, the interest the rest: the three add up to the amount left.
  const feeInTotal = total - principal - interest;
  const leftFee = total ? Math.round((scheduledLeft * feeInTotal) / total) : 0;
  const leftPrincipal = total ? Math.round((scheduledLeft * principal) / total) : 0;
  const leftInterest = scheduledLeft - leftPrincipal - leftFee;
  return {
    paidInstalments,
    paidLateCharges,
    paidExtensionFees: state.extensionFeesPaid,
    paidTotal: paidInstalments + paidLateCharges + state.extensionFeesPaid,
    leftPrincipal,
    leftInterest,
    leftCharges: leftFee + unpaid.reduce((sum, i) => sum + i.late, 0),
  };
}
