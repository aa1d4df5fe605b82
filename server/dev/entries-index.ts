/** The development index `npm start` prints: every entry, and every seeded scenario, with the demo session. */
import { html } from 'hono/html';
import { devPage } from './page';
import type { EntryDef } from '../../shared/site/entries';
import { manilaDate } from '../format';
import type { Scenario } from '../module';

function link(entry: string, query: Record<string, string>, token: string): string {
  return `/${entry}.html?${new URLSearchParams({ token, ...query }).toString()}`;
}

/** `expiresAt`: when the demo session ends (epoch ms); the seed renews it on every start. */
export function entriesIndexHtml(entries: EntryDef[], scenarios: Scenario[], token: string, expiresAt: number) {
  const entryRows = entries.map(
    (e) =>
      html`<li>
        <a href="${link(e.name, {}, token)}">${e.name}.html</a> —
        ${e.title}${e.aliases.length ? html` <small>(${e.aliases.join(', ')})</small>` : ''}
      </li> `,
  );
  const scenarioRows = scenarios.map(
    (s) =>
      html`<li>
        <a href="${link(s.entry, s.query, token)}">${s.title}</a> <small>${s.entry}.html · ${s.key}</small>
      </li> `,
  );
  return devPage(
    'Entries and scenarios',
    html`<h1>Entries and scenarios</h1>
      <p>
        Demo borrower session: <code>token=${token}</code> (valid until ${manilaDate(expiresAt)}; sessions expire, and
        this one is renewed when the server starts)
      </p>
      <h2>Entries</h2>
      <ul>
        ${entryRows}
      </ul>
      <h2>Seeded scenarios</h2>
      <ul>
        ${scenarioRows}
      </ul>`,
    '',
  );
}
