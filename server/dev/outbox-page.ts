/** `/dev/outbox`: the SMS codes the landing "sent" (nothing leaves the server), newest first. */
import { html } from 'hono/html';
import { devPage } from './page';
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
  return devPage(
    'SMS outbox',
    html`<h1>SMS outbox (development)</h1>
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
      </table>`,
    '',
  );
}
