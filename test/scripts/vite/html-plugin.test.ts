// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEntries } from '../../../shared/site/entries';

describe('vite-plugin-html wiring', () => {
  // Importing vite-plugin-html and its dependencies takes seconds on a busy machine.
  it('leaves the console as it was (vite-plugin-html wraps it in consola on import)', { timeout: 30_000 }, async () => {
    const { log, warn, debug } = console;
    const { htmlPlugin } = await import('../../../scripts/vite/html-plugin');
    expect(htmlPlugin(loadEntries())).toBeTruthy();
    expect([console.log, console.warn, console.debug]).toEqual([log, warn, debug]);
    expect(Object.keys(console).filter((k) => k.startsWith('__'))).toEqual([]);
  });

  it('has one template per entry, named after it, with the title, head and prerender slots', () => {
    for (const entry of loadEntries()) {
      // vite-plugin-html flattens dist/pages/<name>/<file>.html by file name: two index.html collide.
      expect(basename(entry.html)).toBe(`${entry.name}.html`);
      expect(existsSync(entry.html)).toBe(true);
      const html = readFileSync(entry.html, 'utf8');
      expect(html).toContain('<title><%= title %></title>');
      expect(html).toContain('<%- head %>');
      expect(html).toContain('<div id="root"><!--app-html--></div>');
      expect(html).toContain(`<script type="module" src="/pages/${entry.name}/main.tsx"></script>`);
    }
  });
});
