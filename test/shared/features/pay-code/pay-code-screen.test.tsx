/**
 * The frame both code screens share (`PayCodeScreen`): each screen shows its own code for an amount due,
 * and the same 'nothing to pay' box (D29) and the same 'opened without its data' message otherwise.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const detail = (repayAmount: number) => ({
  repayAmount,
  productName: 'Peso Flex',
  repayDate: '2026-12-01',
  productLogo: '/l.svg',
  orderNo: 'PA1',
  detail: [],
  repayList: [],
  noticeMsg: '',
  isShowReyTop: 0,
  defDetail: { payCode: '700000000004', logo: '/7.svg', title: '7-Eleven', payNotice: {}, type: 1, qrUrl: '' },
});

/** The reference number, however a screen groups its digits. */
const CODE = /7000\s*0000\s*0004/;

const SCREENS = {
  'repay-code': () => import('../../../../pages/repay-code/repay-code-page').then((m) => m.RepayCodePage),
  'repay-code-2': () => import('../../../../pages/repay-code-2/repay-code-2-page').then((m) => m.RepayCode2Page),
};

describe('the code screens’ shared frame', { timeout: 30_000 }, () => {
  for (const [entry, load] of Object.entries(SCREENS)) {
    it(`${entry}: the code for an amount due, the nothing-due box for ₱0.00, a message without an order`, async () => {
      const url = `/${entry}.html?token=t1&orderId=12&productId=3`;
      const due = await renderIn('en', url, load, { 'loan-play-detail': detail(132500) });
      expect(due).toContain('Repayment by code');
      expect(due.join(' ')).toMatch(CODE);
      const none = await renderIn('en', url, load, { 'loan-play-detail': detail(0) });
      expect(none).toContain('Nothing is due on this loan now.');
      expect(none.join(' ')).not.toMatch(CODE);
      const missing = await renderIn('en', `/${entry}.html?token=t1`, load);
      expect(missing).toContain('Repayment by code');
      expect(missing.join(' ')).not.toMatch(CODE);
    });
  }
});
