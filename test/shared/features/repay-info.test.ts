import { afterEach, describe, expect, it } from 'vitest';
import type { DefDetail, LoanPlayDetail } from '../../../shared/api/contract/repay';
import { infoFromDetail, REPAY_INFO_KEY, saveRepayInfo } from '../../../shared/features/repay-info/repay-info';
import { parseRepayInfo, readRepayInfo } from '../../../shared/features/pay-code/repay-info-read';
import { asId } from '../../../shared/api/contract/declare';

const detail = {
  repayAmount: 323000,
  orderNo: 'PB00001004',
  defDetail: {
    payCode: '700000000004',
    logo: '/l.svg',
    title: '7-Eleven',
    qrUrl: '/q.svg',
    type: 2,
    codePage: 1,
    payNotice: { G: [{ name: 'n', steps: ['s'] }] },
  },
} as unknown as LoanPlayDetail;

afterEach(() => sessionStorage.clear());

describe('repay code info', () => {
  it('is built from the instalment data, saved and read back for the same order', () => {
    const info = infoFromDetail(detail, detail.defDetail as DefDetail, { orderId: asId('4'), productId: asId('2') });
    expect(info).toMatchObject({ type: 2, payCode: '700000000004', amount: 323000, orderNo: 'PB00001004' });
    // ADR 0045: nothing said is nothing kept; a day the payment is taken from is kept as shown (D20).
    expect(info).toMatchObject({ payableFrom: '', overdueDays: 0, lateCharges: 0, dues: [] });
    const early = { ...detail, payableFrom: Date.UTC(2026, 11, 30, 20), overdueDays: 3, lateCharges: 900 };
    expect(
      infoFromDetail(early, detail.defDetail as DefDetail, { orderId: asId('4'), productId: asId('2') }),
    ).toMatchObject({ payableFrom: '2026-12-31', overdueDays: 3, lateCharges: 900 });
    saveRepayInfo(info);
    expect(readRepayInfo('4')).toEqual(info);
    // Never another order's code, nor one for no order at all.
    expect(readRepayInfo()).toBeNull();
    expect(readRepayInfo('')).toBeNull();
    expect(readRepayInfo('5')).toBeNull();
  });

  it('refuses damaged or incomplete data', () => {
    const good = JSON.stringify(
      infoFromDetail(detail, detail.defDetail as DefDetail, { orderId: asId('4'), productId: asId('2') }),
    );
    expect(parseRepayInfo(good)).not.toBeNull();
    expect(parseRepayInfo(null)).toBeNull();
    expect(parseRepayInfo('{')).toBeNull();
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), type: 3 }))).toBeNull();
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), amount: 1.5 }))).toBeNull();
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), payCode: '' }))).toBeNull();
    expect(
      parseRepayInfo(JSON.stringify({ ...JSON.parse(good), payNotice: { G: [{ name: 1, steps: [] }] } })),
    ).toBeNull();
    // ADR 0045: the day the payment is taken from and the lateness, or nothing read from the copy.
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), payableFrom: 5 }))).toBeNull();
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), overdueDays: undefined }))).toBeNull();
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), lateCharges: '1' }))).toBeNull();
    // D36: the instalments the amount pays, each with whole centavos, or nothing read from the copy.
    const due = { title: 'Instalment 2 of 4', dueDate: '2027-01-07', overdueDays: 3, amount: 132500, lateCharges: 900 };
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), dues: [due] }))).not.toBeNull();
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), dues: undefined }))).toBeNull();
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), dues: [{ ...due, amount: 1.5 }] }))).toBeNull();
    expect(parseRepayInfo(JSON.stringify({ ...JSON.parse(good), dues: [{ ...due, lateCharges: '9' }] }))).toBeNull();
    sessionStorage.setItem(REPAY_INFO_KEY, 'not json');
    expect(readRepayInfo()).toBeNull();
  });
});
