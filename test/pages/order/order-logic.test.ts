import { afterEach, describe, expect, it } from 'vitest';
import {
  bankTipShown,
  nextScreens,
  orderActions,
  orderDialogs,
  redirectsToContinue,
  setBankTipShown,
  showsRecommended,
  statusIcon,
  moneyCard,
  NOT_GIVEN,
} from '../../../pages/order/order-logic';

afterEach(() => sessionStorage.clear());

describe('order page rules', () => {
  it('buttons by status: 174/180 with delay get REPAY + Rollover, without a single Repayment', () => {
    expect(orderActions(174, '1')).toBe('repay-rollover');
    expect(orderActions(180, '1')).toBe('repay-rollover');
    expect(orderActions(174, '0')).toBe('repayment');
    expect(orderActions(180, '0')).toBe('repayment');
    expect(orderActions(170, '1')).toBe('repayment');
    expect(orderActions(200, '0')).toBe('borrow-again');
    for (const s of [21, 110, 151, 999]) expect(orderActions(s, '1')).toBe('none');
  });

  it('isDelay sent as a number counts the same as the string', () => {
    expect(orderActions(174, 1)).toBe('repay-rollover');
    expect(orderActions(180, 0)).toBe('repayment');
  });

  it('D1: the recommended block shows exactly when the status is not 170/174/180/200', () => {
    for (const s of [170, 174, 180, 200]) expect(showsRecommended(s)).toBe(false);
    for (const s of [21, 110, 151, 999, 0]) expect(showsRecommended(s)).toBe(true);
    // Never both: a status with actions never shows the block, and one with the block has no actions.
    for (const s of [21, 110, 151, 170, 174, 180, 200, 999])
      expect(showsRecommended(s)).toBe(orderActions(s, '1') === 'none');
  });

  it('status icons: one per listed status, the 200 icon for any other', () => {
    expect(statusIcon(21)).toBe('/images/status/review.svg');
    expect(statusIcon(110)).toBe('/images/status/rejected.svg');
    expect(statusIcon(151)).toBe('/images/status/disbursing.svg');
    expect(statusIcon(174)).toBe('/images/status/due.svg');
    expect(statusIcon(180)).toBe('/images/status/overdue.svg');
    expect(statusIcon(200)).toBe('/images/status/settled.svg');
    expect(statusIcon(170)).toBe(statusIcon(200));
    expect(statusIcon(999)).toBe(statusIcon(200));
  });

  it('playeduL redirects only when the status is not 21 and the link is non-empty', () => {
    expect(redirectsToContinue(151, 'https://x.ph')).toBe(true);
    expect(redirectsToContinue(21, 'https://x.ph')).toBe(false);
    expect(redirectsToContinue(151, '')).toBe(false);
    expect(redirectsToContinue(151, '   ')).toBe(false);
  });

  it('the showBankTip session flag', () => {
    expect(bankTipShown()).toBe(false);
    setBankTipShown();
    expect(bankTipShown()).toBe(true);
    expect(sessionStorage.getItem('showBankTip')).toBe('1');
  });

  it('ADR 0017: the screens fetched ahead are exactly those the visible buttons open', () => {
    expect(nextScreens({ orderStatus: 174, isDelay: '1' })).toEqual(['repay-period', 'repay-delay']);
    expect(nextScreens({ orderStatus: 180, isDelay: 0 })).toEqual(['repay-period']);
    expect(nextScreens({ orderStatus: 170, isDelay: '1' })).toEqual(['repay-period']);
    // The server's own repay page (h5Url) is not ours to fetch ahead; Rollover still is.
    expect(nextScreens({ orderStatus: 174, isDelay: '1', h5Url: 'https://pay.example/x' })).toEqual(['repay-delay']);
    expect(nextScreens({ orderStatus: 200, isDelay: '0' })).toEqual([]);
    expect(nextScreens({ orderStatus: 21, isDelay: '1', cardNeedPop: '1' })).toEqual(['bind-bank']);
  });
});

describe('the dialog chain (orderDialogs)', () => {
  it('asks for what the server asks, keeps what is open, and mounts the dialogs once one is asked', () => {
    const d = orderDialogs();
    expect(d.flags.value).toEqual({ rating: false, bankCard: false, needed: false });
    d.ask({ bankCard: false, rating: false });
    expect(d.flags.value.needed).toBe(false);
    d.ask({ bankCard: true, rating: false });
    expect(d.flags.value).toEqual({ rating: false, bankCard: true, needed: true });
    // A second answer (a reload) that asks for nothing does not close what is open.
    d.ask({ bankCard: false, rating: false });
    expect(d.flags.value.bankCard).toBe(true);
  });

  it('a closed dialog stays mounted (the rating says thanks after it closes) and can be asked again', () => {
    const d = orderDialogs();
    d.ask({ bankCard: false, rating: true });
    d.close('rating');
    expect(d.flags.value).toEqual({ rating: false, bankCard: false, needed: true });
    d.ask({ bankCard: false, rating: true });
    expect(d.flags.value.rating).toBe(true);
  });

  it('an ask after an await reads the flags as they are then, not as they were when it began', () => {
    const d = orderDialogs();
    const before = d.flags.value;
    d.ask({ bankCard: true, rating: false });
    d.ask({ bankCard: false, rating: true });
    expect(before.bankCard).toBe(false);
    expect(d.flags.value).toEqual({ rating: true, bankCard: true, needed: true });
  });
});

describe('what is left and what was paid (ADR 0044)', () => {
  const left = { balancePrincipal: 375000, balanceInterest: 22500, balanceCharges: 3564 };
  const paid = { paidTotal: 540784, paidInstalments: 530000, paidLateCharges: 8796, paidExtensionFees: 1988 };

  it('while repaying: principal, interest and charges left, and their total', () => {
    for (const status of [170, 174, 180])
      expect(moneyCard({ orderStatus: status, ...left, ...paid })).toEqual({
        title: 'Left to repay',
        rows: [
          ['Principal', '₱3,750.00'],
          ['Interest', '₱225.00'],
          ['Charges', '₱35.64'],
          ['Total left', '₱4,010.64'],
        ],
        total: true,
      });
  });

  it('a part the backend does not send is not shown, and then no total either', () => {
    expect(moneyCard({ orderStatus: 170, balancePrincipal: 375000 })).toEqual({
      title: 'Left to repay',
      rows: [['Principal', '₱3,750.00']],
      total: false,
    });
  });

  it('a part sent as null is withheld (D37): said as not given, never ₱0.00, and no total', () => {
    expect(moneyCard({ orderStatus: 174, balancePrincipal: 375000, balanceInterest: null, balanceCharges: 0 })).toEqual(
      {
        title: 'Left to repay',
        rows: [
          ['Principal', '₱3,750.00'],
          ['Interest', NOT_GIVEN],
          ['Charges', '₱0.00'],
        ],
        total: false,
      },
    );
    expect(moneyCard({ orderStatus: 200, paidTotal: null, paidInstalments: 530000 })?.rows).toEqual([
      ['Instalments', '₱5,300.00'],
      ['Total paid', NOT_GIVEN],
    ]);
  });

  it('once settled: the total actually paid, with its parts', () => {
    expect(moneyCard({ orderStatus: 200, ...left, ...paid })).toEqual({
      title: 'What you paid',
      rows: [
        ['Instalments', '₱5,300.00'],
        ['Late charges', '₱87.96'],
        ['Extension fees', '₱19.88'],
        ['Total paid', '₱5,407.84'],
      ],
      total: true,
    });
    expect(moneyCard({ orderStatus: 200, paidTotal: 530000 })?.rows).toEqual([['Total paid', '₱5,300.00']]);
  });

  it('a backend that sends none of them: nothing more than today', () => {
    for (const status of [21, 151, 170, 174, 180, 200]) expect(moneyCard({ orderStatus: status })).toBeNull();
    // Parts of a settled loan without its total, or a balance on an order not being repaid: not shown.
    expect(moneyCard({ orderStatus: 200, paidInstalments: 530000 })).toBeNull();
    expect(moneyCard({ orderStatus: 151, ...left })).toBeNull();
  });
});
