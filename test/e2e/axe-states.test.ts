// @vitest-environment node
/**
 * axe once per state (test/e2e/axe-states.ts): no two calls of the e2e suite check the same state, each
 * names an entry of the registry (or a page the reference server serves itself), and each call's count can
 * be read. The reader itself is held to cases written here.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEntries } from '../../shared/site/entries';
import { readAxeStates, sameStates, strangePages } from './axe-states';

const ROOT = resolve(import.meta.dirname, '../..');
const E2E = join(ROOT, 'test/e2e');
const ENTRIES = loadEntries().map((e) => e.name);
/** The reference server's own pages, as its development routes declare them. */
const SERVER_PAGES = [...readFileSync(join(ROOT, 'server/dev/index.ts'), 'utf8').matchAll(/app\.get\('(\/_\w+)'/g)].map(
  (m) => m[1],
);

describe('axe once per state in the e2e suite', () => {
  it('every call names its state, an entry of the registry, and no other call checks it', async () => {
    const files = readdirSync(E2E)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(E2E, f));
    const { states, refused } = await readAxeStates(files, ROOT);
    expect(refused).toEqual([]);
    expect(strangePages(states, ENTRIES, SERVER_PAGES)).toEqual([]);
    expect(sameStates(states)).toEqual([]);
    // The sweep's first scenario of every entry, in both languages: the loops were read, not skipped.
    for (const entry of ENTRIES)
      expect(states.filter((s) => s.text.startsWith(`${entry}: `)).length).toBeGreaterThan(1);
  }, 60_000);
});

describe('the reader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'axe-states-'));
  const read = async (source: string) => {
    const file = join(dir, 'case.spec.ts');
    writeFileSync(file, source);
    return readAxeStates([file], dir);
  };

  it('expands a loop over a written list, reading the guards for each item', async () => {
    const { states, refused } = await read(`
      const CASES = [{ entry: 'order', key: 'orderId' }, { entry: 'bind-bank', key: 'x' }] as const;
      for (const lang of ['en', 'fil'] as const)
        for (const { entry, key } of CASES)
          test('t', async ({ page }) => {
            if (entry === 'bind-bank') return;
            await expectAxeClean(page, \`\${entry}: without \${key}\${lang === 'fil' ? ' (fil)' : ''}\`);
          });`);
    expect(refused).toEqual([]);
    expect(states.map((s) => s.text)).toEqual(['order: without orderId', 'order: without orderId (fil)']);
  });

  it('finds a state checked twice, in two tests or in the turns of a loop', async () => {
    const twice = await read(`
      test('a', async ({ page }) => { await expectAxeClean(page, 'order: order-170'); });
      test('b', async ({ page }) => { await expectAxeClean(page, 'order: order-170'); });`);
    expect(sameStates(twice.states)).toHaveLength(1);
    const looped = await read(`
      for (const dialect of ['ours', 'spec'])
        test('a', async ({ page }) => { await expectAxeClean(page, 'order: order-170'); });`);
    expect(sameStates(looped.states)).toHaveLength(1);
  });

  it('leaves a blank for what only the run knows, and finds a state the blank covers', async () => {
    const { states, refused } = await read(`
      const NAMES = readFileSync('dist').split(',');
      for (const name of NAMES)
        test('a', async ({ page }) => { await expectAxeClean(page, \`\${name}: reached by a swap\`); });
      test('b', async ({ page }) => { await expectAxeClean(page, 'order: reached by a swap'); });`);
    expect(refused).toEqual([]);
    expect(sameStates(states)).toHaveLength(1);
  });

  it('refuses a call whose count cannot be read', async () => {
    const { refused } = await read(`
      async function check(page) { await expectAxeClean(page, 'order: order-170'); }
      test('a', async ({ page }) => { await expectAxeClean(page); });
      test('b', async ({ page }) => { for (let i = 0; i < 2; i++) await expectAxeClean(page, 'order: x'); });
      for (const loan of runLoans())
        test('c', async ({ page }) => { await expectAxeClean(page, 'order: y'); });`);
    expect(refused).toHaveLength(4);
  });

  it('takes a page of the reference server, and refuses a name that is no entry', () => {
    const at = (text: string) => ({ text, parts: [text], where: 'x' });
    expect(
      strangePages([at('/_field: the report'), at('ordr: order-170'), at('order')], ENTRIES, SERVER_PAGES),
    ).toEqual(["'ordr: order-170' (x)", "'order' (x)"]);
  });
});
