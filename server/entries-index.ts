/** The development index `npm start` prints: every entry, and every seeded scenario, with the demo session. */
import type { EntryDef } from '../shared/site/entries';
import type { Scenario } from './module';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function link(entry: string, query: Record<string, string>, token: string): string {
  return `/${entry}.html?${new URLSearchParams({ token, ...query }).toString()}`;
}

export function entriesIndexHtml(entries: EntryDef[], scenarios: Scenario[], token: string): string {
  const entryRows = entries
    .map((e) => `<li><a href="${esc(link(e.name, {}, token))}">${esc(e.name)}.html</a> — ${esc(e.title)}${e.aliases.length ? ` <small>(${e.aliases.map(esc).join(', ')})</small>` : ''}</li>`)
    .join('\n');
  const scenarioRows = scenarios
    .map((s) => `<li><a href="${esc(link(s.entry, s.query, token))}">${esc(s.title)}</a> <small>${esc(s.entry)}.html · ${esc(s.key)}</small></li>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entries and scenarios</title><style>body{font:15px/1.5 system-ui,sans-serif;margin:16px;color:#1f1a2e}a{color:#5b3fd6}small{color:#5c566b}</style></head>
<body><h1>Entries and scenarios</h1><p>Demo borrower session: <code>token=${esc(token)}</code></p>
<h2>Entries</h2><ul>${entryRows}</ul><h2>Seeded scenarios</h2><ul>${scenarioRows}</ul></body></html>`;
}
