/**
 * The reading boundary as a property (issue 20 point 5, contract D13, D20, D21): every reader accepts
 * every payload built from the spec's field lists (product-spec §3) with each field in each form the
 * contract allows — a number or a numeric string, a date as epoch seconds, milliseconds or text, `null`,
 * missing, a single item where a list is expected — and reports a load failure, never a throw, exactly
 * when a required field (ADR 0012's table) is unreadable. The field lists below are written from the
 * spec, not from the readers, so a reader that requires more than the spec allows fails here.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as readers from '../../../../shared/api/schemas';
import { formatDate } from '../../../../shared/format/date';

type Kind = 'num' | 'text' | 'date' | { list: Shape } | { texts: true } | { obj: Shape } | { groups: Shape };

interface Field {
  kind: Kind;
  /** Required by the screen: unreadable, the payload (or, inside a list item, the item) fails. */
  required?: boolean;
}
type Shape = Record<string, Field>;

const num = (required = false): Field => ({ kind: 'num', required });
const text = (required = false): Field => ({ kind: 'text', required });
const date: Field = { kind: 'date' };
const list = (item: Shape, required = false): Field => ({ kind: { list: item }, required });
const texts: Field = { kind: { texts: true } };
const obj = (shape: Shape): Field => ({ kind: { obj: shape } });
const groups = (item: Shape): Field => ({ kind: { groups: item } });

const row: Shape = { text: text(), value: text() };

/** Spec §3, field by field; `required` as ADR 0012's table. */
const SPEC: Partial<Record<keyof typeof readers, Shape>> = {
  loanDetails: {
    orderStatus: num(true),
    noticeStatusText: text(),
    noticeDesText: text(),
    recProducts: list({
      logo: text(),
      name: text(),
      buttonText: text(),
      range: text(),
      rangeDesc: text(),
      rate: text(),
      desc: text(),
      enabled: num(),
      productCode: text(),
    }),
    productName: text(),
    productLogo: text(),
    userOrderDetail: obj({ detail: list(row) }),
    inside: num(),
    h5Url: text(),
    isDelay: num(),
    telephone: text(),
    isScore: num(),
    playeduL: text(),
    reyMsg: text(),
    KindTipsMsg: text(),
    cardNeedPop: num(),
    cardPopTitle: text(),
    cardPopMsg: text(),
  },
  loanConfirm: {
    comProductLogo: text(),
    comProductName: text(),
    amount: num(true),
    periods: num(true),
    termUnit: num(true),
    details: list(row),
    repay_plans: list({ title: text(), amount: num(true), pay_time: date }),
    firstPayTime: date,
    firstPeriodDay: num(),
    pRateDsc: text(),
    sendSms: num(),
    isPopType: num(),
    popContent: text(),
    popTitle: text(),
    popAgreementUrl: text(),
    NewButtonMsg: text(),
    NewPopMsg: text(),
    netAmount: num(),
    loanDate: date,
  },
  loanPlayDetail: instalment(true),
  loanDelayDetail: {
    ...instalment(false),
    delayInfo: obj({ delayAmount: num(true), title: text() }),
    repayPlan: list({ remark: text(), title: text(), amount: num(true), time: date }),
  },
  problemInit: {
    problemType: list({ title: text(), value: num(true) }),
    problemSonType: list({ title: text(), value: num(true) }),
    orderDetail: obj(complaintOrder()),
    orderList: list(complaintOrder()),
  },
  problemList: { tabs: list({ items: list({ id: num(true), time: date, type: text(), content: text() }) }) },
  problemDetail: {
    type: text(),
    sonType: text(),
    problemId: num(true),
    time: date,
    content: text(),
    images: texts,
    disposeDetail: text(),
    disposeImages: texts,
    isNeedScore: num(),
  },
  cardInit: {
    items: list(
      {
        code: text(true),
        cate: text(),
        title: text(),
        subtitle: text(),
        value: text(),
        note: list({ name: text(), type: text() }),
        inputType: text(),
        cardTypeMi: num(),
        channelNumber: text(),
      },
      true,
    ),
  },
  repaymentWay: {
    alipay: text(),
    repayToken: text(),
    bankCards: list({ id: num(true), bankName: text(), cardNo: text(), bankCode: text() }),
  },
  unionError: { noticeMessage: text(), errMessage: text(), family: list({ name: text(), logo: text() }) },
  contactKfInfo: { email: text(), smWa: text() },
};

function instalment(amountRequired: boolean): Shape {
  return {
    repayAmount: num(amountRequired),
    productName: text(),
    repayDate: date,
    productLogo: text(),
    detail: list(row),
    repayList: list({ logo: text(), name: text(), channel_number: text(true) }),
    noticeMsg: text(),
    defDetail: obj({ payCode: text(), logo: text(), title: text(), payNotice: groups({ name: text(), steps: texts }) }),
    isShowReyTop: num(),
  };
}

function complaintOrder(): Shape {
  return {
    orderNo: text(true),
    productLogo: text(),
    productName: text(),
    status: num(),
    isShow: num(),
    list: list({ title: text(), value: text() }),
  };
}

/** Every form D20 allows for a date: epoch seconds or ms, as a number or a numeric string, or text. */
const anyDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .chain((d) => {
    const ms = d.getTime();
    const s = Math.floor(ms / 1000);
    // `2026-12-22T10:00:00.000Z` → the date and the time as a backend writes them.
    const [day, time] = d.toISOString().slice(0, 19).split('T');
    return fc.constantFrom<unknown>(
      s,
      ms,
      String(s),
      String(ms),
      day,
      `${day} ${time}`,
      `${day.replace(/-/g, '/')} ${time.slice(0, 5)}`,
    );
  });

const someNumber = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }).map(String));
const someText = fc.oneof(
  fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
  fc.integer({ min: 0, max: 1e9 }),
);

/** A readable value of a field, in any form the contract allows; `null` and missing too when optional. */
function readable(field: Field): fc.Arbitrary<unknown> {
  const optional = <T>(arb: fc.Arbitrary<T>) => (field.required ? arb : fc.oneof(arb, fc.constant(null)));
  const k = field.kind;
  if (k === 'num') return optional(someNumber);
  if (k === 'text') return optional(field.required ? someText : fc.oneof(fc.string(), fc.integer()));
  if (k === 'date') return fc.oneof(anyDate, fc.constant(null));
  if ('texts' in k) return fc.oneof(fc.array(fc.string(), { maxLength: 3 }), fc.string(), fc.constant(null));
  if ('obj' in k) return fc.oneof(payload(k.obj), fc.constant(null));
  if ('groups' in k)
    return fc.oneof(
      fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), items(k.groups), { maxKeys: 3 }),
      fc.constant(null),
    );
  // A required list keeps at least one item; an optional one may be empty, null or a single item.
  return field.required ? fc.array(payload(k.list), { minLength: 1, maxLength: 3 }) : items(k.list);
}

function items(item: Shape): fc.Arbitrary<unknown> {
  return fc.oneof(fc.array(payload(item), { maxLength: 3 }), payload(item), fc.constant(null));
}

/** An object with every field readable; optional fields may be missing. */
function payload(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, readable(field)]));
  const requiredKeys = Object.entries(shape)
    .filter(([, f]) => f.required)
    .map(([key]) => key);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Values no reading of that kind can read: what makes a required field a load failure. */
function unreadable(field: Field): fc.Arbitrary<unknown> {
  const gone = fc.constantFrom<unknown>(undefined, null, {}, [[]]);
  if (field.kind === 'num') return fc.oneof(gone, fc.constantFrom('', '  ', 'abc', '1,000', [], true));
  if (field.kind === 'text') return fc.oneof(gone, fc.constantFrom('', '   ', [], true));
  // A required list: nothing, or nothing readable in it.
  return fc.oneof(fc.constantFrom<unknown>(undefined, null, [], 'abc', {}), fc.constant([{}]));
}

const read = (name: keyof typeof readers, data: unknown) =>
  (readers[name] as (d: unknown) => { ok: boolean; issue?: string; value?: Record<string, unknown> })(data);

const RUNS = { numRuns: 150 };

// Each fallback is a development warning (read-report.ts); thousands of them would bury the output.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe.each(Object.entries(SPEC) as [keyof typeof readers, Shape][])('reader %s against the spec', (name, shape) => {
  const required = Object.entries(shape).filter(([, f]) => f.required);

  it('reads every payload whose fields take any form the contract allows', () => {
    fc.assert(
      fc.property(payload(shape), (data) => {
        const out = read(name, data);
        expect(out.issue).toBeUndefined();
        expect(out.ok).toBe(true);
        // Every date read shows as something, never throws.
        for (const value of Object.values(out.value ?? {})) {
          if (typeof value === 'number' || typeof value === 'string')
            expect(() => formatDate(value, true)).not.toThrow();
        }
      }),
      RUNS,
    );
  });

  it('an optional field of any shape at all falls back on its own: still read', () => {
    const optional = Object.keys(shape).filter((k) => !shape[k].required);
    if (!optional.length) return;
    fc.assert(
      fc.property(payload(shape), fc.constantFrom(...optional), fc.anything(), (data, key, junk) => {
        expect(read(name, { ...data, [key]: junk }).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it.runIf(required.length > 0)(
    'a required field that cannot be read is a load failure that names it, never a throw',
    () => {
      fc.assert(
        fc.property(payload(shape), fc.constantFrom(...required), (data, [key, field]) =>
          fc.assert(
            fc.property(unreadable(field), (bad) => {
              const copy: Record<string, unknown> = { ...data, [key]: bad };
              if (bad === undefined) delete copy[key];
              const out = read(name, copy);
              expect(out.ok).toBe(false);
              expect(out.issue).toMatch(new RegExp(`^${key}`));
            }),
            { numRuns: 10 },
          ),
        ),
        { numRuns: 30 },
      );
    },
  );

  it('anything at all as the payload reads or fails, never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(() => read(name, data)).not.toThrow();
      }),
      RUNS,
    );
  });
});
