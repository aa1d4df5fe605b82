/**
 * The legacy card repayment in Filipino (D27): the amount, the cards and the buttons, the empty card
 * list, and the messages said outside a render; the bank names and card numbers as the server sends them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectFilipino, mountIn, renderIn } from '../../support/render-in-language';
import type { Lang } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
});

const way = {
  alipay: '1',
  repayToken: 'tok',
  bankCards: [{ id: 'card_5a', bankName: 'BPI', cardNo: '**** 9876', bankCode: 'BPI' }],
};
const play = {
  repayAmount: 512000,
  productName: 'Peso Flex',
  repayDate: '2026-12-01',
  productLogo: '/l.svg',
  orderNo: 'PA1',
  detail: [],
  repayList: [],
  noticeMsg: '',
  isShowReyTop: 0,
};
const url = '/legacy-repay.html?token=t1&orderId=12&productId=3';
const load = () => import('../../../pages/legacy-repay/legacy-repay-page').then((m) => m.LegacyRepayPage);

/** The page with a card, then with none. */
const both = async (lang: Lang) => [
  ...(await renderIn(lang, url, load, { 'repayment-way': way, 'loan-play-detail': play })),
  ...(await renderIn(lang, url, load, { 'repayment-way': { ...way, bankCards: [] }, 'loan-play-detail': play })),
];

/**
 * The SMS code step in `lang`: a card chosen, 'Repay now' tapped (the commit asks for a code), then
 * 'Confirm' tapped with no code. Returns the texts of the code section, the countdown started and
 * finished (its seconds, then 'Get code').
 */
async function codeStep(lang: Lang): Promise<string[]> {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const { root, act } = await mountIn(lang, url, load, {
    'repayment-way': way,
    'loan-play-detail': play,
    'repayment-commit': { repayRecordId: 'RR-1', needValid: 1 },
  });
  const until = async (found: () => Element | null | undefined) => {
    for (let i = 0; i < 400 && !found(); i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    return found()!;
  };
  const radio = await until(() => document.querySelector<HTMLInputElement>('input[type=radio]'));
  await act(async () => (radio as HTMLInputElement).click());
  const repay = await until(() => document.querySelector<HTMLButtonElement>('.legacy-actions .btn'));
  await act(async () => (repay as HTMLButtonElement).click());
  const section = await until(() => document.querySelector('.legacy-code'));
  const confirm = [...section.querySelectorAll('button')].at(-1)!;
  await act(async () => confirm.click());
  const texts = (el: Element) =>
    [...[...el.querySelectorAll('*')].flatMap((e) => [...e.childNodes].filter((n) => n.nodeType === 3))]
      .map((n) => n.textContent!.trim())
      .filter(Boolean)
      .concat(el.getAttribute('aria-label') ?? []);
  const counting = texts(section);
  await act(async () => vi.advanceTimersByTime(61_000));
  const after = texts(section);
  await act(async () => root.unmount());
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  return [...counting, ...after];
}

describe('legacy-repay in Filipino', { timeout: 30_000 }, () => {
  it('the amount, the cards and the buttons in Filipino; the bank and card number as sent', async () => {
    const english = await both('en');
    const filipino = await both('fil');
    expect(expectFilipino(english, filipino, ['legacy-repay']).sort()).toEqual(
      [
        'Card repayment',
        'Amount due',
        'Order number {orderNo}',
        'Choose a paying bank card',
        'No bank card is linked to your account yet.',
        'Repay now',
        'Pay online',
      ].sort(),
    );
    expect(filipino).toEqual(expect.arrayContaining(['₱5,120.00', 'Numero ng order PA1', 'BPI', '**** 9876']));
  });

  it('the SMS code step in Filipino: the prompt, the field, the countdown, get code, Confirm and the code error', async () => {
    const english = await codeStep('en');
    const filipino = await codeStep('fil');
    expect(expectFilipino(english, filipino, ['legacy-repay']).sort()).toEqual(
      [
        'SMS verification',
        'We sent a verification code by SMS to the phone number of your bank card.',
        'Get code',
        'Confirm',
        'Please enter the correct code',
        'SMS code',
      ].sort(),
    );
    expect(filipino).toEqual(expect.arrayContaining(['Pag-verify sa SMS', '60s', 'Kunin ang code', 'Code sa SMS']));
  });

  it('the toasts and the messages of a payment on its way are in Filipino, the figures in their form', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_LANG', 'fil');
    const rules = await import('../../../pages/legacy-repay/legacy-rules');
    vi.unstubAllEnvs();
    expect(rules.submittedMessage('₱5,120.00', 'Metrobank', '**** 4321')).toBe(
      'Naipadala na ang bayad mong ₱5,120.00 mula sa Metrobank card na nagtatapos sa 4321. Buksan ang order mo para makita kung kailan ito lalabas.',
    );
    expect(rules.submittedMessage('₱5,120.00', 'Metrobank', '****')).toContain('mula sa Metrobank card ****.');
    expect(rules.submittedMessage('₱5,120.00', '', '')).toContain('mula sa card.');
    expect([
      rules.CHOOSE_CARD_MESSAGE,
      rules.ENTER_CODE_MESSAGE,
      rules.WRONG_CODE_MESSAGE,
      rules.SUBMITTED_TWICE_MESSAGE,
      rules.CARD_LIST_FAILED_MESSAGE,
      rules.failureMessage(500, ' '),
    ]).toEqual([
      'Pumili muna ng bank card na pambayad',
      'Pakilagay ang tamang code',
      'Mali ang code. Tingnan ang SMS at ilagay ulit ang code.',
      'Huwag ipadala ang bayad nang dalawang beses',
      'Hindi makuha ang listahan ng card',
      'Hindi natuloy ang pagbabayad, pakisubukan ulit',
    ]);
    expect(rules.COMMIT_UNREAD_MESSAGE).toMatch(/^Natanggap ang request mong magbayad/);
    expect(rules.ALREADY_PROCESSING_MESSAGE).toMatch(/^Pinoproseso na ang bayad na ito\./);
  });
});
