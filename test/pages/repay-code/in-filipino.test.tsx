/**
 * The two code pages in Filipino (D27): the reference number's page (code and QR) and the second variant;
 * the channel, the contract number, the step notes and the figures (₱) as the server sends them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const def = {
  payCode: '700000000004',
  logo: '/7.svg',
  title: '7-Eleven',
  payNotice: { 'Sa tindahan': [{ name: '7-Eleven', steps: ['Pumunta sa CLiQQ kiosk.', 'Bayaran sa cashier.'] }] },
  type: 1,
  qrUrl: '/qr.svg',
  codePage: 2,
};
const play = (type: 1 | 2) => ({
  repayAmount: 132500,
  productName: 'Peso Flex',
  repayDate: '2026-12-01',
  productLogo: '/l.svg',
  orderNo: 'PA1',
  detail: [],
  repayList: [],
  noticeMsg: '',
  isShowReyTop: 0,
  defDetail: { ...def, type },
});
const url = (entry: string) => `/${entry}.html?token=t1&orderId=12&productId=3`;

describe('the code pages in Filipino', { timeout: 30_000 }, () => {
  it('repay-code, a reference number: the heading, the amount and the guides in Filipino; the channel as sent', async () => {
    const load = () => import('../../../pages/repay-code/repay-code-page').then((m) => m.RepayCodePage);
    const answers = { 'loan-play-detail': play(1) };
    const english = await renderIn('en', url('repay-code'), load, answers);
    const filipino = await renderIn('fil', url('repay-code'), load, answers);
    expect(expectFilipino(english, filipino, ['repay-code']).sort()).toEqual(
      [
        'Repayment by code',
        'Pay at {title} with this reference number',
        'Amount to pay',
        'How to pay with a reference number',
        'How to pay at a local outlet',
      ].sort(),
    );
    expect(filipino).toEqual(
      expect.arrayContaining(['Magbayad sa 7-Eleven gamit ang reference number na ito', '7-Eleven', '₱1,325.00']),
    );
  });

  it('repay-code, a QR code: the heading and the tips in Filipino, the amount in its form', async () => {
    const load = () => import('../../../pages/repay-code/repay-code-page').then((m) => m.RepayCodePage);
    const answers = { 'loan-play-detail': play(2) };
    const english = await renderIn('en', url('repay-code'), load, answers);
    const filipino = await renderIn('fil', url('repay-code'), load, answers);
    expect(expectFilipino(english, filipino, ['repay-code']).sort()).toEqual(
      [
        'Repayment by code',
        'Scan to pay',
        'Amount to pay',
        'Open your e-wallet or banking app and scan this QR code.',
        'Check that the amount is {amount} before you confirm.',
        'If you cannot scan, pay with the reference number below.',
      ].sort(),
    );
    expect(filipino).toContain('Tiyaking ₱1,325.00 ang halaga bago mo kumpirmahin.');
  });

  it('repay-code-2: the facts, the reference number and the slip note in Filipino; the step notes as sent', async () => {
    const load = () => import('../../../pages/repay-code-2/repay-code-2-page').then((m) => m.RepayCode2Page);
    const answers = { 'loan-play-detail': play(1) };
    const english = await renderIn('en', url('repay-code-2'), load, answers);
    const filipino = await renderIn('fil', url('repay-code-2'), load, answers);
    expect(expectFilipino(english, filipino, ['repay-code-2']).sort()).toEqual(
      [
        'Repayment by code',
        'Payment details',
        'Contract number',
        'Total payment',
        'Reference number for {title}',
        'Keep your deposit slip (receipt) until the payment shows in the app.',
      ].sort(),
    );
    expect(filipino).toEqual(
      expect.arrayContaining([
        'Reference number para sa 7-Eleven',
        'PA1',
        '₱1,325.00',
        'Sa tindahan',
        'Pumunta sa CLiQQ kiosk.',
        'Bayaran sa cashier.',
      ]),
    );
  });
  // ADR 0045: both code pages, the 7-Eleven reference number's included, say what the backend says of it.
  it('both code pages: a payment not taken yet says from when, with no code and no amount; overdue says so', async () => {
    const pages = [
      ['repay-code', () => import('../../../pages/repay-code/repay-code-page').then((m) => m.RepayCodePage)],
      ['repay-code-2', () => import('../../../pages/repay-code-2/repay-code-2-page').then((m) => m.RepayCode2Page)],
    ] as const;
    for (const [entry, load] of pages) {
      const early = { 'loan-play-detail': { ...play(1), payableFrom: '2026-12-31' } };
      const english = await renderIn('en', url(entry), load, early);
      const filipino = await renderIn('fil', url(entry), load, early);
      expect(english, entry).toContain(
        'This payment can be made from 2026-12-31: the loan terms do not allow it earlier.',
      );
      expect(filipino, entry).toContain(
        'Puwede nang gawin ang bayad na ito simula 2026-12-31: hindi ito pinapayagan ng mga kondisyon ng loan bago noon.',
      );
      for (const texts of [english, filipino]) {
        expect(texts, entry).not.toContain('₱1,325.00');
        expect(texts.join(' '), entry).not.toContain('7000 0000 0004');
      }
      const late = { 'loan-play-detail': { ...play(1), overdueDays: 2, lateCharges: 10265 } };
      const overdueEn = await renderIn('en', url(entry), load, late);
      const overdueFil = await renderIn('fil', url(entry), load, late);
      expect(overdueEn.join(' '), entry).toContain(
        'This instalment is 2 days overdue. Its late charges so far: ₱102.65.',
      );
      expect(overdueFil.join(' '), entry).toContain(
        'Lampas na sa due date ang hulog na ito: 2 araw na. Multa sa pagkahuli nito hanggang ngayon: ₱102.65.',
      );
      // Still the code and the amount: an overdue instalment is paid.
      expect(overdueEn.join(' '), entry).toContain('7000 0000 0004');
      expect(overdueEn, entry).toContain('₱1,325.00');
    }
  });
});
