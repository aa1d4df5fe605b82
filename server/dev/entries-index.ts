/** The development index `npm start` prints: every entry, and every seeded scenario, with the demo session. */
import { html } from 'hono/html';
import { devPage } from './page';
import type { EntryDef } from '../../shared/site/entries';
import { manilaDate } from '../format';
import type { Scenario } from '../module';

function link(entry: string, query: Record<string, string>, token: string): string {
  return `/${entry}.html?${new URLSearchParams({ token, ...query }).toString()}`;
}

/**
 * A loan's stages among the seeded orders, in the order a loan lives them (ADR 0033), with what each shows;
 * `/_clock` moves the demo borrower's days on, so any of them walks into the next.
 */
export const LOAN_STAGES: [key: string, stage: string][] = [
  ['order-21', 'Under review: filed an hour ago, decided a day after Apply'],
  ['order-151', 'Disbursing: approved, the money sent a day after the decision'],
  ['order-170', 'Repaying: one payment, 60 % into its term (the whole loan may be repaid now)'],
  ['order-174-delay', 'Repayment due: instalment 2 of 4 in 3 days, an extension on offer'],
  ['order-180', 'Overdue: 5 days late, with the terms’ late charges; an extension on offer'],
  ['order-200', 'Settled: every instalment paid'],
];

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
  const stageRows = LOAN_STAGES.flatMap(([key, stage]) => {
    const s = scenarios.find((x) => x.key === key);
    return s ? [html`<li><a href="${link(s.entry, s.query, token)}">${stage}</a> <small>${key}</small></li> `] : [];
  });
  return devPage(
    'Entries and scenarios',
    html`<h1>Entries and scenarios</h1>
      <p>
        Demo borrower session: <code>token=${token}</code> (valid until ${manilaDate(expiresAt)}; sessions expire, and
        this one is renewed when the server starts)
      </p>
      <h2>A loan's stages</h2>
      <p>
        Seeded orders at each stage of a loan. <a href="/_clock">Move the demo borrower's clock</a> to walk one into the
        next: the order, its repayment screens and its pay code follow the ledger.
      </p>
      <ol>
        ${stageRows}
      </ol>
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
