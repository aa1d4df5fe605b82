/**
 * Everything overdue is due (contract D36) on the instalment screen, in both languages: the amount the
 * backend sent, then each instalment it pays with its date (overdue since it, with the days) and its own
 * late charges; the past date is never "Repayment date". A backend that sends one instalment's figures
 * (no `dueInstalments`) is shown as it sends them, and the page never adds anything up.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const play = {
  // Deliberately not the sum of the rows below: the page shows the backend's figure, never its own sum.
  repayAmount: 299999,
  productName: 'Peso Flex',
  repayDate: '2027-01-07',
  overdueDays: 70,
  lateCharges: 18250,
  productLogo: '',
  orderNo: 'PA1',
  detail: [],
  repayList: [{ logo: '', name: 'GCash', channel_number: 'GCASH' }],
  noticeMsg: '',
  isShowReyTop: 0,
  dueInstalments: [
    { title: 'Instalment 2 of 4', dueDate: '2027-01-07', overdueDays: 70, amount: 132500, lateCharges: 14425 },
    { title: 'Instalment 3 of 4', dueDate: '2027-02-06', overdueDays: 1, amount: 132500, lateCharges: 3825 },
    { title: 'Instalment 4 of 4', dueDate: '2027-03-18', overdueDays: 0, amount: 132500 },
  ],
};
const url = '/repay-period.html?token=t1&orderId=12&productId=3';
const load = () => import('../../../pages/repay-period/repay-period-page').then((m) => m.RepayPeriodPage);
const SHARED = '.pay-channels__row, .pay-channels__sheet';

describe('the instalment screen of a borrower late on several instalments (D36)', { timeout: 30_000 }, () => {
  it('shows the amount as sent, then each instalment with its date, days overdue and late charges', async () => {
    const english = await renderIn('en', url, load, { 'loan-play-detail': play }, SHARED);
    expect(english).toEqual(
      expect.arrayContaining([
        '₱2,999.99',
        'These 2 instalments are overdue, the oldest by 70 days.',
        'Their late charges so far: ₱182.50.',
        'Overdue since',
        'This amount pays',
        'Instalment 2 of 4',
        'Overdue since 2027-01-07, 70 days',
        '₱144.25',
        'Instalment 3 of 4',
        'Overdue since 2027-02-06, 1 day',
        '₱38.25',
        'Instalment 4 of 4',
        'Due on 2027-03-18',
      ]),
    );
    expect(english.filter((t) => t === '₱1,325.00')).toHaveLength(3);
    expect(english.filter((t) => t === 'Its late charges')).toHaveLength(2);
    // The past date is never the repayment date; no sum of the page's own.
    expect(english).not.toContain('Repayment date');
    expect(english.join(' ')).not.toMatch(/₱4,157\.50|₱3,975\.00/);

    const filipino = await renderIn('fil', url, load, { 'loan-play-detail': play }, SHARED);
    expect(expectFilipino(english, filipino, ['repay-period', 'due-notes'])).toEqual(
      expect.arrayContaining([
        'These {count} instalments are overdue, the oldest by {days} days.',
        'Overdue since {date}, {days} days',
        'Overdue since {date}, 1 day',
        'Due on {date}',
        'Its late charges',
        'This amount pays',
        'Overdue since {date}',
      ]),
    );
  });

  it('a backend that sends one instalment: its amount and note as sent, no list', async () => {
    const one = { ...play, dueInstalments: undefined, repayAmount: 146925, lateCharges: 14425 };
    const english = await renderIn('en', url, load, { 'loan-play-detail': one }, SHARED);
    expect(english).toContain('₱1,469.25');
    expect(english).toEqual(
      expect.arrayContaining(['This instalment is 70 days overdue.', 'Its late charges so far: ₱144.25.']),
    );
    expect(english).not.toContain('This amount pays');
    // One row is no list either: the amount says it all.
    const single = { ...one, dueInstalments: [play.dueInstalments[0]] };
    expect(await renderIn('en', url, load, { 'loan-play-detail': single }, SHARED)).not.toContain('This amount pays');
  });

  it('an amount not yet overdue keeps its repayment date', async () => {
    const onTime = { ...play, overdueDays: 0, lateCharges: 0, dueInstalments: [] };
    const english = await renderIn('en', url, load, { 'loan-play-detail': onTime }, SHARED);
    expect(english).toContain('Repayment date');
    expect(english).not.toContain('Overdue since');
  });
});
