/**
 * What a repayable order costs and how the instalment page shows it: the order lookup every repay call
 * starts from, the charges (principal, interest and fee as the loan module's `priceLoan` priced the offer
 * the order came from, and the late fee), the extension fee, the channels, and the `loan-play-detail`
 * payload with its pay code (money in cents).
 */
import type { Wire } from '../../../shared/api/contract/declare';
import { randomBytes } from 'node:crypto';
import { REPAY_NOT_DUE_CODE, REPAY_SETTLED_CODE } from '../../../shared/api/contract/repay';
import type {
  DefDetail,
  DetailRow,
  LoanPlayDetail,
  PayNoticeItem,
  RepayChannel,
} from '../../../shared/api/contract/repay';
import { BRAND } from '../../brand';
import type { Db } from '../../db';
import { money } from '../../format';
import { ApiError } from '../../http';
import type { Borrower } from '../../session';
import type { OrderRow as CoreOrderRow } from '../core';
import { priceLoan } from '../loan/pricing';

export const EXTENSION_DAYS = 7;
/** Statuses with something to pay: repaying, due, overdue. */
export const REPAYABLE = [170, 174, 180];

export const CHANNELS: Wire<RepayChannel>[] = [
  { logo: '/images/pay-channels/gcash.svg', name: 'GCash', channel_number: '90006' },
  { logo: '/images/pay-channels/maya.svg', name: 'Maya', channel_number: '90007' },
  { logo: '/images/pay-channels/7-eleven.svg', name: '7-Eleven', channel_number: '90008' },
  { logo: '/images/pay-channels/bank.svg', name: 'Online banking', channel_number: '90009' },
];

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
}

/**
 * What an order costs to settle now, in cents: the price of the offer it came from (`priceLoan`: a fee
 * deducted upfront is not asked again), and the late fee when it is overdue.
 */
export function charges(
  order: Pick<RepayOrder, 'amount_cents' | 'status' | 'term_days' | 'product_code' | 'created_at'>,
) {
  const price = priceLoan(order.product_code, order.amount_cents, order.term_days, order.created_at);
  const late = order.status === 180 ? Math.round(order.amount_cents * 0.05) : 0;
  return {
    principal: order.amount_cents,
    interest: price.interest,
    fee: price.fee,
    feeUpfront: price.feeUpfront,
    late,
    total: price.total + late,
  };
}

/** The extension fee, in cents. */
export function extensionFee(order: Pick<RepayOrder, 'amount_cents'>): number {
  return Math.round(order.amount_cents * 0.1);
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

export function assertRepayable(order: RepayOrder): void {
  if (order.status === 200) throw new ApiError(REPAY_SETTLED_CODE, 'This loan has been fully repaid.');
  if (!REPAYABLE.includes(order.status)) throw new ApiError(REPAY_NOT_DUE_CODE, 'This order has nothing to repay yet.');
}

function setupOf(db: Db, orderId: number): SetupRow {
  return (
    (db
      .prepare('SELECT pay_code, code_type, code_page, notice_msg, show_top FROM repay_setup WHERE order_id = ?')
      .get(orderId) as SetupRow | undefined) ?? {
      pay_code: '',
      code_type: 1,
      code_page: 1,
      notice_msg: '',
      show_top: 0,
    }
  );
}

export function playDetail(db: Db, order: RepayOrder): Wire<LoanPlayDetail> {
  const setup = setupOf(db, order.id);
  const c = charges(order);
  const detail: DetailRow[] = [
    { text: 'Loan amount', value: money(c.principal) },
    { text: 'Interest', value: money(c.interest) },
    { text: 'Service fee', value: c.feeUpfront ? `${money(c.fee)}, deducted upfront` : money(c.fee) },
    ...(c.late ? [{ text: 'Late fee', value: money(c.late) }] : []),
    { text: 'Order number', value: order.order_no },
    { text: 'Loan term', value: `${order.term_days} days` },
  ];
  const defDetail: Wire<DefDetail> = {
    payCode: setup.pay_code,
    logo: CHANNELS[2].logo,
    title: CHANNELS[2].name,
    payNotice: PAY_NOTICE,
    type: setup.code_type === 2 ? 2 : 1,
    qrUrl: setup.pay_code ? `/provider/qr/${setup.pay_code}.svg` : '',
    codePage: setup.code_page === 2 ? 2 : 1,
  };
  return {
    repayAmount: c.total,
    productName: order.product_name,
    repayDate: order.due_at,
    productLogo: order.product_logo,
    orderNo: order.order_no,
    detail,
    repayList: CHANNELS,
    noticeMsg: setup.notice_msg,
    isShowReyTop: setup.show_top,
    defDetail,
  };
}
