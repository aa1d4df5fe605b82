/**
 * The traffic check itself (test/e2e/contract-traffic.ts, ADR 0042): Prism finds what breaks the contract
 * in an exchange, names the call, the side and the field, and lets a well-formed exchange of each kind
 * through (a success, a refusal, the session's end, the newer envelope). No page: the exchanges are made
 * here, as the sweep records them.
 */
import { contractViolations } from './contract-traffic';
import type { Exchange } from './contract-traffic';
import { expect, test } from './fixtures';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

function exchange(method: string, url: string, body: string | null, answer: unknown, status = 200): Exchange {
  return {
    method,
    url,
    requestHeaders: body === null ? {} : form,
    requestBody: body === null ? null : Buffer.from(body),
    status,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody: Buffer.from(JSON.stringify(answer)),
  };
}

const play = '/states/v3/repay/loan-play-detail?token=t';
const plan = { repayAmount: '541250', repayList: [], defDetail: {} };

test('a well-formed success, refusal, session end and newer envelope pass', async () => {
  expect(
    await contractViolations([
      exchange('POST', play, 'orderId=4&productId=2', { code: 0, message: '', data: plan }),
      exchange('POST', play, 'orderId=4&productId=2', { code: 3001, message: 'Settled', data: null }),
      exchange('POST', play, 'orderId=4&productId=2', { code: 401, message: 'Log in' }),
      exchange('POST', play, 'orderId=4&productId=2', { code: '401', message: 'Log in', data: null }, 401),
      exchange('POST', '/states/v3/loan/loan-detail-confirm?token=t', 'productId=2', {
        code: '00',
        message: 'success',
        attach: { amount: 800000, periods: 1, termUnit: 7 },
      }),
      exchange('GET', '/states/v3/contract/contract-list?token=t&productId=2&scene=3', null, {
        code: '0',
        message: '',
        data: { data: [] },
      }),
      // An answer the browser no longer held (the page had left): its request is still checked.
      {
        ...exchange(
          'POST',
          '/states/v3/loan/loan-detail-push?token=t',
          'amount=800000&periods=1&termUnit=7&productId=2',
          {},
        ),
        requestHeaders: { ...form, 'idempotency-key': 'k-1' },
        responseBody: null,
      },
    ]),
  ).toEqual([]);
});

test('names the call, the side and the field of each violation', async () => {
  const found = await contractViolations([
    exchange('POST', play, 'orderId=4&productId=2', { code: 0, message: '', data: { ...plan, repayAmount: '5412.5' } }),
    exchange('POST', play, 'orderId=4&productId=2', { code: 3001, message: 'Settled', data: { repayAmount: 1 } }),
    exchange('GET', '/states/v3/contract/contract-list?token=t&productId=2&scene=4', null, {
      code: 0,
      message: '',
      data: { data: [] },
    }),
    exchange('GET', '/api/v2/youmi/promotion/elsewhere', null, { code: 0 }),
    // Pesos with a fraction where whole centavos belong (D32).
    {
      ...exchange(
        'POST',
        '/states/v3/loan/loan-detail-push?token=t',
        'amount=5412.5&periods=1&termUnit=7&productId=2',
        {},
      ),
      requestHeaders: { ...form, 'idempotency-key': 'k-2' },
      responseBody: null,
    },
  ]);
  expect(found).toEqual([
    expect.stringMatching(
      /^loanPlayDetail \(POST \/states\/v3\/repay\/loan-play-detail\) answer body\.data\.repayAmount: /,
    ),
    expect.stringMatching(/^loanPlayDetail \(POST \/states\/v3\/repay\/loan-play-detail\) answer body\.data: /),
    expect.stringMatching(/^contractList \(GET \/states\/v3\/contract\/contract-list\) request query\.scene: /),
    'GET /api/v2/youmi/promotion/elsewhere: a call the contract does not declare',
    'loanDetailPush (POST /states/v3/loan/loan-detail-push) request body.amount: Request body property amount must be integer',
  ]);
});
