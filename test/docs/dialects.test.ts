// @vitest-environment node
/**
 * Every dialect the reference server speaks is described where a newcomer looks for its switch: the
 * `DIALECT` line of `.env.example` and the README's quick start.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../server/dialect';

const ROOT = resolve(import.meta.dirname, '../..');

/** The comment block just above `DIALECT=` in `.env.example`. */
function dialectComment(env: string): string {
  const lines = env.split('\n');
  const at = lines.findIndex((l) => l.startsWith('DIALECT='));
  let start = at;
  while (start > 0 && lines[start - 1].startsWith('#')) start--;
  return lines.slice(start, at).join('\n');
}

describe.each(DIALECTS)('the %s dialect', (dialect) => {
  it('is described in .env.example and the README', () => {
    expect(dialectComment(readFileSync(resolve(ROOT, '.env.example'), 'utf8'))).toContain(`\`${dialect}\``);
    expect(readFileSync(resolve(ROOT, 'README.md'), 'utf8')).toMatch(new RegExp(`\`(DIALECT=)?${dialect}[\` ]`));
  });
});
