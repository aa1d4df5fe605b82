// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canFold, FOLDED_ROWS, showNotice, showPayCode, visibleRows } from '../../../pages/repay-period/repay-view';
import type { DefDetail } from '../../../shared/api/contract/repay';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `t${i}`, value: `v${i}` }));
const def = (payCode: string) => ({ defDetail: { payCode } as DefDetail });

describe('instalment screen rules', () => {
  it('folds the detail to the first two rows; unfolded shows all', () => {
    expect(FOLDED_ROWS).toBe(2);
    expect(visibleRows(rows(5), false).map((r) => r.text)).toEqual(['t0', 't1']);
    expect(visibleRows(rows(5), true)).toHaveLength(5);
    expect(visibleRows(rows(1), false)).toHaveLength(1);
  });

  it('offers More/Hide only when rows are folded away', () => {
    expect(canFold(rows(2))).toBe(false);
    expect(canFold(rows(3))).toBe(true);
  });

  it('shows the banner only for isShowReyTop 1 with a message', () => {
    expect(showNotice({ isShowReyTop: 1, noticeMsg: 'Pay on time' })).toBe(true);
    expect(showNotice({ isShowReyTop: 0, noticeMsg: 'Pay on time' })).toBe(false);
    expect(showNotice({ isShowReyTop: 1, noticeMsg: '  ' })).toBe(false);
    expect(showNotice({ isShowReyTop: '1' as unknown as number, noticeMsg: 'x' })).toBe(true);
  });

  it('shows the pay-code box only when payCode is non-empty', () => {
    expect(showPayCode(def('700000000001'))).toBe(true);
    expect(showPayCode(def(''))).toBe(false);
    expect(showPayCode(def('   '))).toBe(false);
  });
});
