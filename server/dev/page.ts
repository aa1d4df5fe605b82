/** The frame of every development page (server/dev): the document, its viewport and a plain style sheet. */
import { html, raw } from 'hono/html';

const BASE_CSS = [
  'body { font: 15px/1.5 system-ui, sans-serif; margin: 16px; color: #1f1a2e; }',
  'a { color: #5b3fd6; }',
  'small { color: #5c566b; }',
  'td, th { padding: 4px 8px; text-align: left; }',
].join('\n');

/**
 * A development page: `title`, then `body` as it is (escaped where it was built), with `css` (our own
 * text, never the server's data) after the base rules. The server's CSP for its own pages allows inline
 * style, no script.
 * @example return c.html(devPage('SMS outbox', html`<h1>SMS outbox</h1>…`));
 */
export function devPage(title: string, body: unknown, css = '') {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${raw(`${BASE_CSS}\n${css}`)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html>`;
}
