// @vitest-environment node
/**
 * Decision records a newcomer reads in an afternoon (ADR 0049): each record opens with its status (a
 * superseded one says so there), is Context, Decision, Consequences, and is short; the index is one line
 * per record. Figures of a day live in docs/bench/ or docs/history/, linked from the record.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = resolve(import.meta.dirname, '../../docs/adr');
/** The average a record stays under, and the most any one record may have. */
const AVERAGE_WORDS = 400;
const MOST_WORDS = 550;
/** The index (docs/adr/README.md), and one of its rows. */
const INDEX_WORDS = 800;
const ROW_WORDS = 20;

/** Words as `wc -w` counts them: runs of non-space characters. */
export const wcWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** Words a reader reads: a table's pipes and rules are not words. */
export const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const records = readdirSync(DIR)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') }));
const index = readFileSync(join(DIR, 'README.md'), 'utf8');

describe('the decision records', () => {
  it('average under 400 words, none over 550', () => {
    const average = records.reduce((sum, r) => sum + wcWords(r.text), 0) / records.length;
    expect(average, 'move figures and history to docs/bench/ or docs/history/ and link them').toBeLessThan(
      AVERAGE_WORDS,
    );
    const long = records.filter((r) => wcWords(r.text) > MOST_WORDS).map((r) => `${r.name}: ${wcWords(r.text)}`);
    expect(long, `records over ${MOST_WORDS} words: keep the decision, link the rest`).toEqual([]);
  });

  it('open with their status, and are Context, Decision, Consequences', () => {
    const wrong = records.flatMap((r) => {
      const lines = r.text.split('\n').filter((l) => l.trim());
      const problems: string[] = [];
      if (!/^# \d{4}\. /.test(lines[0] ?? '')) problems.push(`${r.name}: the title is "# NNNN. The decision"`);
      if (!/^- Status: /.test(lines[1] ?? '')) problems.push(`${r.name}: the line after the title is "- Status: …"`);
      const superseded = /^- Status: superseded by/.test(lines[1] ?? '');
      const sections = superseded ? ['## Decision'] : ['## Context', '## Decision', '## Consequences'];
      for (const heading of sections)
        if (!lines.some((l) => l.startsWith(heading))) problems.push(`${r.name}: add its "${heading}" section`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('have an index under 800 words as wc -w counts them, one short line per record', () => {
    expect(
      wcWords(index),
      'docs/adr/README.md: the rule in force in a line; the reasons stay in the record',
    ).toBeLessThan(INDEX_WORDS);
    const rows = index.split('\n').filter((l) => /^- \[\d{4}\]/.test(l));
    expect(rows.length).toBe(records.length);
    const long = rows.filter((row) => words(row) > ROW_WORDS).map((row) => row.slice(0, 60));
    expect(long, `rows over ${ROW_WORDS} words: say the rule in force in a line`).toEqual([]);
  });

  it('counts words as wc -w does, and a reader does', () => {
    expect(wcWords('| [0001](a.md) | accepted | one rule |')).toBe(8);
    expect(words('| [0001](a.md) | accepted | one rule |')).toBe(4);
    expect(wcWords('- [0001](a.md) (amended by 0002) one rule')).toBe(7);
  });
});
