/**
 * A small payment provider (not part of the contract), so the pay loop runs locally: `payUrl` opens
 * `GET /provider/pay/:token`, a plain page (no script) with a 'Pay' form; `POST` completes the payment
 * once and redirects to the receipt. Like a real provider it knows the merchant's order, never the
 * borrower's session: 'Back to the app' names the order only (the app's tab keeps its own session). It
 * does keep the borrower's language, as a merchant's return URL would (D27): a payment asked for with
 * `lang=fil` gets a `payUrl` with it, and the page keeps it to the link back, which then opens our
 * English order page with `lang=fil`, and so its `fil/` twin.
 */
import QRCode from 'qrcode';
import { html } from 'hono/html';
import { BRAND } from '../../brand';
import type { Db } from '../../db';
import { money } from '../../format';
import { ApiError } from '../../http';
import type { App } from '../../http';
import type { ModuleContext } from '../../module';
import { speakUrl } from '../../dialect';
import { DAY } from '../../time';
import { applyPayment, clockOf } from './ledger';
import { CHANNELS } from './pricing';

export interface PaymentRow {
  id: number;
  borrower_id: number;
  order_id: number;
  idem_key: string;
  pay_token: string;
  channel_number: string;
  amount_cents: number;
  is_delay: number;
  kind: string;
  status: string;
  /** The instalment (1-based) the payment or extension fee is for, recorded when the link was made. */
  instalment: number | null;
}

/**
 * Completes a payment on the provider page, once, in the ledger (ADR 0033): the amount due pays the
 * instalment the link was made for (the last one settles the loan), an extension fee moves that one and
 * every later one on. A payment the loan no longer asks for (that instalment paid meanwhile by another
 * link or tab, the extension already used, another amount due since) is voided instead of charged, and
 * the provider's page says so: it never pays the next instalment (ADR 0047). Returns null for an unknown
 * token; a second call returns the payment as it is. `now`: the borrower's clock.
 */
export function completePayment(db: Db, payToken: string, now?: number): PaymentRow | null {
  return db.transaction(() => {
    const pay = db.prepare('SELECT * FROM repay_payments WHERE pay_token = ?').get(payToken) as PaymentRow | undefined;
    if (!pay) return null;
    if (pay.status !== 'pending') return pay;
    const at = now ?? clockOf(db, pay.borrower_id);
    const needed = applyPayment(db, pay.order_id, pay.amount_cents, pay.is_delay === 1, at, pay.instalment);
    const status = needed ? 'paid' : 'void';
    db.prepare('UPDATE repay_payments SET status = ?, paid_at = ? WHERE id = ?').run(status, at, pay.id);
    return { ...pay, status };
  })();
}

type Markup = ReturnType<typeof html>;

/** `?lang=fil` when the request says Filipino (D27), else nothing: the query the provider's URLs keep. */
export function langQuery(url: string): string {
  return new URL(url).searchParams.get('lang') === 'fil' ? '?lang=fil' : '';
}

/** The host names of this machine, which a provider link may name when no origin is configured. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origin of the provider's page (ADR 0047): one of the configured origins (`publicOrigins`,
 * `PUBLIC_ORIGINS`), the one the call came in on when it is among them; with none configured, the call's
 * own origin only on this machine's host names. Never a `Host` header's name alone: a request that names
 * another host would make the payment link point there.
 * @example providerOrigin('http://evil.example/x', ['https://pay.lender.ph']) // 'https://pay.lender.ph'
 */
export function providerOrigin(requestUrl: string, origins: readonly string[]): string {
  const asked = new URL(requestUrl);
  if (origins.length) return origins.includes(asked.origin) ? asked.origin : origins[0];
  if (LOOPBACK.includes(asked.hostname)) return asked.origin;
  throw new ApiError(500, 'Payments are not configured on this server (PUBLIC_ORIGINS).');
}

/** The provider's page of a payment, for `payUrl`, in the language of the call that asked for it. */
export function providerUrl(requestUrl: string, payToken: string, origins: readonly string[]): string {
  return `${providerOrigin(requestUrl, origins)}/provider/pay/${payToken}${langQuery(requestUrl)}`;
}

/** The provider's page: plain server-rendered HTML, no script (the CSP allows none inline). */
function providerHtml(title: string, body: Markup): Markup {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="same-origin" />
        <title>${title}</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            margin: 0;
            background: #eef4f8;
            color: #14202b;
          }
          main {
            max-width: 420px;
            margin: 0 auto;
            padding: 24px 16px;
          }
          .box {
            background: #fff;
            border-radius: 12px;
            padding: 20px;
            margin: 16px 0;
          }
          dl {
            display: grid;
            grid-template-columns: auto 1fr;
            gap: 8px 16px;
            margin: 0;
          }
          dt {
            color: #45525e;
          }
          dd {
            margin: 0;
            text-align: right;
            font-weight: 600;
          }
          button,
          .link {
            display: block;
            width: 100%;
            box-sizing: border-box;
            min-height: 48px;
            border: 0;
            border-radius: 24px;
            background: #0b5cad;
            color: #fff;
            font:
              600 17px system-ui,
              sans-serif;
            text-align: center;
            text-decoration: none;
            padding: 12px;
            cursor: pointer;
          }
          h1 {
            font-size: 22px;
            margin: 0;
          }
          p {
            margin: 8px 0;
          }
          .brand {
            color: #0b5cad;
            font-weight: 700;
          }
        </style>
      </head>
      <body>
        <main>
          <p class="brand">DemoPay checkout</p>
          ${body}
        </main>
      </body>
    </html>`;
}

/**
 * The order page of the payment, without any session key (the provider never had one to give), with the
 * ids the borrower's backend speaks (server/dialect.ts).
 */
export function orderLink(ctx: ModuleContext, pay: Pick<PaymentRow, 'order_id'>, filipino = false): string {
  const row = ctx.db
    .prepare('SELECT o.product_id, b.token FROM orders o JOIN borrowers b ON b.id = o.borrower_id WHERE o.id = ?')
    .get(pay.order_id) as { product_id: number; token: string };
  const query = {
    productId: String(row.product_id),
    orderId: String(pay.order_id),
    ...(filipino ? { lang: 'fil' } : {}),
  };
  const link = `/order.html?${new URLSearchParams(query)}`;
  return ctx.dialectFor(row.token) === 'ids' ? speakUrl(link) : link;
}

/** `keep`: the language query of the page (`langQuery`), kept on its form and its link back. */
function payPageFor(ctx: ModuleContext, pay: PaymentRow, keep: string): Markup {
  const filipino = keep !== '';
  const { db } = ctx;
  const order = db.prepare('SELECT order_no FROM orders WHERE id = ?').get(pay.order_id) as { order_no: string };
  const channel = CHANNELS.find((c) => c.channel_number === pay.channel_number)?.name ?? 'Card';
  const rows = html`<dl>
    <dt>Merchant</dt>
    <dd>${BRAND.appName}</dd>
    <dt>Reference</dt>
    <dd>${order.order_no}</dd>
    <dt>Paying with</dt>
    <dd>${channel}</dd>
    <dt>Amount</dt>
    <dd>${money(pay.amount_cents)}</dd>
  </dl>`;
  if (pay.status === 'void') {
    return providerHtml(
      'Payment not needed',
      html`<h1>Payment not needed</h1>
        <p>This loan no longer needs this payment. You have not been charged.</p>
        <div class="box">${rows}</div>
        <a class="link" href="${orderLink(ctx, pay, filipino)}">Back to the app</a>`,
    );
  }
  if (pay.status === 'paid') {
    return providerHtml(
      'Payment successful',
      html`<h1>Payment successful</h1>
        <p>${pay.is_delay ? 'Your extension fee has been received.' : 'Your repayment has been received.'}</p>
        <div class="box">${rows}</div>
        <a class="link" href="${orderLink(ctx, pay, filipino)}">Back to the app</a>`,
    );
  }
  return providerHtml(
    'Confirm payment',
    html`<h1>Confirm payment</h1>
      <div class="box">${rows}</div>
      <form method="post" action="/provider/pay/${pay.pay_token}${keep}"><button type="submit">Pay</button></form>`,
  );
}

export function providerRoutes(app: App, ctx: ModuleContext): void {
  const { db } = ctx;
  const notFound = providerHtml(
    'Payment not found',
    html`<h1>Payment not found</h1>
      <p>This payment link is not valid.</p>`,
  );
  app.get('/provider/pay/:token', (c) => {
    const pay = db.prepare('SELECT * FROM repay_payments WHERE pay_token = ?').get(c.req.param('token')) as
      PaymentRow | undefined;
    c.header('Cache-Control', 'no-store');
    return pay ? c.html(payPageFor(ctx, pay, langQuery(c.req.url))) : c.html(notFound, 404);
  });
  app.post('/provider/pay/:token', (c) => {
    const pay = completePayment(db, c.req.param('token'));
    if (!pay) return c.html(notFound, 404);
    // Post/redirect/get: a reload shows the receipt and never pays again.
    return c.redirect(`/provider/pay/${pay.pay_token}${langQuery(c.req.url)}`, 303);
  });
  app.get('/provider/qr/:file', async (c) => {
    const match = /^([A-Za-z0-9-]{1,64})\.svg$/.exec(c.req.param('file'));
    if (!match) return c.text('Not found', 404);
    const svg = await QRCode.toString(match[1], { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', `public, max-age=${DAY / 1000}`);
    return c.body(svg);
  });
}
