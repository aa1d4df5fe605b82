/**
 * What the hosting checks share (ADR 0020): a free local port, and `dist/_headers` read back as the CDN
 * reads it (path lines, then indented `Name: value` lines). Used by `npm run check:cdn` and the nginx pass.
 */
import { createServer } from 'node:net';
import { loadEntries } from '../shared/site/entries';
import { servedFile } from '../shared/site/headers';
import { rewritesOf } from './vite/headers-plugin';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/**
 * The headers a `_headers` file lists per path, names in lower case.
 * @example parseHeadersFile('/*\n  X-A: 1\n').get('/*') // { 'x-a': '1' }
 */
export function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) rules.set(line.trim(), (current = {}));
    else if (current && /^\s+\S/.test(line)) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/**
 * The headers a `_headers` file gives the page served at `path`: its own rule, else the rule of the file
 * that serves it (`/order` and `/complainDetails` take their file's, ADR 0048: `cdnRules`).
 * @example ruleOf(parseHeadersFile('/order.html\n  X-A: 1\n'), '/order') // { 'x-a': '1' }
 */
export function ruleOf(
  rules: ReadonlyMap<string, Record<string, string>>,
  path: string,
  rewrites: Readonly<Record<string, string>> = rewritesOf(loadEntries()),
): Record<string, string> | undefined {
  return rules.get(path) ?? rules.get(servedFile(path, rewrites));
}
