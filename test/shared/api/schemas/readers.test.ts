// @vitest-environment node
/**
 * Every endpoint's reader (contract §2, D10–D13): the spec-shaped payload reads as is; the same payload
 * with every number sent as a string reads the same; the D13 absences read as empty or absent; a
 * payload that cannot be read is refused (the page shows the error box).
 */
import { describe, expect, it } from 'vitest';
import * as contract from '../../../../shared/api/contract';
import type { ReadEndpoint } from '../../../../shared/api/contract/endpoint';
import { readPayload } from '../../../../shared/api/schemas/read';
import { attachExample, successExample } from '../../../../shared/api/contract/examples';
import type { Decl } from '../../../../shared/api/contract/declare';

/** Every read call of the contract, by its name (the one name it has: ADR 0022). */
const readers = Object.fromEntries(
  Object.entries(contract).filter(([, e]) => e && typeof e === 'object' && 'data' in e && 'early' in e),
) as Record<string, ReadEndpoint<unknown, unknown>>;
type Name = keyof typeof written;

/** Every number in a payload turned into its string, as a production gateway may send it. */
function stringifyNumbers(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(stringifyNumbers);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stringifyNumbers(v)]));
  return value;
}

const row = { text: 'Loan amount', value: '₱5,000.00' };
const rec = {
  logo: '/l.svg',
  name: 'Peso Flex',
  buttonText: 'Apply',
  range: '₱2,000',
  rangeDesc: 'Loan amount',
  rate: '0.05%',
  desc: 'd',
  enabled: 1,
  productCode: 'PF01',
};
const channel = { logo: '/g.svg', name: 'GCash', channel_number: 'GCASH' };
const defDetail = {
  payCode: '700000000004',
  logo: '/7.svg',
  title: '7-Eleven',
  payNotice: { Steps: [{ name: 'GCash', steps: ['Open'] }] },
  type: 2,
  qrUrl: '/qr.svg',
  codePage: 2,
};
const play = {
  repayAmount: 512000,
  productName: 'Peso Flex',
  repayDate: 1767225600000,
  productLogo: '/l.svg',
  orderNo: 'PA1',
  detail: [row],
  repayList: [channel],
  noticeMsg: 'Pay on time',
  isShowReyTop: 1,
  defDetail,
};
const order = {
  orderId: '4',
  orderNo: 'PA4',
  productLogo: '/l.svg',
  productName: 'Peso Flex',
  status: 174,
  isShow: 1,
  list: [{ title: 'Amount', value: '₱5,000' }],
};
const cardItem = {
  code: 'accountNo',
  cate: 'text',
  title: 'Account number',
  subtitle: '',
  value: '1234567890123',
  note: [],
  inputType: 'number',
  cardTypeMi: 0,
  channelNumber: '3',
  required: 1,
};

/** Spec-shaped payloads, and whether `{}` is still readable (D13: what can be shown) or a load failure. */
const written: Record<string, { payload: Record<string, unknown>; emptyReads: boolean }> = {
  cardInit: {
    payload: {
      items: [
        cardItem,
        {
          ...cardItem,
          code: 'bank',
          cate: 'enum',
          inputType: 'text',
          note: [
            { name: 'BPI', type: 'bpi' },
            { name: 'BDO', type: '2' },
          ],
        },
      ],
    },
    // D21: bind bank's `items` is required: the form cannot be shown without one.
    emptyReads: false,
  },
  problemInit: {
    payload: {
      problemType: [{ title: 'Collection', value: 1 }],
      problemSonType: [{ title: 'Rude', value: 11 }],
      orderDetail: order,
      orderList: [order],
    },
    emptyReads: true,
  },
  uploadProblemImg: { payload: { url: '/uploads/a.jpg' }, emptyReads: false },
  problemSave: { payload: { problemId: 'C-9' }, emptyReads: true },
  problemList: {
    payload: {
      tabs: [
        {
          title: 'Processing',
          items: [{ id: '1864209123456789012', time: 1700000000, type: 'Collection - Rude', content: 'x' }],
        },
      ],
    },
    emptyReads: true,
  },
  problemDetail: {
    payload: {
      problemId: '1864209123456789012',
      time: 1700000000,
      type: 'Collection',
      sonType: 'Rude',
      content: 'x',
      images: ['/a.jpg'],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 1,
    },
    emptyReads: false,
  },
  loanDetails: {
    payload: {
      orderStatus: 174,
      noticeStatusText: 'Due',
      noticeDesText: 'Pay',
      recProducts: [rec],
      productName: 'Peso Flex',
      productLogo: '/l.svg',
      userOrderDetail: { detail: [row] },
      inside: 0,
      h5Url: '',
      isDelay: '1',
      telephone: '(02) 8852 3100',
      isScore: '0',
      playeduL: '',
      reyMsg: '',
      KindTipsMsg: '',
      cardNeedPop: 0,
      cardPopTitle: '',
      cardPopMsg: '',
    },
    emptyReads: false,
  },
  loanDetailConfirm: {
    payload: {
      comProductLogo: '/l.svg',
      comProductName: 'Peso Flex',
      amount: 500000,
      periods: 4,
      termUnit: 30,
      details: [row],
      repay_plans: [{ title: 'P', amount: 130000, pay_time: 1767225600000 }],
      firstPayTime: 1767225600000,
      firstPeriodDay: 30,
      pRateDsc: '0.05%',
      sendSms: 0,
      isPopType: 1,
      popTitle: 'Stay',
      popContent: 'Sure?',
      popAgreementUrl: '',
      NewButtonMsg: '',
      NewPopMsg: '',
    },
    emptyReads: false,
  },
  contractList: { payload: { data: [{ id: 'agr-1', title: 'Loan agreement', position: '1' }] }, emptyReads: true },
  contractJump: { payload: { contract_url: 'https://example.com/a' }, emptyReads: true },
  loanDetailPush: { payload: { lendDetailsUrl: '/order.html?orderId=4', orderId: '4' }, emptyReads: true },
  unionErrorInfo: { payload: { noticeMessage: 'n', errMessage: 'e', family: [rec] }, emptyReads: true },
  goyaDefine: { payload: { link: 'https://example.com/p' }, emptyReads: true },
  loanPlayDetail: { payload: play, emptyReads: false },
  loanDelayDetail: {
    payload: {
      ...play,
      repayAmount: undefined,
      delayInfo: { delayAmount: 90000, title: 'Extend 7 days' },
      repayPlan: [{ remark: 'r', title: 't', amount: 90000, time: 1767225600000 }],
    },
    emptyReads: true,
  },
  generateVcode: { payload: { payUrl: '/pay/provider?t=1' }, emptyReads: false },
  repaymentWay: {
    payload: {
      alipay: '1',
      repayToken: 'tok',
      bankCards: [{ id: 'card_5a', bankName: 'BPI', cardNo: '**** 9876', bankCode: 'BPI' }],
      amount: 512000,
      orderNo: 'PA1',
      productId: 'P-77',
    },
    emptyReads: true,
  },
  repaymentCommit: { payload: { repayRecordId: 'RR-20261125-0001', needValid: 1 }, emptyReads: true },
  repaymentHuichao: { payload: { url: 'https://pay.example.com' }, emptyReads: true },
  contactKfInfo: { payload: { email: 'help@example.com', smWa: '(02) 8852 3100' }, emptyReads: true },
  channelTemplate: { payload: { id: 'tpl_2', title: 'Cash', subtitle: 'Fast', downloadUrl: '' }, emptyReads: true },
  getSid: { payload: { sid: 'abc' }, emptyReads: false },
};

/**
 * Every read call's case: the one written above, else its declaration's own example (ADR 0042), so a new
 * call is read here without a table edit; `{}` reads when the call requires nothing.
 */
const cases: Record<string, { payload: Record<string, unknown>; emptyReads: boolean }> = {
  ...Object.fromEntries(
    Object.entries(readers).map(([name, endpoint]) => {
      const decl = endpoint.data as unknown as Decl;
      const payload = successExample(endpoint).data as Record<string, unknown>;
      return [name, { payload, emptyReads: decl.k === 'obj' && decl.required.length === 0 }];
    }),
  ),
  ...written,
};

function read(name: Name, data: unknown) {
  return readPayload(readers[name].data, data) as { ok: boolean; value?: any; issue?: string };
}

describe.each(Object.entries(cases))('reader %s', (name, { payload, emptyReads }) => {
  it('reads the spec-shaped payload', () => {
    const out = read(name, payload);
    expect(out.ok, out.issue).toBe(true);
    expect(out.value).toMatchObject(JSON.parse(JSON.stringify(payload)));
  });

  it('reads every number sent as a string the same (D13)', () => {
    expect(read(name, stringifyNumbers(payload))).toEqual(read(name, payload));
  });

  it(`reads {} and null as ${emptyReads ? 'empty lists and texts' : 'a load failure'}, and text as a load failure`, () => {
    expect(read(name, {}).ok).toBe(emptyReads);
    // A payload of which nothing is required reads a bare 'success' (data null) as its defaults.
    expect(read(name, null).ok).toBe(emptyReads);
    expect(read(name, 'ok').ok).toBe(false);
  });
});

describe('D13 and D10–D12 readings', () => {
  it('an order status "174" is the status 174; flags read as the contract\'s strings', () => {
    const out = read('loanDetails', { ...cases.loanDetails.payload, orderStatus: '174', isDelay: 1, isScore: null });
    expect(out).toMatchObject({ ok: true, value: { orderStatus: 174, isDelay: '1', isScore: '0' } });
  });

  it('null lists are empty and a null userOrderDetail has no rows', () => {
    const out = read('loanDetails', { orderStatus: 21, recProducts: null, userOrderDetail: null });
    expect(out).toMatchObject({ ok: true, value: { recProducts: [], userOrderDetail: { detail: [] } } });
  });

  it('instalment: repayList null is [], detail missing is [], no notice text is ""', () => {
    const { repayList: _r, detail: _d, noticeMsg: _n, ...rest } = play;
    const out = read('loanPlayDetail', { ...rest, repayList: null, isShowReyTop: 1 });
    expect(out).toMatchObject({ ok: true, value: { repayList: [], detail: [], noticeMsg: '' } });
  });

  it('instalment: a null defDetail is absent; its type and code page read 1 or 2 (D12)', () => {
    expect(read('loanPlayDetail', { ...play, defDetail: null })).toMatchObject({
      ok: true,
      value: { defDetail: undefined },
    });
    expect(read('loanPlayDetail', { ...play, defDetail: { ...defDetail, type: '2', codePage: '1' } })).toMatchObject({
      ok: true,
      value: { defDetail: { type: 2, codePage: 1 } },
    });
    expect(read('loanPlayDetail', { ...play, defDetail: { ...defDetail, type: 7, codePage: null } })).toMatchObject({
      ok: true,
      value: { defDetail: { type: 1, codePage: 1 } },
    });
  });

  it('instalment without an amount due cannot be paid: a load failure', () => {
    expect(read('loanPlayDetail', { ...play, repayAmount: null }).ok).toBe(false);
  });

  it('extension: the next payment date is repayDate (D11); without delayInfo the fee is absent', () => {
    const out = read('loanDelayDetail', {
      repayDate: '1767225600000',
      nextRepayDate: 1,
      delayInfo: null,
      repayPlan: null,
    });
    expect(out).toMatchObject({ ok: true, value: { repayDate: 1767225600000, delayInfo: undefined, repayPlan: [] } });
    expect(out.ok && 'nextRepayDate' in out.value).toBe(false);
  });

  it('loan confirm reads periods and termUnit, and has no term (D10)', () => {
    const out = read('loanDetailConfirm', {
      ...cases.loanDetailConfirm.payload,
      periods: '4',
      termUnit: '30',
      term: 120,
    });
    expect(out).toMatchObject({ ok: true, value: { periods: 4, termUnit: 30 } });
    expect(out.ok && 'term' in out.value).toBe(false);
  });

  it('repayment-way: amount, orderNo and productId are absent when not sent (D12)', () => {
    const out = read('repaymentWay', { alipay: 1, repayToken: 't', bankCards: null, amount: null });
    expect(out).toMatchObject({ ok: true, value: { alipay: '1', bankCards: [] } });
    expect(out.ok && [out.value.amount, out.value.orderNo, out.value.productId]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('bind bank: an unknown inputType is read as number, the known ones as sent (D12)', () => {
    const kinds = ['phone', 'bankCard', 'number', 'text', 'digits', '', null];
    const out = read('cardInit', { items: kinds.map((inputType, i) => ({ ...cardItem, code: `f${i}`, inputType })) });
    expect(out.ok && out.value.items.map((i: { inputType: string }) => i.inputType)).toEqual([
      'phone',
      'bankCard',
      'number',
      'text',
      'number',
      'number',
      'number',
    ]);
  });

  it('bind bank: items with no readable item is a load failure; a prefilled value keeps every digit', () => {
    expect(read('cardInit', { items: {} }).ok).toBe(false);
    expect(read('cardInit', { items: [] }).ok).toBe(false);
    expect(read('cardInit', { items: [{ title: 'no code' }] }).ok).toBe(false);
    // A single item where the list was expected is a list of one (D21); an item without code is left out.
    expect(read('cardInit', { items: cardItem })).toMatchObject({
      ok: true,
      value: { items: [{ code: cardItem.code }] },
    });
    expect(read('cardInit', { items: [{ title: 'no code' }, cardItem] })).toMatchObject({
      ok: true,
      value: { items: [{ code: cardItem.code }] },
    });
    const long = '12345678901234567890';
    expect(read('cardInit', { items: [{ ...cardItem, value: long }] })).toMatchObject({
      ok: true,
      value: { items: [{ value: long }] },
    });
  });

  it('complaint init: a missing orderDetail is no order (null); an order without its number is left out', () => {
    expect(read('problemInit', {})).toMatchObject({
      ok: true,
      value: { problemType: [], orderDetail: null, orderList: [] },
    });
    expect(read('problemInit', { orderList: {} })).toMatchObject({ ok: true, value: { orderList: [] } });
    expect(read('problemInit', { orderDetail: { productName: 'x' } })).toMatchObject({
      ok: true,
      value: { orderDetail: null },
    });
  });

  it('complaint orders are keyed by orderNo and need no orderId (D21); a single order is a list of one', () => {
    const spec = {
      orderNo: 'PA2',
      productLogo: '/l.svg',
      productName: 'Sahod Loan',
      status: '170',
      isShow: '1',
      list: [],
    };
    const out = read('problemInit', { problemType: [], orderDetail: spec, orderList: spec });
    expect(out).toMatchObject({
      ok: true,
      value: { orderDetail: { orderNo: 'PA2', status: 170, isShow: 1 }, orderList: [{ orderNo: 'PA2' }] },
    });
    expect(out.ok && out.value.orderDetail?.orderId).toBeUndefined();
    expect(read('problemInit', { orderDetail: { ...spec, orderId: '7' } })).toMatchObject({
      value: { orderDetail: { orderId: '7' } },
    });
  });

  it('text that is an object falls back to empty, never "[object Object]", and the rest is read (D21)', () => {
    expect(read('contactKfInfo', { email: { a: 1 }, smWa: '1' })).toEqual({
      ok: true,
      value: { email: '', smWa: '1' },
    });
  });

  it('one unreadable field never hides the rest (D21): each falls back on its own', () => {
    const out = read('loanPlayDetail', {
      ...play,
      productName: { en: 'Peso Flex' },
      repayDate: { at: 1 },
      detail: 'not rows',
      repayList: [{ name: 'no number' }, channel],
      isShowReyTop: 'yes',
      defDetail: 'nope',
    });
    expect(out).toMatchObject({
      ok: true,
      value: {
        repayAmount: play.repayAmount,
        productName: '',
        repayDate: '',
        detail: [],
        repayList: [channel],
        isShowReyTop: 0,
        defDetail: undefined,
      },
    });
  });

  it('dates arrive in any form D20 allows and never fail a load', () => {
    for (const repayDate of [
      1766368800,
      '1766368800',
      1766368800000,
      '2026-12-22',
      '2026-12-22 10:00:00',
      '2026/12/22 10:00',
    ]) {
      const out = read('loanPlayDetail', { ...play, repayDate });
      expect(out, String(repayDate)).toMatchObject({ ok: true });
      expect(out.ok && out.value.repayDate).toBe(
        typeof repayDate === 'string' && !/^\d+$/.test(repayDate) ? repayDate : Number(repayDate),
      );
    }
    for (const repayDate of [null, undefined, 0, '0', '', {}, []]) {
      expect(read('loanPlayDetail', { ...play, repayDate }), String(repayDate)).toMatchObject({
        ok: true,
        value: { repayDate: '' },
      });
    }
    const confirm = read('loanDetailConfirm', {
      ...cases.loanDetailConfirm.payload,
      firstPayTime: '2026-12-22',
      repay_plans: [{ title: '1', amount: '100', pay_time: '2026-12-22 10:00:00' }],
    });
    expect(confirm).toMatchObject({
      ok: true,
      value: { firstPayTime: '2026-12-22', repay_plans: [{ pay_time: '2026-12-22 10:00:00', amount: 100 }] },
    });
  });

  it('a plan row without its amount is left out, never shown as nothing due', () => {
    const out = read('loanDelayDetail', {
      repayPlan: [
        { title: 'Fee', amount: 'n/a', time: 1 },
        { title: 'Repayment', amount: '5000', time: '2026-12-22' },
      ],
    });
    expect(out).toMatchObject({ ok: true, value: { repayPlan: [{ title: 'Repayment', amount: 5000 }] } });
  });

  it('payNotice steps sent as one text are a list of one (D21)', () => {
    const out = read('loanPlayDetail', {
      ...play,
      defDetail: {
        ...defDetail,
        payNotice: { GCash: [{ name: 'App', steps: 'Open the app' }], Bank: { name: 'Bank', steps: null } },
      },
    });
    expect(out).toMatchObject({
      ok: true,
      value: {
        defDetail: {
          payNotice: { GCash: [{ name: 'App', steps: ['Open the app'] }], Bank: [{ name: 'Bank', steps: [] }] },
        },
      },
    });
  });

  it('names the required field it could not read', () => {
    expect(read('loanPlayDetail', { ...play, repayAmount: 'due' })).toEqual({
      ok: false,
      issue: 'repayAmount: expected a number',
    });
    expect(read('loanDetailConfirm', { ...cases.loanDetailConfirm.payload, termUnit: undefined })).toMatchObject({
      ok: false,
      issue: expect.stringMatching(/^termUnit: /),
    });
  });
});

describe('every read call is declared once', () => {
  it('each case written above is a read call of the contract, and each read call has a case', () => {
    for (const name of Object.keys(written)) expect(Object.keys(readers)).toContain(name);
    expect(new Set(Object.keys(cases))).toEqual(new Set(Object.keys(readers)));
  });

  it("each read call's own example reads, in both envelopes where it may come in either", () => {
    for (const [name, endpoint] of Object.entries(readers)) {
      const out = readPayload(endpoint.data, successExample(endpoint).data);
      expect(out.ok, `${name}: ${out.ok ? '' : out.issue}`).toBe(true);
      if (endpoint.attach) expect(readPayload(endpoint.data, attachExample(endpoint).attach).ok, name).toBe(true);
    }
  });
});
