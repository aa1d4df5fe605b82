/**
 * How a repayable order's ledger (`ledger.ts`, ADR 0033) reaches the instalment page: the order lookup
 * every repay call starts from, the channels, and the `loan-play-detail` payload with its pay code: the
 * current instalment, what paying it does, its late charges (money in cents).
 */
import type { Wire } from '../../../shared/api/contract/declare';
import { randomBytes } from 'node:crypto';
import { REPAY_NOT_DUE_CODE, REPAY_SETTLED_CODE } from '../../../shared/api/contract/repay';
import type {
  DefDetail,
  DetailRow,
  DueInstalment,
  LoanPlayDetail,
  PayNoticeItem,
  RepayChannel,
} from '../../../shared/api/contract/repay';
import { BRAND } from '../../brand';
import type { Db } from '../../db';
import { manilaDate, money } from '../../format';
import { ApiError } from '../../http';
import type { Borrower } from '../../session';
import type { OrderRow as CoreOrderRow } from '../core';
import { afterPayment, daysOverdue, dueLateCharges, dueRows, ledgerOf } from './ledger';
import type { LoanState } from './ledger';

/** Statuses with something to pay: repaying, due, overdue. */
export const REPAYABLE = [170, 174, 180];

/**
 * The channels, each of its kind (D39): the e-wallets and online banking through the pay link, 7-Eleven a
 * cash counter that takes the order's reference number (the default pay code's channel), never a checkout.
 */
export const CHANNELS: Wire<RepayChannel>[] = [
  { logo: '/images/pay-channels/gcash.svg', name: 'GCash', channel_number: '90006', kind: 'online' },
  { logo: '/images/pay-channels/maya.svg', name: 'Maya', channel_number: '90007', kind: 'online' },
  { logo: '/images/pay-channels/7-eleven.svg', name: '7-Eleven', channel_number: '90008', kind: 'cash' },
  { logo: '/images/pay-channels/bank.svg', name: 'Online banking', channel_number: '90009', kind: 'online' },
];

/** The default pay code's channel: the cash counter the reference number is printed for. */
export const CODE_CHANNEL = CHANNELS[2];

const PAY_NOTICE: Record<string, Wire<PayNoticeItem>[]> = {
  'Pay with an e-wallet': [
    {
      name: 'GCash',
      steps: [
        'Open GCash and tap Bills.',
        `Choose ${BRAND.appName} under Loans.`,
        'Enter the reference number and the amount, then pay.',
      ],
    },
    {
      name: 'Maya',
      steps: [
        'Open Maya and tap Bills.',
        `Search for ${BRAND.appName}.`,
        'Enter the reference number and the amount, then pay.',
      ],
    },
  ],
  'Pay at a store': [
    {
      name: '7-Eleven',
      steps: [
        'Go to the CLiQQ kiosk or the cashier.',
        'Give the reference number and pay the exact amount in cash.',
        'Keep the receipt until the payment shows in the app.',
      ],
    },
  ],
};

export type RepayOrder = Pick<
  CoreOrderRow,
  'id' | 'order_no' | 'product_id' | 'status' | 'amount_cents' | 'term_days' | 'is_delay' | 'due_at' | 'created_at'
> & {
  product_name: string;
  product_logo: string;
  product_code: string;
};

interface SetupRow {
  pay_code: string;
  code_type: number;
  code_page: number;
  notice_msg: string;
  show_top: number;
  /** The status the notice speaks of ('Your loan is overdue'): shown only while the order has it; null, always. */
  notice_status: number | null;
}

export function newPayToken(): string {
  return randomBytes(12).toString('hex');
}

/** The borrower's order named by `orderId` (and `productId` when sent), or 404. */
export function findOrder(
  db: Db,
  borrower: Borrower,
  { orderId, productId }: { orderId: number; productId?: number },
): RepayOrder {
  const order = db
    .prepare(
      `SELECT o.id, o.order_no, o.product_id, o.status, o.amount_cents, o.term_days, o.is_delay, o.due_at,
              o.created_at, p.name AS product_name, p.logo AS product_logo, p.code AS product_code
         FROM orders o JOIN products p ON p.id = o.product_id
        WHERE o.id = ? AND o.borrower_id = ?`,
    )
    .get(orderId, borrower.id) as RepayOrder | undefined;
  if (!order || (productId !== undefined && order.product_id !== productId))
    throw new ApiError(404, 'This order was not found.');
  return order;
}

/** The ledger of an order with something to pay at `now` (the borrower's clock), or the contract's refusal. */
export function repayableLoan(db: Db, order: RepayOrder, now: number): LoanState {
  if (order.status === 200) throw new ApiError(REPAY_SETTLED_CODE, 'This loan has been fully repaid.');
  const state = REPAYABLE.includes(order.status) ? ledgerOf(db, order.id, now) : null;
  if (!state?.current) throw new ApiError(REPAY_NOT_DUE_CODE, 'This order has nothing to repay yet.');
  return state;
}

/** The reference number a loan is paid with at a store or an e-wallet: one per order. */
export function payCodeOf(orderId: number): string {
  return `70${String(orderId).padStart(10, '0')}`;
}

/** The order's pay-code setup; a loan without a seeded one (an applied loan) has its reference number and the defaults. */
function setupOf(db: Db, orderId: number): SetupRow {
  return (
    (db
      .prepare(
        'SELECT pay_code, code_type, code_page, notice_msg, show_top, notice_status FROM repay_setup WHERE order_id = ?',
      )
      .get(orderId) as SetupRow | undefined) ?? {
      pay_code: payCodeOf(orderId),
      code_type: 1,
      code_page: 1,
      notice_msg: '',
      show_top: 0,
      notice_status: null,
    }
  );
}

/**
 * Whether what is asked for is late, in the contract's fields (ADR 0045, D36): the oldest due instalment's
 * days past its date on the borrower's clock, and the late charges of every instalment the amount due pays.
 */
export function lateness(state: LoanState, now: number): { overdueDays: number; lateCharges: number } {
  const current = state.current;
  if (!current) return { overdueDays: 0, lateCharges: 0 };
  return { overdueDays: daysOverdue(current, now), lateCharges: dueLateCharges(state) };
}

/** The instalments the amount due pays, in the contract's field (D36), oldest first. */
export function dueInstalments(state: LoanState, now: number): Wire<DueInstalment>[] {
  return state.dues.map((i) => ({
    title: `Instalment ${i.n} of ${i.of}`,
    dueDate: i.due,
    overdueDays: daysOverdue(i, now),
    amount: i.amount,
    lateCharges: i.late,
  }));
}

/**
 * The instalment screen's data. The first two rows (all a folded list shows) name the instalment and say
 * what paying does, or when the whole loan may be repaid when the terms refuse it now (terms §3); then
 * `payableFrom` says that day in the contract's field, so no screen offers a payment the ledger refuses.
 */
export function playDetail(db: Db, order: RepayOrder, state: LoanState, now: number): Wire<LoanPlayDetail> {
  const setup = setupOf(db, order.id);
  const current = state.current!;
  const { price, dues } = state;
  const noticeFits = setup.notice_status === null || setup.notice_status === state.status;
  const late = dueLateCharges(state);
  // The first two rows (all a folded list shows): what the amount pays, then what paying does. The
  // instalments it pays are listed one by one in `dueInstalments`, which the page shows (D36).
  const [named] = dueRows(state, now);
  const detail: DetailRow[] = [
    named,
    state.earlyRefused
      ? { text: 'Repaying the whole loan', value: `Possible from ${manilaDate(state.earlyFrom)}` }
      : { text: 'After this payment', value: afterPayment(state) },
    dues.length > 1
      ? { text: 'These instalments', value: money(dues.reduce((sum, i) => sum + i.amount, 0)) }
      : { text: current.of > 1 ? 'This instalment' : 'Repayment', value: money(current.amount) },
    ...(late ? [{ text: 'Late charges', value: money(late) }] : []),
    { text: 'Loan amount', value: money(price.principal) },
    { text: 'Interest', value: money(price.interest) },
    { text: 'Service fee', value: price.feeUpfront ? `${money(price.fee)}, deducted upfront` : money(price.fee) },
    ...(state.extensionFeesPaid ? [{ text: 'Extension fees paid', value: money(state.extensionFeesPaid) }] : []),
    { text: 'Order number', value: order.order_no },
    { text: 'Loan term', value: `${order.term_days} days` },
  ];
  const defDetail: Wire<DefDetail> = {
    payCode: setup.pay_code,
    logo: CODE_CHANNEL.logo,
    title: CODE_CHANNEL.name,
    payNotice: PAY_NOTICE,
    type: setup.code_type === 2 ? 2 : 1,
    qrUrl: setup.pay_code ? `/provider/qr/${setup.pay_code}.svg` : '',
    codePage: setup.code_page === 2 ? 2 : 1,
  };
  return {
    repayAmount: state.amountDue,
    productName: order.product_name,
    repayDate: current.due,
    ...(state.earlyRefused ? { payableFrom: state.earlyFrom } : {}),
    ...lateness(state, now),
    dueInstalments: dueInstalments(state, now),
    productLogo: order.product_logo,
    orderNo: order.order_no,
    detail,
    repayList: CHANNELS,
    noticeMsg: noticeFits ? setup.notice_msg : '',
    isShowReyTop: noticeFits ? setup.show_top : 0,
    defDetail,
  };
}
