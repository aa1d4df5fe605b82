/**
 * The complaint path in Filipino (D27): home, list, form and details; the server's strings (types,
 * order rows, tabs, the complaint itself) shown as sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectFilipino, renderIn } from '../../support/render-in-language';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const order = {
  orderNo: 'PB0001',
  productLogo: '/images/logo.svg',
  productName: 'Peso Flex',
  status: 1,
  isShow: 1,
  list: [{ title: 'Halaga', value: '₱1,325.00' }],
};
const init = {
  problemType: [
    { title: 'Koleksyon', value: 1 },
    { title: 'Serbisyo', value: 2 },
  ],
  problemSonType: [{ title: 'Pananakot', value: 3 }],
  orderDetail: order,
  orderList: [order],
};

describe('the complaint path in Filipino', { timeout: 30_000 }, () => {
  it('complaint: the home and its payment hint in Filipino, the types and the order as sent', async () => {
    const load = () => import('../../../pages/complaint/complaint-page').then((m) => m.ComplaintPage);
    const url = '/complaint.html?token=t1&about=payment';
    const english = await renderIn('en', url, load, { 'problem-init': init });
    const filipino = await renderIn('fil', url, load, { 'problem-init': init });
    expect(expectFilipino(english, filipino, ['complaint'])).toHaveLength(6);
    expect(filipino).toEqual(expect.arrayContaining(['Koleksyon', 'Serbisyo', 'Peso Flex', 'Halaga', '₱1,325.00']));
  });

  it('complaint-list: the empty tab in Filipino, the tab titles as sent', async () => {
    const load = () => import('../../../pages/complaint-list/complaint-list-page').then((m) => m.ComplaintListPage);
    const list = {
      tabs: [
        { title: 'Pinoproseso', items: [] },
        { title: 'Tapos na', items: [{ id: '7', time: '2026-11-20 10:00:00', type: 'Serbisyo', content: 'Wala' }] },
      ],
    };
    const english = await renderIn('en', '/complaint-list.html?token=t1', load, { 'problem-list': list });
    const filipino = await renderIn('fil', '/complaint-list.html?token=t1', load, { 'problem-list': list });
    expect(expectFilipino(english, filipino, ['complaint-list'])).toHaveLength(3);
    expect(filipino).toEqual(expect.arrayContaining(['Pinoproseso', 'Tapos na', 'Wala pang reklamo rito.']));
  });

  it('complaint-form: labels, placeholder, images and the receipt hint in Filipino, the order number as sent', async () => {
    const load = () => import('../../../pages/complaint-form/complaint-form-page').then((m) => m.ComplaintFormPage);
    const url = '/complaint-form.html?token=t1&problemType=2&orderNo=PB0001&about=payment';
    const draft = { for: 'PB0001|2|', text: 'Hindi lumalabas', images: ['https://img.example.ph/1.jpg'] };
    const render = async (lang: 'en' | 'fil') => {
      localStorage.setItem('complaint-draft', JSON.stringify(draft));
      return renderIn(lang, url, load, { 'problem-init': init });
    };
    const english = await render('en');
    const filipino = await render('fil');
    expect(expectFilipino(english, filipino, ['complaint-form'])).toEqual(
      expect.arrayContaining([
        'Online service',
        'Description',
        'Tell us what happened',
        'Evidence images ({count}/{max})',
        'Image {n}',
        'Remove image {n}',
        'Add image',
        'Send',
        'Attach a photo of your receipt: its reference number, amount, date and time must be readable.',
      ]),
    );
    expect(filipino).toEqual(
      expect.arrayContaining(['Serbisyo', 'Order PB0001', 'Mga larawang patunay (1/9)', 'Alisin ang larawan 1']),
    );
  });

  it('complaint-details: the headings and rows in Filipino, the complaint as sent', async () => {
    const load = () =>
      import('../../../pages/complaint-details/complaint-details-page').then((m) => m.ComplaintDetailsPage);
    const detail = {
      type: 'Serbisyo',
      sonType: 'Pananakot',
      problemId: '5',
      time: '2026-11-20 10:00:00',
      content: 'Hindi lumalabas ang bayad ko',
      images: ['https://img.example.ph/a.jpg'],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    };
    const url = '/complaint-details.html?token=t1&problemId=5';
    const english = await renderIn('en', url, load, { 'problem-detail': detail });
    const filipino = await renderIn('fil', url, load, { 'problem-detail': detail });
    expect(expectFilipino(english, filipino, ['complaint-details'])).toHaveLength(9);
    expect(filipino).toEqual(
      expect.arrayContaining([
        'Numero ng reklamo',
        'Serbisyo',
        'Pananakot',
        'Hindi lumalabas ang bayad ko',
        'Larawan ng reklamo',
      ]),
    );
  });

  it('the messages said outside a render (toasts, the paste note) are in Filipino too', async () => {
    vi.resetModules();
    vi.stubEnv('VITE_LANG', 'fil');
    const { pasteWithin } = await import('../../../pages/complaint-form/paste-limit');
    const { EMPTY_TEXT_MESSAGE } = await import('../../../pages/complaint-form/complaint-form-page');
    const { NO_COLLECTION_MESSAGE } = await import('../../../pages/complaint/complaint-logic');
    vi.unstubAllEnvs();
    expect(pasteWithin('', 0, 0, 'x'.repeat(304), 200)?.note).toBe(
      'Hanggang 200 character lang ang kasya sa paglalarawan: 200 sa 304 na character na na-paste mo ang naisama.',
    );
    expect(EMPTY_TEXT_MESSAGE).toBe('Pakisulat ang iyong mga komento at suhestiyon');
    expect(NO_COLLECTION_MESSAGE).toBe(
      'Hindi puwedeng magpadala ng reklamo tungkol sa collection para sa napiling order',
    );
  });
});
