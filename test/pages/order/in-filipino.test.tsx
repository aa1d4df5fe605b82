/**
 * The order page in Filipino (D27): its blocks and buttons by status, its dialogs (tips, withdrawal,
 * rating and its thanks, bank card) and its toasts; the server's strings (status, rows, tips, prompts)
 * shown as sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answering, expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const load = () => import('../../../pages/order/order-page').then((m) => m.OrderPage);
const URL_ = '/order.html?token=t1&orderId=PB0001&productId=7';

/** An order as the backend sends it, in the borrower's language (D27: the server may answer in Filipino). */
function order(status: number, more: Record<string, unknown> = {}) {
  return {
    orderStatus: status,
    noticeStatusText: 'Malapit na ang due date',
    noticeDesText: 'Magbayad bago ang 2026-12-01.',
    productName: 'Peso Flex',
    productLogo: '/images/logo.svg',
    userOrderDetail: { detail: [{ text: 'Halagang dapat bayaran', value: '₱1,325.00' }] },
    recProducts: [],
    isDelay: '1',
    telephone: '0288881234',
    ...more,
  };
}

/**
 * The page in English and in Filipino for one order; what the English shows of the order catalog. The
 * recommended list is shared/'s (its name is shared/'s text, recommended.json), left out here.
 */
async function both(data: unknown) {
  const english = await renderIn('en', URL_, load, { 'loan-details': data }, '.rec-list');
  const filipino = await renderIn('fil', URL_, load, { 'loan-details': data }, '.rec-list');
  return { shown: expectFilipino(english, filipino, ['order', 'feedback']), filipino };
}

describe('the order page in Filipino', { timeout: 30_000 }, () => {
  it('a loan due that may be extended: pay and extension buttons, the hint and the phone in Filipino', async () => {
    const { shown, filipino } = await both(order(174));
    expect(shown.sort()).toEqual([
      'Customer service: {phone}',
      'Loading...',
      'Loan details',
      'Order Details',
      'REPAY',
      'Rollover Repayment',
      'Short of money?',
    ]);
    expect(filipino).toEqual(
      expect.arrayContaining([
        'Magbayad',
        'Kapos sa pera?',
        'Pagbabayad para sa extension',
        'Tawagan ang customer service: 0288881234',
        'Malapit na ang due date',
        'Halagang dapat bayaran',
        '₱1,325.00',
      ]),
    );
  });

  it('one Repayment button, Borrow Again, and the recommended block, each in Filipino', async () => {
    expect((await both(order(170))).filipino).toContain('Pagbabayad');
    expect((await both(order(200))).filipino).toContain('Umutang ulit');
    const { shown, filipino } = await both(order(110));
    expect(shown).toEqual(expect.arrayContaining(['Recommended products', 'Click to view more products']));
    expect(filipino).toEqual(
      expect.arrayContaining(['Mga inirerekomendang produkto', 'I-tap para makita ang iba pang produkto']),
    );
  });
});

describe('what is left and what was paid, in Filipino (ADR 0044)', { timeout: 30_000 }, () => {
  it('a loan being repaid shows its balance; a settled one the total paid with its parts', async () => {
    const repaying = await both(order(170, { balancePrincipal: 375000, balanceInterest: 22500, balanceCharges: 0 }));
    expect(repaying.shown).toEqual(
      expect.arrayContaining(['Left to repay', 'Principal', 'Interest', 'Charges', 'Total left']),
    );
    expect(repaying.filipino).toEqual(
      expect.arrayContaining([
        'Natitirang utang',
        'Halaga ng loan',
        'Interes',
        'Mga singil',
        'Kabuuang natitira',
        '₱3,975.00',
      ]),
    );
    const settled = await both(
      order(200, { paidTotal: 540784, paidInstalments: 530000, paidLateCharges: 8796, paidExtensionFees: 1988 }),
    );
    expect(settled.shown).toEqual(
      expect.arrayContaining(['What you paid', 'Instalments', 'Late charges', 'Extension fees', 'Total paid']),
    );
    expect(settled.filipino).toEqual(expect.arrayContaining(['Ang naibayad mo', 'Kabuuang naibayad', '₱5,407.84']));
    // Without the fields: the page as it was, no card.
    expect((await both(order(200))).shown).not.toContain('What you paid');
  });
});

describe('the order page’s dialogs and toasts in Filipino', { timeout: 30_000 }, () => {
  it('the server’s tips, then its withdrawal prompt: titles and buttons in Filipino, messages as sent', async () => {
    const { screen, within, show } = await filipinoPage(
      order(21, {
        KindTipsMsg: 'Tingnan ang bank account mo.',
        reyMsg: 'Handa na ang pera mo.',
        playeduL: 'https://x.ph/w',
      }),
    );
    await show();
    const tips = await screen.findByRole('dialog', { name: 'Paalala' }, { timeout: 8000 });
    expect(within(tips).getByText('Tingnan ang bank account mo.')).toBeTruthy();
    within(tips).getByRole('button', { name: 'Kumpirmahin' }).click();
    const prompt = (await screen.findByText('Handa na ang pera mo.', {}, { timeout: 8000 })).closest('dialog')!;
    expect(within(prompt).getByRole('button', { name: 'I-withdraw na' })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Kanselahin' })).toBeTruthy();
  });

  it('the rating: its words, the toast for no star, and the thanks after a low score in Filipino', async () => {
    const { screen, within, show, act } = await filipinoPage(order(110, { isScore: '1' }));
    await show();
    const rating = await screen.findByRole('dialog', { name: 'I-rate ang aming app' }, { timeout: 8000 });
    expect(
      within(rating).getByText('Pakibigyan ng score ang aming app. Makatutulong ito para mas mapagsilbihan ka namin.'),
    ).toBeTruthy();
    expect(within(rating).getByRole('radiogroup', { name: 'Ang iyong score' })).toBeTruthy();
    expect(within(rating).getByRole('button', { name: 'Kanselahin' })).toBeTruthy();
    await act(async () => within(rating).getByRole('button', { name: 'Isumite' }).click());
    expect(await screen.findByText('Pumili')).toBeTruthy();
    await act(async () => within(rating).getAllByRole('radio')[1].click());
    await act(async () => within(rating).getByRole('button', { name: 'Isumite' }).click());
    const thanks = await screen.findByRole('dialog', { name: 'Salamat sa iyong feedback' }, { timeout: 8000 });
    expect(
      within(thanks).getByText(
        'Paumanhin at hindi namin ito nagawa nang mas mahusay. Patuloy naming pagbubutihin ang aming serbisyo.',
      ),
    ).toBeTruthy();
    expect(within(thanks).getByRole('button', { name: 'Kumpirmahin' })).toBeTruthy();
  });

  it('the bank-card prompt without a server title: its name, close icon and button in Filipino', async () => {
    const { screen, within, show } = await filipinoPage(
      order(110, { cardNeedPop: 1, cardPopMsg: 'Walang bank card.' }),
    );
    await show();
    const prompt = await screen.findByRole('dialog', { name: 'I-link ang iyong bank card' }, { timeout: 8000 });
    expect(within(prompt).getByText('Walang bank card.')).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Isara' })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'I-link ang card' })).toBeTruthy();
  });

  it('back from changing the payout account: the toast in Filipino', async () => {
    const { screen, show } = await filipinoPage(order(110), '&accountChanged=1');
    await show();
    expect(
      await screen.findByText('Napalitan na ang account na padadalhan ng pera ng iyong utang.', {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});

/**
 * The Filipino build's order page (fresh modules: the language is read when they load) with the testing
 * library of the same React; `show()` renders it, its order and score calls answered.
 */
async function filipinoPage(data: unknown, query = '') {
  vi.resetModules();
  vi.stubEnv('VITE_LANG', 'fil');
  vi.stubGlobal('XMLHttpRequest', answering({ 'loan-details': data, 'google-score': { score: 5 } }));
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  history.replaceState(null, '', URL_ + query);
  const rtl = await import('@testing-library/react');
  const { createElement } = await import('react');
  const Page = await load();
  return { ...rtl, show: async () => void (await rtl.act(async () => rtl.render(createElement(Page)))) };
}
