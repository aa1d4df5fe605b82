/** `/dev/outbox`: the SMS codes the landing "sent" (nothing leaves the server), newest first. */
import { html } from 'hono/html';
import type { SentCode } from '../modules/youmi';

export function outboxPageHtml(rows: readonly SentCode[]) {
  const items = rows.map(
    (r) =>
      html`<tr>
        <td class="phone">${r.phone}</td>
        <td class="code">${r.code}</td>
        <td>${new Date(r.sent_at).toISOString()}</td>
      </tr>`,
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>SMS outbox</title>
        <style>
          body {
            font:
              15px/1.5 system-ui,
              sans-serif;
            margin: 16px;
            color: #1f1a2e;
          }
          td,
          th {
            padding: 4px 8px;
            text-align: left;
          }
        </style>
      </head>
      <body>
        <h1>SMS outbox (development)</h1>
        <p>Codes the landing page asked for. Nothing is really sent.</p>
        <table>
          <thead>
            <tr>
              <th>Phone</th>
              <th>Code</th>
              <th>Sent</th>
            </tr>
          </thead>
          <tbody>
            ${items}
          </tbody>
        </table>
      </body>
    </html>`;
}
