/**
 * The instalment and extension repayment screens in Filipino (D27): every text of the page through the
 * catalog, the server's strings (product, detail rows, channel, plan rows, notice) and the figures
 * (₱, YYYY-MM-DD) as sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const channel = { logo: '/g.svg', name: 'GCash', channel_number: 'GCASH' };
const play = {
  repayAmount: 132500,
  productName: 'Peso Flex',
  repayDate: '2026-12-01',
  productLogo: '/l.svg',
  orderNo: 'PA1',
  detail: [
    { text: 'Halaga ng utang', value: '₱1,200.00' },
    { text: 'Interes', value: '₱100.00' },
    { text: 'Service fee', value: '₱25.00' },
  ],
  repayList: [channel],
  noticeMsg: 'Magbayad bago ang due date.',
  isShowReyTop: 1,
  defDetail: {
    payCode: '700000000004',
    logo: '/7.svg',
    title: '7-Eleven',
    payNotice: {},
    type: 1,
    qrUrl: '',
    codePage: 1,
  },
};
const delay = {
  ...play,
  repayAmount: undefined,
  delayInfo: { delayAmount: 30000, title: '' },
  repayPlan: [{ remark: 'Pagkatapos ng 7 araw', title: 'Bagong due date', amount: 132500, time: '2026-12-08' }],
};

// The channel picker's texts (its row and its sheet) are the pay-channel area's, translated with shared/.
const SHARED = '.pay-channels__row, .pay-channels__sheet';

describe('the repayment screens in Filipino', { timeout: 30_000 }, () => {
  it('repay-period: the amount, the detail, the pay-code box and Payment in Filipino; the server strings as sent', async () => {
    const load = () => import('../../../pages/repay-period/repay-period-page').then((m) => m.RepayPeriodPage);
    const url = '/repay-period.html?token=t1&orderId=12&productId=3';
    const english = await renderIn('en', url, load, { 'loan-play-detail': play }, SHARED);
    const filipino = await renderIn('fil', url, load, { 'loan-play-detail': play }, SHARED);
    expect(expectFilipino(english, filipino, ['repay-period', 'pay-channel']).sort()).toEqual(
      [
        'Repayment',
        'Repayment amount',
        'Amount due',
        'Repayment details',
        'More',
        'Two ways to pay the same amount: use one, not both.',
        'Pay with a reference number at {title}',
        'Paying in cash? Use this reference number at {title}.',
        'see how to pay',
        'How to pay with a reference number',
        'Paying from an e-wallet or bank app? Choose it here and tap Payment.',
        'Payment',
      ].sort(),
    );
    // The copy button's own text is the shared ui's: Filipino too.
    expect(english).toContain('Copy');
    expect(filipino).not.toContain('Copy');
    // A text with an element in it is two text nodes: its words are checked here.
    expect(english).toContain('Repayment date');
    expect(filipino).not.toContain('Repayment date');
    expect(filipino).toEqual(
      expect.arrayContaining([
        'Peso Flex',
        'Magbayad bago ang due date.',
        'Halaga ng utang',
        '₱1,200.00',
        '₱1,325.00',
        'Takdang petsa',
        '2026-12-01',
        'Magbayad gamit ang reference number sa 7-Eleven',
        'Magbayad',
      ]),
    );
  });

  it('repay-delay: the fee, the next date, the plan and Payment in Filipino; the plan rows as sent', async () => {
    const load = () => import('../../../pages/repay-delay/repay-delay-page').then((m) => m.RepayDelayPage);
    const url = '/repay-delay.html?token=t1&orderId=12&productId=3';
    const english = await renderIn('en', url, load, { 'loan-delay-detail': delay }, SHARED);
    const filipino = await renderIn('fil', url, load, { 'loan-delay-detail': delay }, SHARED);
    expect(expectFilipino(english, filipino, ['repay-delay', 'pay-channel']).sort()).toEqual(
      ['Extension repayment', 'Extension fee', 'Repayment plan', 'Payment'].sort(),
    );
    // A text with an element in it is two text nodes: its words are checked here.
    expect(english).toContain('Next payment date');
    expect(filipino).not.toContain('Next payment date');
    expect(filipino).toEqual(
      expect.arrayContaining([
        'Pagbabayad para sa extension',
        'Singil sa extension',
        '₱300.00',
        'Bagong due date',
        'Bagong due date',
        'Pagkatapos ng 7 araw',
        '2026-12-08',
      ]),
    );
  });
  // ADR 0045: what the backend says of the instalment, in the page's language.
  it('repay-period: a payment the lender does not take yet says from when, with no amount and no way to pay', async () => {
    const load = () => import('../../../pages/repay-period/repay-period-page').then((m) => m.RepayPeriodPage);
    const url = '/repay-period.html?token=t1&orderId=12&productId=3';
    const early = { 'loan-play-detail': { ...play, payableFrom: '2026-12-31' } };
    const english = await renderIn('en', url, load, early, SHARED);
    const filipino = await renderIn('fil', url, load, early, SHARED);
    expect(english).toContain('This payment can be made from 2026-12-31: the loan terms do not allow it earlier.');
    expect(filipino).toContain(
      'Puwede nang gawin ang bayad na ito simula 2026-12-31: hindi ito pinapayagan ng mga kondisyon ng loan bago noon.',
    );
    expect(expectFilipino(english, filipino, ['repay-period', 'pay-channel', 'due-notes'])).toContain('View order');
    for (const texts of [english, filipino]) {
      // No amount to pay, no reference number, no channel, no Payment.
      expect(texts).not.toContain('₱1,325.00');
      expect(texts.join(' ')).not.toMatch(/7000 0000 0004|GCash|Repayment amount|Payment$/);
    }
    // A backend that sends no payableFrom: the amount and the ways to pay, as before (D21).
    expect(await renderIn('en', url, load, { 'loan-play-detail': play }, SHARED)).toContain('₱1,325.00');
  });

  it('repay-period and repay-delay: an overdue instalment says so, with its late charges', async () => {
    const late = { overdueDays: 3, lateCharges: 11615 };
    const period = () => import('../../../pages/repay-period/repay-period-page').then((m) => m.RepayPeriodPage);
    const extension = () => import('../../../pages/repay-delay/repay-delay-page').then((m) => m.RepayDelayPage);
    for (const [load, name, data] of [
      [period, 'repay-period', { 'loan-play-detail': { ...play, ...late } }],
      [extension, 'repay-delay', { 'loan-delay-detail': { ...delay, ...late } }],
    ] as const) {
      const url = `/${name}.html?token=t1&orderId=12&productId=3`;
      const english = await renderIn('en', url, load, data, SHARED);
      const filipino = await renderIn('fil', url, load, data, SHARED);
      expect(english.join(' '), name).toContain('This instalment is 3 days overdue. Its late charges so far: ₱116.15.');
      expect(filipino.join(' '), name).toContain(
        'Lampas na sa due date ang hulog na ito: 3 araw na. Multa sa pagkahuli nito hanggang ngayon: ₱116.15.',
      );
      expectFilipino(english, filipino, [name, 'pay-channel', 'due-notes']);
    }
    const oneDay = { 'loan-play-detail': { ...play, overdueDays: 1, lateCharges: 0 } };
    const english = await renderIn('en', '/repay-period.html?token=t1&orderId=12&productId=3', period, oneDay, SHARED);
    expect(english).toContain('This instalment is 1 day overdue.');
    expect(english.join(' ')).not.toContain('late charges so far');
    // Not overdue, or a backend that does not say: nothing is said.
    const onTime = await renderIn(
      'en',
      '/repay-period.html?token=t1&orderId=12&productId=3',
      period,
      { 'loan-play-detail': play },
      SHARED,
    );
    expect(onTime.join(' ')).not.toContain('overdue');
  });
});
