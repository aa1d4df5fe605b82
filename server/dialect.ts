/**
 * The reference backend's second way of speaking (issue 20 point 4): a backend written only from
 * `product-spec.md` and the contract. Our own dialect sends what the screens were first built on (dates
 * as epoch numbers, numbers as JSON numbers, a few fields of our own); the `spec` dialect sends the same
 * data the way the spec allows a backend to (spec §3 and §9, contract §2 and §5, D10–D22):
 *
 * - every date as text in Philippine time: `2026-12-22`, or `2026-12-22 10:00:00` where the screen shows a
 *   time (D20);
 * - every number (ids, amounts in cents, statuses, flags, the envelope's `code`) as a numeric string (D13);
 * - only the fields the spec or the contract names: any other field is left out (D21);
 * - the `steps` of a pay notice ("a list of name and steps") as one text (D21).
 *
 * It is one transform of the envelope, applied where `route()` writes every response, driven by the
 * table below (one shape per endpoint), so no module knows there is a second dialect.
 */
import {
  bindCardNew,
  cardInit,
  changeCard,
  channelTemplate,
  contactKfInfo,
  contractJump,
  contractList,
  eventSave,
  feedbackSave,
  generateVcode,
  getSid,
  getSms,
  googleScore,
  goyaDefine,
  loanDelayDetail,
  loanDetailConfirm,
  loanDetailPush,
  loanDetails,
  loanPlayDetail,
  problemDetail,
  problemInit,
  problemList,
  problemSave,
  register,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
  saveScore,
  trackClick,
  trackVisit,
  unionErrorInfo,
  uploadProblemImg,
} from '../shared/api/contract';

export const DIALECTS = ['ours', 'spec'] as const;
export type Dialect = (typeof DIALECTS)[number];

/** @example dialectOf('spec') // 'spec'; dialectOf('SPEC') // undefined; dialectOf(undefined) // undefined */
export function dialectOf(value: string | undefined): Dialect | undefined {
  return DIALECTS.find((d) => d === value);
}

/**
 * How a value is spoken in the spec dialect.
 * - `value`: kept; every number in it becomes a numeric string;
 * - `date` / `datetime`: an epoch value (seconds up to 10^11, milliseconds above) becomes Manila text;
 * - `steps`: a list of texts becomes one text, a line each;
 * - `list(shape)`: each item by `shape`; `record(shape)`: each property (any name) by `shape`;
 * - `fields({...})`: an object keeping only the named fields, each by its shape.
 */
export type Shape =
  | 'value'
  | 'date'
  | 'datetime'
  | 'steps'
  | { readonly list: Shape }
  | { readonly record: Shape }
  | { readonly fields: Readonly<Record<string, Shape>> };

const list = (shape: Shape): Shape => ({ list: shape });
const record = (shape: Shape): Shape => ({ record: shape });
const fields = (named: Record<string, Shape>): Shape => ({ fields: named });
/** An object of plain fields, each kept as a value. */
const plain = (...names: string[]): Shape => fields(Object.fromEntries(names.map((n) => [n, 'value' as const])));
/** A payload the spec names nothing of ("reads success", "ignored", "not shown"): nothing is sent. */
const NOTHING = fields({});

/** Spec §3 "detail (text, value)" rows of the loan details, loan confirm and repayment. */
const ROW = plain('text', 'value');
/** Contract §2: the recommended-product items' field names. */
const REC_PRODUCT = plain('logo', 'name', 'buttonText', 'range', 'rangeDesc', 'rate', 'desc', 'enabled', 'productCode');
/** Spec §3 `defDetail` (payCode, logo, title, payNotice) and D12 (type, qrUrl, codePage). */
const DEF_DETAIL = fields({
  payCode: 'value',
  logo: 'value',
  title: 'value',
  payNotice: record(list(fields({ name: 'value', steps: 'steps' }))),
  type: 'value',
  qrUrl: 'value',
  codePage: 'value',
});
/** Spec §3 "Instalment repay data" and D12's `orderNo`; the extension has "the same other fields". */
const REPAY_COMMON: Record<string, Shape> = {
  productName: 'value',
  repayDate: 'date',
  productLogo: 'value',
  orderNo: 'value',
  detail: list(ROW),
  repayList: list(plain('logo', 'name', 'channel_number')),
  noticeMsg: 'value',
  isShowReyTop: 'value',
  defDetail: DEF_DETAIL,
};
/** Spec §3 "Complaint init response": orderNo, productLogo, productName, status, isShow, list (no orderId). */
const COMPLAINT_ORDER = fields({
  orderNo: 'value',
  productLogo: 'value',
  productName: 'value',
  status: 'value',
  isShow: 'value',
  list: list(plain('title', 'value')),
});
const OPTION = plain('title', 'value');
/** Spec §3 "Loan confirm data" (with the variant's NewButtonMsg and NewPopMsg). */
const LOAN_CONFIRM = fields({
  comProductLogo: 'value',
  comProductName: 'value',
  amount: 'value',
  periods: 'value',
  termUnit: 'value',
  details: list(ROW),
  repay_plans: list(fields({ title: 'value', amount: 'value', pay_time: 'date' })),
  firstPayTime: 'date',
  firstPeriodDay: 'value',
  pRateDsc: 'value',
  sendSms: 'value',
  isPopType: 'value',
  popContent: 'value',
  popTitle: 'value',
  popAgreementUrl: 'value',
  NewButtonMsg: 'value',
  NewPopMsg: 'value',
  netAmount: 'value',
  loanDate: 'date',
});
const LOAN_PUSH = plain('lendDetailsUrl');

/** The `data` (and `attach`) of every endpoint, in the spec dialect, by path. */
const SHAPES = new Map<string, Shape>(
  (
    [
      // Order details (spec §3 "Loan details response").
      [
        loanDetails,
        fields({
          orderStatus: 'value',
          noticeStatusText: 'value',
          noticeDesText: 'value',
          recProducts: list(REC_PRODUCT),
          productName: 'value',
          productLogo: 'value',
          userOrderDetail: fields({ detail: list(ROW) }),
          inside: 'value',
          h5Url: 'value',
          isDelay: 'value',
          telephone: 'value',
          isScore: 'value',
          playeduL: 'value',
          reyMsg: 'value',
          KindTipsMsg: 'value',
          cardNeedPop: 'value',
          cardPopTitle: 'value',
          cardPopMsg: 'value',
        }),
      ],
      [googleScore, NOTHING],
      [eventSave, NOTHING],
      [goyaDefine, plain('link')],
      [unionErrorInfo, fields({ noticeMessage: 'value', errMessage: 'value', family: list(REC_PRODUCT) })],
      // Loan confirm; "Agreement list item: title plus identifiers" (id, and the position contract-jump sends).
      [loanDetailConfirm, LOAN_CONFIRM],
      [contractList, fields({ data: list(plain('id', 'title', 'position')) })],
      [contractJump, plain('contract_url')],
      [loanDetailPush, LOAN_PUSH],
      // Repayment.
      [loanPlayDetail, fields({ repayAmount: 'value', ...REPAY_COMMON })],
      [
        loanDelayDetail,
        fields({
          delayInfo: plain('delayAmount', 'title'),
          repayPlan: list(fields({ remark: 'value', title: 'value', amount: 'value', time: 'date' })),
          ...REPAY_COMMON,
        }),
      ],
      [generateVcode, plain('payUrl')],
      [
        repaymentWay,
        fields({
          alipay: 'value',
          repayToken: 'value',
          bankCards: list(plain('id', 'bankName', 'cardNo', 'bankCode')),
          amount: 'value',
          orderNo: 'value',
          productId: 'value',
        }),
      ],
      [repaymentCommit, plain('repayRecordId', 'needValid')],
      [repaymentHuichao, plain('url')],
      [repaymentConfirm, NOTHING],
      // Bind card (spec §3 "Card or bank form item"; `maxLength` is D14's; our `required` is nobody's).
      [
        cardInit,
        fields({
          items: list(
            fields({
              code: 'value',
              cate: 'value',
              title: 'value',
              subtitle: 'value',
              value: 'value',
              note: list(plain('name', 'type')),
              inputType: 'value',
              cardTypeMi: 'value',
              channelNumber: 'value',
              maxLength: 'value',
            }),
          ),
        }),
      ],
      [bindCardNew, NOTHING],
      [changeCard, NOTHING],
      // Complaints (spec §3 "Complaint …"; the details' `time` is D20's).
      [
        problemInit,
        fields({
          problemType: list(OPTION),
          problemSonType: list(OPTION),
          orderDetail: COMPLAINT_ORDER,
          orderList: list(COMPLAINT_ORDER),
        }),
      ],
      [uploadProblemImg, plain('url')],
      [problemSave, NOTHING],
      [
        problemList,
        fields({
          tabs: list(
            fields({
              title: 'value',
              items: list(fields({ id: 'value', time: 'datetime', type: 'value', content: 'value' })),
            }),
          ),
        }),
      ],
      [
        problemDetail,
        fields({
          type: 'value',
          sonType: 'value',
          problemId: 'value',
          time: 'datetime',
          content: 'value',
          images: 'value',
          disposeDetail: 'value',
          disposeImages: 'value',
          isNeedScore: 'value',
        }),
      ],
      [saveScore, NOTHING],
      // Customer service, marketing feedback.
      [contactKfInfo, plain('email', 'smWa')],
      [feedbackSave, NOTHING],
      // Registration landing ("Landing config: id plus server data").
      [channelTemplate, 'value'],
      [trackVisit, NOTHING],
      [trackClick, NOTHING],
      [getSid, plain('sid')],
      [getSms, NOTHING],
      [register, NOTHING],
    ] as const
  ).map(([endpoint, shape]) => [endpoint.path, shape]),
);

/** The paths the table speaks for (the unit test checks it covers every call the server routes). */
export function spokenPaths(): string[] {
  return [...SHAPES.keys()];
}

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** Below this an epoch number is seconds (the complaint times), above it milliseconds (D20's rule). */
const SECONDS_LIMIT = 1e11;

/**
 * An epoch value as Manila text; anything else (already text, null) as it came.
 * @example manilaText(1766368800000, 'date') // '2025-12-22'
 * @example manilaText(1766368800, 'datetime') // '2025-12-22 10:00:00'
 */
export function manilaText(value: unknown, kind: 'date' | 'datetime'): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const ms = value <= SECONDS_LIMIT ? value * 1000 : value;
  const iso = new Date(ms + MANILA_OFFSET_MS).toISOString();
  return kind === 'date' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Every number inside `value` as a numeric string. */
function numbersAsText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsText);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersAsText(v)]));
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One value spoken by its shape. A value that does not have the shape's form (null where an object is
 * expected, a text where a list is) goes as it is, numbers as text: the dialect changes how data is
 * written, never what it says.
 */
export function speakValue(shape: Shape, value: unknown): unknown {
  if (shape === 'value') return numbersAsText(value);
  if (shape === 'date' || shape === 'datetime') return manilaText(value, shape);
  if (shape === 'steps')
    return Array.isArray(value) && value.every((s) => typeof s === 'string') ? value.join('\n') : numbersAsText(value);
  if ('list' in shape) return Array.isArray(value) ? value.map((v) => speakValue(shape.list, v)) : numbersAsText(value);
  if ('record' in shape)
    return isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, speakValue(shape.record, v)]))
      : numbersAsText(value);
  if (!isObject(value)) return numbersAsText(value);
  const out: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(shape.fields)) {
    if (name in value && value[name] !== undefined) out[name] = speakValue(inner, value[name]);
  }
  return out;
}

export interface Envelope {
  code: number | string;
  message: string;
  data: unknown;
  attach?: unknown;
}

/**
 * The envelope as `dialect` writes it for `endpoint` (our own dialect: unchanged). A failure's
 * `data: null` stays null; its code is text too.
 * @example speak('spec', loanPlayDetail.path, { code: 0, message: 'success', data: { repayAmount: 150000 } })
 * // { code: '0', message: 'success', data: { repayAmount: '150000' } }
 */
export function speak(dialect: Dialect, path: string, body: Envelope): Envelope {
  if (dialect === 'ours') return body;
  const shape = SHAPES.get(path) ?? 'value';
  const out: Envelope = {
    code: String(body.code),
    message: body.message,
    data: body.data === null ? null : speakValue(shape, body.data),
  };
  if (body.attach !== undefined) out.attach = body.attach === null ? null : speakValue(shape, body.attach);
  return out;
}
